/**
 * A change the page has shown as done survives the customer leaving the page at once: a
 * favorite added or removed, a ticket's reply marked as read, a logout. Each test presses and
 * leaves without waiting for the API's answer, then checks on another page and through the
 * API. The change's request is held (`holdFirst`) as a slow network would: it has not reached
 * the API when the page is left, and then either arrives late (the browser keeps a keepalive
 * request going after the page is gone) or never does (the next page must send it again).
 */
import type { BrowserContext, Page, Route } from '@playwright/test';
import { graphqlUrl } from './env.ts';
import { expect, test } from './fixtures.ts';
import { asCustomer, logInFresh } from './painel-helpers.ts';
import { whoIs } from './session-helpers.ts';
import { isOperation, openTicketThroughApi } from './tickets-helpers.ts';
import { quiet } from './page-state.ts';

const MONITOR = 'Monitor LED Horizonte MN-0002';

const favoriteIds = async (token: string) =>
  (await asCustomer<{ favoriteIds: string[] }>(token, '{ favoriteIds }')).favoriteIds;

/** The product page's toggle. */
const toggle = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: /^(Adicionar aos|Remover dos) favoritos$/ });

/** Resolves once the page's toggles know the customer's favorites (they have hydrated). */
const favoritesLoaded = (page: Page) =>
  page.waitForResponse((response) => (response.request().postData() ?? '').includes('FavoriteIds'));

/** Opens `path` and waits until its toggles know the customer's favorites. */
async function openWithFavorites(page: Page, path: string) {
  const loaded = favoritesLoaded(page);
  await page.goto(path);
  await loaded;
}

/**
 * Holds the first request of `operation` the context sends until the test lets it go
 * (`deliver`) or drops it (`lose`, as a network that never delivered it); later ones pass, or
 * are answered by `answerLater`.
 */
async function holdFirst(
  context: BrowserContext,
  operation: string,
  answerLater: (route: Route) => Promise<void> = (route) => route.continue(),
) {
  let held: Route | undefined;
  let caught: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (caught = resolve));
  await context.route(graphqlUrl, async (route) => {
    if (!(route.request().postData() ?? '').includes(operation)) return route.fallback();
    if (held !== undefined) return answerLater(route);
    held = route;
    caught();
  });
  return {
    /** Resolves once the page has sent it. */
    arrived,
    deliver: () => held?.continue(),
    lose: () => held?.abort('connectionfailed'),
  };
}

const favoriteCards = (page: Page) =>
  page.getByRole('list', { name: 'Produtos favoritos' }).getByRole('article');

/**
 * A fresh customer (with product 2 as a favorite already when `favorite`) presses product 2's
 * toggle, whose request `holdFirst` holds; resolves once the page has sent it.
 */
async function pressToggle(
  page: Page,
  context: BrowserContext,
  {
    favorite = false,
    answerLater,
  }: { favorite?: boolean; answerLater?: (route: Route) => Promise<void> } = {},
) {
  const { token } = await logInFresh(context, 'Pressa');
  if (favorite) await asCustomer(token, 'mutation { addFavorite(productId: "2") { id } }');
  const request = await holdFirst(
    context,
    favorite ? 'RemoveFavorite' : 'AddFavorite',
    answerLater,
  );
  await openWithFavorites(page, '/produtos/2');
  await expect(toggle(page)).toHaveAttribute('aria-pressed', String(favorite));
  await toggle(page).click();
  // Shown as done at once, before any answer.
  await expect(toggle(page)).toHaveAttribute('aria-pressed', String(!favorite));
  await request.arrived;
  return { token, request };
}

test.describe('a favorite pressed right before leaving', () => {
  test('is added, even when its request never arrived: the next page sends it', async ({
    page,
    context,
  }) => {
    const { token, request } = await pressToggle(page, context);
    await page.goto('/painel/favorites');
    await request.lose();

    await expect(favoriteCards(page)).toHaveCount(1);
    await expect(page.getByRole('link', { name: MONITOR })).toBeVisible();
    expect(await favoriteIds(token)).toEqual(['2']);
    // Sent once again, not on every page.
    const sent: string[] = [];
    page.on('request', (sentRequest) => {
      if ((sentRequest.postData() ?? '').includes('AddFavorite')) sent.push(sentRequest.url());
    });
    await openWithFavorites(page, '/produtos/2');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    expect(sent).toEqual([]);
  });

  test('is removed, even when its request never arrived', async ({ page, context }) => {
    const { token, request } = await pressToggle(page, context, { favorite: true });
    await page.goto('/painel/favorites');
    await request.lose();

    await expect(page.getByRole('heading', { name: 'Você ainda não tem favoritos' })).toBeVisible();
    expect(await favoriteIds(token)).toEqual([]);
  });

  test('removed in the painel stays removed', async ({ page, context }) => {
    const { token } = await logInFresh(context, 'Pressa');
    await asCustomer(token, 'mutation { addFavorite(productId: "2") { id } }');
    const request = await holdFirst(context, 'RemoveFavorite');
    await page.goto('/painel/favorites');
    await page.getByRole('button', { name: `Remover ${MONITOR} dos favoritos` }).click();
    await expect(page.getByRole('link', { name: MONITOR })).toHaveCount(0);
    await request.arrived;
    const loaded = favoritesLoaded(page);
    await page.goto('/produtos/2');
    await request.lose();

    await loaded; // after the removal was sent again
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    expect(await favoriteIds(token)).toEqual([]);
  });

  test('still reaches the API when it arrives after the customer left the shop', async ({
    page,
    context,
  }) => {
    const { token, request } = await pressToggle(page, context);
    await page.goto('about:blank');
    await request.deliver();

    await expect.poll(() => favoriteIds(token)).toEqual(['2']);
  });

  test('is said on the next page when the API refuses it there', async ({ page, context }) => {
    const { token, request } = await pressToggle(page, context, {
      answerLater: (route) =>
        route.fulfill({
          status: 429,
          headers: {
            'access-control-allow-origin': '*',
            'access-control-expose-headers': 'Retry-After',
            'retry-after': '900',
          },
          json: {
            errors: [
              {
                message: 'Muitas alterações de favoritos hoje.',
                extensions: { code: 'TOO_MANY_REQUESTS' },
              },
            ],
          },
        }),
    });
    await page.goto('/produtos');
    await request.lose();

    const notice = page.getByRole('alert').filter({ hasText: 'favoritos' });
    await expect(notice).toHaveText(
      `Não foi possível adicionar ${MONITOR} aos favoritos. Muitas alterações de favoritos hoje. Tente de novo em 15 minutos.`,
    );
    await page.getByRole('button', { name: 'Fechar aviso' }).click();
    await expect(notice).toHaveCount(0);

    // Refused once: it is not sent, nor said, again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Produtos' })).toBeVisible();
    await quiet(page);
    await expect(notice).toHaveCount(0);
    expect(await favoriteIds(token)).toEqual([]);
  });
});

test("a ticket's reply read right before leaving is marked read by the next page", async ({
  page,
  context,
}) => {
  const { token } = await logInFresh(context, 'Leitura');
  const ticketId = await openTicketThroughApi(token, 'Entrega atrasada');
  // The ticket as the API shows it once the support team has replied: the page marks it read.
  await context.route(graphqlUrl, async (route) => {
    if (!isOperation(route.request(), 'TicketDetail')) return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { data: { ticket: { hasUnreadReply: boolean } } };
    body.data.ticket.hasUnreadReply = true;
    await route.fulfill({ response, json: body });
  });
  const request = await holdFirst(context, 'MarkTicketRead');
  await page.goto(`/painel/ticket/${ticketId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Entrega atrasada' })).toBeVisible();
  await request.arrived;
  const sentAgain = page.waitForResponse((response) =>
    isOperation(response.request(), 'MarkTicketRead'),
  );
  await page.goto('/painel?aba=tickets');
  await request.lose();

  // The API took it from the next page, before the list was drawn.
  expect(await (await sentAgain).json()).toEqual({
    data: { markTicketRead: { id: ticketId, hasUnreadReply: false } },
  });
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Entrega atrasada' }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Nova resposta')).toHaveCount(0);
});

test('Sair pressed right before leaving still ends the token at the API', async ({
  page,
  context,
}) => {
  const { customer, token } = await logInFresh(context, 'Saída');
  const request = await holdFirst(context, 'LogoutCustomer');
  await page.goto('/painel');
  await expect(page.getByRole('heading', { name: `Olá, ${customer.firstName}` })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
  await request.arrived;
  await page.goto('/produtos');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();
  await request.deliver();

  await expect.poll(() => whoIs(token)).toBe('Usuário não autenticado');
});
