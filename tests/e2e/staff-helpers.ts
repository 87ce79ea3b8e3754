/**
 * The back office's people as the specs use them: the seed's staff accounts (contract §12),
 * their API sessions for helpers that act as staff (cancelling pedidos, changing products), and
 * logging in to the back office in a page.
 *
 * The API answers staff operations only through the back office's server; the helpers send them
 * as that server does, with its key (`X-Gateway-Key`), which the test server generated on its
 * first start and keeps in its DATA_DIR.
 */
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { secretsFile } from '../../config/generated-secrets.ts';
import { GATEWAY_KEY_HEADER } from '../../contract/http-headers.ts';
import { backofficeUrl, dataDir } from './env.ts';
import { graphql } from './session-helpers.ts';
import type { GraphqlAnswer } from './session-helpers.ts';

export const STAFF = {
  editor: { email: 'editor@exemplo.com.br', password: 'Editor#2026', name: 'Elisa Moraes' },
  support: { email: 'atendimento@exemplo.com.br', password: 'Atende#2026', name: 'Tiago Rocha' },
  admin: { email: 'gerente@exemplo.com.br', password: 'Gerente#2026', name: 'Gabriela Nunes' },
} as const;

export type StaffRole = keyof typeof STAFF;

const tokens = new Map<StaffRole, Promise<string>>();

/** The back office's key to the test server's API, as the back office's server sends it. */
function backofficeKey(): Record<string, string> {
  const secrets = JSON.parse(readFileSync(secretsFile(dataDir), 'utf8')) as Record<string, string>;
  const key = secrets['BACKOFFICE_GATEWAY_SECRET'];
  if (!key) throw new Error(`no BACKOFFICE_GATEWAY_SECRET in ${secretsFile(dataDir)}`);
  return { [GATEWAY_KEY_HEADER]: key };
}

/** A staff session of `role` through `staffLogin` (one per role and worker). */
export function staffToken(role: StaffRole): Promise<string> {
  let token = tokens.get(role);
  if (!token) {
    token = graphql<{ staffLogin: { token: string } }>(
      'mutation ($email: String!, $password: String!) { staffLogin(email: $email, password: $password) { token } }',
      { email: STAFF[role].email, password: STAFF[role].password },
      null,
      backofficeKey(),
    ).then((answer) => {
      if (!answer.data) throw new Error(`staffLogin failed: ${JSON.stringify(answer.errors)}`);
      return answer.data.staffLogin.token;
    });
    tokens.set(role, token);
  }
  return token;
}

/** One staff operation sent to the API as `role`, through the back office's door. */
export async function staffGraphql<T>(
  role: StaffRole,
  query: string,
  variables: Record<string, unknown>,
): Promise<GraphqlAnswer<T>> {
  return graphql<T>(query, variables, await staffToken(role), backofficeKey());
}

/** Logs `role` in through the back office's login page; ends on the page it lands on. */
export async function loginToBackoffice(page: Page, role: StaffRole): Promise<void> {
  await page.goto(`${backofficeUrl}/entrar`);
  await expect(page.getByRole('heading', { name: 'Gestão da loja' })).toBeVisible();
  await page.getByLabel('E-mail').fill(STAFF[role].email);
  await page.getByLabel('Senha').fill(STAFF[role].password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
}

/** Opens an area of the back office through its navigation. */
export async function openArea(page: Page, label: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Áreas do back office' })
    .getByRole('link', { name: label })
    .click();
  await expect(page.getByRole('main')).toBeVisible();
}
