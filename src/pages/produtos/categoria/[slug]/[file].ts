import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from 'astro';
import { listPagesWhere } from '~/features/catalogue/build-pages';
import { PAYLOAD_FILE, payloadResponse } from '~/features/catalogue/payload';

/** `/produtos/categoria/{slug}/_payload.json`. */
export const getStaticPaths = (async () => {
  const pages = await listPagesWhere('category', false);
  return pages.map((data) => ({
    params: { slug: data.category?.slug, file: PAYLOAD_FILE },
    props: { data },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<InferGetStaticPropsType<typeof getStaticPaths>> = ({ props }) =>
  payloadResponse(props.data);
