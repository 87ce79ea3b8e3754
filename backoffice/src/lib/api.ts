/**
 * The back office's only way out: its own server's `/api/*` (same origin, the HttpOnly session
 * cookie travels by itself). Every POST carries `X-Backoffice: 1` (the server refuses a POST
 * without it: CSRF). A session that ended sends the person to the login page.
 */
import type { TypedDocument } from '~/lib/api/client';

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

/** Variables are required exactly when the operation has a required variable. */
type VariablesArgs<TVariables> =
  Record<string, never> extends TVariables ? [variables?: TVariables] : [variables: TVariables];

/**
 * One operation (a generated `XxxDocument`) as the logged-in staff member; resolves to its
 * typed `data`, throws ApiError in pt-BR.
 */
export async function graphql<TResult, TVariables>(
  document: TypedDocument<TResult, TVariables>,
  ...[variables]: VariablesArgs<TVariables>
): Promise<TResult> {
  const response = await post(
    '/api/graphql',
    JSON.stringify({ query: String(document), variables: variables ?? {} }),
    'application/json',
  );
  let body: GraphqlBody<TResult>;
  try {
    body = (await response.json()) as GraphqlBody<TResult>;
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
