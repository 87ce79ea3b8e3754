import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from 'astro';
import { listPagesWhere } from '~/features/catalogue/build-pages';
import { PAYLOAD_FILE, payloadResponse } from '~/features/catalogue/payload';

/** `/produtos/_payload.json`: the data of `/produtos`. */
export const getStaticPaths = (async () => {
  const pages = await listPagesWhere('all', false);
  return pages.map((data) => ({ params: { file: PAYLOAD_FILE }, props: { data } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<InferGetStaticPropsType<typeof getStaticPaths>> = ({ props }) =>
  payloadResponse(props.data);
