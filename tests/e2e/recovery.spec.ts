/** `/recuperar-senha`: request a code (never revealing who is registered), then reset. */
import type { Page } from '@playwright/test';
import { graphqlUrl } from './env.ts';
import { expect, test } from './fixtures.ts';
import { DEMO } from './session-helpers.ts';

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

test('a valid code sets the password and leads to the login', async ({ page }) => {
  // The mock prints the real code only to its own console: this answer stands in for it.
  const resets: unknown[] = [];
  await page.route(graphqlUrl, async (route) => {
    const body = route.request().postDataJSON();
    if (body?.operationName !== 'ResetPassword') return route.continue();
    resets.push(body.variables);
    return route.fulfill({ json: { data: { resetPassword: true } } });
  });
  await requestCode(page, 'ninguem.aqui@exemplo.com.br');
  await page.getByRole('textbox', { name: 'Código' }).fill('123456');
  await page.getByLabel('Nova senha', { exact: true }).fill('novaSenha123');
  await page.getByLabel('Confirmar nova senha').fill('novaSenha123');

  await page.getByRole('button', { name: 'Redefinir senha' }).click();

  await expect(page.getByRole('status')).toContainText('Sua senha foi alterada');
  expect(resets).toEqual([
    { email: 'ninguem.aqui@exemplo.com.br', code: '123456', newPassword: 'novaSenha123' },
  ]);
  await page.getByRole('link', { name: 'Ir para o login' }).click();
  await expect(page).toHaveURL('/login');
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
