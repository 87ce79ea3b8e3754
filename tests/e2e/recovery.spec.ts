/**
 * `/recuperar-senha`: request a code (never revealing who is registered), read it in the e-mail
 * the local mailbox received, then reset.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { mailArriving } from './mailbox.ts';
import { DEMO, loginThroughApi, newCustomer, registerThroughApi } from './session-helpers.ts';

async function requestCode(page: Page, email: string): Promise<string> {
  await page.goto('/recuperar-senha');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  const status = page.getByRole('status').filter({ hasText: 'código' });
  await expect(status).toBeVisible();
  return (await status.textContent()) ?? '';
}

test('login links to the recovery page', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL('/recuperar-senha');
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar senha' })).toBeVisible();
});

test('answers the same for a registered and an unknown e-mail', async ({ page }) => {
  const known = await requestCode(page, DEMO.email);
  const unknown = await requestCode(page, 'ninguem.aqui@exemplo.com.br');

  expect(known.replace(DEMO.email, '{e-mail}')).toBe(
    unknown.replace('ninguem.aqui@exemplo.com.br', '{e-mail}'),
  );
  expect(known).toContain('Se houver uma conta com o e-mail');
  await expect(page.getByRole('textbox', { name: 'Código' })).toBeFocused();
});

test('a wrong code is refused with the API message', async ({ page }) => {
  await requestCode(page, 'ninguem.aqui@exemplo.com.br');
  await page.getByRole('textbox', { name: 'Código' }).fill('000000');
  await page.getByLabel('Nova senha', { exact: true }).fill('novaSenha123');
  await page.getByLabel('Confirmar nova senha').fill('novaSenha123');

  await page.getByRole('button', { name: 'Redefinir senha' }).click();

  await expect(page.getByRole('alert')).toHaveText('Código inválido ou expirado.');
  await expect(page.getByRole('textbox', { name: 'Código' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Código' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

test('the code e-mailed sets the password, which then logs in', async ({ page }) => {
  const customer = newCustomer('Recupera');
  await registerThroughApi(customer);
  const asked = Date.now();
  await requestCode(page, customer.email);

  const mail = await mailArriving(customer.email, 'Código de recuperação de senha', asked);
  const code = /Seu código\n(\d{6})/.exec(mail.text)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  expect(mail.html).toContain(code);
  expect(mail.text).toContain('/recuperar-senha');

  await page.getByRole('textbox', { name: 'Código' }).fill(code);
  await page.getByLabel('Nova senha', { exact: true }).fill('novaSenha123');
  await page.getByLabel('Confirmar nova senha').fill('novaSenha123');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();

  await expect(page.getByRole('status')).toContainText('Sua senha foi alterada');
  await page.getByRole('link', { name: 'Ir para o login' }).click();
  await expect(page).toHaveURL('/login');
  expect(await loginThroughApi(customer.email, 'novaSenha123')).toMatch(/^[0-9a-f]{64}$/);
});

test('checks the e-mail, the code and the new password in pt-BR', async ({ page }) => {
  await page.goto('/recuperar-senha');
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText('Informe o e-mail.')).toBeVisible();

  await requestCode(page, 'ninguem.aqui@exemplo.com.br');
  await page.getByRole('textbox', { name: 'Código' }).fill('12');
  await page.getByLabel('Nova senha', { exact: true }).fill('curta');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();

  await expect(page.getByText('O código tem 6 dígitos.')).toBeVisible();
  await expect(
    page.getByText('A senha deve ter pelo menos 8 caracteres, com letras e números.'),
  ).toBeVisible();
  await expect(page.getByText('Repita a senha para confirmar.')).toBeVisible();
});
