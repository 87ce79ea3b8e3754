import { describe, expect, it } from 'vitest';
import { quantityProblem } from './quantity.ts';

describe('quantityProblem', () => {
  it('accepts 1 up to the maximum', () => {
    expect(quantityProblem('1', 3)).toBeUndefined();
    expect(quantityProblem(' 3 ', 3)).toBeUndefined();
  });

  it('refuses nothing, zero, fractions and words', () => {
    for (const typed of ['', '0', '1.5', 'dois', '-1']) {
      expect(quantityProblem(typed, 3)).toBe('Informe uma quantidade de 1 ou mais.');
    }
  });

  it('names the maximum above it', () => {
    expect(quantityProblem('4', 3)).toBe('Só é possível levar até 3 unidades deste produto.');
    expect(quantityProblem('2', 1)).toBe('Só há 1 unidade disponível deste produto.');
  });
});
