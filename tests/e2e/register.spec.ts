/** `/registro`: a new customer ends logged in on /painel; validation and API errors in pt-BR. */
import type { Page } from '@playwright/test';
import { axeViolations } from './a11y-helpers.ts';
import { expect, test } from './fixtures.ts';
import { DEMO, newCustomer } from './session-helpers.ts';
import type { NewCustomer } from './session-helpers.ts';

async function fill(page: Page, customer: NewCustomer, confirmation = customer.password) {
  await page.getByRole('textbox', { name: 'Nome' }).fill(customer.name);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(customer.email);
  await page.getByRole('textbox', { name: 'CPF' }).pressSequentially(customer.cpf);
  await page.getByRole('textbox', { name: 'Telefone' }).pressSequentially(customer.phone);
  await page.getByLabel('Senha', { exact: true }).fill(customer.password);
  await page.getByLabel('Confirmar senha').fill(confirmation);
  await page.getByRole('checkbox', { name: 'Li e aceito a Política de Privacidade' }).check();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/registro');
});

test('a new customer registers, is logged in and lands on /painel', async ({ page, context }) => {
  const customer = newCustomer('Renata');
  await fill(page, customer);

  await page.getByRole('button', { name: 'Criar conta' }).click();

  await expect(page).toHaveURL('/painel');
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Renata' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Renata', { exact: true })).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('token');
});

test('masks CPF and phone as they are typed', async ({ page }) => {
  await page.getByRole('textbox', { name: 'CPF' }).pressSequentially('52998224725');
  await page.getByRole('textbox', { name: 'Telefone' }).pressSequentially('11987654321');

  await expect(page.getByRole('textbox', { name: 'CPF' })).toHaveValue('529.982.247-25');
  await expect(page.getByRole('textbox', { name: 'Telefone' })).toHaveValue('(11) 98765-4321');

  await page.getByRole('textbox', { name: 'Telefone' }).fill('1130000000');
  await expect(page.getByRole('textbox', { name: 'Telefone' })).toHaveValue('(11) 3000-0000');
});

test('shows the password rules before anything is sent, ticking them off', async ({ page }) => {
  const rules = page.getByRole('listitem').filter({ hasText: /^Pelo menos/ });
  await expect(rules).toHaveText([
    'Pelo menos 8 caracteres',
    'Pelo menos uma letra',
    'Pelo menos um número',
  ]);

  await page.getByLabel('Senha', { exact: true }).fill('abc1');

  await expect(rules.filter({ hasText: '(atendido)' })).toHaveCount(2);
});

test('checks every field in pt-BR and focuses the first wrong one', async ({ page }) => {
  await page.getByRole('textbox', { name: 'Nome' }).fill('Ana');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('ana@exemplo.com.br');
  await page.getByRole('textbox', { name: 'CPF' }).fill('529.982.247-26');
  await page.getByRole('textbox', { name: 'Telefone' }).fill('(11) 1234');
  await page.getByLabel('Senha', { exact: true }).fill('somenteletras');
  await page.getByLabel('Confirmar senha').fill('outra');
  await page.getByRole('checkbox', { name: 'Li e aceito a Política de Privacidade' }).check();

  await page.getByRole('button', { name: 'Criar conta' }).click();

  await expect(page.getByText('CPF inválido: confira os 11 dígitos.')).toBeVisible();
  await expect(
    page.getByText('Telefone inválido: informe DDD e número, com 10 ou 11 dígitos.'),
  ).toBeVisible();
  await expect(
    page.getByText('A senha deve ter pelo menos 8 caracteres, com letras e números.'),
  ).toBeVisible();
  await expect(page.getByText('As senhas não conferem.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'CPF' })).toBeFocused();
});

test('an e-mail already registered gives a clear message and keeps what was typed', async ({
  page,
}) => {
  const customer = { ...newCustomer(), email: DEMO.email };
  await fill(page, customer);

  await page.getByRole('button', { name: 'Criar conta' }).click();

  await expect(page.getByRole('alert')).toHaveText('E-mail já cadastrado.');
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveValue(DEMO.email);
  await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue(customer.name);
  await expect(page.getByLabel('Senha', { exact: true })).toHaveValue(customer.password);
  await expect(page).toHaveURL('/registro');
});

test('one of the commonest passwords is refused on the Senha field, keeping what was typed', async ({
  page,
}) => {
  const customer = { ...newCustomer('Comum'), password: 'senha123' };
  await fill(page, customer);
  await page.getByRole('button', { name: 'Criar conta' }).click();

  const password = page.getByLabel('Senha', { exact: true });
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(/está entre as mais usadas/);
  await expect(page).toHaveURL('/registro');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(customer.email);
  await expect(password).toHaveValue('senha123');
});

test('the privacy policy must be accepted before the account is created', async ({ page }) => {
  const customer = newCustomer('Consentimento');
  await fill(page, customer);
  const consent = page.getByRole('checkbox', { name: 'Li e aceito a Política de Privacidade' });
  await consent.uncheck();
  const policyLink = page.getByRole('link', { name: 'Política de Privacidade (abre em nova aba)' });
  await expect(policyLink).toHaveAttribute('href', '/privacidade');

  await page.getByRole('button', { name: 'Criar conta' }).click();

  await expect(consent).toHaveAccessibleDescription(
    /Para criar a conta, leia e aceite a Política de Privacidade\./,
  );
  await expect(page).toHaveURL('/registro');
  expect(await axeViolations(page)).toEqual([]);
  // Nothing typed is lost: ticking the box is enough to go on.
  await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue(customer.name);
  await consent.check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL('/painel');
});
