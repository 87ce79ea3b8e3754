/**
 * Staff passwords through the API: `staffChangePassword` (their own, with the current one,
 * bounded like logins, ending their other sessions) and `reinviteStaff` (an admin resets
 * another member's access by a new invitation).
 */
import { describe, expect, it } from 'vitest';
import { errorsOf, gql, login, testHandler } from '../../../tests/support/api/api.ts';
import type { TestHandler } from '../../../tests/support/api/api.ts';
import { ENGINES } from '../../../tests/support/api/database.ts';
import { STAFF_LOGIN, staffToken } from '../../../tests/support/api/staff.ts';
import { SEED_ADMIN, SEED_EDITOR, SEED_SUPPORT } from '../../../mocks/seed/staff.ts';

const CHANGE = `mutation ($currentPassword: String!, $newPassword: String!) {
  staffChangePassword(currentPassword: $currentPassword, newPassword: $newPassword)
}`;
const WHO = 'query { staffMe { email } }';
const NEW_PASSWORD = 'Outra!Senha2027';

const change = (
  handler: TestHandler,
  token: string,
  currentPassword: string,
  newPassword: string,
) => gql(handler, CHANGE, { token, variables: { currentPassword, newPassword } });

const logIn = (handler: TestHandler, email: string, password: string) =>
  gql<{ staffLogin: { token: string } }>(handler, STAFF_LOGIN, { variables: { email, password } });

/** Whether `token` still opens a staff session. */
async function works(handler: TestHandler, token: string): Promise<boolean> {
  const result = await gql<{ staffMe: { email: string } | null }>(handler, WHO, { token });
  return result.data?.staffMe != null;
}

describe.each(ENGINES)('staffChangePassword (%s)', (engine) => {
  it('changes the password with the current one and ends the other sessions only', async () => {
    const handler = await testHandler({ engine });
    const here = await staffToken(handler, SEED_SUPPORT);
    const elsewhere = await staffToken(handler, SEED_SUPPORT);
    const result = await change(handler, here, SEED_SUPPORT.password, NEW_PASSWORD);
    expect(errorsOf(result)).toEqual([]);
    expect(result.data).toEqual({ staffChangePassword: true });
    expect(await works(handler, here)).toBe(true);
    expect(await works(handler, elsewhere)).toBe(false);
    expect(errorsOf(await logIn(handler, SEED_SUPPORT.email, SEED_SUPPORT.password))[0]?.code).toBe(
      'INVALID_CREDENTIALS',
    );
    expect((await logIn(handler, SEED_SUPPORT.email, NEW_PASSWORD)).data?.staffLogin.token).toMatch(
      /^[0-9a-f]{64}$/,
    );
  });

  it('refuses a wrong current password, a weak, common or unchanged new one, in Portuguese', async () => {
    const handler = await testHandler({ engine });
    const token = await staffToken(handler, SEED_EDITOR);
    const refusal = async (current: string, next: string) => {
      const result = await change(handler, token, current, next);
      const [error] = errorsOf(result) as { code: string; fields?: unknown }[];
      return { code: error?.code, fields: result.errors[0]?.extensions?.['fields'] };
    };
    expect(await refusal('errada', NEW_PASSWORD)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'currentPassword', message: 'Senha atual incorreta.' }],
    });
    expect((await refusal(SEED_EDITOR.password, 'curta1')).fields).toEqual([
      {
        field: 'newPassword',
        message: 'A senha deve ter pelo menos 8 caracteres, com letras e números.',
      },
    ]);
    expect((await refusal(SEED_EDITOR.password, 'brasil2024')).fields).toEqual([
      {
        field: 'newPassword',
        message:
          'Esta senha está entre as mais usadas e é fácil de adivinhar: escolha outra, sem palavras comuns seguidas só de números.',
      },
    ]);
    expect((await refusal(SEED_EDITOR.password, SEED_EDITOR.password)).fields).toEqual([
      { field: 'newPassword', message: 'A nova senha deve ser diferente da atual.' },
    ]);
    // Nothing changed: the old password still opens the account.
    expect((await logIn(handler, SEED_EDITOR.email, SEED_EDITOR.password)).errors).toEqual([]);
  });

  it('bounds wrong current passwords like logins', async () => {
    const handler = await testHandler({
      engine,
      limits: {
        guessesPerAccount: 3,
        guessesPerAddress: 100,
        daily: {
          tickets: 1,
          comments: 1,
          favorites: 1,
          cards: 1,
          registrations: 1,
          resetRequests: 1,
          stockAlerts: 1,
        },
        stockAlertsPerEmail: 20,
      },
    });
    const token = await staffToken(handler, SEED_EDITOR);
    for (let i = 0; i < 3; i++) {
      expect(errorsOf(await change(handler, token, 'errada', NEW_PASSWORD))[0]?.code).toBe(
        'BAD_USER_INPUT',
      );
    }
    const blocked = await change(handler, token, SEED_EDITOR.password, NEW_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(errorsOf(blocked)[0]?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('refuses no session and a customer session', async () => {
    const handler = await testHandler({ engine });
    for (const token of [undefined, await login(handler)]) {
      const result = await gql(handler, CHANGE, {
        token,
        variables: { currentPassword: 'Senha@123', newPassword: NEW_PASSWORD },
      });
      expect(errorsOf(result).map((error) => error.code)).toEqual(['UNAUTHENTICATED']);
    }
  });
});

describe.each(ENGINES)('reinviteStaff (%s)', (engine) => {
  it("ends the member's password and sessions until the new invitation is accepted", async () => {
    const handler = await testHandler({ engine });
    const admin = await staffToken(handler, SEED_ADMIN);
    const editor = await staffToken(handler, SEED_EDITOR);
    const team = await gql<{ staffMembers: { id: string; email: string }[] }>(
      handler,
      'query { staffMembers { id email } }',
      { token: admin },
    );
    const id = team.data?.staffMembers.find((m) => m.email === SEED_EDITOR.email)?.id ?? '';
    const sent = await gql<{ reinviteStaff: { invitationPending: boolean } }>(
      handler,
      `mutation { reinviteStaff(id: "${id}") { invitationPending } }`,
      { token: admin },
    );
    expect(errorsOf(sent)).toEqual([]);
    expect(sent.data?.reinviteStaff.invitationPending).toBe(true);
    expect(await works(handler, editor)).toBe(false);
    expect(errorsOf(await logIn(handler, SEED_EDITOR.email, SEED_EDITOR.password))[0]?.code).toBe(
      'INVALID_CREDENTIALS',
    );
    const messages = (await (
      await handler.fetch(new Request(`http://mock.test/__mock/outbox?to=${SEED_EDITOR.email}`))
    ).json()) as { subject: string; text: string }[];
    const letter = messages.at(-1);
    expect(letter?.subject).toBe('Convite para a equipe da loja');
    expect(letter?.text).toContain('Sua senha anterior deixou de valer.');
    const code = /Código do convite\n([0-9a-f]{32})/.exec(letter?.text ?? '')?.[1] ?? '';
    const accepted = await gql<{ acceptStaffInvitation: { token: string } }>(
      handler,
      `mutation ($email: String!, $code: String!) { acceptStaffInvitation(email: $email, code: $code, password: "${NEW_PASSWORD}") { token } }`,
      { variables: { email: SEED_EDITOR.email, code } },
    );
    expect(errorsOf(accepted)).toEqual([]);
    expect((await logIn(handler, SEED_EDITOR.email, NEW_PASSWORD)).errors).toEqual([]);
  });

  it("refuses an admin's own account: they change it with the current password", async () => {
    const handler = await testHandler({ engine });
    const admin = await staffToken(handler, SEED_ADMIN);
    const me = await gql<{ staffMe: { id: string } }>(handler, 'query { staffMe { id } }', {
      token: admin,
    });
    const result = await gql(
      handler,
      `mutation { reinviteStaff(id: "${me.data?.staffMe.id}") { id } }`,
      { token: admin },
    );
    expect(errorsOf(result)).toEqual([
      { code: 'FORBIDDEN', message: 'Para trocar a sua própria senha, use Alterar senha.' },
    ]);
    expect(await works(handler, admin)).toBe(true);
  });
});
