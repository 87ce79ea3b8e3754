/**
 * Painel › Perfil › `Meus dados`: the JSON export of what the API stores, the account
 * deletion confirmed with the password (the session ends, the login is refused, the e-mail
 * may register again), and the e-mail confirmation a new account is asked for.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PRIVACY_POLICY } from '../../contract/privacy-policy.ts';
import { axeViolations } from './a11y-helpers.ts';
import { settled } from './page-state.ts';
import { siteUrl } from './env.ts';
import { expect, test } from './fixtures.ts';
import { logInFresh } from './painel-helpers.ts';
import { graphql, registerThroughApi } from './session-helpers.ts';
import { mailArriving } from './mailbox.ts';

async function openMyData(page: Page): Promise<void> {
  await page.goto('/painel?aba=perfil&perfil=meus-dados');
  await expect(page.getByRole('button', { name: 'Baixar meus dados' })).toBeVisible();
}

test('Baixar meus dados downloads the stored data as JSON, without secrets', async ({
  page,
  context,
}) => {
  const { customer, token } = await logInFresh(context, 'Exporta');
  await openMyData(page);
  expect(await axeViolations(page)).toEqual([]);

  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar meus dados' }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toBe('meus-dados.json');
  const text = await readFile(await file.path(), 'utf8');
  const data = JSON.parse(text) as {
    profile: { email: string; name: string };
    privacyConsent: { policyVersion: string; acceptedAt: number };
    tickets: unknown[];
    requests: unknown[];
    favorites: unknown[];
    cards: unknown[];
  };

  expect(data.profile).toMatchObject({ email: customer.email, name: customer.name });
  expect(data.privacyConsent.policyVersion).toBe(PRIVACY_POLICY.version);
  for (const list of [data.tickets, data.requests, data.favorites, data.cards]) {
    expect(list).toBeInstanceOf(Array);
  }
  expect(text).not.toContain(token);
  expect(text).not.toContain(customer.password);
  expect(text).not.toContain('passwordHash');
  await expect(page.getByRole('status').filter({ hasText: 'meus-dados.json' })).toBeVisible();
});

test('Excluir minha conta asks for the password, ends the session and frees the e-mail', async ({
  page,
  context,
}) => {
  const { customer } = await logInFresh(context, 'Exclui');
  await openMyData(page);

  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir sua conta?' });
  await expect(dialog).toBeVisible();
  await settled(page);
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByLabel('Sua senha').fill('senhaErrada1');
  await dialog.getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Senha incorreta.');
  await expect(dialog.getByLabel('Sua senha')).toHaveValue('senhaErrada1');

  await dialog.getByLabel('Sua senha').fill(customer.password);
  await dialog.getByRole('button', { name: 'Excluir minha conta' }).click();

  await expect(page).toHaveURL(`${siteUrl}/`);
  expect((await context.cookies(siteUrl)).map((cookie) => cookie.name)).not.toContain('token');
  const login = await graphql(
    'query ($e: String!, $p: String!) { loginCustomer(email: $e, password: $p) { token } }',
    { e: customer.email, p: customer.password },
  );
  expect(login.errors?.[0]?.message).toBe('Credenciais inválidas');
  await expect(registerThroughApi(customer)).resolves.toMatch(/^[0-9a-f]{64}$/);
});

test('a new account is asked to confirm its e-mail, and the mailed link confirms it', async ({
  page,
  context,
}) => {
  const since = Date.now();
  const { customer } = await logInFresh(context, 'Confirma');
  await openMyData(page);
  await expect(page.getByText('Confirme seu e-mail.')).toBeVisible();
  await expect(page.getByText(`Enviamos um link para ${customer.email}.`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The registration's link went out a moment ago: another one waits a minute.
  await page.getByRole('button', { name: 'Reenviar e-mail de confirmação' }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText: /^Acabamos de enviar um e-mail de confirmação\. Tente de novo em \d+ segundos\.$/,
    }),
  ).toBeVisible();

  const mail = await mailArriving(customer.email, 'Confirme seu e-mail', since);
  const link = /(http:\/\/\S+\/confirmar-email\?token=[0-9a-f]+)/.exec(mail.text)?.[1];
  expect(link, 'the confirmation link').toBeDefined();
  expect(link?.startsWith(`${siteUrl}/confirmar-email?token=`)).toBe(true);
  await page.goto(link ?? '');
  await expect(
    page.getByRole('status').filter({ hasText: 'Pronto: seu e-mail foi confirmado.' }),
  ).toBeVisible();

  // The same link again is refused, in pt-BR.
  await page.reload();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Este link de confirmação não vale mais' }),
  ).toBeVisible();

  await openMyData(page);
  await expect(page.getByRole('button', { name: 'Baixar meus dados' })).toBeVisible();
  await expect(page.getByText('Confirme seu e-mail.')).toHaveCount(0);
});
