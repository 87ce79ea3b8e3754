/**
 * LiveStock.astro's script: refreshes the page's product figures (live-stock.ts) against the
 * API of this build, on pages that show any. In a module of its own so that it is bundled with
 * the rest of every page's start-up code.
 */
import { PUBLIC_GRAPHQL_URL } from 'astro:env/client';
import { resolveFetch } from 'virtual:api-transport';
import { startLiveStock } from './live-stock.ts';

export function startPageLiveStock(): void {
  if (document.querySelector('[data-live-product]')) {
    startLiveStock(PUBLIC_GRAPHQL_URL, async () => resolveFetch());
  }
}
