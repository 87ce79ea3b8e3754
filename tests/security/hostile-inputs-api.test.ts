/**
 * The hostile input corpus, sent to the real API server through its free-text fields (tickets,
 * comments, profile, search, the login's e-mail): each payload is either kept exactly as sent
 * or refused in pt-BR as bad input, never a fault.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ABUSE_LIMITS } from '../../api/guards/abuse-limits.ts';
import { gql, login } from '../support/api/api.ts';
import type { GraphQLResult } from '../support/api/api.ts';
import { apiUnderAttack } from './api-under-attack.ts';
import type { ApiUnderAttack } from './api-under-attack.ts';
import { HOSTILE_INPUTS, fitTo } from './hostile-inputs.ts';

let api: ApiUnderAttack;
beforeAll(async () => {
  // Room for one ticket and comment per payload from one customer.
  const daily = { ...DEFAULT_ABUSE_LIMITS.daily, tickets: 1_000, comments: 1_000 };
  api = await apiUnderAttack({ limits: { ...DEFAULT_ABUSE_LIMITS, daily } });
});
afterAll(() => api.server.close());

/** Kept as sent, or refused as bad input in pt-BR: never a fault or a silent change. */
function expectKeptOrRefused(result: GraphQLResult<unknown>, kept: () => void): void {
  expect(result.status).toBe(200);
  if (result.errors.length === 0) {
    kept();
    return;
  }
  expect(result.errors[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  expect(result.errors[0]?.message).toMatch(/[a-zà-ú]/i);
}

describe('the hostile input corpus through the API', () => {
  let token = '';
  beforeAll(async () => {
    token = await login(api.server.url, 'carlos.pereira@exemplo.com.br', 'Senha@456');
  });

  it.each(HOSTILE_INPUTS.map((input) => [input.id, input.value] as const))(
    '%s: kept exactly or refused as bad input, in tickets, comments, profile and search',
    async (_, value) => {
      const { url } = api.server;
      const subject = fitTo(value.trim().length >= 3 ? value : `${value} ok!`, 120);
      const opened = await gql<{
        openTicket: { id: string; subject: string; description: string };
      }>(
        url,
        'mutation ($s: String!, $d: String!) { openTicket(input: { subject: $s, description: $d }) { id subject description } }',
        { token, variables: { s: subject, d: value } },
      );
      expectKeptOrRefused(opened, () => {
        expect(opened.data?.openTicket.description).toBe(value);
        expect(opened.data?.openTicket.subject).toBe(subject.trim());
      });
      // On the customer's own ticket (Carlos's seed ticket when the new one was refused).
      const ticketId = opened.data?.openTicket.id ?? '6';
      const commented = await gql<{ addTicketComment: { comments: { body: string }[] } }>(
        url,
        'mutation ($t: ID!, $b: String!) { addTicketComment(ticketId: $t, body: $b) { comments(offset: 0, limit: 50) { body } } }',
        { token, variables: { t: ticketId, b: value } },
      );
      expectKeptOrRefused(commented, () => {
        expect(commented.data?.addTicketComment.comments.map((c) => c.body)).toContain(value);
      });
      const profile = await gql<{ updateCostumer: { address: string; city: string } }>(
        url,
        'mutation ($a: String!, $c: String!) { updateCostumer(input: { address: $a, city: $c }) { address city } }',
        { token, variables: { a: value, c: fitTo(value, 100) } },
      );
      expectKeptOrRefused(profile, () => {
        expect(profile.data?.updateCostumer.address).toBe(value.trim());
      });
      const search = await gql<{ products: { total: number } }>(
        url,
        'query ($q: String!) { products(filter: { search: $q }) { total } }',
        { variables: { q: value } },
      );
      expectKeptOrRefused(search, () => {
        expect(search.data?.products.total).toBeGreaterThanOrEqual(0);
      });
    },
  );

  it('refuses every payload as a login e-mail: a wrong login, or bad input when too long', async () => {
    // Eight at a time: each wrong login costs a password hash.
    const answers: GraphQLResult<unknown>[] = [];
    for (let start = 0; start < HOSTILE_INPUTS.length; start += 8) {
      answers.push(
        ...(await Promise.all(
          HOSTILE_INPUTS.slice(start, start + 8).map(({ value }) =>
            gql(
              api.server.url,
              'query ($e: String!) { loginCustomer(email: $e, password: "Qualquer1") { token } }',
              { variables: { e: value } },
            ),
          ),
        )),
      );
    }
    answers.forEach((answer, i) => {
      const tooLong = (HOSTILE_INPUTS[i]?.value.length ?? 0) > 254;
      expect(answer.status).toBe(tooLong ? 200 : 401);
      expect(answer.errors[0]?.extensions?.code).toBe(
        tooLong ? 'BAD_USER_INPUT' : 'INVALID_CREDENTIALS',
      );
    });
  });
});
