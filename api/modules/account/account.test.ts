import { describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_MS } from '../../core/constants.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, OTHER_EMAIL } from '../../../mocks/seed/customers.ts';
import {
  LOGIN,
  NEW_CUSTOMER_INPUT,
  errorsOf,
  gql,
  login,
  outboxOf,
  recoveryCodeOf,
  testHandler,
} from '../../../tests/support/api/api.ts';
import { captureLog } from '../../../tests/support/log-capture.ts';

const ME = `query GetCustomerLoggedIn {
  getCustomerLoggedIn { id name email rg cpf phone address cep city state country created_at updated_at deleted_at }
}`;
const UPDATE = `mutation UpdateCostumer($input: UpdateCustomerInput!) {
  updateCostumer(input: $input) { id name email phone address cep city state country rg cpf }
}`;
const REGISTER = `mutation Register($input: RegisterCustomerInput!) { registerCustomer(input: $input) { token } }`;
const REQUEST_RESET = `mutation($email: String!) { requestPasswordReset(email: $email) }`;
const RESET = `mutation($email: String!, $code: String!, $newPassword: String!) {
  resetPassword(email: $email, code: $code, newPassword: $newPassword)
}`;

const UNAUTHENTICATED = [{ code: 'UNAUTHENTICATED', message: 'Usuário não autenticado' }];

describe('login and session', () => {
  it('logs the demo customer in with a token that loads the complete profile', async () => {
    const handler = await testHandler();
    const token = await login(handler);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const me = await gql(handler, ME, { token });
    expect(me.errors).toEqual([]);
    expect(me.data?.['getCustomerLoggedIn']).toMatchObject({
      id: '1',
      name: 'Cliente Exemplo',
      email: DEMO_EMAIL,
      cpf: '52998224725',
      state: 'SP',
      city: 'São Paulo',
      cep: '01310100',
      deleted_at: null,
    });
  });

  it('accepts the e-mail in any case and the captcha header', async () => {
    const handler = await testHandler();
    const result = await gql(handler, LOGIN, {
      variables: { email: '  Cliente@Exemplo.com.BR ', password: DEMO_PASSWORD },
      headers: { 'X-Captcha-Token': 'anything' },
    });
    expect(result.errors).toEqual([]);
  });

  it.each([
    ['a wrong password', DEMO_EMAIL, 'Senha@1234'],
    ['an unknown e-mail', 'ninguem@exemplo.com.br', DEMO_PASSWORD],
  ])('answers Credenciais inválidas with HTTP 401 for %s', async (_, email, password) => {
    const result = await gql(await testHandler(), LOGIN, { variables: { email, password } });
    expect(result.status).toBe(401);
    expect(errorsOf(result)).toEqual([
      { code: 'INVALID_CREDENTIALS', message: 'Credenciais inválidas' },
    ]);
  });

  it.each([
    ['no token', undefined],
    ['a garbage token', 'garbage'],
    ['a 5 KB token', 'a'.repeat(5 * 1024)],
    ['a token-shaped unknown token', 'f'.repeat(64)],
  ])('refuses getCustomerLoggedIn with %s', async (_, token) => {
    const result = await gql(await testHandler(), ME, { token });
    expect(result.status).toBe(200);
    expect(errorsOf(result)).toEqual(UNAUTHENTICATED);
  });

  it('expires tokens after TOKEN_LIFETIME_DAYS', async () => {
    let clock = Date.UTC(2026, 10, 20);
    const handler = await testHandler({ now: () => clock });
    const token = await login(handler);
    clock += TOKEN_LIFETIME_MS - 1;
    expect((await gql(handler, ME, { token })).errors).toEqual([]);
    clock += 1;
    expect(errorsOf(await gql(handler, ME, { token }))).toEqual(UNAUTHENTICATED);
  });

  it('ends the session on logout', async () => {
    const handler = await testHandler();
    const token = await login(handler);
    const out = await gql(handler, 'mutation { logoutCustomer }', { token });
    expect(out.data).toEqual({ logoutCustomer: true });
    expect(errorsOf(await gql(handler, ME, { token }))).toEqual(UNAUTHENTICATED);
  });
});

describe('registerCustomer', () => {
  const valid = NEW_CUSTOMER_INPUT;

  it('creates the account, logs it in and normalises the documents', async () => {
    const handler = await testHandler();
    const result = await gql<{ registerCustomer: { token: string } }>(handler, REGISTER, {
      variables: { input: valid },
    });
    expect(result.errors).toEqual([]);
    const token = result.data?.registerCustomer.token ?? '';
    const me = await gql(handler, ME, { token });
    expect(me.data?.['getCustomerLoggedIn']).toMatchObject({
      id: '3',
      name: 'Joana Lima',
      email: 'joana@exemplo.com.br',
      cpf: '39053344705',
      phone: '31998765432',
    });
    expect(await login(handler, 'joana@exemplo.com.br', 'Tucano!Azul7')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses an e-mail already registered with the fixed message', async () => {
    const result = await gql(await testHandler(), REGISTER, {
      variables: { input: { ...valid, email: DEMO_EMAIL } },
    });
    expect(errorsOf(result)).toEqual([
      { code: 'BAD_USER_INPUT', message: 'E-mail já cadastrado.' },
    ]);
    expect(result.errors[0]?.extensions?.field).toBe('email');
  });

  it('names every invalid field in one error', async () => {
    const result = await gql(await testHandler(), REGISTER, {
      variables: {
        input: {
          name: ' ',
          email: 'sem-arroba',
          cpf: '123.456.789-00',
          phone: '123',
          password: 'curta',
        },
      },
    });
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]?.extensions?.fields?.map((f) => f.field)).toEqual([
      'name',
      'email',
      'cpf',
      'phone',
      'password',
      'acceptPrivacyPolicy',
    ]);
    expect(result.errors[0]?.message).toContain('CPF inválido');
  });

  it.each([[false], [null], [undefined]])(
    'refuses without the privacy policy accepted (%s), in Portuguese',
    async (accepted) => {
      const handler = await testHandler();
      const result = await gql(handler, REGISTER, {
        variables: { input: { ...valid, acceptPrivacyPolicy: accepted } },
      });
      expect(errorsOf(result)).toEqual([
        {
          code: 'BAD_USER_INPUT',
          message: 'Para criar a conta, leia e aceite a Política de Privacidade.',
        },
      ]);
      expect(result.errors[0]?.extensions?.field).toBe('acceptPrivacyPolicy');
      await expect(login(handler, valid.email, valid.password)).rejects.toThrow();
    },
  );

  it('requires letters and digits in the password', async () => {
    const result = await gql(await testHandler(), REGISTER, {
      variables: { input: { ...valid, password: '12345678' } },
    });
    expect(result.errors[0]?.extensions?.field).toBe('password');
  });
});

describe('updateCostumer', () => {
  it('updates only the given fields and clears optional ones with an empty string', async () => {
    const handler = await testHandler();
    const token = await login(handler);
    const result = await gql(handler, UPDATE, {
      token,
      variables: { input: { city: 'Campinas', state: 'sp', cep: '13015-904', rg: '' } },
    });
    expect(result.errors).toEqual([]);
    expect(result.data?.['updateCostumer']).toMatchObject({
      name: 'Cliente Exemplo',
      city: 'Campinas',
      state: 'SP',
      cep: '13015904',
      rg: null,
    });
  });

  it.each([
    [{ cpf: '529.982.247-24' }, 'cpf', 'CPF inválido: confira os 11 dígitos.'],
    [{ state: 'XX' }, 'state', 'Estado inválido'],
    [{ email: 'a@b' }, 'email', 'Informe um e-mail válido, como nome@exemplo.com.br.'],
    [{ email: OTHER_EMAIL }, 'email', 'E-mail já cadastrado.'],
    [{ cep: '1234' }, 'cep', 'Informe o CEP com 8 dígitos, por exemplo 01310-100.'],
    [{ phone: '11 1234' }, 'phone', 'Telefone inválido'],
    [{ name: '' }, 'name', 'Informe seu nome.'],
    [{ address: 'x'.repeat(201) }, 'address', 'no máximo 200'],
  ])('refuses %j naming the field', async (input, field, message) => {
    const handler = await testHandler();
    const token = await login(handler);
    const result = await gql(handler, UPDATE, { token, variables: { input } });
    expect(result.errors[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(result.errors[0]?.message).toContain(message);
  });

  it('needs a token', async () => {
    const result = await gql(await testHandler(), UPDATE, {
      variables: { input: { city: 'Santos' } },
    });
    expect(errorsOf(result)).toEqual(UNAUTHENTICATED);
  });
});

describe('password recovery', () => {
  it('e-mails a code that sets a new password and ends the old sessions, logging none', async () => {
    const { log, lines } = captureLog();
    const handler = await testHandler({ log });
    const oldToken = await login(handler);
    const requested = await gql(handler, REQUEST_RESET, { variables: { email: DEMO_EMAIL } });
    expect(requested.data).toEqual({ requestPasswordReset: true });
    const code = await recoveryCodeOf(handler, DEMO_EMAIL);
    expect(code).toMatch(/^\d{6}$/);
    expect(lines.join('\n')).not.toContain(code);

    const reset = await gql(handler, RESET, {
      variables: { email: DEMO_EMAIL, code, newPassword: 'NovaSenha1' },
    });
    expect(reset.data).toEqual({ resetPassword: true });
    expect(errorsOf(await gql(handler, ME, { token: oldToken }))).toEqual(UNAUTHENTICATED);
    expect(await login(handler, DEMO_EMAIL, 'NovaSenha1')).toMatch(/^[0-9a-f]{64}$/);
    // The code is single-use.
    const again = await gql(handler, RESET, {
      variables: { email: DEMO_EMAIL, code, newPassword: 'OutraSenha2' },
    });
    expect(errorsOf(again)).toEqual([
      { code: 'BAD_USER_INPUT', message: 'Código inválido ou expirado.' },
    ]);
  });

  it('answers the same for an unknown e-mail and logs nothing', async () => {
    const { log, lines, notes } = captureLog();
    const handler = await testHandler({ log });
    const requested = await gql(handler, REQUEST_RESET, {
      variables: { email: 'x@exemplo.com.br' },
    });
    expect(requested.data).toEqual({ requestPasswordReset: true });
    // Its access lines only: nothing about the address, which might be no customer's.
    expect(notes()).toEqual([]);
    expect(lines.join('\n')).not.toContain('x@exemplo.com.br');
    expect(await outboxOf(handler, 'x@exemplo.com.br')).toEqual([]);
    const reset = await gql(handler, RESET, {
      variables: { email: 'x@exemplo.com.br', code: '123456', newPassword: 'NovaSenha1' },
    });
    expect(errorsOf(reset)).toEqual([
      { code: 'BAD_USER_INPUT', message: 'Código inválido ou expirado.' },
    ]);
  });

  it('burns the code after five wrong tries and refuses it once expired', async () => {
    let clock = Date.UTC(2026, 10, 20);
    const handler = await testHandler({ now: () => clock });
    const codeOf = () => recoveryCodeOf(handler, DEMO_EMAIL);
    const attempt = (code: string) =>
      gql(handler, RESET, { variables: { email: DEMO_EMAIL, code, newPassword: 'NovaSenha1' } });

    await gql(handler, REQUEST_RESET, { variables: { email: DEMO_EMAIL } });
    const code = await codeOf();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await attempt(wrong);
    expect(errorsOf(await attempt(code))[0]?.message).toBe('Código inválido ou expirado.');

    await gql(handler, REQUEST_RESET, { variables: { email: DEMO_EMAIL } });
    clock += 15 * 60 * 1000;
    expect(errorsOf(await attempt(await codeOf()))[0]?.message).toBe(
      'Código inválido ou expirado.',
    );
  });
});
