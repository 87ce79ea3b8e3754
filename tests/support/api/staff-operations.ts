/**
 * Every staff operation of the SDL (the root fields marked `@staffOnly`) as a call a test can
 * send: the field with each required argument given a well-formed value that names nothing that
 * exists (ids `999999`, an e-mail nobody has), so a caller the role admits gets NOT_FOUND or a
 * validation error rather than changing the shop. Read from the SDL, so a new staff operation is
 * in every table built on this list.
 */
import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import type { GraphQLArgument, GraphQLInputType, GraphQLSchema } from 'graphql';
import { staffOperations } from '../../../api/guards/staff-gate.ts';

export const sdlSchema: GraphQLSchema = buildSchema(
  readFileSync(new URL('../../../mocks/schema.graphql', import.meta.url), 'utf8'),
);

export interface OperationCall {
  /** `Query.name` or `Mutation.name`. */
  readonly name: string;
  readonly query: string;
  readonly variables: Record<string, unknown>;
}

/** An id no record has. */
export const UNKNOWN_ID = '999999';

/** Types are told apart by their shape, not graphql's `instanceof` (two copies under vitest). */
const isNonNull = (type: object) => String(type).endsWith('!');
const ofType = (type: object): object => (type as { ofType: object }).ofType;

function scalarValue(typeName: string, argName: string): unknown {
  switch (typeName) {
    case 'ID':
      return UNKNOWN_ID;
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'Timestamp':
      return Date.UTC(2030, 0, 1);
    default:
      if (/email/i.test(argName)) return 'ninguem@exemplo.com.br';
      if (/password/i.test(argName)) return 'Uma-Senha-Longa#2026';
      if (/code/i.test(argName)) return '000000';
      return 'x';
  }
}

/** A value of `type` with every required field filled. */
function valueOf(type: GraphQLInputType | object, name: string): unknown {
  const inner = isNonNull(type) ? ofType(type) : type;
  if (String(inner).startsWith('[')) return [];
  if ('getValues' in inner) {
    return (inner as { getValues(): { name: string }[] }).getValues()[0]?.name;
  }
  if ('getFields' in inner) {
    const fields = (inner as { getFields(): Record<string, GraphQLArgument> }).getFields();
    return Object.fromEntries(
      Object.values(fields)
        .filter((field) => isNonNull(field.type) && field.defaultValue === undefined)
        .map((field) => [field.name, valueOf(field.type, field.name)]),
    );
  }
  return scalarValue(String(inner), name);
}

/** The named type under any list and non-null wrappers. */
function namedType(type: object): object {
  return 'ofType' in type ? namedType(ofType(type)) : type;
}

/** A call of `root.name` with its required arguments. */
export function callOf(schema: GraphQLSchema, name: string): OperationCall {
  const [rootName = '', fieldName = ''] = name.split('.');
  const root = rootName === 'Mutation' ? schema.getMutationType() : schema.getQueryType();
  const field = root?.getFields()[fieldName];
  if (!field) throw new Error(`${name} is not in the SDL`);
  const args = field.args.filter((arg) => isNonNull(arg.type) && arg.defaultValue === undefined);
  const declared = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = 'getFields' in namedType(field.type) ? ' { __typename }' : '';
  const keyword = rootName === 'Mutation' ? 'mutation' : 'query';
  return {
    name,
    query: `${keyword} Call${declared ? `(${declared})` : ''} { ${fieldName}${passed ? `(${passed})` : ''}${selection} }`,
    variables: Object.fromEntries(args.map((arg) => [arg.name, valueOf(arg.type, arg.name)])),
  };
}

/** Every staff operation of `schema` as a call, in the SDL's order. */
export function staffOperationCalls(schema: GraphQLSchema = sdlSchema): OperationCall[] {
  return [...staffOperations(schema)].map((name) => callOf(schema, name));
}
