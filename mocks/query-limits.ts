/**
 * Limits on the query document, as one yoga plugin:
 * - before parsing, bracket nesting and token count: graphql's recursive parser overflows the
 *   stack on a few thousand nested `{`, which would surface as a masked "Unexpected error.";
 * - after parsing, a validation rule on depth and field count: the schema has no cycles, yet
 *   aliases and fragments let one small request ask for the same expensive field hundreds of
 *   times. Introspection (`__schema`, `__type`) is not counted: tools nest `ofType` deeply.
 */
import { Kind } from 'graphql';
import type {
  ASTVisitor,
  FragmentDefinitionNode,
  SelectionSetNode,
  ValidationContext,
} from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';
import {
  MAX_QUERY_DEPTH,
  MAX_QUERY_FIELDS,
  MAX_QUERY_NESTING,
  MAX_QUERY_TOKENS,
} from './constants.ts';

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

interface Measure {
  depth: number;
  fields: number;
}

function measure(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  visiting: Set<string>,
): Measure {
  let depth = 0;
  let fields = 0;
  for (const selection of selectionSet.selections) {
    let inner: Measure;
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue;
      const child = selection.selectionSet
        ? measure(selection.selectionSet, fragments, visiting)
        : { depth: 0, fields: 0 };
      inner = { depth: child.depth + 1, fields: child.fields + 1 };
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      inner = measure(selection.selectionSet, fragments, visiting);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // Unknown or cyclic fragments are reported by graphql's own rules.
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      inner = measure(fragment.selectionSet, fragments, visiting);
      visiting.delete(name);
    }
    depth = Math.max(depth, inner.depth);
    fields += inner.fields;
    // Stop early: a hostile document may expand exponentially through nested fragments.
    if (fields > MAX_QUERY_FIELDS) break;
  }
  return { depth, fields };
}

function queryLimitsRule(context: ValidationContext): ASTVisitor {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  }
  return {
    OperationDefinition(operation) {
      const { depth, fields } = measure(operation.selectionSet, fragments, new Set());
      if (depth > MAX_QUERY_DEPTH) {
        context.reportError(
          createGraphQLError(
            `Consulta muito profunda: ${depth} níveis (máximo ${MAX_QUERY_DEPTH}).`,
            { nodes: [operation] },
          ),
        );
      }
      if (fields > MAX_QUERY_FIELDS) {
        context.reportError(
          createGraphQLError(`Consulta grande demais: mais de ${MAX_QUERY_FIELDS} campos.`, {
            nodes: [operation],
          }),
        );
      }
    },
  };
}

export const queryLimits: Plugin = {
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
  onValidate: ({ addValidationRule }) => addValidationRule(queryLimitsRule),
};
