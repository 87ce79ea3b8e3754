import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  forgetPublishedBuild,
  recordPublishedBuild,
  stateMatchesServedFolder,
} from './incremental-state.ts';

let base: string;
let state: string;
let served: string;

function serve(id: string): void {
  mkdirSync(join(served, 'builds'), { recursive: true });
  writeFileSync(join(served, 'builds/latest.json'), JSON.stringify({ id, timestamp: 1 }));
}

beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), 'incremental-state-test-'));
  state = join(base, 'state');
  served = join(base, 'dist');
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

describe('the incremental state and the served folder', () => {
  it('is void before any publish was recorded', () => {
    serve('a');
    expect(stateMatchesServedFolder(state, served)).toBe(false);
  });

  it('holds for the build recorded as published', async () => {
    serve('a');
    await recordPublishedBuild(state, served);
    expect(stateMatchesServedFolder(state, served)).toBe(true);
  });

  it('is void once another build is served (a full build in between)', async () => {
    serve('a');
    await recordPublishedBuild(state, served);
    serve('b');
    expect(stateMatchesServedFolder(state, served)).toBe(false);
  });

  it('is void while a build is under way, so a failed one is never trusted', async () => {
    serve('a');
    await recordPublishedBuild(state, served);
    forgetPublishedBuild(state);
    expect(stateMatchesServedFolder(state, served)).toBe(false);
  });

  it('is void without a served folder', async () => {
    await recordPublishedBuild(state, served);
    expect(stateMatchesServedFolder(state, served)).toBe(false);
  });
});
