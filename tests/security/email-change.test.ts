/**
 * Taking over an account through its e-mail or CPF, on the real HTTP server: a logged-in
 * session alone cannot change either (the current password is needed, and refused in pt-BR
 * naming its field), and a change that goes through is told to the old address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../mocks/seed/customers.ts';
import { errorsOf, gql, login } from '../support/api/api.ts';
import { apiUnderAttack } from './api-under-attack.ts';
import type { ApiUnderAttack } from './api-under-attack.ts';

describe("a customer's e-mail and CPF", () => {
  let api: ApiUnderAttack;
  beforeAll(async () => {
    api = await apiUnderAttack();
  });
  afterAll(() => api.server.close());

  it('refuses a new e-mail without the current password, and tells the old address', async () => {
    const { url } = api.server;
    const UPDATE = `mutation($input: UpdateCustomerInput!) { updateCostumer(input: $input) { email } }`;
    const token = await login(url);
    for (const input of [
      { email: 'atacante@exemplo.com.br' },
      { email: 'atacante@exemplo.com.br', currentPassword: 'errada123' },
      { cpf: '390.533.447-05' },
    ]) {
      const result = await gql(url, UPDATE, { token, variables: { input } });
      expect(errorsOf(result)).toEqual([
        { code: 'BAD_USER_INPUT', message: 'Senha atual incorreta.' },
      ]);
      expect(result.errors[0]?.extensions?.field).toBe('currentPassword');
    }
    const moved = await gql(url, UPDATE, {
      token,
      variables: { input: { email: 'novo@exemplo.com.br', currentPassword: DEMO_PASSWORD } },
    });
    expect(moved.data).toEqual({ updateCostumer: { email: 'novo@exemplo.com.br' } });
    // The old address is told, by e-mail, and the new one is not the one told.
    const told = await api.database.db
      .selectFrom('outbox')
      .select(['to_address', 'body'])
      .where('subject', '=', 'Dados da sua conta alterados')
      .execute();
    expect(told.map((row) => row.to_address)).toEqual([DEMO_EMAIL]);
    expect(told[0]?.body).toContain('Acabamos de alterar o e-mail da sua conta');
  });
});
