/**
 * Names the GraphQL operations that failed during a build. Pages call the API through the
 * site's client deep inside Astro's prerendering; when a call fails, Astro reports the error of
 * whichever page hit it (`The GraphQL endpoint answered HTTP 500.`), not which operation
 * failed. The site's transport looks `globalThis.fetch` up on every call
 * (src/lib/api/transport-http.ts), so the build wraps it for requests to the API and keeps the
 * outcome of each operation's latest request: what still failed at the end is what broke the
 * build, whoever made the call.
 */

export interface ApiTrace {
  /**
   * One line per operation (with its variables) whose latest request failed, e.g.
   * `HomePage: HTTP 500 (2 requests)`; empty when every call succeeded in the end.
   */
  failures(): Promise<string[]>;
  /** Puts the original fetch back. */
  stop(): void;
}

interface Outcome {
  requests: number;
  /** Why the latest request failed; null when it succeeded; a promise while its body is read. */
  failure: Promise<string | null>;
}

/** The absolute URL a fetch goes to, or null when it has none (fetch itself rejects those). */
function requestUrl(input: RequestInfo | URL): string | null {
  try {
    return new URL(input instanceof Request ? input.url : String(input)).href;
  } catch {
    return null;
  }
}

/** `HomePage`, or `CatalogueProducts {"page":2,"pageSize":500}`: enough to find the call. */
function describeOperation(body: unknown): string {
  let parsed: { operationName?: unknown; query?: unknown; variables?: unknown } = {};
  try {
    parsed = typeof body === 'string' ? (JSON.parse(body) as typeof parsed) : {};
  } catch {
    // Not JSON: named below as an anonymous operation.
  }
  const named =
    typeof parsed.query === 'string' ? /\b(?:query|mutation)\s+(\w+)/.exec(parsed.query) : null;
  const name =
    typeof parsed.operationName === 'string'
      ? parsed.operationName
      : (named?.[1] ?? 'an anonymous operation');
  const { variables } = parsed;
  const hasVariables =
    typeof variables === 'object' && variables !== null && Object.keys(variables).length > 0;
  return hasVariables ? `${name} ${JSON.stringify(variables)}` : name;
}

/** Why a fetch failed: the client's own abort reason (its timeout) or the network's code. */
function describeRejection(error: unknown, signal: AbortSignal | null | undefined): string {
  if (signal?.aborted) {
    const reason: unknown = signal.reason;
    const timedOut = (reason as { kind?: unknown } | undefined)?.kind === 'timeout';
    const text = (reason instanceof Error ? reason.message : String(reason)).replace(/\.$/, '');
    return timedOut ? `timed out: ${text}` : `aborted: ${text}`;
  }
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  if (cause?.code === 'ECONNREFUSED') return 'connection refused (the API is not running)';
  if (typeof cause?.code === 'string') return `no answer (${cause.code}: ${String(cause.message)})`;
  return `no answer (${error instanceof Error ? error.message : String(error)})`;
}

/** Why a complete answer is a failure, or null when it is a GraphQL answer without errors. */
async function describeResponse(response: Response, signal: AbortSignal | null | undefined) {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    return describeRejection(error, signal);
  }
  let body: { data?: unknown; errors?: { message?: unknown }[] } | undefined;
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    if (!response.ok) return `HTTP ${response.status}`;
    const type = response.headers.get('content-type') ?? 'no content type';
    return `HTTP ${response.status} with an answer that is not JSON (${type})`;
  }
  if (Array.isArray(body?.errors) && body.errors.length > 0) {
    const messages = body.errors.map((error) => String(error?.message ?? 'no message'));
    return `HTTP ${response.status} with GraphQL errors: ${messages.join(', ')}`;
  }
  if (!response.ok) return `HTTP ${response.status}`;
  return body?.data ? null : `HTTP ${response.status} without data`;
}

/** Starts tracing the requests to `endpoint` made through `host.fetch` (the global by default). */
export function traceApiOperations(
  endpoint: string,
  host: { fetch: typeof fetch } = globalThis,
): ApiTrace {
  const target = new URL(endpoint).href;
  const original = host.fetch;
  const outcomes = new Map<string, Outcome>();

  host.fetch = async (input, init) => {
    if (requestUrl(input) !== target) return original(input, init);
    const operation = describeOperation(init?.body);
    const outcome = outcomes.get(operation) ?? { requests: 0, failure: Promise.resolve(null) };
    outcome.requests += 1;
    outcomes.set(operation, outcome);
    try {
      const response = await original(input, init);
      outcome.failure = describeResponse(response.clone(), init?.signal);
      return response;
    } catch (error) {
      outcome.failure = Promise.resolve(describeRejection(error, init?.signal));
      throw error;
    }
  };

  return {
    async failures() {
      const lines: string[] = [];
      for (const [operation, { requests, failure }] of outcomes) {
        const reason = await failure;
        const count = requests > 1 ? ` (${requests} requests)` : '';
        if (reason !== null) lines.push(`${operation}: ${reason}${count}`);
      }
      return lines;
    },
    stop() {
      host.fetch = original;
    },
  };
}
