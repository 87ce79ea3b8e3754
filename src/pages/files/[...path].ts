/**
 * Mock mode only: publishes the mock API's files (product photos) inside the site, so the
 * static demo has them with no backend (`fileUrl` keeps them root-relative in that mode).
 * In the default build there are no paths, so nothing is emitted.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { PUBLIC_GRAPHQL_URL, PUBLIC_MOCK } from 'astro:env/client';
import { resolveFetch } from 'virtual:api-transport';
import { loadCatalogue } from '~/features/catalogue/build-catalogue';

export const getStaticPaths = (async () => {
  if (!PUBLIC_MOCK) return [];
  // The build's one catalogue fetch, shared with the product pages that show these photos.
  const { products } = await loadCatalogue();
  const paths = products
    .flatMap((product) => product.photos)
    .filter((p) => p.startsWith('/files/'));
  return paths.map((path) => ({ params: { path: path.slice('/files/'.length) } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const url = new URL(`/files/${params.path}`, PUBLIC_GRAPHQL_URL);
  const send = await resolveFetch();
  const response = await send(url);
  if (!response.ok) throw new Error(`Mock mode: ${url.pathname} answered ${response.status}.`);
  return response;
};
