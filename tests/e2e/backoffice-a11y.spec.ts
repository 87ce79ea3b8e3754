/**
 * Every back office page passes axe (WCAG 2.2 A/AA) at 1280 px, none scrolls sideways at 375 px,
 * and an editor publishes a change with the keyboard alone.
 */
import { backofficeUrl } from './env.ts';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './a11y-helpers.ts';
import { loginToBackoffice } from './staff-helpers.ts';
import type { StaffRole } from './staff-helpers.ts';
import type { Page } from '@playwright/test';
import { allow } from '../support/time-allowance.ts';

test.describe.configure({ mode: 'parallel' });

const PAGES: readonly { path: string; role: StaffRole | null; ready: string }[] = [
  { path: '/entrar', role: null, ready: 'Gestão da loja' },
  { path: '/convite', role: null, ready: 'Aceitar convite' },
  { path: '/', role: 'editor', ready: 'Início' },
  { path: '/produtos', role: 'editor', ready: 'Produtos' },
  { path: '/produtos/editar?id=2', role: 'editor', ready: 'Histórico' },
  { path: '/produtos/editar', role: 'editor', ready: 'Novo produto' },
  { path: '/importar', role: 'editor', ready: 'Importar planilha' },
  { path: '/publicacoes', role: 'editor', ready: 'Publicações' },
  { path: '/avaliacoes', role: 'editor', ready: 'Situação' },
  { path: '/conteudo', role: 'editor', ready: 'Aviso 1' },
  { path: '/equipe', role: 'admin', ready: 'Convidar para a equipe' },
  { path: '/atividades', role: 'admin', ready: 'Registro de atividades' },
  { path: '/emails', role: 'admin', ready: 'E-mails não entregues' },
  { path: '/avisos', role: 'support', ready: 'Receber e-mail de novos pedidos' },
  { path: '/senha', role: 'support', ready: 'Confirmar nova senha' },
  { path: '/devolucoes', role: 'support', ready: 'Situação' },
  { path: '/nao-existe', role: 'editor', ready: 'Página não encontrada' },
];

async function open(page: Page, path: string, role: StaffRole | null, ready: string) {
  if (role) await loginToBackoffice(page, role);
  await page.goto(`${backofficeUrl}${path}`);
  await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Carregando/ })).toHaveCount(0);
}

for (const { path, role, ready } of PAGES) {
  test(`${path} passes axe at 1280 px and does not scroll sideways at 375 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, path, role, ready);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    const headers = (await page.request.get(`${backofficeUrl}${path}`)).headers();
    expect(headers['x-robots-tag']).toContain('noindex');
  });
}

test('an editor publishes a change with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(allow(90_000));
  await loginToBackoffice(page, 'editor');
  await page.goto(`${backofficeUrl}/produtos/editar?id=17`);
  await expect(page.getByLabel('Estoque')).toHaveValue('3');
  await page.getByLabel('Nome').focus();
  const tabTo = async (name: string, role: 'textbox' | 'button') => {
    const target = page.getByRole(role, { name, exact: true });
    for (let i = 0; i < 60; i++) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`${name} was never reached with Tab`);
  };
  await tabTo('Estoque', 'textbox');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('9');
  await tabTo('Publicar', 'button');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Publicado' })).toBeVisible();
  await expect
    .poll(async () => (await request.get('/produtos/17')).text(), { timeout: allow(45_000) })
    .toContain('9 em estoque');
});
