import { describe, expect, it } from 'vitest';
import { SHRINK_STEPS, scaledSize } from './shrink-photo';

describe('scaledSize', () => {
  it('brings the longest side down to the step, keeping the shape', () => {
    expect(scaledSize(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(scaledSize(3000, 4000, 1280)).toEqual({ width: 960, height: 1280 });
  });

  it('never enlarges a small photo', () => {
    expect(scaledSize(640, 480, 1600)).toEqual({ width: 640, height: 480 });
  });
});

describe('SHRINK_STEPS', () => {
  it('only ever gets smaller or plainer', () => {
    for (const [index, step] of SHRINK_STEPS.entries()) {
      const before = SHRINK_STEPS[index - 1];
      if (!before) continue;
      expect(step.side <= before.side && step.quality <= before.quality).toBe(true);
    }
  });
});
