/**
 * The painel's `Perfil` tab: the four sub-tabs, saving through `UpdateCostumer` (persisted,
 * reflected in the header), validation and API errors, failures that keep what was typed,
 * and saved cards (tokenized with the payment gateway, added masked, removed after a
 * confirmation; tests/e2e/card-tokenization.spec.ts follows the card data). Specs that save
 * register a customer of their own.
 */
import type { Page } from '@playwright/test';
import { HTTP_500_FAULT, injectFault } from './faults-helpers.ts';
import { expect, test } from './fixtures.ts';
import { asCustomer, logInAsDemo, logInFresh, profileTab } from './painel-helpers.ts';
import { DEMO } from './session-helpers.ts';

const status = (page: Page) => page.getByRole('tabpanel').last().getByRole('status');
const save = (page: Page) => page.getByRole('button', { name: 'Salvar' });

async function openProfile(page: Page, section = '') {
  await page.goto(`/painel?aba=perfil${section ? `&perfil=${section}` : ''}`);
  await expect(save(page)).toBeVisible();
}

test.describe('with the demo customer (read-only)', () => {
  test.beforeEach(async ({ context }) => {
    await logInAsDemo(context);
  });

  test('shows the profile in four sub-tabs kept in the URL', async ({ page }) => {
    await openProfile(page);
    await expect(profileTab(page, 'Pessoal')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue(DEMO.name);
    await expect(page.getByRole('textbox', { name: 'CPF' })).toHaveValue('529.982.247-25');

    await profileTab(page, 'Contato').click();
    await expect(page).toHaveURL('/painel?aba=perfil&perfil=contato');
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(DEMO.email);

    await profileTab(page, 'Endereço').click();
    await expect(page.getByRole('textbox', { name: 'CEP' })).toHaveValue('01310-100');
    await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('SP');
    await expect(page.getByRole('combobox', { name: 'Estado' }).getByRole('option')).toHaveCount(
      28,
    );

    await page.reload();
    await expect(profileTab(page, 'Endereço')).toHaveAttribute('aria-selected', 'true');

    await profileTab(page, 'Endereço').focus();
    await page.keyboard.press('ArrowRight');
    await expect(profileTab(page, 'Cartão de crédito')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('listitem').filter({ hasText: 'Visa' })).toContainText('•••• 1111');
  });

  test('checks the fields in pt-BR before sending anything', async ({ page }) => {
    let sent = 0;
    page.on('request', (request) => {
      if ((request.postData() ?? '').includes('UpdateCostumer')) sent += 1;
    });
    await openProfile(page);
    await page.getByRole('textbox', { name: 'Nome' }).fill('');
    await page.getByRole('textbox', { name: 'CPF' }).fill('529.982.247-26');
    await save(page).click();

    await expect(page.getByText('Informe seu nome.')).toBeVisible();
    await expect(page.getByText('CPF inválido: confira os 11 dígitos.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nome' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'CPF' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await openProfile(page, 'endereco');
    await page.getByRole('textbox', { name: 'CEP' }).fill('0131');
    await save(page).click();
    await expect(
      page.getByText('Informe o CEP com 8 dígitos, por exemplo 01310-100.'),
    ).toBeVisible();
    expect(sent).toBe(0);
  });
});

test.describe('with a customer of its own', () => {
  test('phone and address are saved and still there after a reload', async ({ page, context }) => {
    await logInFresh(context, 'Perfil');
    await openProfile(page, 'contato');
    const phone = page.getByRole('textbox', { name: 'Telefone' });
    await phone.fill('');
    await phone.pressSequentially('1130004000');
    await expect(phone).toHaveValue('(11) 3000-4000');
    await save(page).click();
    await expect(status(page)).toHaveText('Contato salvo.');

    await profileTab(page, 'Endereço').click();
    await page.getByRole('textbox', { name: 'Endereço' }).fill('Rua das Flores, 25 - Centro');
    await page.getByRole('textbox', { name: 'CEP' }).pressSequentially('80010000');
    await page.getByRole('textbox', { name: 'Cidade' }).fill('Curitiba');
    await page.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Paraná' });
    await expect(save(page)).toBeEnabled();
    await save(page).click();
    await expect(status(page)).toHaveText('Endereço salvo.');

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'CEP' })).toHaveValue('80010-000');
    await expect(page.getByRole('textbox', { name: 'Endereço' })).toHaveValue(
      'Rua das Flores, 25 - Centro',
    );
    await expect(page.getByRole('textbox', { name: 'Cidade' })).toHaveValue('Curitiba');
    await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('PR');
    await expect(page.getByRole('textbox', { name: 'País' })).toHaveValue('Brasil');
    await profileTab(page, 'Contato').click();
    await expect(page.getByRole('textbox', { name: 'Telefone' })).toHaveValue('(11) 3000-4000');
  });

  test('a new name shows in the header and the greeting at once', async ({ page, context }) => {
    const { customer } = await logInFresh(context, 'Antigo');
    await openProfile(page);
    await expect(page.getByRole('banner').getByText('Antigo', { exact: true })).toBeVisible();

    await page.getByRole('textbox', { name: 'Nome' }).fill(`Renata ${customer.name}`);
    await save(page).click();

    await expect(status(page)).toHaveText('Dados pessoais salvos.');
    await expect(page.getByRole('banner').getByText('Renata', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Olá, Renata' })).toBeVisible();
  });

  test('a problem the API names marks its field and the alert', async ({ page, context }) => {
    await logInFresh(context, 'Duplicado');
    await openProfile(page, 'contato');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.email);
    await save(page).click();

    await expect(page.getByRole('tabpanel').last().getByRole('alert').first()).toHaveText(
      'E-mail já cadastrado.',
    );
    const email = page.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/E-mail já cadastrado\./);
    await expect(email).toHaveValue(DEMO.email);
  });

  test('a failed save keeps what was typed and saves on the next try', async ({
    page,
    context,
  }) => {
    const { token } = await logInFresh(context, 'Falha');
    const failing = await injectFault(page, 'UpdateCostumer', HTTP_500_FAULT);
    await openProfile(page, 'endereco');
    await page.getByRole('textbox', { name: 'Cidade' }).fill('Recife');
    await page.getByRole('combobox', { name: 'Estado' }).selectOption('PE');

    await save(page).click();

    const alert = page.getByRole('tabpanel').last().getByRole('alert').first();
    await expect(alert).toHaveText(
      'O serviço está temporariamente indisponível. Tente novamente em instantes.',
    );
    await expect(page.getByRole('textbox', { name: 'Cidade' })).toHaveValue('Recife');
    await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('PE');
    await expect(save(page)).toBeEnabled();
    expect(failing.requests()).toBe(1); // a mutation is never retried by itself

    await failing.stop();
    await save(page).click();
    await expect(status(page)).toHaveText('Endereço salvo.');
    await expect(alert).toBeEmpty();
    const { getCustomerLoggedIn } = await asCustomer<{
      getCustomerLoggedIn: { city: string; state: string };
    }>(token, '{ getCustomerLoggedIn { city state } }');
    expect(getCustomerLoggedIn).toEqual({ city: 'Recife', state: 'PE' });
  });

  test('the save button is disabled while the API answers', async ({ page, context }) => {
    await logInFresh(context, 'Espera');
    let release = () => {};
    const held = new Promise<void>((intercepted) => {
      void page.route(/\/graphql$/, async (route) => {
        if (!(route.request().postData() ?? '').includes('UpdateCostumer')) {
          return route.fallback();
        }
        await new Promise<void>((resolve) => {
          release = resolve;
          intercepted();
        });
        await route.fallback();
      });
    });
    await openProfile(page);
    await page.getByRole('textbox', { name: 'RG' }).fill('12.345.678-9');
    await save(page).click();

    await held;
    await expect(save(page)).toBeDisabled();
    release();
    await expect(status(page)).toHaveText('Dados pessoais salvos.');
    await expect(save(page)).toBeEnabled();
  });

  test('a card is added masked, never kept in the browser, and removed', async ({
    page,
    context,
  }) => {
    const { token } = await logInFresh(context, 'Cartao');
    await openProfile(page, 'cartao');
    await expect(page.getByText('Nenhum cartão salvo.')).toBeVisible();

    const number = page.getByRole('textbox', { name: 'Número do cartão' });
    await number.pressSequentially('4111111111111111');
    await expect(number).toHaveValue('4111 1111 1111 1111');
    await page.getByRole('textbox', { name: 'Nome impresso no cartão' }).fill('Maria Souza');
    await page.getByRole('combobox', { name: 'Mês' }).selectOption('12');
    const year = String(new Date().getFullYear() + 3);
    await page.getByRole('combobox', { name: 'Ano' }).selectOption(year);
    await page.getByRole('textbox', { name: 'CVV' }).fill('123');
    await save(page).click();

    await expect(page.getByRole('status').filter({ hasText: 'salvo' })).toHaveText(
      'Cartão Visa final 1111 salvo.',
    );
    const card = page.getByRole('listitem').filter({ hasText: 'MARIA SOUZA' });
    await expect(card).toContainText('Visa');
    await expect(card).toContainText('•••• 1111');
    await expect(card).toContainText(`Validade 12/${year}`);
    await expect(card).not.toContainText('4111 1111');
    await expect(number).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'CVV' })).toHaveValue('');
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage, cookie: document.cookie }),
    );
    expect(stored).not.toContain('4111');

    await card.getByRole('button', { name: 'Remover cartão Visa final 1111' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remover cartão?' });
    await expect(dialog).toContainText('Visa final 1111');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: 'Remover cartão Visa final 1111' }).click();
    await dialog.getByRole('button', { name: 'Remover cartão' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'removido' })).toHaveText(
      'Cartão Visa final 1111 removido.',
    );
    const { creditCards } = await asCustomer<{ creditCards: unknown[] }>(
      token,
      '{ creditCards { id } }',
    );
    expect(creditCards).toEqual([]);
  });

  test('a card number failing the Luhn check or an expired card is refused in pt-BR', async ({
    page,
    context,
  }) => {
    await logInFresh(context, 'Luhn');
    // June 2026 in the page: May 2026 is past, June is not.
    await page.clock.setFixedTime(new Date(2026, 5, 15, 12));
    await openProfile(page, 'cartao');
    await page
      .getByRole('textbox', { name: 'Número do cartão' })
      .pressSequentially('4111111111111112');
    await page.getByRole('textbox', { name: 'Nome impresso no cartão' }).fill('Maria Souza');
    await page.getByRole('combobox', { name: 'Mês' }).selectOption('05');
    await page.getByRole('combobox', { name: 'Ano' }).selectOption('2026');
    await page.getByRole('textbox', { name: 'CVV' }).fill('12');
    await save(page).click();

    await expect(page.getByText('Número do cartão inválido: confira os dígitos.')).toBeVisible();
    await expect(
      page.getByText('CVV inválido: informe os 3 ou 4 dígitos do verso do cartão.'),
    ).toBeVisible();
    await expect(
      page.getByText('Cartão vencido: escolha uma validade a partir deste mês.'),
    ).toBeVisible();

    await page.getByRole('combobox', { name: 'Mês' }).selectOption('06');
    await save(page).click();
    await expect(
      page.getByText('Cartão vencido: escolha uma validade a partir deste mês.'),
    ).toBeHidden();
    await expect(page.getByText('Nenhum cartão salvo.')).toBeVisible();
  });
});
