/**
 * `/painel`: a greeting, the summary and the tabs `Tickets`, `Pedidos`, `Favoritos` and
 * `Perfil` (the tab in the URL: `?aba=pedidos`; Back returns to the previous tab). Nothing of
 * it shows before the customer is known: until then, and for a stranger on the way to
 * `/login`, only the skeleton of this layout.
 *
 * Each tab's code is its own chunk, loaded when the tab is first shown (the profile's form
 * libraries alone weigh about 40 KB gzip): the painel stays within its JavaScript budget.
 * The tab in the URL starts loading at once, while the customer is still on the way.
 */
import { useStore } from '@nanostores/react';
import { Suspense, lazy, useEffect } from 'react';
import type { ReactNode } from 'react';
import { Tabs } from '~/components/ui/Tabs';
import { tabFromParam } from '~/components/ui/tabs';
import { useTabParam } from '~/components/ui/use-tab-param';
import { $firstName } from '~/features/session/store';
import { hasSessionToken } from '~/lib/session-token';
import type { Customer } from '~/features/session/store';
import { PainelSkeleton, TabSkeleton } from './PainelSkeleton.tsx';
import PainelSummary from './PainelSummary.tsx';
import { SectionBoundary } from './SectionBoundary.tsx';
import { DEFAULT_PAINEL_TAB, PAINEL_TABS } from './tabs.ts';
import type { PainelTab } from './tabs.ts';
import { useKnownCustomer } from '~/features/session/use-known-customer';
import styles from './Painel.module.css';
import { PAINEL_FAVORITES_PATH, PAINEL_TAB_PARAM } from '~/lib/paths';

const loaders = {
  tickets: () => import('~/features/tickets/TicketsPanel'),
  pedidos: () => import('~/features/requests/RequestsPanel'),
  favoritos: () => import('~/features/favorites/FavoritesPanel'),
  perfil: () => import('~/features/profile/ProfilePanel'),
} satisfies Record<PainelTab, () => Promise<unknown>>;

const TicketsPanel = lazy(loaders.tickets);
const RequestsPanel = lazy(loaders.pedidos);
const FavoritesPanel = lazy(loaders.favoritos);
const ProfilePanel = lazy(loaders.perfil);

/** A tab's content: its code loaded lazily, with a heading when the section has none. */
function section(content: ReactNode, title?: string, aside?: ReactNode) {
  return (
    <>
      {title && (
        <div className={styles.panelHeader}>
          <h2 className={styles.panelTitle}>{title}</h2>
          {aside}
        </div>
      )}
      <SectionBoundary>
        <Suspense fallback={<TabSkeleton />}>{content}</Suspense>
      </SectionBoundary>
    </>
  );
}

function PainelContent({ customer }: { readonly customer: Customer }) {
  const firstName = useStore($firstName);
  const [tab, select] = useTabParam(PAINEL_TAB_PARAM, PAINEL_TABS, DEFAULT_PAINEL_TAB);
  return (
    <>
      <header className={styles.intro}>
        <h1 className={styles.greeting}>Olá, {firstName}</h1>
        <p className="muted">
          Aqui você acompanha seus tickets de suporte, pedidos e favoritos e mantém seus dados em
          dia.
        </p>
      </header>
      <PainelSummary onOpenTab={select} />
      <div className={styles.tabs}>
        <Tabs
          label="Seções do painel"
          selected={tab}
          onSelect={select}
          tabs={[
            { id: 'tickets', label: 'Tickets', panel: section(<TicketsPanel />) },
            { id: 'pedidos', label: 'Pedidos', panel: section(<RequestsPanel />, 'Seus pedidos') },
            {
              id: 'favoritos',
              label: 'Favoritos',
              panel: section(
                <FavoritesPanel />,
                'Seus favoritos',
                <a href={PAINEL_FAVORITES_PATH} className={styles.panelLink}>
                  Abrir em página própria
                </a>,
              ),
            },
            {
              id: 'perfil',
              label: 'Perfil',
              panel: section(<ProfilePanel customer={customer} />, 'Seu perfil'),
            },
          ]}
        />
      </div>
    </>
  );
}

export default function Painel() {
  const customer = useKnownCustomer();
  useEffect(() => {
    // A stranger is on the way to /login: nothing to fetch for them.
    if (!hasSessionToken()) return;
    const wanted = new URLSearchParams(location.search).get(PAINEL_TAB_PARAM);
    // Failures surface when the tab renders (SectionBoundary); nothing to do here.
    loaders[tabFromParam(wanted, PAINEL_TABS, DEFAULT_PAINEL_TAB)]().catch(() => {});
  }, []);
  return customer ? <PainelContent customer={customer} /> : <PainelSkeleton />;
}
