/** The painel's tabs, as `useTabParam('aba', …)` keeps them in the URL. */
import { PAINEL_PATH, painelTabPath } from '~/lib/paths';

export const PAINEL_TABS = ['tickets', 'pedidos', 'favoritos', 'perfil'] as const;
export type PainelTab = (typeof PAINEL_TABS)[number];
export const DEFAULT_PAINEL_TAB: PainelTab = 'tickets';

/** The address of a tab: `/painel` for the default one, `/painel?aba=pedidos` otherwise. */
export function painelTabHref(tab: PainelTab): string {
  return tab === DEFAULT_PAINEL_TAB ? PAINEL_PATH : painelTabPath(tab);
}
