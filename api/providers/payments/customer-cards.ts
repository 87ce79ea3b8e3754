/**
 * Saved cards as Mercado Pago keeps them, and as the embedded stand-in answers too: a customer
 * per shop customer (found by e-mail, else created) and the customer's cards, each saved from a
 * single-use card token. Both providers make these calls alike:
 *
 *   GET    /v1/customers/search?email=…         {results: [{id, email, …}]}
 *   POST   /v1/customers                        {email, first_name, last_name,
 *                                                identification: {type: "CPF", number}}
 *   POST   /v1/customers/{id}/cards             {token} -> {id, payment_method: {id},
 *                                                last_four_digits, expiration_month,
 *                                                expiration_year, cardholder: {name}, …}
 *   DELETE /v1/customers/{id}/cards/{card_id}
 *
 * Errors are Mercado Pago's `{message, error, status, cause: [{code, description}]}`.
 */
import { cardBrandOfPaymentMethod } from '../../../contract/card-brands.ts';
import { sha256Hex } from '../../core/secrets.ts';
import { readAnswer } from './answer.ts';
import { answerError } from './http-json.ts';
import type { JsonAnswer, JsonClient } from './http-json.ts';
import { CARD_AGAIN_MESSAGE, TOKEN_UNKNOWN_MESSAGE } from './provider.ts';
import type { PaymentProviderError, SavedCards } from './provider.ts';

/** `cause` codes of a refused request about the card token (not found, invalid). */
const CARD_TOKEN_CAUSES = new Set([2006, 2062, 3003]);
/** The `cause` code of a card token the provider never issued. */
const UNKNOWN_TOKEN_CAUSE = 2006;
const DEFAULT_REJECTION = 'O Mercado Pago recusou o pagamento: confira os dados e tente de novo.';

/**
 * A Mercado Pago error answer as the module's error: a refused card token asks for the card
 * again (`tokenUnknown`, when given, says so of a token the provider never issued); `setting`
 * names the access token to check when the credentials are refused.
 */
export function mercadoPagoError(
  { status, body }: JsonAnswer,
  what: string,
  setting: string,
  rejection = DEFAULT_REJECTION,
  tokenUnknown = CARD_AGAIN_MESSAGE,
): PaymentProviderError {
  const answer = readAnswer(body, what);
  const causes = Array.isArray(answer.at('cause')) ? (answer.at('cause') as unknown[]) : [];
  const codes = causes.map((cause) => Number(readAnswer(cause, what).at('code')));
  const detail = `${what}: HTTP ${status} ${String(answer.at('error') ?? '')} cause ${codes.join(',') || '-'}`;
  const cardAgain = codes.some((code) => CARD_TOKEN_CAUSES.has(code));
  const message = codes.includes(UNKNOWN_TOKEN_CAUSE) ? tokenUnknown : CARD_AGAIN_MESSAGE;
  return answerError(status, detail, setting, cardAgain ? message : rejection);
}

export function splitName(name: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.length > 0 ? rest.join(' ') : first };
}

const SAVE_REJECTION = 'O serviço de pagamentos não aceitou salvar este cartão: confira os dados.';

/** The saved-card calls over `client`; `setting` names its access token, for the log. */
export function customerCardCalls(client: JsonClient, setting: string): SavedCards {
  const customerPath = (id: string) => `/v1/customers/${encodeURIComponent(id)}`;

  /** The id of the customer of `email`, or null when there is none. */
  async function search(email: string): Promise<string | null> {
    const found = await client.send(
      'GET',
      `/v1/customers/search?email=${encodeURIComponent(email)}`,
    );
    const what = 'GET /v1/customers/search';
    if (found.status !== 200) throw mercadoPagoError(found, what, setting, SAVE_REJECTION);
    const results = readAnswer(found.body, what).at('results');
    return Array.isArray(results) && results.length > 0
      ? readAnswer(results[0], what).string('id')
      : null;
  }

  return {
    async customerFor(customer) {
      const existing = await search(customer.email);
      if (existing !== null) return existing;
      const created = await client.send('POST', '/v1/customers', {
        body: {
          email: customer.email,
          ...splitName(customer.name),
          ...(customer.cpf === '' ? {} : { identification: { type: 'CPF', number: customer.cpf } }),
        },
        // The same e-mail always makes the same customer: two saves at once make one.
        idempotencyKey: `customer-${sha256Hex(customer.email).slice(0, 40)}`,
      });
      if (created.status !== 200 && created.status !== 201) {
        // Made meanwhile by a concurrent save (the e-mail is taken): that customer is the one.
        const raced = created.status === 400 ? await search(customer.email) : null;
        if (raced !== null) return raced;
        throw mercadoPagoError(created, 'POST /v1/customers', setting, SAVE_REJECTION);
      }
      return readAnswer(created.body, 'POST /v1/customers').string('id');
    },

    async saveCard(customerId, token) {
      const path = `${customerPath(customerId)}/cards`;
      const what = `POST ${path}`;
      const answer = await client.send('POST', path, {
        body: { token },
        idempotencyKey: `card-${token}`,
      });
      if (answer.status !== 200 && answer.status !== 201) {
        throw mercadoPagoError(answer, what, setting, SAVE_REJECTION, TOKEN_UNKNOWN_MESSAGE);
      }
      const card = readAnswer(answer.body, what);
      return {
        id: card.string('id'),
        brand: cardBrandOfPaymentMethod(card.string('payment_method.id')),
        last4: card.string('last_four_digits'),
        holderName: card.string('cardholder.name'),
        expMonth: card.number('expiration_month'),
        expYear: card.number('expiration_year'),
      };
    },

    async removeCard(customerId, cardId) {
      const path = `${customerPath(customerId)}/cards/${encodeURIComponent(cardId)}`;
      const answer = await client.send('DELETE', path, { idempotencyKey: `card-delete-${cardId}` });
      // Gone already (removed before, or its customer with it): what was asked is done.
      if (answer.status === 200 || answer.status === 404) return;
      throw mercadoPagoError(answer, `DELETE ${path}`, setting, SAVE_REJECTION);
    },
  };
}
