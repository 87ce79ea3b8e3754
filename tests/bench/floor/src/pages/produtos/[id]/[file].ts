import type { APIRoute, GetStaticPaths } from 'astro';
import { JSON_COUNT, ids } from '../../../counts.ts';

/** `/produtos/{id}/_payload.json`, the same file shape as the real build's payloads. */
export const getStaticPaths = (() =>
  ids(JSON_COUNT).map(({ params }) => ({
    params: { ...params, file: '_payload.json' },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify({ id: params.id }), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
