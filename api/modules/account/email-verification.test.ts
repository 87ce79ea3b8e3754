import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from '../../../mocks/seed/customers.ts';
import {
  NEW_CUSTOMER_INPUT,
  errorsOf,
  gql,
  login,
  outboxOf,
  testHandler,
} from '../../../tests/support/api/api.ts';
import { staffToken } from '../../../tests/support/api/staff.ts';

const REGISTER = `mutation Register($input: RegisterCustomerInput!) { registerCustomer(input: $input) { token } }`;
const ME = 'query { getCustomerLoggedIn { email emailVerified } }';
const VERIFY = 'mutation ($linkToken: String!) { verifyEmail(linkToken: $linkToken) }';
const RESEND = 'mutation { resendEmailVerification }';
const MY_DATA = 'query { myData }';
const DELETE = 'mutation ($password: String!) { deleteMyAccount(password: $password) }';
const UPDATE = `mutation ($input: UpdateCustomerInput!) { updateCostumer(input: $input) { email emailVerified } }`;
const STOCK_ALERT = `mutation ($productId: ID!, $email: String!) {
  requestStockAlert(productId: $productId, email: $email) { productId } }`;
const LIST_ALERTS = `query ($productId: ID!) { productStockAlerts(productId: $productId) { items { email } } }`;
const UPDATE_PRODUCT = `mutation ($id: ID!, $input: UpdateProductInput!) {
  updateProduct(id: $id, input: $input) { id } }`;

const EMAIL = NEW_CUSTOMER_INPUT.email;
const SITE = 'https://loja.exemplo.com.br';

async function setup() {
  let now = Date.UTC(2026, 10, 28, 12);
  const handler = await testHandler({ siteUrl: SITE, now: () => now });
  const linkOf = async (to: string): Promise<string> => {
    const message = (await outboxOf(handler, to)).find((m) => m.subject === 'Confirme seu e-mail');
    const match = /\/confirmar-email\?token=([0-9a-f]+)/.exec(message?.text ?? '');
    if (!match?.[1]) throw new Error(`no confirmation link to ${to}`);
    return match[1];
  };
  const me = async (token: string) =>
    (
      await gql<{ getCustomerLoggedIn: { email: string; emailVerified: boolean } }>(handler, ME, {
        token,
      })
    ).data?.getCustomerLoggedIn;
  const exportedAlerts = async (token: string) => {
    const result = await gql<{ myData: string }>(handler, MY_DATA, { token });
    return (JSON.parse(result.data?.myData ?? '{}') as { stockAlerts: { email: string }[] })
      .stockAlerts;
  };
  return { handler, linkOf, me, exportedAlerts, advance: (ms: number) => (now += ms) };
}

describe('e-mail verification', () => {
  it('mails a link at registration; until it is opened the address is not the account’s', async () => {
    const t = await setup();
    const editor = await staffToken(t.handler);
    await gql(t.handler, UPDATE_PRODUCT, {
      token: editor,
      variables: { id: '2', input: { quantity: 0 } },
    });
    // Someone asked to be told with this address before the account existed.
    const asked = await gql(t.handler, STOCK_ALERT, {
      variables: { productId: '2', email: EMAIL },
    });
    expect(asked.errors).toEqual([]);

    const registered = await gql<{ registerCustomer: { token: string } }>(t.handler, REGISTER, {
      variables: { input: NEW_CUSTOMER_INPUT },
    });
    const token = registered.data?.registerCustomer.token ?? '';
    expect(await t.me(token)).toEqual({ email: EMAIL, emailVerified: false });
    const message = (await outboxOf(t.handler, EMAIL)).find(
      (m) => m.subject === 'Confirme seu e-mail',
    );
    expect(message?.text).toContain(`${SITE}/confirmar-email?token=`);

    // Not shown in the data export, and not deleted with the account.
    expect(await t.exportedAlerts(token)).toEqual([]);

    const link = await t.linkOf(EMAIL);
    expect((await gql(t.handler, VERIFY, { variables: { linkToken: link } })).errors).toEqual([]);
    expect(await t.me(token)).toEqual({ email: EMAIL, emailVerified: true });
    expect(await t.exportedAlerts(token)).toEqual([expect.objectContaining({ email: EMAIL })]);

    // A link works once.
    expect(errorsOf(await gql(t.handler, VERIFY, { variables: { linkToken: link } }))).toEqual([
      {
        code: 'NOT_FOUND',
        message:
          'Este link de confirmação não vale mais: ele já foi usado, expirou ou o e-mail da conta mudou. Entre no painel e peça um novo.',
      },
    ]);
  });

  it('keeps an unproved address’s Avise-me requests when the account is deleted', async () => {
    const t = await setup();
    const editor = await staffToken(t.handler);
    await gql(t.handler, UPDATE_PRODUCT, {
      token: editor,
      variables: { id: '2', input: { quantity: 0 } },
    });
    await gql(t.handler, STOCK_ALERT, { variables: { productId: '2', email: EMAIL } });
    const registered = await gql<{ registerCustomer: { token: string } }>(t.handler, REGISTER, {
      variables: { input: NEW_CUSTOMER_INPUT },
    });
    const deleted = await gql(t.handler, DELETE, {
      token: registered.data?.registerCustomer.token,
      variables: { password: NEW_CUSTOMER_INPUT.password },
    });
    expect(deleted.errors).toEqual([]);
    const listed = await gql<{ productStockAlerts: { items: { email: string }[] } }>(
      t.handler,
      LIST_ALERTS,
      { token: editor, variables: { productId: '2' } },
    );
    expect(listed.data?.productStockAlerts.items).toEqual([{ email: EMAIL }]);
  });

  it('a new e-mail starts unproved, gets its own link, and the old link stops working', async () => {
    const t = await setup();
    const registered = await gql<{ registerCustomer: { token: string } }>(t.handler, REGISTER, {
      variables: { input: NEW_CUSTOMER_INPUT },
    });
    const token = registered.data?.registerCustomer.token ?? '';
    const first = await t.linkOf(EMAIL);
    const changed = await gql(t.handler, UPDATE, {
      token,
      variables: {
        input: { email: 'joana.nova@exemplo.com.br', currentPassword: NEW_CUSTOMER_INPUT.password },
      },
    });
    expect(changed.data).toEqual({
      updateCostumer: { email: 'joana.nova@exemplo.com.br', emailVerified: false },
    });
    expect(errorsOf(await gql(t.handler, VERIFY, { variables: { linkToken: first } }))).toEqual([
      expect.objectContaining({ code: 'NOT_FOUND' }),
    ]);
    const second = await t.linkOf('joana.nova@exemplo.com.br');
    expect((await gql(t.handler, VERIFY, { variables: { linkToken: second } })).errors).toEqual([]);
    expect(await t.me(token)).toEqual({ email: 'joana.nova@exemplo.com.br', emailVerified: true });
  });

  it('sends another link on request, at most once a minute', async () => {
    const t = await setup();
    const registered = await gql<{ registerCustomer: { token: string } }>(t.handler, REGISTER, {
      variables: { input: NEW_CUSTOMER_INPUT },
    });
    const token = registered.data?.registerCustomer.token ?? '';
    const tooSoon = await gql(t.handler, RESEND, { token });
    expect(tooSoon.status).toBe(429);
    expect(errorsOf(tooSoon)).toEqual([
      { code: 'TOO_MANY_REQUESTS', message: 'Acabamos de enviar um e-mail de confirmação.' },
    ]);
    const first = await t.linkOf(EMAIL);
    t.advance(61_000);
    expect((await gql(t.handler, RESEND, { token })).errors).toEqual([]);
    const second = await t.linkOf(EMAIL);
    expect(second).not.toBe(first);
    // The previous link stopped working; the new one works.
    expect(errorsOf(await gql(t.handler, VERIFY, { variables: { linkToken: first } }))).toEqual([
      expect.objectContaining({ code: 'NOT_FOUND' }),
    ]);
    expect((await gql(t.handler, VERIFY, { variables: { linkToken: second } })).errors).toEqual([]);
  });

  it('the demo customer is verified', async () => {
    const t = await setup();
    expect(await t.me(await login(t.handler))).toEqual({ email: DEMO_EMAIL, emailVerified: true });
  });
});
