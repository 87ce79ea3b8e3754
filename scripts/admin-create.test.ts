/**
 * `npm run admin:create -- EMAIL` on an empty embedded database (SEED=none): the printed link
 * lets the invitee choose a password and work as an admin; a malformed e-mail and the e-mail of
 * an active member are refused with a message and exit code 1.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSettings } from '../config/settings.ts';
import { openApiDatabase } from '../api/db/bootstrap.ts';
import { shopSeeder } from '../api/db/shop-seed.ts';
import { invitationOfFragment } from '../contract/backoffice-links.ts';
import { errorsOf, gql, testHandler } from '../tests/support/api/api.ts';
import { adminCreate } from './admin-create.ts';

const BACKOFFICE = 'https://gestao.loja.exemplo.com.br';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function emptyShop() {
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-create-'));
  folders.push(dataDir);
  return { dataDir, settings: loadSettings({ DATA_DIR: dataDir, SEED: 'none' }) };
}

async function run(args: string[], settings: ReturnType<typeof loadSettings>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await adminCreate(args, settings, BACKOFFICE, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out, err };
}

describe('admin:create', () => {
  it('refuses a malformed e-mail before touching the database', async () => {
    const { dataDir, settings } = emptyShop();
    const result = await run(['gerente@'], settings);
    expect(result.code).toBe(1);
    expect(result.err).toEqual([
      'admin:create: Informe um e-mail válido, como nome@exemplo.com.br. Uso: npm run admin:create -- EMAIL',
    ]);
    expect(existsSync(join(dataDir, 'db'))).toBe(false);
    expect((await run([], settings)).err).toEqual([
      'admin:create: informe um único e-mail. Uso: npm run admin:create -- EMAIL',
    ]);
  });

  it('prints a one-time link that makes the first admin, then refuses the active member', async () => {
    const { dataDir, settings } = emptyShop();
    const created = await run(['  Dona@Loja.com.br '], settings);
    expect(created.err).toEqual([]);
    expect(created.code).toBe(0);
    expect(created.out).toContain('Convite de administrador criado para dona@loja.com.br.');
    const link = created.out.at(-1) ?? '';
    expect(link.startsWith(`${BACKOFFICE}/convite#`)).toBe(true);
    const invitation = invitationOfFragment(new URL(link).hash);
    expect(invitation.email).toBe('dona@loja.com.br');

    const database = await openApiDatabase({
      dataDir,
      databaseUrl: '',
      seeder: shopSeeder(),
    });
    try {
      const handler = await testHandler({ database });
      const ACCEPT = `mutation ($email: String!, $code: String!) {
        acceptStaffInvitation(email: $email, code: $code, password: "Loja!Aberta2026") { token staff { role } }
      }`;
      type Accepted = { acceptStaffInvitation: { token: string; staff: { role: string } } };
      const accepted = await gql<Accepted>(handler, ACCEPT, { variables: { ...invitation } });
      expect(errorsOf(accepted)).toEqual([]);
      expect(accepted.data?.acceptStaffInvitation.staff.role).toBe('ADMIN');
      const token = accepted.data?.acceptStaffInvitation.token ?? '';
      const team = await gql<{ staffMembers: { email: string }[] }>(
        handler,
        'query { staffMembers { email } }',
        { token },
      );
      // The empty shop had nobody else.
      expect(team.data?.staffMembers).toEqual([{ email: 'dona@loja.com.br' }]);
      // The link is spent.
      expect(
        errorsOf(await gql(handler, ACCEPT, { variables: { ...invitation } }))[0]?.message,
      ).toBe('Convite inválido ou expirado.');
    } finally {
      await database.close();
    }

    const again = await run(['dona@loja.com.br'], settings);
    expect(again.code).toBe(1);
    expect(again.out.join('\n')).not.toContain('/convite#');
    expect(again.err).toEqual([
      'admin:create: dona@loja.com.br já é da equipe, com acesso ativo (dona): um administrador pode enviar um novo convite na página Equipe.',
    ]);
  });

  it('makes a new link for an invitation still pending, and the old one stops working', async () => {
    const { dataDir, settings } = emptyShop();
    const first = invitationOfFragment(
      new URL((await run(['a@loja.com.br'], settings)).out.at(-1) ?? '').hash,
    );
    const second = await run(['a@loja.com.br'], settings);
    expect(second.code).toBe(0);
    const renewed = invitationOfFragment(new URL(second.out.at(-1) ?? '').hash);
    expect(renewed.code).not.toBe(first.code);
    const database = await openApiDatabase({ dataDir, databaseUrl: '', seeder: shopSeeder() });
    try {
      const handler = await testHandler({ database });
      const ACCEPT = `mutation ($email: String!, $code: String!) {
        acceptStaffInvitation(email: $email, code: $code, password: "Loja!Aberta2026") { token }
      }`;
      expect(errorsOf(await gql(handler, ACCEPT, { variables: { ...first } }))[0]?.message).toBe(
        'Convite inválido ou expirado.',
      );
      expect(errorsOf(await gql(handler, ACCEPT, { variables: { ...renewed } }))).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
