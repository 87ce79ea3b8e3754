import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../mocks/seed/customers.ts';
import { createSiteverifyStandIn } from '../../mocks/captcha/siteverify.ts';
import {
  LOGIN,
  NEW_CUSTOMER_INPUT,
  errorsOf,
  gql,
  outboxOf,
  testHandler,
} from '../../tests/support/api/api.ts';
import { staffToken } from '../../tests/support/api/staff.ts';
import { createSiteverifyClient } from '../providers/captcha/siteverify.ts';
import { CAPTCHA_AFTER_FAILED_GUESSES } from './captcha.ts';
import { captureLog } from '../../tests/support/log-capture.ts';

const SECRET = 'captcha-test-secret';
const REFUSED = [{ code: 'CAPTCHA_FAILED', message: 'Confirme que você não é um robô.' }];
const REGISTER = `mutation Register($input: RegisterCustomerInput!) { registerCustomer(input: $input) { token } }`;
const REQUEST_RESET = `mutation($email: String!) { requestPasswordReset(email: $email) }`;
const STOCK_ALERT = `mutation ($productId: ID!, $email: String!) {
  requestStockAlert(productId: $productId, email: $email) { productId email } }`;
const UPDATE_PRODUCT = `mutation ($id: ID!, $input: UpdateProductInput!) {
  updateProduct(id: $id, input: $input) { id quantity } }`;

async function setup() {
  const standIn = createSiteverifyStandIn({ secret: SECRET });
  const { log, lines } = captureLog();
  const handler = await testHandler({
    captcha: createSiteverifyClient({
      url: 'https://siteverify.test/siteverify',
      secret: SECRET,
      fetch: (input, init) => standIn.fetch(new Request(input, init)),
    }),
    log,
  });
  const captcha = (token: string) => ({ 'X-Captcha-Token': token });
  return { standIn, handler, log: lines, captcha };
}

describe('the captcha, with a provider configured', () => {
  it('refuses a registration without a token, with a forged one or a spent one; takes a fresh one', async () => {
    const { standIn, handler, captcha } = await setup();
    const register = (
      headers: Record<string, string> = {},
      email: string = NEW_CUSTOMER_INPUT.email,
    ) =>
      gql(handler, REGISTER, { variables: { input: { ...NEW_CUSTOMER_INPUT, email } }, headers });

    expect(errorsOf(await register())).toEqual(REFUSED);
    expect(errorsOf(await register(captcha('XXXX.forged')))).toEqual(REFUSED);
    // Nothing was written: the address is still free.
    const token = standIn.issue();
    const registered = await register(captcha(token));
    expect(registered.errors).toEqual([]);
    expect(registered.data).toEqual({ registerCustomer: { token: expect.any(String) } });
    expect(errorsOf(await register(captcha(token), 'outra@exemplo.com.br'))).toEqual(REFUSED);
  });

  it('sends a recovery code only with a confirmed token', async () => {
    const { standIn, handler, captcha } = await setup();
    const refused = await gql(handler, REQUEST_RESET, { variables: { email: DEMO_EMAIL } });
    expect(errorsOf(refused)).toEqual(REFUSED);
    expect(await outboxOf(handler, DEMO_EMAIL)).toEqual([]);

    const asked = await gql(handler, REQUEST_RESET, {
      variables: { email: DEMO_EMAIL },
      headers: captcha(standIn.issue()),
    });
    expect(asked.errors).toEqual([]);
    expect((await outboxOf(handler, DEMO_EMAIL)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Código de recuperação de senha/),
    ]);
  });

  it('takes an Avise-me request only with a confirmed token', async () => {
    const { standIn, handler, captcha } = await setup();
    const editor = await staffToken(handler);
    const soldOut = await gql(handler, UPDATE_PRODUCT, {
      token: editor,
      variables: { id: '2', input: { quantity: 0 } },
    });
    expect(soldOut.errors).toEqual([]);
    const ask = (headers: Record<string, string> = {}) =>
      gql(handler, STOCK_ALERT, {
        variables: { productId: '2', email: 'ana@exemplo.com.br' },
        headers,
      });

    expect(errorsOf(await ask())).toEqual(REFUSED);
    const asked = await ask(captcha(standIn.issue()));
    expect(asked.errors).toEqual([]);
    expect(asked.data).toEqual({
      requestStockAlert: { productId: '2', email: 'ana@exemplo.com.br' },
    });
  });

  it(`asks a login for a token after ${CAPTCHA_AFTER_FAILED_GUESSES} wrong passwords, not before`, async () => {
    const { standIn, handler, captcha } = await setup();
    const login = (password: string, headers: Record<string, string> = {}) =>
      gql(handler, LOGIN, { variables: { email: DEMO_EMAIL, password }, headers });

    for (let i = 0; i < CAPTCHA_AFTER_FAILED_GUESSES; i++) {
      expect(errorsOf(await login('Errada@123'))).toEqual([
        { code: 'INVALID_CREDENTIALS', message: 'Credenciais inválidas' },
      ]);
    }
    // Now even the right password needs a person.
    expect(errorsOf(await login(DEMO_PASSWORD))).toEqual(REFUSED);
    expect(errorsOf(await login(DEMO_PASSWORD, captcha('XXXX.forged')))).toEqual(REFUSED);
    const right = await login(DEMO_PASSWORD, captcha(standIn.issue()));
    expect(right.errors).toEqual([]);
    expect(right.data).toEqual({ loginCustomer: { token: expect.any(String) } });
  });

  it('logs in without a token while nobody has guessed wrong', async () => {
    const { handler, standIn } = await setup();
    const result = await gql(handler, LOGIN, {
      variables: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    expect(result.errors).toEqual([]);
    expect(standIn.requests).toEqual([]);
  });

  it('answers a provider outage with a retryable 503, writes nothing and logs why', async () => {
    const { standIn, handler, captcha, log } = await setup();
    standIn.failNext(502);
    const result = await gql(handler, REGISTER, {
      variables: { input: NEW_CUSTOMER_INPUT },
      headers: captcha(standIn.issue()),
    });
    expect(result.status).toBe(503);
    expect(errorsOf(result)).toEqual([
      {
        code: 'CAPTCHA_UNAVAILABLE',
        message:
          'Não foi possível concluir a verificação de segurança agora. Tente novamente em instantes.',
      },
    ]);
    expect(log).toContainEqual(expect.stringMatching(/siteverify .* answered HTTP 502/));
    // The same form goes through once the provider answers again.
    const again = await gql(handler, REGISTER, {
      variables: { input: NEW_CUSTOMER_INPUT },
      headers: captcha(standIn.issue()),
    });
    expect(again.errors).toEqual([]);
  });
});
