import { PUBLIC_GRAPHQL_URL } from 'astro:env/client';
import { createGraphQLClient } from './client.ts';
import { resolveFetch } from 'virtual:api-transport';
import { deviceProofHeader } from '../device-proofs.ts';
import { readToken } from '../session-token.ts';
import { reportSessionRefused } from '../session-refusal.ts';

/**
 * The one configured GraphQL client, for the build and for the browser. Requests made with
 * `{ auth: true }` carry the session cookie's token; nothing else in the site reads it. A
 * refusal of that token is reported to the session (which sends the customer to log in).
 * Requests made with `{ deviceProof: true }` carry this browser's device proofs.
 */
export const api = createGraphQLClient({
  endpoint: PUBLIC_GRAPHQL_URL,
  resolveFetch,
  sessionToken: readToken,
  deviceProofs: deviceProofHeader,
  onSessionRejected: reportSessionRefused,
});
