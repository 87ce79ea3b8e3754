import { PUBLIC_GRAPHQL_URL } from 'astro:env/client';
import { createGraphQLClient } from './client.ts';
import { resolveFetch } from 'virtual:api-transport';

/** The one configured GraphQL client, for the build and for the browser. */
export const api = createGraphQLClient({ endpoint: PUBLIC_GRAPHQL_URL, resolveFetch });
