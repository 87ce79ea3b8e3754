/**
 * Roles in the back office (contract §12): each role sees only its areas, a page outside its
 * role says `Acesso negado.`, and the API refuses the operation anyway (through the back
 * office's own gateway, as a forged request from the page would). The admin's `Equipe`:
 * invite (the code goes to the outbox), the invitee chooses a password, a role changes, and a
 * deactivated member's session ends at once; a member changes their own password (`Alterar
 * senha`) and an admin resets it by a new invitation. Requests from another origin are refused
 * (CSRF).
 */
import { backofficeUrl } from './env.ts';
import { mailArriving } from './mailbox.ts';
import { expect, test } from './fixtures.ts';
import { loginToBackoffice, openArea } from './staff-helpers.ts';
import type { Page } from '@playwright/test';
import { allow } from '../support/time-allowance.ts';

/** A GraphQL call sent from the page's own origin, as its scripts would send it. */
async function fromPage(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const response = await page.request.post(`${backofficeUrl}/api/graphql`, {
    headers: { Origin: backofficeUrl, 'X-Backoffice': '1', 'Content-Type': 'application/json' },
    data: { query, variables },
  });
  return (await response.json()) as {
    data?: unknown;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Áreas do back office' });

test('the login page refuses a wrong password and keeps the e-mail', async ({ page }) => {
  await page.goto(`${backofficeUrl}/produtos`);
  await expect(page.getByRole('heading', { name: 'Gestão da loja' })).toBeVisible();
  await page.getByLabel('E-mail').fill('editor@exemplo.com.br');
  await page.getByLabel('Senha').fill('errada-123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
  await expect(page.getByLabel('E-mail')).toHaveValue('editor@exemplo.com.br');
});

test('support sees only Pedidos, Devoluções and Atendimento, and the API refuses their catalogue writes', async ({
  page,
}) => {
  await loginToBackoffice(page, 'support');
  await expect(navigation(page)).toHaveCount(1);
  await expect(navigation(page).getByRole('link')).toHaveText([
    'Pedidos',
    'Devoluções',
    'Atendimento',
  ]);
  await page.goto(`${backofficeUrl}/produtos`);
  await expect(page.getByRole('alert')).toContainText('Acesso negado.');
  await expect(page.getByRole('button', { name: 'Novo produto' })).toHaveCount(0);
  const refused = await fromPage(
    page,
    'mutation { updateProduct(id: "45", input: { price: 1 }) { id } }',
  );
  expect(refused.errors?.[0]).toMatchObject({
    message: 'Acesso negado.',
    extensions: { code: 'FORBIDDEN' },
  });
  // Support does not moderate reviews.
  await page.goto(`${backofficeUrl}/avaliacoes`);
  await expect(page.getByRole('alert')).toContainText('Acesso negado.');
  const moderation = await fromPage(page, 'mutation { approveReview(id: "1") { id } }');
  expect(moderation.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});

test('an editor is offered no team or activity log, and the API refuses them', async ({ page }) => {
  await loginToBackoffice(page, 'editor');
  const links = navigation(page).getByRole('link');
  await expect(links).toHaveText(['Produtos', 'Conteúdo', 'Publicações', 'Avaliações']);
  await page.goto(`${backofficeUrl}/equipe`);
  await expect(page.getByRole('alert')).toContainText('Acesso negado.');
  for (const query of ['query { staffMembers { id } }', 'query { activityLog { total } }']) {
    const refused = await fromPage(page, query);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  }
});

test('a request from another origin, or without the back office header, is refused', async ({
  page,
}) => {
  await loginToBackoffice(page, 'admin');
  const attempts: Record<string, string>[] = [
    { Origin: 'http://evil.example', 'X-Backoffice': '1' },
    { Origin: backofficeUrl },
  ];
  for (const headers of attempts) {
    const response = await page.request.post(`${backofficeUrl}/api/graphql`, {
      headers: { ...headers, 'Content-Type': 'application/json' },
      data: { query: 'mutation { deactivateStaff(id: "1") { id } }' },
    });
    expect(response.status()).toBe(403);
  }
  const cookies = await page.context().cookies(backofficeUrl);
  expect(cookies.find((cookie) => cookie.name === 'bo_sessao')).toMatchObject({
    httpOnly: true,
    sameSite: 'Strict',
  });
});

test('an admin invites, the invitee sets a password, changes role and is deactivated at once', async ({
  page,
  browser,
}) => {
  test.setTimeout(allow(60_000));
  const email = `convidado.${Date.now().toString(36)}@exemplo.com.br`;
  await loginToBackoffice(page, 'admin');
  await openArea(page, 'Equipe');
  const invite = page.getByRole('region', { name: 'Convidar para a equipe' });
  await invite.getByLabel('Nome').fill('Renata Convidada');
  await invite.getByLabel('E-mail').fill(email);
  await invite.getByLabel('Papel').selectOption({ label: 'Editor' });
  await invite.getByRole('button', { name: 'Convidar' }).click();
  await expect(page.getByRole('status')).toContainText(`Convite enviado para ${email}`);
  const row = page.getByRole('row', { name: /Renata Convidada/ });
  await expect(row).toContainText('Convite pendente');

  const invitation = await mailArriving(email, 'Convite para a equipe', 0);
  const code = /Código do convite\n([0-9a-f]{32})/.exec(invitation.text)?.[1] ?? '';
  expect(code).toMatch(/^[0-9a-f]{32}$/);

  const invitee = await browser.newContext();
  const other = await invitee.newPage();
  await other.goto(`${backofficeUrl}/convite`);
  await other.getByLabel('E-mail').fill(email);
  await other.getByLabel('Código do convite').fill(code);
  await other.getByLabel('Senha', { exact: true }).fill('Renata!Nova2026');
  await other.getByLabel('Confirmar senha').fill('Renata!Nova2026');
  await other.getByRole('button', { name: 'Criar senha' }).click();
  await expect(other.getByRole('button', { name: 'Sair' })).toBeVisible();
  await expect(navigation(other).getByRole('link')).toHaveText([
    'Produtos',
    'Conteúdo',
    'Publicações',
    'Avaliações',
  ]);

  await page.reload();
  await row.getByLabel('Papel de Renata Convidada').selectOption({ label: 'Atendimento' });
  await expect(page.getByRole('status')).toContainText('Renata Convidada agora é Atendimento.');
  await row.getByRole('button', { name: 'Desativar Renata Convidada' }).click();
  await expect(page.getByRole('status')).toContainText('foi desativado(a)');
  await expect(row).toContainText('Desativado');

  await other.reload();
  await expect(other.getByRole('heading', { name: 'Gestão da loja' })).toBeVisible();
  await invitee.close();
});

test('the last active admin can be neither demoted nor deactivated', async ({ page }) => {
  await loginToBackoffice(page, 'admin');
  const refused = await fromPage(
    page,
    'mutation { changeStaffRole(id: "3", role: EDITOR) { id } }',
  );
  expect(refused.errors?.[0]?.message).toBe(
    'A loja precisa de ao menos um administrador ativo: promova outra pessoa antes.',
  );
});

test('a member changes their own password, and an admin resets it by a new invitation', async ({
  page,
  browser,
}) => {
  test.setTimeout(allow(90_000));
  const email = `senha.${Date.now().toString(36)}@exemplo.com.br`;
  await loginToBackoffice(page, 'admin');
  await openArea(page, 'Equipe');
  const invite = page.getByRole('region', { name: 'Convidar para a equipe' });
  await invite.getByLabel('Nome').fill('Paulo Senha');
  await invite.getByLabel('E-mail').fill(email);
  await invite.getByRole('button', { name: 'Convidar' }).click();
  await expect(page.getByRole('status')).toContainText(`Convite enviado para ${email}`);
  const first = await mailArriving(email, 'Convite para a equipe', 0);
  const firstCode = /Código do convite\n([0-9a-f]{32})/.exec(first.text)?.[1] ?? '';

  const member = await browser.newContext();
  const other = await member.newPage();
  const accept = async (code: string, password: string) => {
    await other.goto(`${backofficeUrl}/convite`);
    await other.getByLabel('E-mail').fill(email);
    await other.getByLabel('Código do convite').fill(code);
    await other.getByLabel('Senha', { exact: true }).fill(password);
    await other.getByLabel('Confirmar senha').fill(password);
    await other.getByRole('button', { name: 'Criar senha' }).click();
    await expect(other.getByRole('button', { name: 'Sair' })).toBeVisible();
  };
  await accept(firstCode, 'Paulo!Primeira2026');

  await other.getByRole('link', { name: 'Alterar senha' }).click();
  await expect(other.getByRole('heading', { name: 'Alterar senha' })).toBeVisible();
  await other.getByLabel('Senha atual').fill('Paulo!Errada2026');
  await other.getByLabel('Nova senha', { exact: true }).fill('Paulo!Segunda2026');
  await other.getByLabel('Confirmar nova senha').fill('Paulo!Segunda2026');
  await other.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(other.getByLabel('Senha atual')).toHaveAccessibleDescription(
    'Senha atual incorreta.',
  );
  // What was typed stays, to be corrected.
  await expect(other.getByLabel('Nova senha', { exact: true })).toHaveValue('Paulo!Segunda2026');
  await other.getByLabel('Senha atual').fill('Paulo!Primeira2026');
  await other.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(other.getByRole('status')).toContainText('Senha alterada.');

  const since = Date.now();
  await page.reload();
  const row = page.getByRole('row', { name: /Paulo Senha/ });
  await row.getByRole('button', { name: 'Enviar novo convite a Paulo Senha' }).click();
  await expect(page.getByRole('status')).toContainText(`Novo convite enviado para ${email}`);
  await expect(row).toContainText('Convite pendente');
  // The admin is offered no new invitation to themself.
  await expect(page.getByRole('button', { name: /Enviar novo convite a Gabriela/ })).toHaveCount(0);

  // The member's session ended, and the password they chose no longer opens the back office.
  await other.reload();
  await expect(other.getByRole('heading', { name: 'Gestão da loja' })).toBeVisible();
  await other.getByLabel('E-mail').fill(email);
  await other.getByLabel('Senha').fill('Paulo!Segunda2026');
  await other.getByRole('button', { name: 'Entrar' }).click();
  await expect(other.getByRole('alert')).toHaveText('E-mail ou senha incorretos.');

  const renewed = await mailArriving(email, 'Convite para a equipe', since);
  expect(renewed.text).toContain('Sua senha anterior deixou de valer.');
  await accept(
    /Código do convite\n([0-9a-f]{32})/.exec(renewed.text)?.[1] ?? '',
    'Paulo!Terceira2026',
  );
  await member.close();
});
