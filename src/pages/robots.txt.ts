import type { APIRoute } from 'astro';
import { robotsTxt } from '~/features/seo/robots';

export const GET: APIRoute = ({ site }) => {
  const body = robotsTxt(new URL('/sitemap-index.xml', site).href);
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
