/**
 * `Avisos por e-mail` through the API: each staff member reads and sets their own choice of the
 * e-mails about new work, only for the notices their role receives; nobody else's choice moves,
 * and without a staff session nothing is read or set.
 */
import { describe, expect, it } from 'vitest';
import { SEED_ADMIN, SEED_EDITOR, SEED_SUPPORT } from '../../../mocks/seed/staff.ts';
import { errorsOf, gql, login, testHandler } from '../../../tests/support/api/api.ts';
import { MY_NOTICES, SET_MY_NOTICES, staffToken } from '../../../tests/support/api/staff.ts';

interface Notices {
  newOrders: boolean | null;
  newTickets: boolean | null;
}

describe('the staff choice of e-mails about new work', () => {
  it("starts on for the roles that receive them, and changes only the caller's own", async () => {
    const handler = await testHandler();
    const support = await staffToken(handler, SEED_SUPPORT);
    const admin = await staffToken(handler, SEED_ADMIN);
    const editor = await staffToken(handler, SEED_EDITOR);
    const mine = async (token: string) =>
      (await gql<{ myStaffNotices: Notices }>(handler, MY_NOTICES, { token })).data?.myStaffNotices;

    expect(await mine(support)).toEqual({ newOrders: true, newTickets: true });
    expect(await mine(admin)).toEqual({ newOrders: true, newTickets: true });
    expect(await mine(editor)).toEqual({ newOrders: null, newTickets: null });

    const set = await gql<{ setMyStaffNotices: Notices }>(handler, SET_MY_NOTICES, {
      token: support,
      variables: { input: { newOrders: false } },
    });
    expect(set.data?.setMyStaffNotices).toEqual({ newOrders: false, newTickets: true });
    expect(await mine(support)).toEqual({ newOrders: false, newTickets: true });
    expect(await mine(admin)).toEqual({ newOrders: true, newTickets: true });

    await gql(handler, SET_MY_NOTICES, {
      token: support,
      variables: { input: { newOrders: true, newTickets: false } },
    });
    expect(await mine(support)).toEqual({ newOrders: true, newTickets: false });
  });

  it('refuses a notice the role does not receive, and any caller without a staff session', async () => {
    const handler = await testHandler();
    const editor = await staffToken(handler, SEED_EDITOR);
    expect(
      errorsOf(
        await gql(handler, SET_MY_NOTICES, {
          token: editor,
          variables: { input: { newTickets: false } },
        }),
      ),
    ).toEqual([{ code: 'FORBIDDEN', message: 'Acesso negado.' }]);

    const customer = await login(handler);
    for (const token of [undefined, customer]) {
      for (const query of [MY_NOTICES, SET_MY_NOTICES]) {
        const result = await gql(handler, query, {
          token,
          variables: { input: { newOrders: false } },
        });
        expect(errorsOf(result).map((error) => error.code)).toEqual(['UNAUTHENTICATED']);
      }
    }
    const admin = await staffToken(handler, SEED_ADMIN);
    const after = await gql<{ myStaffNotices: Notices }>(handler, MY_NOTICES, { token: admin });
    expect(after.data?.myStaffNotices).toEqual({ newOrders: true, newTickets: true });
  });
});
