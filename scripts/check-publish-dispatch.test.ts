import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dispatchPayloadProblem, MAX_DISPATCHED_DELIVERIES } from '../contract/publish-dispatch.ts';
import { projectRoot } from '../runtime/paths.ts';

/** Runs the workflow's check as the workflow does: the client_payload as JSON in CLIENT_PAYLOAD. */
function check(payload: unknown): { code: number | null; output: string } {
  const env = { ...process.env };
  if (payload === undefined) delete env.CLIENT_PAYLOAD;
  else env.CLIENT_PAYLOAD = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const result = spawnSync(process.execPath, ['scripts/check-publish-dispatch.ts'], {
    cwd: projectRoot,
    env,
    encoding: 'utf8',
  });
  return { code: result.status, output: result.stdout + result.stderr };
}

const VALID = {
  publish: 'p-abc-00000001',
  products: ['3'],
  all: false,
  deliveries: ['6f1c2a4e-0000-4000-8000-000000000001', '6f1c2a4e-0000-4000-8000-000000000002'],
  deliveryCount: 2,
  timestamp: '2026-11-23T12:00:05.000Z',
};

describe('scripts/check-publish-dispatch.ts', () => {
  it('lets a dispatch naming its deliveries and time go on', () => {
    expect(dispatchPayloadProblem(VALID)).toBeNull();
    expect(check(VALID)).toEqual({
      code: 0,
      output: 'The dispatch names the webhook deliveries that asked for it; publishing.\n',
    });
  });

  it.each([
    ['no client_payload', undefined, 'CLIENT_PAYLOAD is empty'],
    ['a payload that is not JSON', '{products', 'CLIENT_PAYLOAD is not JSON'],
    ['the old payload (products only)', { products: ['3'], all: false }, 'deliveries'],
  ])('fails on %s, before anything is built', (_, payload, named) => {
    const { code, output } = check(payload);
    expect(code).toBe(1);
    expect(output).toMatch(/^::error::Refused to publish: .* Nothing was built\.\n$/);
    expect(output).toContain(named);
  });

  it.each([
    ['no deliveries', { ...VALID, deliveries: [] }, 'deliveries'],
    ['a malformed delivery id', { ...VALID, deliveries: ['$(rm -rf /)'] }, 'deliveries'],
    [
      'too many delivery ids',
      {
        ...VALID,
        deliveries: Array.from(
          { length: MAX_DISPATCHED_DELIVERIES + 1 },
          (_, i) => `delivery-${i}`,
        ),
      },
      'deliveries',
    ],
    ['a count below the ids listed', { ...VALID, deliveryCount: 1 }, 'deliveryCount'],
    ['no timestamp', { ...VALID, timestamp: undefined }, 'timestamp'],
    ['a local timestamp', { ...VALID, timestamp: '2026-11-23T09:00:05-03:00' }, 'timestamp'],
    ['an array', [VALID], 'not an object'],
  ])('refuses a payload with %s', (_, payload, named) => {
    expect(dispatchPayloadProblem(payload)).toContain(named);
  });

  it('runs in the publish workflow for every dispatch, before installing or building', () => {
    const workflow = readFileSync(join(projectRoot, '.github/workflows/publish.yml'), 'utf8');
    const step = workflow.indexOf('run: node scripts/check-publish-dispatch.ts');
    expect(step).toBeGreaterThan(0);
    expect(step).toBeLessThan(workflow.indexOf('run: npm ci'));
    expect(step).toBeLessThan(workflow.indexOf('scripts/build.ts'));
    const stepText = workflow.slice(workflow.lastIndexOf('- name:', step), step);
    expect(stepText).toContain("if: github.event_name == 'repository_dispatch'");
    expect(stepText).toContain('CLIENT_PAYLOAD: ${{ toJSON(github.event.client_payload) }}');
  });
});
