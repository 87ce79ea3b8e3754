/** Request headers the API reads and another process writes, named once. */

/**
 * A browser's device proofs, comma-separated: the site sends its own, the back office's server
 * the staff browser's (from its cookie).
 */
export const DEVICE_PROOF_HEADER = 'X-Device-Proof';

/** The captcha token of a login, registration, recovery or `Avise-me` request, sent by the site. */
export const CAPTCHA_HEADER = 'X-Captcha-Token';

/**
 * The back office's server names the staff browser it forwards a request for (its client key,
 * as runtime/client-address.ts writes it), believed beside the shared gateway secret.
 */
export const GATEWAY_CLIENT_HEADER = 'x-gateway-client';
export const GATEWAY_KEY_HEADER = 'x-gateway-key';

/**
 * The request's id, which every log line made while serving it carries: taken from the
 * request when a proxy or the back office's server sent a sane one, else made; always answered.
 */
export const REQUEST_ID_HEADER = 'X-Request-Id';
