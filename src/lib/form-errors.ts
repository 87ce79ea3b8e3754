/**
 * What a failed submission shows: one message for the form's `role="alert"` region (the
 * server's messages joined with ', ') and, when the API names the bad
 * inputs (`extensions.fields` of BAD_USER_INPUT), the message under each field.
 */
import { ApiError } from '~/lib/api/errors';
import { describeApiError } from '~/lib/api/messages';

/**
 * A failure that happened before the API was asked, whose message is already the pt-BR
 * sentence the form shows (a captcha that could not produce a token, say).
 */
export class FormMessageError extends Error {}

/** Shown when the API issued a token but the account then could not be loaded. */
export const ACCOUNT_UNAVAILABLE =
  'Não foi possível abrir sua conta agora. Tente entrar novamente em instantes.';

export interface FieldProblem<F extends string> {
  readonly name: F;
  readonly message: string;
}

export interface SubmitProblem<F extends string> {
  readonly message: string;
  /** The first GraphQL `extensions.code`, e.g. `INVALID_CREDENTIALS`. */
  readonly code: string | undefined;
  /** Problems of the form's own fields, in the order the API listed them. */
  readonly fields: readonly FieldProblem<F>[];
}

function isFieldEntry(entry: unknown): entry is { field: string; message: string } {
  if (typeof entry !== 'object' || entry === null) return false;
  const { field, message } = entry as Record<string, unknown>;
  return typeof field === 'string' && typeof message === 'string';
}

/**
 * @param formFields the API's input names mapped to this form's field names (inputs the
 *   form does not show are left out: their problems stay in the message only).
 */
export function submitProblem<F extends string>(
  error: unknown,
  formFields: Readonly<Partial<Record<string, F>>>,
): SubmitProblem<F> {
  if (error instanceof FormMessageError)
    return { message: error.message, code: undefined, fields: [] };
  const fields: FieldProblem<F>[] = [];
  if (error instanceof ApiError) {
    for (const graphQLError of error.errors) {
      const entries = graphQLError.extensions?.fields;
      if (!Array.isArray(entries)) continue;
      for (const entry of entries) {
        if (!isFieldEntry(entry)) continue;
        const name = formFields[entry.field];
        if (name !== undefined) fields.push({ name, message: entry.message });
      }
    }
  }
  return {
    message: describeApiError(error),
    code: error instanceof ApiError ? error.code : undefined,
    fields,
  };
}
