/**
 * Limits on the query document, checked before anything is executed, as one yoga plugin:
 * - before parsing, bracket nesting (graphql's recursive parser overflows the stack on a few
 *   thousand nested `{`, which no library guards against) and graphql-js' own token cap;
 * - while validating, graphql-armor's alias and depth rules, and graphql-query-complexity's cost
 *   rule, which estimates the size of the answer: list fields multiply what is below them by
 *   their page size (`pageSize`, `limit`) or by how long such a list can be, rich text counts
 *   for its maximum length, and introspection is counted like any other field.
 * One cost unit stands for about 100 bytes of JSON, so MAX_QUERY_COST bounds any answer,
 * anonymous or not, to a few megabytes.
 */
import type { GraphQLError, GraphQLSchema, ValidationContext } from 'graphql';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { getComplexity } from 'graphql-query-complexity';
import type { ComplexityEstimator } from 'graphql-query-complexity';
import { createGraphQLError } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';
import {
  DEFAULT_COMMENT_PAGE_SIZE,
  DEFAULT_PAGE_SIZE,
  MAX_CREDIT_CARDS,
  MAX_FAVORITES,
  MAX_QUERY_ALIASES,
  MAX_QUERY_COST,
  MAX_QUERY_DEPTH,
  MAX_QUERY_NESTING,
  MAX_QUERY_TOKENS,
  OTHER_LIST_SIZE,
  PRODUCT_MAX_PHOTOS,
  PRODUCT_MAX_ATTRIBUTES,
  ATTRIBUTE_MAX_VALUES,
} from '../core/constants.ts';
import { RICH_TEXT_MAX_LENGTH } from '../../contract/limits.ts';
import { PHOTO_FORMATS } from '../providers/photos/processor.ts';

/** The deepest nesting of `{`, `(` and `[` in a GraphQL document, strings and comments skipped. */
export function bracketNesting(source: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '#') {
      while (i < source.length && source[i] !== '\n') i++;
    } else if (c === '"') {
      if (source.startsWith('"""', i)) {
        const end = source.indexOf('"""', i + 3);
        i = end < 0 ? source.length : end + 2;
      } else {
        i++;
        while (i < source.length && source[i] !== '"' && source[i] !== '\n') {
          if (source[i] === '\\') i++;
          i++;
        }
      }
    } else if (c === '{' || c === '(' || c === '[') {
      depth++;
      deepest = Math.max(deepest, depth);
    } else if (c === '}' || c === ')' || c === ']') {
      depth--;
    }
  }
  return deepest;
}

type Args = Record<string, unknown>;

/*
 * Kinds of types told apart by their methods, not graphql's `isObjectType()` and friends: those
 * check `instanceof`, which fails where a test runner loads graphql twice (see errors.ts).
 */
interface WithFields {
  getFields(): Record<string, { args: readonly unknown[] }>;
}
const isOutputComposite = (type: object): type is WithFields =>
  'getFields' in type && 'getInterfaces' in type;
const isInputObject = (type: object): type is WithFields =>
  'getFields' in type && !('getInterfaces' in type);
const isEnum = (type: object): type is { getValues(): readonly unknown[] } => 'getValues' in type;

/** Lists whose length the request chooses, or that the API caps. */
const LIST_SIZES: Record<string, (args: Args) => number> = {
  // The page size multiplies the whole page; its items list is then counted once.
  'Query.products': (args) => Number(args['pageSize'] ?? DEFAULT_PAGE_SIZE),
  'ProductPage.items': () => 1,
  'Product.photos': () => PRODUCT_MAX_PHOTOS,
  'Product.images': () => PRODUCT_MAX_PHOTOS,
  'ProductContentView.photos': () => PRODUCT_MAX_PHOTOS,
  'ProductImage.sources': () => PHOTO_FORMATS.length,
  'Product.attributes': () => PRODUCT_MAX_ATTRIBUTES,
  'ProductFacets.attributes': () => PRODUCT_MAX_ATTRIBUTES,
  'ProductAttribute.values': () => ATTRIBUTE_MAX_VALUES,
  'AttributeFacet.values': () => ATTRIBUTE_MAX_VALUES,
  'Ticket.comments': (args) => Number(args['limit'] ?? DEFAULT_COMMENT_PAGE_SIZE),
  'Query.favorites': () => MAX_FAVORITES,
  'Query.favoriteIds': () => MAX_FAVORITES,
  'Query.creditCards': () => MAX_CREDIT_CARDS,
  'Query.productRatings': (args) => Number(args['pageSize'] ?? 100),
  'ProductRatingPage.items': () => 1,
  'ProductRating.latest': () => 5,
  'Query.productReviews': (args) => Number(args['pageSize'] ?? 10),
  'ProductReviewPage.items': () => 1,
  'Query.staffReviews': (args) => Number(args['pageSize'] ?? 25),
  'StaffReviewPage.items': () => 1,
};

/** Strings that may hold a whole rich text, counted for their largest size. */
const RICH_TEXT_FIELDS = new Set(['Ticket.description', 'TicketComment.body']);
const RICH_TEXT_COST = Math.ceil(RICH_TEXT_MAX_LENGTH / 100);

/**
 * How long each introspection list is in this schema: the number of types and directives, and
 * the mean number of fields, arguments, enum values... per item, so a full introspection costs
 * about what its answer weighs.
 */
function introspectionListSizes(schema: GraphQLSchema): Record<string, number> {
  const types: object[] = Object.values(schema.getTypeMap());
  const mean = (counts: number[]) =>
    Math.max(1, Math.ceil(counts.reduce((sum, n) => sum + n, 0) / Math.max(1, counts.length)));
  const fieldsOf = types.flatMap((type) =>
    isOutputComposite(type) ? [Object.values(type.getFields())] : [],
  );
  const directives = schema.getDirectives();
  return {
    '__Schema.types': types.length,
    '__Schema.directives': directives.length,
    '__Type.fields': mean(fieldsOf.map((fields) => fields.length)),
    '__Type.inputFields': mean(
      types.flatMap((t) => (isInputObject(t) ? [Object.keys(t.getFields()).length] : [])),
    ),
    '__Type.enumValues': mean(types.flatMap((t) => (isEnum(t) ? [t.getValues().length] : []))),
    '__Type.interfaces': 1,
    '__Type.possibleTypes': 1,
    '__Field.args': mean(fieldsOf.flat().map((field) => field.args.length)),
    '__Directive.args': mean(directives.map((directive) => directive.args.length)),
    '__Directive.locations': 5,
  };
}

function costEstimator(schema: GraphQLSchema): ComplexityEstimator {
  const introspection = introspectionListSizes(schema);
  return ({ type, field, args, childComplexity }) => {
    const key = `${type.name}.${field.name}`;
    const own = RICH_TEXT_FIELDS.has(key) ? RICH_TEXT_COST : 1;
    const chosen = LIST_SIZES[key]?.(args);
    // Printed types ("[Ticket!]!") tell a list from a single value; a page object (products)
    // counts as its page size of items.
    if (chosen === undefined && !/\]!?$/.test(String(field.type))) return own + childComplexity;
    const size = chosen ?? introspection[key] ?? OTHER_LIST_SIZE;
    // A list of scalars costs one unit per item; of objects, what each item selects.
    return own + size * Math.max(1, childComplexity);
  };
}

function refusal(message: string): GraphQLError {
  return createGraphQLError(message, { extensions: { code: 'QUERY_TOO_COMPLEX' } });
}

/** graphql-armor reports in English; these rules report our pt-BR message instead. */
function armorRule(
  rule: typeof maxAliasesRule,
  n: number,
  message: string,
): (context: ValidationContext) => unknown {
  return rule({
    n,
    propagateOnRejection: false,
    onReject: [(context) => context?.reportError(refusal(message))],
  });
}

export function queryLimits(schema: GraphQLSchema): Plugin {
  const estimator = costEstimator(schema);
  const aliases = armorRule(
    maxAliasesRule,
    MAX_QUERY_ALIASES,
    `Consulta com apelidos (aliases) demais: no máximo ${MAX_QUERY_ALIASES}.`,
  );
  const depth = maxDepthRule({
    n: MAX_QUERY_DEPTH,
    // Tools nest `ofType` deeply; what introspection may cost is bounded by the cost instead.
    ignoreIntrospection: true,
    flattenFragments: true,
    propagateOnRejection: false,
    onReject: [
      (context) =>
        context?.reportError(
          refusal(`Consulta muito profunda: no máximo ${MAX_QUERY_DEPTH} níveis.`),
        ),
    ],
  });
  return {
    onParse({ parseFn, setParseFn }) {
      setParseFn((source, options) => {
        const text = typeof source === 'string' ? source : source.body;
        if (bracketNesting(text) > MAX_QUERY_NESTING) {
          throw createGraphQLError(
            `Consulta aninhada demais: mais de ${MAX_QUERY_NESTING} níveis de chaves, parênteses ou colchetes.`,
            { extensions: { code: 'GRAPHQL_PARSE_FAILED' } },
          );
        }
        return parseFn(source, { ...options, maxTokens: MAX_QUERY_TOKENS });
      });
    },
    onValidate({ addValidationRule, context, params }) {
      addValidationRule(aliases as never);
      addValidationRule(depth as never);
      // The cost needs the variables' values (a page size may be one), so it is estimated once
      // the document is valid; variables that do not coerce are left to the executor's message.
      return ({ valid, setResult }) => {
        if (!valid) return;
        const request = (context as { params?: { variables?: Args; operationName?: string } })
          .params;
        let cost: number;
        try {
          cost = getComplexity({
            schema: params.schema,
            query: params.documentAST,
            variables: request?.variables ?? {},
            operationName: request?.operationName,
            estimators: [estimator],
          });
        } catch {
          return;
        }
        if (cost > MAX_QUERY_COST) {
          setResult([
            refusal(
              `Consulta grande demais: custo estimado ${cost}, o máximo é ${MAX_QUERY_COST}. Peça menos itens por página ou menos campos.`,
            ),
          ]);
        }
      };
    },
  };
}
