/**
 * Asks a GraphQL endpoint for `{ __typename }` before a build depends on it, so an API that is
 * down or broken fails the build in one clear paragraph instead of deep inside a page render.
 * It speaks HTTP itself, without the GraphQL client: what failed, and how, is its answer.
 */
import { ApiReadyDocument } from '../generated/graphql.ts';

const QUERY = JSON.stringify({ query: String(ApiReadyDocument) });

export class ApiUnavailableError extends Error {
  override name = 'ApiUnavailableError';
  constructor(url: string, reason: string) {
    super(
      `The GraphQL API at ${url} is not usable: ${reason}. The build renders the catalogue from ` +
        'this API, so it must be up first. Start the embedded mock API with `npm run mock` in ' +
        'another terminal (or run `npm start`, which starts the mock, builds and serves the site), ' +
        'or set PUBLIC_GRAPHQL_URL to an API that is running.',
    );
  }
}

function describeFetchFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return `no answer within ${timeoutMs / 1000} s`;
  }
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code === 'ECONNREFUSED') return 'nothing is listening there (connection refused)';
  if (cause?.code === 'ENOTFOUND') return 'the host name does not resolve';
  return cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/** Resolves when `url` answers the query with data; rejects with ApiUnavailableError otherwise. */
export async function checkGraphqlApi(url: string, timeoutMs = 10_000): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
      },
      body: QUERY,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new ApiUnavailableError(url, describeFetchFailure(error, timeoutMs));
  }

  const text = await response.text();
  let body: { data?: { __typename?: unknown } | null; errors?: { message?: string }[] };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new ApiUnavailableError(
      url,
      `it answered HTTP ${response.status} with something that is not GraphQL JSON`,
    );
  }
  if (body.errors?.length) {
    const messages = body.errors.map((e) => e.message ?? 'unknown error').join(', ');
    throw new ApiUnavailableError(
      url,
      `it answered HTTP ${response.status} with errors: ${messages}`,
    );
  }
  if (!response.ok || typeof body.data?.__typename !== 'string') {
    throw new ApiUnavailableError(url, `it answered HTTP ${response.status} without data`);
  }
}
