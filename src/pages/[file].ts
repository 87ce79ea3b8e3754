/**
 * `/_payload.json`: the data the home page was rendered from, from the
 * same memoised build-time request as src/pages/index.astro, so the two cannot differ.
 * (Files starting with `_` are not routes, hence the parameter.)
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { fetchHomePage } from '~/features/home/home-page';

export const getStaticPaths = (() => [
  { params: { file: '_payload.json' } },
]) satisfies GetStaticPaths;

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(await fetchHomePage()), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
