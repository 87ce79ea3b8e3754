import { buildSchema } from 'graphql';
import type { GraphQLArgument, GraphQLInputField } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../mocks/seed/customers.ts';
import { LOGIN, gql, login, testHandler, typeDefs } from '../../tests/support/api/api.ts';
import type { GraphQLResult } from '../../tests/support/api/api.ts';
import { ENGINES } from '../../tests/support/api/database.ts';
import type { Database } from '../db/database.ts';
import { FIELD_LABELS, boundsOf } from './input-bounds.ts';
import {
  PASSWORD_MAX_LENGTH,
  RICH_TEXT_MAX_LENGTH,
  SEARCH_MAX_LENGTH,
} from '../../contract/limits.ts';

const schema = buildSchema(typeDefs);

interface Bounded {
  readonly where: string;
  readonly definition: GraphQLArgument | GraphQLInputField;
}

/** Every argument and input field of the SDL, named `Type.field(arg)` or `Input.field`. */
function everyInput(): Bounded[] {
  const found: Bounded[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || !('getFields' in type)) continue;
    for (const field of Object.values(type.getFields())) {
      if ('args' in field) {
        for (const arg of field.args) {
          found.push({ where: `${type.name}.${field.name}(${arg.name})`, definition: arg });
        }
      } else {
        found.push({ where: `${type.name}.${field.name}`, definition: field });
      }
    }
  }
  return found;
}

const printed = (definition: Bounded['definition']) => String(definition.type);
const isStringLike = (definition: Bounded['definition']) =>
  /^\[?(String|ID)\b/.test(printed(definition));
const isList = (definition: Bounded['definition']) => printed(definition).startsWith('[');

async function rateLimitRows(database: Database): Promise<number> {
  const row = await database.db
    .selectFrom('rate_limits')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function expectRefused(
  result: GraphQLResult<unknown>,
  issues: { field: string; message: string }[],
) {
  expect(result.data).toBeNull();
  expect(result.errors).toHaveLength(1);
  expect(result.errors[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  expect(result.errors[0]?.extensions?.fields).toEqual(issues);
}

describe('the SDL bounds every input', () => {
  it('gives every string and ID argument or input field a @maxLength, and every list a @maxItems', () => {
    const missing = everyInput().flatMap(({ where, definition }) => {
      const bounds = boundsOf(definition);
      return [
        ...(isStringLike(definition) && bounds.maxLength === undefined
          ? [`${where} @maxLength`]
          : []),
        ...(isList(definition) && bounds.maxItems === undefined ? [`${where} @maxItems`] : []),
      ];
    });
    expect(missing).toEqual([]);
  });

  it('quotes each bound in the description of what it bounds', () => {
    const unquoted = everyInput().flatMap(({ where, definition }) => {
      const { maxLength, maxItems } = boundsOf(definition);
      return [maxLength, maxItems]
        .filter((n): n is number => n !== undefined)
        .filter((n) => !(definition.description ?? '').includes(n.toLocaleString('en-US')))
        .map((n) => `${where}: ${n}`);
    });
    expect(unquoted).toEqual([]);
  });

  it('has a pt-BR name for every bounded field', () => {
    const names = everyInput()
      .filter(({ definition }) => Object.keys(boundsOf(definition)).length > 0)
      .map(({ definition }) => definition.name);
    expect([...new Set(names)].filter((name) => !(name in FIELD_LABELS))).toEqual([]);
  });

  it('bounds what the API checks with the same numbers', () => {
    const query = schema.getQueryType()?.getFields();
    const args = query?.['loginCustomer']?.args ?? [];
    expect(args.map((arg) => [arg.name, boundsOf(arg).maxLength])).toEqual([
      ['email', 254],
      ['password', PASSWORD_MAX_LENGTH],
    ]);
    const comment = schema.getMutationType()?.getFields()['addTicketComment']?.args;
    expect(boundsOf(comment?.find((arg) => arg.name === 'body') as GraphQLArgument)).toEqual({
      maxLength: RICH_TEXT_MAX_LENGTH,
    });
    const filter = schema.getType('ProductFilter');
    if (!filter || !('getFields' in filter)) throw new Error('ProductFilter missing');
    expect(boundsOf(filter.getFields()['search'] as GraphQLInputField).maxLength).toBe(
      SEARCH_MAX_LENGTH,
    );
  });
});

describe.each(ENGINES)('bounds are checked before any work (%s)', (engine) => {
  it('refuses a 255-character e-mail at login as no guess: nothing counted, nothing stored', async () => {
    const handler = await testHandler({ engine });
    const email = `${'a'.repeat(255 - '@exemplo.com.br'.length)}@exemplo.com.br`;

    const result = await gql(handler, LOGIN, { variables: { email, password: 'Qualquer1' } });

    expectRefused(result, [
      { field: 'email', message: 'O e-mail deve ter no máximo 254 caracteres.' },
    ]);
    expect(result.status).toBe(200);
    expect(await rateLimitRows(handler.database)).toBe(0);
  });

  it('lets a 254-character e-mail through to the login, which counts it as a guess', async () => {
    const handler = await testHandler({ engine });
    const email = `${'a'.repeat(254 - '@exemplo.com.br'.length)}@exemplo.com.br`;

    const result = await gql(handler, LOGIN, { variables: { email, password: 'Qualquer1' } });

    expect(result.status).toBe(401);
    expect(result.errors[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    // One row for the account, one for the address.
    expect(await rateLimitRows(handler.database)).toBe(2);
  });

  it('refuses a 129-character password and an over-long recovery code without spending a guess', async () => {
    const handler = await testHandler({ engine });
    const password = await gql(handler, LOGIN, {
      variables: { email: DEMO_EMAIL, password: 'a1'.repeat(65) },
    });
    expectRefused(password, [
      { field: 'password', message: 'A senha deve ter no máximo 128 caracteres.' },
    ]);
    const code = await gql(
      handler,
      'mutation { resetPassword(email: "cliente@exemplo.com.br", code: "12345678901", newPassword: "Outra#Senha91") }',
    );
    expectRefused(code, [{ field: 'code', message: 'O código deve ter no máximo 10 caracteres.' }]);
    expect(await rateLimitRows(handler.database)).toBe(0);
    expect(await login(handler, DEMO_EMAIL, DEMO_PASSWORD)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('how bounds are read and named', () => {
  it('names every broken bound of an input object by its path inside it, in literals and variables', async () => {
    const handler = await testHandler();
    const token = await login(handler);
    const line = { productId: '1', quantity: 1, attributeValueIds: ['cor-preto'] };
    const result = await gql(
      handler,
      `mutation ($cep: String!) {
        placeOrder(input: {
          lines: [{ productId: "1", quantity: 1, attributeValueIds: ["${'x'.repeat(41)}"] }],
          address: { recipient: "Ana", cep: $cep, street: "Rua A", number: "1", district: "Centro",
                     city: "São Paulo", state: "SP" },
          freight: PAC, paymentMethod: PIX, idempotencyKey: "chave-de-teste-1"
        }) { id }
      }`,
      { token, variables: { cep: '01310-100-00' } },
    );
    expectRefused(result, [
      {
        field: 'lines.0.attributeValueIds.0',
        message: 'A lista de opções: cada item deve ter no máximo 40 caracteres.',
      },
      { field: 'address.cep', message: 'O CEP deve ter no máximo 10 caracteres.' },
    ]);
    const tooMany = await gql(
      handler,
      'query ($lines: [CartLineInput!]!) { freightQuote(cep: "01310100", lines: $lines) { subtotal } }',
      { variables: { lines: Array.from({ length: 21 }, () => line) } },
    );
    expectRefused(tooMany, [
      { field: 'lines', message: 'O carrinho deve ter no máximo 20 itens.' },
    ]);
  });

  it('follows fragments and names a list item by its index', async () => {
    const handler = await testHandler();
    const result = await gql(
      handler,
      `query ($ids: [ID!]) { ...Page }
       fragment Page on Query { products(filter: { ids: $ids }) { total } }`,
      { variables: { ids: ['1', '2', '3'.repeat(21)] } },
    );
    expectRefused(result, [
      { field: 'ids.2', message: 'A lista de ids: cada item deve ter no máximo 20 caracteres.' },
    ]);
  });

  it('leaves a value of the wrong type to GraphQL, and a request within the bounds alone', async () => {
    const handler = await testHandler();
    const wrongType = await gql(handler, LOGIN, { variables: { email: 42, password: 'x' } });
    expect(wrongType.errors[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(wrongType.errors[0]?.message).toContain('String cannot represent');
    const within = await gql(handler, '{ getProduct(id: "1") { id } }');
    expect(within.data).toEqual({ getProduct: { id: '1' } });
  });
});
