/**
 * axe (WCAG 2.2 A and AA) on every route, in the states a person meets there: anonymous and
 * logged in, the maintenance notice open, forms showing their errors, each painel tab and
 * profile sub-tab, a ticket with its editor, dialogs open, and the 404 page. Each check is a
 * soft expectation named after its state, so one run lists every violation of a page.
 *
 * Logged-in checks use the demo customer and send nothing (read-only); the empty painel is a
 * customer of its own.
 */
import type { Page } from '@playwright/test';
import { axeViolations } from './a11y-helpers.ts';
import { settled } from './page-state.ts';
import { expect, test } from './fixtures.ts';
import { logInAsDemo, logInFresh, painelTab, profileTab } from './painel-helpers.ts';
import { newCustomer, registerThroughApi } from './session-helpers.ts';
import { richText } from './tickets-helpers.ts';

test.describe.configure({ mode: 'parallel' });

/** Checks the page as it is now; `state` names it in the failure list. */
async function check(page: Page, state: string): Promise<void> {
  expect.soft(await axeViolations(page), `axe violations: ${state}`).toEqual([]);
}

/** Opens `path` and waits until it has loaded (see settled). */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settled(page);
}

/** Every prerendered kind of page, and the 404 page that answers unknown paths, in groups. */
const PUBLIC_ROUTES = [
  ['/', '/produtos', '/produtos?busca=aurora&ordem=preco-desc', '/produtos/pagina/2'],
  ['/produtos/categoria/notebooks', '/produtos/categoria/notebooks?busca=nada-assim'],
  ['/produtos/1', '/login', '/registro', '/recuperar-senha'],
  ['/privacidade', '/nao-existe', '/produtos/99999', '/500.html'],
];

test.describe('anonymous', () => {
  for (const routes of PUBLIC_ROUTES) {
    test(`public routes ${routes.join(' ')}`, async ({ page }) => {
      for (const path of routes) {
        await visit(page, path);
        await check(page, path);
      }
    });
  }

  test('login and registration showing their errors', async ({ page }) => {
    await visit(page, '/login');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Informe o e-mail.')).toBeVisible();
    await check(page, '/login with errors');

    // A customer of this test: a wrong guess spends nobody else's bound.
    const customer = newCustomer('Acessivel');
    await registerThroughApi(customer);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(customer.email);
    await page.getByLabel('Senha').fill('senha-errada-1');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert')).toHaveText('Credenciais inválidas');
    await check(page, '/login with the API error');

    await visit(page, '/registro');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('Informe seu nome.')).toBeVisible();
    await check(page, '/registro with errors');
  });

  test('password recovery showing its errors', async ({ page }) => {
    await visit(page, '/recuperar-senha');
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await check(page, '/recuperar-senha with errors');

    await page.getByRole('textbox', { name: 'E-mail' }).fill('ninguem.aqui@exemplo.com.br');
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await expect(page.getByText('Repita a senha para confirmar.')).toBeVisible();
    await check(page, '/recuperar-senha, second step with errors');
  });
});

test.describe('the maintenance notice open', () => {
  test.use({ maintenanceNotice: 'show' });

  test('over the home page and a product page', async ({ page }) => {
    for (const path of ['/', '/produtos/1']) {
      await visit(page, path);
      await expect(page.getByRole('dialog', { name: 'Atenção' })).toBeVisible();
      await check(page, `${path} with the maintenance notice`);
    }
  });
});

test.describe('a new customer', () => {
  test('the painel with nothing in it yet, and its favorites page', async ({ page, context }) => {
    await logInFresh(context, 'Vazio');
    for (const [path, empty] of [
      ['/painel?aba=tickets', 'Você ainda não abriu nenhum ticket'],
      ['/painel?aba=pedidos', 'Você ainda não fez pedidos'],
      ['/painel?aba=favoritos', 'Você ainda não tem favoritos'],
      ['/painel/favorites', 'Você ainda não tem favoritos'],
    ] as const) {
      await visit(page, path);
      await expect(page.getByRole('heading', { name: empty })).toBeVisible();
      await check(page, `${path}, empty`);
    }
  });
});

test.describe('logged in', () => {
  test.beforeEach(async ({ context }) => {
    await logInAsDemo(context);
  });

  /** Waits for the header to show the customer: the logged-in page is complete. */
  async function visitLoggedIn(page: Page, path: string) {
    await visit(page, path);
    await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  }

  test('public routes, the favorites page and the 404 page', async ({ page }) => {
    for (const path of ['/', '/produtos', '/produtos/2', '/painel/favorites', '/nao-existe']) {
      await visitLoggedIn(page, path);
      await check(page, `${path}, logged in`);
    }
  });

  test('the painel: tickets, each status and the new-ticket form', async ({ page }) => {
    await visitLoggedIn(page, '/painel');
    await expect(page.getByRole('tab', { name: /^Todos \(\d+\)$/ })).toBeVisible();
    await check(page, 'painel, Tickets tab');

    for (const status of ['Abertos', 'Em andamento', 'Fechados', 'Resolvidos']) {
      await page.getByRole('tab', { name: new RegExp(`^${status} \\(\\d+\\)$`) }).click();
      await expect(page.getByRole('tabpanel', { name: new RegExp(`^${status}`) })).toBeVisible();
      await settled(page);
      await check(page, `painel, tickets ${status}`);
    }

    await page.getByRole('button', { name: 'Novo ticket' }).click();
    await expect(richText(page, 'Descrição')).toBeVisible();
    await expect(
      page.getByRole('combobox', { name: 'Pedido relacionado (opcional)' }),
    ).toBeVisible();
    await check(page, 'painel, new ticket form with the editor');
    await page.getByRole('button', { name: 'Abrir ticket' }).click();
    await expect(page.getByRole('textbox', { name: 'Assunto' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await check(page, 'painel, new ticket form with errors');
  });

  test('the painel: requests, favorites and the profile sub-tabs', async ({ page }) => {
    await visitLoggedIn(page, '/painel?aba=pedidos');
    for (const [tab, ready] of [
      ['Pedidos', 'Seus pedidos'],
      ['Favoritos', 'Seus favoritos'],
    ] as const) {
      await painelTab(page, tab).click();
      await expect(page.getByRole('heading', { name: ready })).toBeVisible();
      await settled(page);
      await check(page, `painel, ${tab} tab`);
    }

    await painelTab(page, 'Perfil').click();
    for (const section of ['Pessoal', 'Contato', 'Endereço', 'Cartão de crédito'] as const) {
      await profileTab(page, section).click();
      await expect(page.getByRole('tabpanel', { name: section })).toBeVisible();
      await settled(page);
      await check(page, `painel, profile ${section}`);
    }
  });

  test('the painel: the remove-card dialog and the profile forms with errors', async ({ page }) => {
    await visitLoggedIn(page, '/painel?aba=perfil&perfil=cartao');
    await page
      .getByRole('button', { name: /^Remover cartão/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Remover cartão?' })).toBeVisible();
    await check(page, 'painel, remove-card dialog open');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Informe o número do cartão.')).toBeVisible();
    await check(page, 'painel, add-card form with errors');

    await profileTab(page, 'Pessoal').click();
    await page.getByRole('textbox', { name: 'Nome' }).fill('');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Informe seu nome.')).toBeVisible();
    await check(page, 'painel, profile Pessoal with errors');
  });

  test('a ticket page with the editor, its errors and its link box', async ({ page }) => {
    await visitLoggedIn(page, '/painel/ticket/1');
    await expect(richText(page, 'Comentário')).toBeVisible();
    await check(page, 'ticket page with the comment editor');
    await page.getByRole('button', { name: 'Comentar' }).click();
    await expect(page.getByText('Escreva o comentário antes de enviar.')).toBeVisible();
    await check(page, 'ticket page, empty comment error');
    await richText(page, 'Comentário').click();
    await page.keyboard.type('veja');
    await page.keyboard.press('Shift+Home');
    await page.keyboard.press('ControlOrMeta+k');
    await expect(page.getByRole('textbox', { name: 'Endereço do link' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salvar', exact: true })).toBeVisible();
    await check(page, 'ticket page, the editor with its link box open');
    await page.keyboard.type('https://exemplo.com.br');
    await page.keyboard.press('Enter');
    await richText(page, 'Comentário').getByRole('link', { name: 'veja' }).click();
    await expect(page.getByRole('button', { name: 'Editar', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remover', exact: true })).toBeVisible();
    await check(page, 'ticket page, the editor showing a link');
  });

  test('closed and unknown ticket pages', async ({ page }) => {
    await visitLoggedIn(page, '/painel/ticket/3');
    await expect(page.getByText('Este ticket está fechado')).toBeVisible();
    await check(page, 'closed ticket page');

    await visitLoggedIn(page, '/painel/ticket/99999');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await check(page, 'unknown ticket page');
  });
});
