/** `/login`: the form, its validation in pt-BR, server errors and the links around it. */
import { graphqlUrl } from './env.ts';
import { expect, test } from './fixtures.ts';
import { DEMO, newCustomer, registerThroughApi } from './session-helpers.ts';

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
});

test('has its named fields, button and links', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  await expect(page.getByLabel('Senha')).toHaveAttribute('type', 'password');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute(
    'href',
    '/registro',
  );
  await expect(main.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
    'href',
    '/recuperar-senha',
  );
});

test('asks for the missing fields in pt-BR and focuses the first one', async ({ page }) => {
  await page.getByRole('button', { name: 'Entrar' }).click();

  await expect(page.getByText('Informe o e-mail.')).toBeVisible();
  await expect(page.getByText('Informe a senha.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

test('checks the e-mail format before sending anything', async ({ page }) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url() === graphqlUrl) sent += 1;
  });
  await page.getByRole('textbox', { name: 'E-mail' }).fill('cliente@exemplo');
  await page.getByLabel('Senha').fill('qualquer1');

  await page.getByRole('button', { name: 'Entrar' }).click();

  await expect(page.getByText('Informe um e-mail válido, como nome@exemplo.com.br.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
  expect(sent).toBe(0);
});

test('a wrong password shows Credenciais inválidas, keeps the e-mail, disables the button while sending', async ({
  page,
}) => {
  // A customer of this test: its wrong guess spends nobody else's bound (the demo's least).
  const customer = newCustomer('Errou');
  await registerThroughApi(customer);
  // Hold the answer until the form has been seen while it is sending.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(graphqlUrl, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('textbox', { name: 'E-mail' }).fill(customer.email);
  await page.getByLabel('Senha').fill('SenhaErrada1');

  await page.getByRole('button', { name: 'Entrar' }).click();

  await expect(page.getByRole('button', { name: 'Entrar' })).toBeDisabled();
  release();
  await expect(page.getByRole('alert')).toHaveText('Credenciais inválidas');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(customer.email);
  await expect(page.getByLabel('Senha')).toHaveValue('');
  await expect(page.getByLabel('Senha')).toBeFocused();
  await expect(page).toHaveURL('/login');
});

test("shows several server errors as one message joined with ', '", async ({ page }) => {
  await page.route(graphqlUrl, (route) =>
    route.fulfill({
      json: {
        data: null,
        errors: [{ message: 'Conta bloqueada' }, { message: 'Fale com o suporte' }],
      },
    }),
  );
  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.email);
  await page.getByLabel('Senha').fill(DEMO.password);

  await page.getByRole('button', { name: 'Entrar' }).click();

  await expect(page.getByRole('alert')).toHaveText('Conta bloqueada, Fale com o suporte');
  await expect(page.getByRole('alert')).toBeFocused();
});

test('explains a network failure in pt-BR and keeps what was typed', async ({ page }) => {
  await page.route(graphqlUrl, (route) => route.abort('connectionrefused'));
  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.email);
  await page.getByLabel('Senha').fill(DEMO.password);

  await page.getByRole('button', { name: 'Entrar' }).click();

  await expect(page.getByRole('alert')).toHaveText(
    'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
  );
  await expect(page.getByLabel('Senha')).toHaveValue(DEMO.password);
});
