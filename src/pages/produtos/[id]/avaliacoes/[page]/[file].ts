import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from 'astro';
import { loadProductReviewPages } from '~/features/catalogue/build-pages';
import { PAYLOAD_FILE, payloadResponse } from '~/features/catalogue/payload';

/** `/produtos/{id}/avaliacoes/{n}/_payload.json`: the data of that page of reviews. */
export const getStaticPaths = (async () => {
  const pages = await loadProductReviewPages();
  return pages.map((data) => ({
    params: { id: data.product.id, page: String(data.page), file: PAYLOAD_FILE },
    props: { data },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<InferGetStaticPropsType<typeof getStaticPaths>> = ({ props }) =>
  payloadResponse(props.data);
