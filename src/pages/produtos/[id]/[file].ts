import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from 'astro';
import { loadProductPages } from '~/features/catalogue/build-pages';
import { PAYLOAD_FILE, payloadResponse } from '~/features/catalogue/payload';

/** `/produtos/{id}/_payload.json`: the data of the product page. */
export const getStaticPaths = (async () => {
  const pages = await loadProductPages();
  return pages.map((data) => ({
    params: { id: data.product.id, file: PAYLOAD_FILE },
    props: { data },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<InferGetStaticPropsType<typeof getStaticPaths>> = ({ props }) =>
  payloadResponse(props.data);
