/**
 * Reduced motion (WCAG 2.3.3): with `prefers-reduced-motion: reduce`, nothing on a page
 * animates, transitions or scrolls smoothly — the skeletons, the busy button's spinner, the
 * dialogs and their backdrop, tabs, cards, the gallery. Each state is first looked at without
 * the preference, to prove it has moving parts the preference then switches off.
 */
import type { Page, Route } from '@playwright/test';
import { graphqlUrl } from './env.ts';
import { expect, test } from './fixtures.ts';
import { logInAsDemo } from './painel-helpers.ts';
import { DEMO } from './session-helpers.ts';
import { richText } from './tickets-helpers.ts';

test.describe.configure({ mode: 'parallel' });

/**
 * Every element (with its ::before/::after, and a dialog's ::backdrop) that animates or
 * transitions for longer than 10 ms, or scrolls smoothly: `tag.class: property duration`.
 */
function movingParts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const longest = (durations: string) =>
      Math.max(...durations.split(',').map((duration) => parseFloat(duration) || 0));
    const found: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      const pseudos = element.tagName === 'DIALOG' ? ['::backdrop'] : ['::before', '::after'];
      for (const pseudo of [null, ...pseudos]) {
        const style = getComputedStyle(element, pseudo);
        const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}${pseudo ?? ''}`;
        if (style.animationName !== 'none' && longest(style.animationDuration) > 0.01) {
          found.push(`${name}: animation ${style.animationDuration}`);
        }
        if (longest(style.transitionDuration) > 0.01) {
          found.push(`${name}: transition ${style.transitionDuration}`);
        }
        if (pseudo === null && style.scrollBehavior === 'smooth') {
          found.push(`${name}: smooth scrolling`);
        }
      }
    }
    return found;
  });
}

/**
 * Without the preference the page has the moving parts `expected` describes (each matched by
 * at least one line of movingParts); with it, nothing moves.
 */
async function expectStillWhenReduced(
  page: Page,
  state: string,
  expected: readonly RegExp[],
): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const moving = await movingParts(page);
  for (const part of expected) {
    expect(moving, `${state} moves without the preference`).toContainEqual(
      expect.stringMatching(part),
    );
  }
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect.soft(await movingParts(page), `${state} still moves with reduced motion`).toEqual([]);
}

/** Holds every request of a GraphQL operation unanswered, so its loading state stays. */
async function holdOperation(page: Page, operation: string): Promise<void> {
  await page.route(graphqlUrl, async (route: Route) => {
    const body: unknown = route.request().postDataJSON();
    const name =
      typeof body === 'object' && body !== null && 'operationName' in body
        ? body.operationName
        : undefined;
    if (name === operation) return;
    await route.fallback();
  });
}

test.describe('the maintenance notice', () => {
  test.use({ maintenanceNotice: 'show' });

  test('the dialog, its backdrop and the pages under it', async ({ page }) => {
    for (const path of ['/', '/produtos', '/produtos/1']) {
      await page.goto(path);
      await expect(page.getByRole('dialog', { name: 'Atenção' })).toBeVisible();
      await expectStillWhenReduced(page, `${path} with the notice`, [
        /^dialog\b.*: animation/,
        /::backdrop: animation/,
        /^a\b.*: transition/,
      ]);
    }
  });
});

test('the busy button spinner, the skeletons and the editor', async ({ page, context }) => {
  await holdOperation(page, 'LoginCustomer');
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.email);
  await page.getByLabel('Senha').fill(DEMO.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('button', { name: 'Entrar' })).toHaveAttribute('aria-busy', 'true');
  // The spinner is the busy button's ::after.
  await expectStillWhenReduced(page, 'login while sending', [/^button\b.*::after: animation/]);

  await logInAsDemo(context);
  await holdOperation(page, 'GetCustomerLoggedIn');
  await page.goto('/painel/ticket/1');
  await expect(page.getByText('Carregando o ticket…')).toBeAttached();
  await expectStillWhenReduced(page, 'ticket page skeleton', [/^span\b.*: animation/]);

  await page.unrouteAll();
  await page.goto('/painel?aba=tickets&novo=1');
  await expect(richText(page, 'Descrição')).toBeVisible();
  await expectStillWhenReduced(page, 'painel with the new-ticket form', [
    /^button\b.*: transition/,
  ]);
});
