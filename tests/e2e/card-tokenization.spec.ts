/**
 * Card tokenization through the profile's card form: the number and the CVV go to the payment
 * gateway's origin and nowhere else; the shop's GraphQL API only ever sees the gateway's token.
 * Every request the page makes is recorded and read: body, URL and headers.
 */
import type { Page, Request } from '@playwright/test';
import { gatewayUrl, graphqlUrl } from './env.ts';
import { expect, test } from './fixtures.ts';
import { asCustomer, logInFresh } from './painel-helpers.ts';

const NUMBER = '5555555555554444';
const CVV = '7391';
const TYPED_NUMBER = '5555 5555 5555 4444';

interface Recorded {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** Records every request the page makes, headers as sent (cookies included). */
function recordRequests(page: Page): () => Promise<Recorded[]> {
  const pending: Promise<Recorded>[] = [];
  page.on('request', (request: Request) => {
    pending.push(
      request.allHeaders().then((headers) => ({
        url: request.url(),
        method: request.method(),
        headers,
        body: request.postData() ?? '',
      })),
    );
  });
  return () => Promise.all(pending);
}

/** Every string and number inside a JSON value, for an exact search of the CVV. */
function leaves(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return value === null || value === undefined ? [] : [String(value)];
}

/** The number in any spelling the form could send: bare, or with spaces or hyphens. */
const NUMBER_PATTERN = /5555[\s-]?5555[\s-]?5555[\s-]?4444/;

async function fillCard(page: Page, year: string) {
  const number = page.getByRole('textbox', { name: 'Número do cartão' });
  await number.pressSequentially(NUMBER);
  await expect(number).toHaveValue(TYPED_NUMBER);
  await page.getByRole('textbox', { name: 'Nome impresso no cartão' }).fill('Joana Prado');
  await page.getByRole('combobox', { name: 'Mês' }).selectOption('07');
  await page.getByRole('combobox', { name: 'Ano' }).selectOption(year);
  await page.getByRole('textbox', { name: 'CVV' }).fill(CVV);
}

async function expectTypedKept(page: Page, year: string) {
  await expect(page.getByRole('textbox', { name: 'Número do cartão' })).toHaveValue(TYPED_NUMBER);
  await expect(page.getByRole('textbox', { name: 'Nome impresso no cartão' })).toHaveValue(
    'Joana Prado',
  );
  await expect(page.getByRole('combobox', { name: 'Mês' })).toHaveValue('07');
  await expect(page.getByRole('combobox', { name: 'Ano' })).toHaveValue(year);
  await expect(page.getByRole('textbox', { name: 'CVV' })).toHaveValue(CVV);
}

const year = String(new Date().getFullYear() + 2);
const saveButton = (page: Page) => page.getByRole('button', { name: 'Salvar' });
const savedStatus = (page: Page) => page.getByRole('status').filter({ hasText: 'salvo' });
const formAlert = (page: Page) =>
  page.getByRole('form', { name: 'Adicionar cartão' }).getByRole('alert');

test('the card number and CVV go to the gateway only; the API gets the token', async ({
  page,
  context,
}) => {
  const { token } = await logInFresh(context, 'Token');
  const recorded = recordRequests(page);
  await page.goto('/painel?aba=perfil&perfil=cartao');
  await expect(page.getByText('Nenhum cartão salvo.')).toBeVisible();

  await fillCard(page, year);
  await saveButton(page).click();
  await expect(savedStatus(page)).toHaveText('Cartão Mastercard final 4444 salvo.');
  const requests = await recorded();

  const toGateway = requests.filter((r) => r.url.startsWith(`${gatewayUrl}/v1/card_tokens`));
  const tokenization = toGateway.find((r) => r.method === 'POST');
  expect(tokenization, 'the card went to the gateway').toBeDefined();
  // Mercado Pago's card token request, which the stand-in takes alike.
  expect(JSON.parse(tokenization?.body ?? '{}')).toEqual({
    card_number: NUMBER,
    security_code: CVV,
    expiration_month: 7,
    expiration_year: Number(year),
    cardholder: { name: 'Joana Prado' },
  });

  const toApi = requests.filter((r) => r.url.startsWith(graphqlUrl));
  const addCard = toApi.find((r) => r.body.includes('AddCreditCard'));
  expect(addCard, 'the token went to the API').toBeDefined();
  const variables = (JSON.parse(addCard?.body ?? '{}') as { variables?: { input?: object } })
    .variables;
  expect(variables?.input).toMatchObject({ brand: 'MASTERCARD', last4: '4444', expMonth: 7 });
  expect(JSON.stringify(variables)).toMatch(/"token":"tok_[0-9a-f]+"/);

  expect(toApi.length).toBeGreaterThan(1);
  for (const request of toApi) {
    const what = `${request.method} ${request.url}`;
    // The bearer token is random hex and may hold any run of digits: the one value set aside.
    const headers = JSON.stringify(request.headers).replaceAll(token, '<bearer>');
    for (const part of [request.url, request.body, headers]) {
      expect(part, what).not.toMatch(NUMBER_PATTERN);
      expect(part, what).not.toContain(CVV);
    }
    if (request.body) expect(leaves(JSON.parse(request.body)), what).not.toContain(CVV);
  }
  // Nor does any other request of the page carry the number, wherever it goes.
  for (const request of requests) {
    if (request === tokenization) continue;
    const headers = JSON.stringify(request.headers);
    expect(`${request.url} ${request.body} ${headers}`, request.url).not.toMatch(NUMBER_PATTERN);
  }

  const { creditCards } = await asCustomer<{ creditCards: { last4: string }[] }>(
    token,
    '{ creditCards { last4 } }',
  );
  expect(creditCards).toEqual([{ last4: '4444' }]);
});

test('an unreachable gateway is said in pt-BR, keeps the card typed, and can be retried', async ({
  page,
  context,
}) => {
  await logInFresh(context, 'Rede');
  await page.goto('/painel?aba=perfil&perfil=cartao');
  await page.route(`${gatewayUrl}/**`, (route) => route.abort('connectionrefused'));
  await fillCard(page, year);
  await saveButton(page).click();

  await expect(formAlert(page)).toHaveText(
    'Não foi possível falar com a operadora de pagamento. Verifique sua conexão e tente de novo.',
  );
  await expectTypedKept(page, year);
  await expect(page.getByText('Nenhum cartão salvo.')).toBeVisible();

  await page.unroute(`${gatewayUrl}/**`);
  await saveButton(page).click();
  await expect(savedStatus(page)).toHaveText('Cartão Mastercard final 4444 salvo.');
  await expect(formAlert(page)).toBeEmpty();
});

test('a card the gateway refuses shows its reason at the field, in pt-BR', async ({
  page,
  context,
}) => {
  await logInFresh(context, 'Recusa');
  await page.goto('/painel?aba=perfil&perfil=cartao');
  // A refusal the form cannot foresee (it checks the same rules first): answered as the gateway would.
  let refusals = 1;
  await page.route(`${gatewayUrl}/v1/card_tokens**`, async (route) => {
    if (route.request().method() !== 'POST' || refusals-- <= 0) return route.fallback();
    await route.fulfill({
      status: 400,
      headers: { 'Access-Control-Allow-Origin': new URL(page.url()).origin },
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'invalid parameters',
        error: 'bad_request',
        status: 400,
        cause: [{ code: 'E302', description: 'invalid parameter securityCode' }],
      }),
    });
  });
  await fillCard(page, year);
  await saveButton(page).click();

  await expect(formAlert(page)).toHaveText(
    'A operadora de pagamento recusou o cartão. CVV inválido: informe os 3 ou 4 dígitos do verso do cartão.',
  );
  await expect(page.getByRole('textbox', { name: 'CVV' })).toHaveAccessibleDescription(
    /CVV inválido: informe os 3 ou 4 dígitos do verso do cartão\./,
  );
  await expectTypedKept(page, year);

  await saveButton(page).click();
  await expect(savedStatus(page)).toHaveText('Cartão Mastercard final 4444 salvo.');
});

test('a token the API refuses is said in pt-BR, and saving again sends a fresh one', async ({
  page,
  context,
}) => {
  await logInFresh(context, 'Forjado');
  await page.goto('/painel?aba=perfil&perfil=cartao');
  // The first addCreditCard carries a token the gateway never issued.
  let forge = true;
  await page.route(graphqlUrl, async (route) => {
    const body = route.request().postData() ?? '';
    if (!forge || !body.includes('AddCreditCard')) return route.fallback();
    forge = false;
    await route.fallback({
      postData: body.replace(/"token":"tok_[0-9a-f]+"/, `"token":"tok_${'0'.repeat(64)}"`),
    });
  });
  await fillCard(page, year);
  await saveButton(page).click();

  await expect(formAlert(page)).toHaveText(
    'O token do cartão não foi reconhecido pela operadora: envie o cartão de novo.',
  );
  await expectTypedKept(page, year);

  await saveButton(page).click();
  await expect(savedStatus(page)).toHaveText('Cartão Mastercard final 4444 salvo.');
  await expect(page.getByRole('listitem').filter({ hasText: 'JOANA PRADO' })).toContainText(
    '•••• 4444',
  );
});
