/** The painel's tabs, as `useTabParam('aba', …)` keeps them in the URL. */

export const PAINEL_TABS = ['tickets', 'pedidos', 'favoritos', 'perfil'] as const;
export type PainelTab = (typeof PAINEL_TABS)[number];
export const DEFAULT_PAINEL_TAB: PainelTab = 'tickets';
/** The query parameter holding the tab (`/painel?aba=pedidos`). */
export const PAINEL_TAB_PARAM = 'aba';

/** The address of a tab: `/painel` for the default one, `/painel?aba=pedidos` otherwise. */
export function painelTabHref(tab: PainelTab): string {
  return tab === DEFAULT_PAINEL_TAB ? '/painel' : `/painel?${PAINEL_TAB_PARAM}=${tab}`;
}
