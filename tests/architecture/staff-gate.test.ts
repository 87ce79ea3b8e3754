/**
 * Every operation that asks for a staff session is marked `@staffOnly` in the SDL, so the API
 * answers it only through the back office's server (api/guards/staff-gate.ts). Each root
 * field's resolver is run against a probe context that notes whether it asks for the staff
 * member (`ctx.staff()`, which `requireStaff` calls first) and stops at whatever else it
 * touches: a new staff operation left unmarked fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createExecutableSchema } from '../../api/core/executable-schema.ts';
import { staffOperations } from '../../api/guards/staff-gate.ts';

const typeDefs = readFileSync(new URL('../../mocks/schema.graphql', import.meta.url), 'utf8');
const schema = createExecutableSchema(typeDefs);

/** Staff operations that need no staff session: they open or close one. */
const SESSIONLESS = [
  'Mutation.staffLogin',
  'Mutation.acceptStaffInvitation',
  'Mutation.staffLogout',
];

class Stop extends Error {}

/** Whether the resolver of `root.name` asks for the request's staff member. */
async function asksForStaff(rootName: string, name: string): Promise<boolean> {
  const root = rootName === 'Mutation' ? schema.getMutationType() : schema.getQueryType();
  const resolve = root?.getFields()[name]?.resolve;
  if (!resolve) throw new Error(`${rootName}.${name} has no resolver`);
  let asked = false;
  const ctx = new Proxy(
    {},
    {
      get(_, property) {
        if (property === 'staff') {
          return () => {
            asked = true;
            return Promise.reject(new Stop());
          };
        }
        if (property === 'then') return undefined;
        throw new Stop();
      },
    },
  );
  const args = new Proxy({}, { get: () => undefined });
  try {
    await resolve(undefined, args, ctx, {} as never);
  } catch {
    // Stopped at the first thing it touched, or at a missing argument: what it asked is noted.
  }
  return asked;
}

describe('the staff gate', () => {
  it('marks every operation that asks for a staff session @staffOnly, and only those', async () => {
    const marked = staffOperations(schema);
    const asking: string[] = [];
    for (const root of [schema.getQueryType(), schema.getMutationType()]) {
      for (const name of Object.keys(root?.getFields() ?? {})) {
        if (await asksForStaff(root?.name ?? '', name)) asking.push(`${root?.name}.${name}`);
      }
    }
    expect(asking.sort()).toEqual([...marked].filter((name) => !SESSIONLESS.includes(name)).sort());
    for (const name of SESSIONLESS) expect(marked).toContain(name);
  });
});
