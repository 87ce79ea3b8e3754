import { buildSchema, isInputObjectType, isObjectType, printType } from 'graphql';
import type { GraphQLField, GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, MAX_QUERY_DEPTH, MAX_QUERY_ALIASES, MAX_QUERY_COST } from './constants.ts';
import { typeDefs } from '../../tests/support/api/api.ts';
import {
  RICH_TEXT_MAX_LENGTH,
  TICKET_SUBJECT_MAX_LENGTH,
  TICKET_SUBJECT_MIN_LENGTH,
  TOKEN_LIFETIME_DAYS,
} from '../../contract/limits.ts';

const schema: GraphQLSchema = buildSchema(typeDefs);

function signature(typeName: string, fieldName: string): string {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`${typeName} is not an object type`);
  const field = type.getFields()[fieldName] as GraphQLField<unknown, unknown> | undefined;
  if (!field) return 'missing';
  const args = field.args.map((arg) => `${arg.name}: ${String(arg.type)}`).join(', ');
  return `${field.name}${args ? `(${args})` : ''}: ${String(field.type)}`;
}

function fieldNames(typeName: string): string[] {
  const type = schema.getType(typeName);
  return isObjectType(type) ? Object.keys(type.getFields()) : [];
}

describe('the SDL contract', () => {
  it('keeps the signatures clients rely on', () => {
    expect(signature('Query', 'loginCustomer')).toBe(
      'loginCustomer(email: String!, password: String!): LoginResult!',
    );
    expect(signature('Query', 'getCustomerLoggedIn')).toBe('getCustomerLoggedIn: Customer');
    expect(signature('Query', 'getProduct')).toBe('getProduct(id: ID!): Product!');
    expect(signature('Mutation', 'updateCostumer')).toBe(
      'updateCostumer(input: UpdateCustomerInput!): Customer!',
    );
    const loginResult = schema.getType('LoginResult');
    if (!loginResult) throw new Error('LoginResult missing');
    expect(printType(loginResult)).toContain('token: String!');
  });

  it('carries the Customer and Product fields clients rely on', () => {
    expect(fieldNames('Customer')).toEqual(
      expect.arrayContaining(
        'id name email rg cpf phone address cep city state country created_at updated_at deleted_at'.split(
          ' ',
        ),
      ),
    );
    expect(fieldNames('Product')).toEqual(
      expect.arrayContaining(
        'id photos name description price quantity is_published deleted_at created_at updated_at category isFavorited attributes'.split(
          ' ',
        ),
      ),
    );
    expect(fieldNames('ProductAttribute')).toEqual(['id', 'name', 'values']);
    expect(fieldNames('AttributeValue')).toEqual(['id', 'value']);
  });

  it('documents every type, field and input field', () => {
    const undocumented: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (
        type.name.startsWith('__') ||
        ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)
      )
        continue;
      if (!type.description) undocumented.push(type.name);
      if (isObjectType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) undocumented.push(`${type.name}.${field.name}`);
        }
      }
    }
    expect(undocumented).toEqual([]);
  });

  it('quotes the limits the mock enforces', () => {
    const query = schema.getQueryType()?.getFields();
    expect(query?.['loginCustomer']?.description).toContain(
      `valid for ${TOKEN_LIFETIME_DAYS} days`,
    );
    expect(query?.['loginCustomer']?.description).toContain('X-Captcha-Token');
    expect(query?.['products']?.description).toContain(`from 1 to ${MAX_PAGE_SIZE}`);
    expect(schema.description).toContain(`deeper than ${MAX_QUERY_DEPTH} levels`);
    expect(schema.description).toContain(`with more than ${MAX_QUERY_ALIASES} aliases`);
    expect(schema.description).toContain(`costs more than ${MAX_QUERY_COST} units`);
    const openTicket = schema.getType('OpenTicketInput');
    if (!isInputObjectType(openTicket)) throw new Error('OpenTicketInput missing');
    expect(openTicket.getFields()['subject']?.description).toContain(
      `${TICKET_SUBJECT_MIN_LENGTH} to ${TICKET_SUBJECT_MAX_LENGTH} characters`,
    );
    expect(openTicket.getFields()['description']?.description).toContain(
      RICH_TEXT_MAX_LENGTH.toLocaleString('en-US'),
    );
  });
});
