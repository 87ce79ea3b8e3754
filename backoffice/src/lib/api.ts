/**
 * The back office's only way out: its own server's `/api/*` (same origin, the HttpOnly session
 * cookie travels by itself). Every POST carries `X-Backoffice: 1` (the server refuses a POST
 * without it: CSRF). A session that ended sends the person to the login page.
 */
export interface FieldProblem {
  readonly field: string;
  readonly message: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  readonly fields: readonly FieldProblem[];
  constructor(message: string, code: string, fields: readonly FieldProblem[] = []) {
    super(message);
    this.code = code;
    this.fields = fields;
  }
}

const UNREACHABLE = 'Não foi possível falar com o servidor. Confira a conexão e tente de novo.';

export const LOGIN_PATH = '/entrar';

export function goToLogin(): void {
  const next = `${location.pathname}${location.search}`;
  location.assign(`${LOGIN_PATH}?next=${encodeURIComponent(next)}`);
}

export async function post(path: string, body: BodyInit, contentType: string): Promise<Response> {
  try {
    return await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': contentType, 'X-Backoffice': '1' },
      body,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(UNREACHABLE, 'NETWORK');
  }
}

interface GraphqlBody<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; fields?: FieldProblem[] } }[];
}

/** One GraphQL operation as the logged-in staff member; throws ApiError in pt-BR. */
export async function graphql<T>(
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await post(
    '/api/graphql',
    JSON.stringify({ query, variables }),
    'application/json',
  );
  let body: GraphqlBody<T>;
  try {
    body = (await response.json()) as GraphqlBody<T>;
  } catch {
    throw new ApiError(UNREACHABLE, 'NETWORK');
  }
  const error = body.errors?.[0];
  if (error) {
    const code = error.extensions?.code ?? 'ERROR';
    if (code === 'UNAUTHENTICATED') goToLogin();
    if (code === 'TOO_MANY_REQUESTS') {
      throw new ApiError('Muitas tentativas. Tente de novo em alguns minutos.', code);
    }
    throw new ApiError(error.message, code, error.extensions?.fields ?? []);
  }
  if (!body.data) throw new ApiError(UNREACHABLE, 'NETWORK');
  return body.data;
}

/** The message of any failure, for a form's alert. */
export function problemText(error: unknown): string {
  return error instanceof ApiError ? error.message : UNREACHABLE;
}

/** Per-field messages of a BAD_USER_INPUT, by field name. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(error.fields.map((problem) => [problem.field, problem.message]));
}
