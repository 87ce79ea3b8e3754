/**
 * The shop without a mouse (WCAG 2.1.1, 2.1.2, 2.4.3, 2.4.7): a customer logs in, opens a
 * ticket with the rich-text editor, comments on it and marks a favorite with the keyboard
 * alone (no click, no fill); every Tab stop on the way, and on every route, shows a focus
 * indicator; dialogs keep focus inside while open and give it back when they close.
 */
import type { Locator, Page } from '@playwright/test';
import { focusIndicator, stopsWithoutFocusIndicator, tabTo } from './a11y-helpers.ts';
import { settled } from './page-state.ts';
import { expect, test } from './fixtures.ts';
import { logInAsDemo } from './painel-helpers.ts';
import { newCustomer, registerThroughApi } from './session-helpers.ts';
import { richText } from './tickets-helpers.ts';
import { allow } from '../support/time-allowance.ts';

test.describe.configure({ mode: 'parallel' });

/**
 * Whether focus is inside `dialog`, or out of the page in the browser's own controls (where a
 * modal dialog lets Tab go, as the browser's toolbar is not part of the page): anywhere but
 * on the page under the dialog.
 */
function focusStaysIn(dialog: Locator): Promise<boolean> {
  return dialog.evaluate(
    (element) =>
      document.activeElement === document.body || element.contains(document.activeElement),
  );
}

/** Expects the element that has focus now to show a focus indicator. */
async function expectVisibleFocus(page: Page): Promise<void> {
  const indicator = await focusIndicator(page);
  expect(indicator.drawnBy, `focus indicator of ${indicator.element}`).not.toBeNull();
}

test('a customer logs in, opens a ticket, comments and marks a favorite by keyboard alone', async ({
  page,
}) => {
  // About twenty seconds of key presses on a quiet machine: room for a busy one.
  test.setTimeout(allow(30_000));
  const customer = newCustomer('Teclado');
  await registerThroughApi(customer);

  await page.goto('/login');
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await tabTo(page, email);
  await page.keyboard.type(customer.email);
  await tabTo(page, page.getByLabel('Senha'));
  await page.keyboard.type(customer.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/painel');

  await tabTo(page, page.getByRole('button', { name: 'Novo ticket' }));
  await page.keyboard.press('Enter');
  const subject = page.getByRole('textbox', { name: 'Assunto' });
  await expect(subject).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.type('Teclado sem mouse');
  await tabTo(page, richText(page, 'Descrição'));
  await page.keyboard.type('Abri este ticket só com o teclado.');
  // Escape leaves the editor for the next control (Tab would too, outside lists and code).
  await page.keyboard.press('Escape');
  await expect(richText(page, 'Descrição')).not.toBeFocused();
  await expectVisibleFocus(page);
  await tabTo(page, page.getByRole('button', { name: 'Abrir ticket' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/painel\/ticket\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Teclado sem mouse' })).toBeVisible();

  await tabTo(page, richText(page, 'Comentário'), { maxStops: 60 });
  await page.keyboard.type('Um comentário, também pelo teclado.');
  await tabTo(page, page.getByRole('button', { name: 'Comentar' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Comentário enviado.' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Um comentário, também' })).toHaveCount(
    1,
  );

  await page.goto('/produtos/3');
  const favorite = page.getByRole('button', { name: 'Adicionar aos favoritos' });
  await tabTo(page, favorite);
  await page.keyboard.press('Space');
  const pressed = page.getByRole('button', { name: 'Remover dos favoritos' });
  await expect(pressed).toHaveAttribute('aria-pressed', 'true');
  await expect(pressed).toBeFocused();
});

test.describe('every Tab stop shows where focus is', () => {
  // One page of each kind of control: cards and filters, gallery and options, a form, the 404.
  const routes = ['/', '/produtos', '/produtos/1', '/login', '/nao-existe'];
  test('on the public routes', async ({ page }) => {
    test.setTimeout(allow(30_000));
    for (const path of routes) {
      await page.goto(path);
      await settled(page);
      expect
        .soft(await stopsWithoutFocusIndicator(page), `${path}: stops without focus`)
        .toEqual([]);
    }
  });

  test('in the painel, on a ticket page and with the editor', async ({ page, context }) => {
    test.setTimeout(allow(30_000));
    await logInAsDemo(context);
    for (const path of [
      '/painel?aba=tickets&novo=1',
      '/painel?aba=perfil&perfil=cartao',
      '/painel?aba=pedidos',
      '/painel/ticket/1',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
      await settled(page);
      expect
        .soft(await stopsWithoutFocusIndicator(page), `${path}: stops without focus`)
        .toEqual([]);
    }
  });
});

test.describe('dialogs keep focus inside and give it back', () => {
  test.describe('the maintenance notice', () => {
    test.use({ maintenanceNotice: 'show' });

    test('holds focus until it is closed, then the page has it again', async ({ page }) => {
      await page.goto('/produtos');
      const dialog = page.getByRole('dialog', { name: 'Atenção' });
      const button = dialog.getByRole('button', { name: 'Continuar para o site' });
      await expect(button).toBeFocused();
      await expectVisibleFocus(page);
      for (let press = 0; press < 4; press += 1) {
        await page.keyboard.press(press % 2 === 0 ? 'Tab' : 'Shift+Tab');
        expect(await focusStaysIn(dialog), 'focus reached the page under the notice').toBe(true);
      }
      await tabTo(page, button, { maxStops: 4 });
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeFocused();
    });
  });

  test('the remove-card dialog starts on Cancelar, keeps focus and gives it back to its button', async ({
    page,
    context,
  }) => {
    await logInAsDemo(context);
    await page.goto('/painel?aba=perfil&perfil=cartao');
    const remove = page.getByRole('button', { name: /^Remover cartão/ }).first();
    await tabTo(page, remove, { maxStops: 60 });
    const dialog = page.getByRole('dialog', { name: 'Remover cartão?' });

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await expectVisibleFocus(page);
    for (let press = 0; press < 5; press += 1) {
      await page.keyboard.press('Tab');
      expect(await focusStaysIn(dialog), 'focus reached the page under the dialog').toBe(true);
      if ((await focusIndicator(page)).element !== 'body') await expectVisibleFocus(page);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    // The dialog reports its close a task after it hides (a person's next key comes later):
    // the panel has taken it in once the closed dialog no longer names a card.
    await expect(
      page.getByRole('dialog', { name: 'Remover cartão?', includeHidden: true }),
    ).toHaveAccessibleDescription('');

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
  });
});
