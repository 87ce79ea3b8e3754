/**
 * What a customer sees of the API's guards: after 10 wrong passwords or recovery codes the
 * forms say in pt-BR how long to wait and keep what was typed; changing the e-mail asks for
 * `Senha atual`. Each spec uses an account of its own, so the real per-account bound is met.
 */
import { expect, test } from './fixtures.ts';
import { logInFresh, profileTab } from './painel-helpers.ts';
import {
  graphql,
  newCustomer,
  registerThroughApi,
  tooManyGuessesAlert,
} from './session-helpers.ts';
import type { NewCustomer } from './session-helpers.ts';

const GUESSES_PER_ACCOUNT = 10;

/**
 * A customer of this test alone, with every allowed wrong guess already spent by `guess`, and
 * the alert that asks to wait out the window those guesses opened.
 */
async function customerAtTheBound(
  firstName: string,
  guess: (email: string, attempt: number) => Promise<void>,
): Promise<{ customer: NewCustomer; wait: () => RegExp }> {
  const customer = newCustomer(firstName);
  await registerThroughApi(customer);
  const openedAt = Date.now();
  for (let attempt = 0; attempt < GUESSES_PER_ACCOUNT; attempt++) {
    await guess(customer.email, attempt);
  }
  return { customer, wait: () => tooManyGuessesAlert(openedAt) };
}

test('the login says how long to wait after 10 wrong passwords, keeping what was typed', async ({
  page,
}) => {
  const { customer, wait } = await customerAtTheBound('Bloqueio', async (email, attempt) => {
    const answer = await graphql<unknown>(
      'query ($email: String!, $password: String!) { loginCustomer(email: $email, password: $password) { token } }',
      { email, password: `Chute${attempt}errado` },
    );
    expect(answer.errors?.[0]?.message).toBe('Credenciais inválidas');
  });

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(customer.email);
  await page.getByLabel('Senha').fill(customer.password);
  await page.getByRole('button', { name: 'Entrar' }).click();

  const waitAlert = wait();
  await expect(page.getByRole('alert').filter({ hasText: waitAlert })).toHaveText(waitAlert);
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(customer.email);
  await expect(page.getByLabel('Senha')).toHaveValue(customer.password);
});

test('the recovery form says how long to wait after 10 wrong codes, keeping what was typed', async ({
  page,
}) => {
  // A fresh code requested with every guess, as the attack did.
  const { customer, wait } = await customerAtTheBound('Codigo', async (email) => {
    const answer = await graphql<unknown>(
      'mutation ($email: String!) { requestPasswordReset(email: $email) resetPassword(email: $email, code: "000000", newPassword: "Outra#Senha91") }',
      { email },
    );
    expect(answer.errors?.[0]?.message).toBe('Código inválido ou expirado.');
  });

  await page.goto('/recuperar-senha');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(customer.email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await page.getByRole('textbox', { name: 'Código' }).fill('123456');
  await page.getByLabel('Nova senha', { exact: true }).fill('Nova#Senha2026');
  await page.getByLabel('Confirmar nova senha').fill('Nova#Senha2026');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();

  const waitAlert = wait();
  await expect(page.getByRole('alert').filter({ hasText: waitAlert })).toHaveText(waitAlert);
  await expect(page.getByRole('textbox', { name: 'Código' })).toHaveValue('123456');
  await expect(page.getByLabel('Nova senha', { exact: true })).toHaveValue('Nova#Senha2026');
});

test('a new e-mail asks for Senha atual, shows the API refusal on it, then saves', async ({
  page,
  context,
}) => {
  const { customer } = await logInFresh(context, 'Troca');
  await page.goto('/painel?aba=perfil&perfil=contato');
  await expect(profileTab(page, 'Contato')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Senha atual')).toHaveCount(0);

  const newEmail = `novo.${customer.email}`;
  await page.getByRole('textbox', { name: 'E-mail' }).fill(newEmail);
  const current = page.getByLabel('Senha atual');
  await expect(current).toBeVisible();
  await current.fill('NaoEhEssa#1');
  await page.getByRole('button', { name: 'Salvar' }).click();

  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toHaveAccessibleDescription(/Senha atual incorreta\./);
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(newEmail);
  await expect(current).toHaveValue('NaoEhEssa#1');

  await current.fill(customer.password);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('tabpanel').last().getByRole('status')).toHaveText('Contato salvo.');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(newEmail);
  await expect(page.getByLabel('Senha atual')).toHaveCount(0);
});
