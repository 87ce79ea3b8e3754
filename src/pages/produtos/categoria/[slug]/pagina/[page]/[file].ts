import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from 'astro';
import { listPagesWhere } from '~/features/catalogue/build-pages';
import { PAYLOAD_FILE, payloadResponse } from '~/features/catalogue/payload';

/** `/produtos/categoria/{slug}/pagina/{n}/_payload.json`. */
export const getStaticPaths = (async () => {
  const pages = await listPagesWhere('category', true);
  return pages.map((data) => ({
    params: { slug: data.category?.slug, page: String(data.page), file: PAYLOAD_FILE },
    props: { data },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<InferGetStaticPropsType<typeof getStaticPaths>> = ({ props }) =>
  payloadResponse(props.data);
