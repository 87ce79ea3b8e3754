/**
 * `Timestamp`: milliseconds since the epoch as a JSON number (too large for GraphQL's Int).
 * A plain scalar config rather than a GraphQLScalarType instance, so it works whichever copy
 * of `graphql` builds the schema (see errors.ts).
 */
import { Kind } from 'graphql';
import type { ValueNode } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

const MESSAGE = 'Timestamp deve ser um número inteiro de milissegundos desde 1970.';

function toTimestamp(value: unknown): number {
  const ms = value instanceof Date ? value.getTime() : value;
  if (typeof ms !== 'number' || !Number.isSafeInteger(ms)) throw createGraphQLError(MESSAGE);
  return ms;
}

export const scalarResolvers = {
  Timestamp: {
    serialize: toTimestamp,
    parseValue: toTimestamp,
    parseLiteral(ast: ValueNode) {
      if (ast.kind !== Kind.INT) throw createGraphQLError(MESSAGE);
      return toTimestamp(Number(ast.value));
    },
  },
};
