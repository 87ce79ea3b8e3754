/**
 * Zoom and reflow (WCAG 1.4.4, 1.4.10): at 320 CSS px wide (a phone, or 1280 px at 400%)
 * and at 640 CSS px (1280 px at 200% zoom), no route scrolls sideways and no control is cut
 * off: every visible control lies inside the page's width (or inside a part of the page that
 * scrolls sideways on purpose, like a long tab list) and shows all of its content. The
 * public routes also get axe at 320 px: the phone layout is another page to check.
 */
import type { Page } from '@playwright/test';
import { axeViolations } from './a11y-helpers.ts';
import { settled } from './page-state.ts';
import { expect, test } from './fixtures.ts';
import { logInAsDemo } from './painel-helpers.ts';

test.describe.configure({ mode: 'parallel' });

/** 320 px wide (WCAG 1.4.10's width), and a 1280 × 720 window at 200% zoom. */
const PHONE = { width: 320, height: 640 };
const ZOOMED = { width: 640, height: 360 };

/** What does not fit at the current width: the page's sideways scroll and cut-off controls. */
function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      problems.push(`the page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth} px`);
    }
    const scrollsSideways = (element: Element) => {
      const { overflowX } = getComputedStyle(element);
      return overflowX === 'auto' || overflowX === 'scroll';
    };
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="tab"], [contenteditable="true"]',
    );
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      // Hidden, or visually hidden on purpose (a radio under its label, a skip link).
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue;
      if (style.opacity === '0' || control.closest('[hidden], [aria-hidden="true"]')) continue;
      const label =
        control.getAttribute('aria-label') ??
        (control as HTMLInputElement).labels?.[0]?.textContent ??
        control.textContent ??
        '';
      const name = `${control.tagName.toLowerCase()} "${label.trim().slice(0, 40)}"`;
      // Inside a part that scrolls sideways on purpose (a tab list, the featured products on
      // a phone), that part must fit the page; the control is reached by scrolling it.
      let scroller: Element | null = control.parentElement;
      while (scroller && scroller !== document.body && !scrollsSideways(scroller)) {
        scroller = scroller.parentElement;
      }
      const fitting = scroller && scroller !== document.body ? scroller : control;
      const fit = fitting.getBoundingClientRect();
      if (fit.left < -1 || fit.right > root.clientWidth + 1) {
        const what =
          fitting === control ? name : `${name} (in a scrolling ${fitting.tagName.toLowerCase()})`;
        problems.push(`${what} sticks out: ${Math.round(fit.left)}–${Math.round(fit.right)} px`);
      }
      // A text field scrolls its own text by design; anything else must show all of itself.
      const field = control.matches('input, select, textarea, [contenteditable="true"]');
      const clips = !field && (style.overflowX === 'hidden' || style.overflowX === 'clip');
      if (clips && control.scrollWidth > control.clientWidth + 1) {
        problems.push(
          `${name} cuts its content: ${control.scrollWidth} > ${control.clientWidth} px`,
        );
      }
    }
    return problems;
  });
}

/**
 * Opens each path at 320 px, waits for `ready`, and checks it there and at 640 px; with
 * `axe`, axe checks it at 320 px too (the phone layout: the featured products' row, the
 * filters, the gallery), while the a11y spec checks the desktop layout.
 */
async function checkRoutes(
  page: Page,
  paths: readonly string[],
  { ready, axe = false }: { ready?: (page: Page) => Promise<void>; axe?: boolean } = {},
) {
  for (const path of paths) {
    await page.setViewportSize(PHONE);
    await page.goto(path);
    await settled(page);
    await ready?.(page);
    if (axe)
      expect.soft(await axeViolations(page), `axe violations: ${path} at 320 px`).toEqual([]);
    for (const size of [PHONE, ZOOMED]) {
      await page.setViewportSize(size);
      expect.soft(await overflow(page), `${path} at ${size.width} px`).toEqual([]);
    }
  }
}

const PUBLIC_ROUTES = [
  ['/', '/produtos', '/produtos?busca=aurora&ordem=preco-desc', '/produtos/pagina/3'],
  ['/produtos/categoria/perifericos', '/produtos/1', '/login', '/registro'],
  ['/recuperar-senha', '/privacidade', '/nao-existe', '/500.html'],
];

for (const routes of PUBLIC_ROUTES) {
  test(`${routes.join(' ')} at 320 px (axe included) and at 200% zoom`, async ({ page }) => {
    await checkRoutes(page, routes, { axe: true });
  });
}

test.describe('the maintenance notice', () => {
  test.use({ maintenanceNotice: 'show' });

  test('fits at 320 px and at 200% zoom', async ({ page }) => {
    await checkRoutes(page, ['/'], {
      ready: () => expect(page.getByRole('dialog', { name: 'Atenção' })).toBeVisible(),
      axe: true,
    });
  });
});

test('painel tabs, sub-tabs, the editor and a ticket at 320 px and at 200% zoom', async ({
  page,
  context,
}) => {
  await logInAsDemo(context);
  await checkRoutes(
    page,
    [
      '/painel?aba=tickets&novo=1',
      '/painel?aba=pedidos',
      '/painel?aba=favoritos',
      '/painel?aba=perfil&perfil=pessoal',
      '/painel?aba=perfil&perfil=contato',
      '/painel?aba=perfil&perfil=endereco',
      '/painel?aba=perfil&perfil=cartao',
      '/painel/favorites',
      '/painel/ticket/1',
      '/painel/ticket/3',
    ],
    { ready: () => expect(page.getByRole('button', { name: 'Sair' })).toBeVisible() },
  );
});
