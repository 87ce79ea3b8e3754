/**
 * Two sentences that code on every page names, apart from errors.ts and messages.ts so that
 * naming them does not download the error classes or every message (the session store, in
 * every page's shell, holds this module).
 */

/** The message the API gives when a request's token belongs to no session. */
export const UNAUTHENTICATED_MESSAGE = 'Usuário não autenticado';

/**
 * What people are told about an error nobody recognises (one that is no API error, such as
 * a module of the page that could not be loaded).
 */
export const UNKNOWN_ERROR_MESSAGE = 'Algo deu errado. Tente novamente em instantes.';
