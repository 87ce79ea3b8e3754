/**
 * What the access line and the metrics learn of a GraphQL request while yoga serves it: the
 * operation's name (from the document that runs, or as the request names it when it never
 * runs) and its outcome (`ok`, or the first error's code). Errors nobody expected (a resolver
 * that threw something other than a GraphQLError) are logged here, with the request's id,
 * before yoga masks them.
 */
import { getOperationAST } from 'graphql';
import type { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from '../../runtime/log.ts';

export interface OperationTrace {
  readonly requestId: string;
  /** The request's logger (its lines carry its id). */
  readonly log: Logger;
  operation?: string;
  outcome?: string;
}

/** The server context of a GraphQL request: who asks, and its trace. */
export interface TracedContext {
  clientAddress?: string;
  trace?: OperationTrace;
}

/** What an operation's name may be in a line or a label: a GraphQL name, not too long. */
const NAME = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;

/** The operation's name as a line quotes it: `anonymous` without one, `invalid` for nonsense. */
export function operationLabel(name: string | null | undefined): string {
  if (name === null || name === undefined || name === '') return 'anonymous';
  return NAME.test(name) ? name : 'invalid';
}

/** The name a query text gives its first operation, read without parsing (it may not parse). */
function nameInQuery(query: unknown): string | undefined {
  if (typeof query !== 'string') return undefined;
  return /(?:^|[\s{}])(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(
    query.slice(0, 2_000),
  )?.[1];
}

/** A GraphQLError caused by nothing or by GraphQLErrors only: a client's mistake, not a fault. */
export function isGraphQLErrorChain(error: unknown): error is GraphQLError {
  // By name, not instanceof: see errors.ts on the two copies of graphql.
  if (!(error instanceof Error) || error.name !== 'GraphQLError') return false;
  const cause = (error as GraphQLError).originalError;
  return cause == null || isGraphQLErrorChain(cause);
}

interface ResultLike {
  readonly errors?: readonly GraphQLError[];
}

/** A single result (not a stream of them, which this API never answers). */
function resultOf(value: unknown): ResultLike | null {
  return typeof value === 'object' && value !== null && !(Symbol.asyncIterator in value)
    ? (value as ResultLike)
    : null;
}

/**
 * The yoga plugin that fills each request's trace. The unexpected errors it logs are added to
 * `logged`, so yoga's own logger (which sees them again when it masks them) can skip them.
 */
export function traceOperations(logged: WeakSet<object>): Plugin<TracedContext, TracedContext> {
  return {
    onParams({ params, context }) {
      if (context.trace) {
        context.trace.operation = operationLabel(params.operationName ?? nameInQuery(params.query));
      }
    },
    onExecute({ args }) {
      const trace = (args.contextValue as TracedContext).trace;
      if (!trace) return;
      trace.operation = operationLabel(
        getOperationAST(args.document, args.operationName)?.name?.value,
      );
      return {
        onExecuteDone({ result }) {
          for (const error of resultOf(result)?.errors ?? []) {
            // A client's mistake (a GraphQLError all the way down) is its answer, not a fault.
            if (isGraphQLErrorChain(error as unknown)) continue;
            logged.add(error);
            trace.log.error(
              { err: error.originalError ?? error, path: error.path?.join('.') },
              'unexpected error in a resolver',
            );
          }
        },
      };
    },
    onResultProcess({ result, serverContext }) {
      const trace = serverContext.trace;
      if (!trace) return;
      const error = resultOf(Array.isArray(result) ? result[0] : result)?.errors?.[0];
      const code = error?.extensions?.['code'];
      trace.outcome = error === undefined ? 'ok' : typeof code === 'string' ? code : 'ERROR';
    },
  };
}
