/**
 * The painel's `Tickets` tab (default export, no props; its requests carry the session token through the API client):
 * status tabs `Todos`, `Abertos`, `Em andamento`, `Fechados`, `Resolvidos` with their counts,
 * the list of the selected status (most recent activity first), and the `Novo ticket` form.
 * The status tab lives in `?situacao=`, the open form in `?novo=1` (with `&pedido=` or
 * `&produto=` preselecting what it is about), so reloads and shared links keep both.
 */
import { Suspense, lazy, useCallback, useId, useRef, useState, useSyncExternalStore } from 'react';
import { EmptyState } from '~/components/ui/EmptyState';
import { LoadError } from '~/components/ui/LoadError';
import { Tabs } from '~/components/ui/Tabs';
import { useTabParam } from '~/components/ui/use-tab-param';
import { useApiQuery } from '~/lib/use-api-query';
import type { ApiQuery } from '~/lib/use-api-query';
import { NEW_TICKET_PARAM, urlWithNewTicket } from './new-ticket-url.ts';
import { TicketCard } from './TicketCard.tsx';
import {
  ALL_TICKETS_TAB,
  STATUS_TABS,
  STATUS_TAB_IDS,
  STATUS_TAB_PARAM,
  byLastActivity,
} from './ticket-view.ts';
import type { StatusTab, StatusTabId } from './ticket-view.ts';
import { settlePendingReadMarks, withReadMarks } from './read-marks.ts';
import { fetchTickets } from './tickets-api.ts';
import type { TicketCounts, TicketList } from './tickets-api.ts';
import styles from './TicketsPanel.module.css';

// The form (its form library and the editor's shell) loads when it is first opened.
const NewTicketForm = lazy(() =>
  import('./NewTicketForm.tsx').then((module) => ({ default: module.NewTicketForm })),
);

/** Fired on window when this panel opens or closes the form in the URL (replaceState fires none). */
const FORM_URL_CHANGE = 'new-ticket-url-change';

function subscribeToFormUrl(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(FORM_URL_CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(FORM_URL_CHANGE, onChange);
  };
}

function useNewTicketForm(): [boolean, (open: boolean) => void] {
  const open = useSyncExternalStore(
    subscribeToFormUrl,
    () => new URLSearchParams(window.location.search).get(NEW_TICKET_PARAM) === '1',
    () => false,
  );
  const setOpen = useCallback((next: boolean) => {
    window.history.replaceState(window.history.state, '', urlWithNewTicket(location.href, next));
    window.dispatchEvent(new Event(FORM_URL_CHANGE));
  }, []);
  return [open, setOpen];
}

function TabLabel({ tab, counts }: { readonly tab: StatusTab; readonly counts?: TicketCounts }) {
  // Until the counts arrive an empty pill holds their place, so the tabs after it do not move.
  if (!counts) {
    return (
      <>
        {tab.label}
        <span className={styles.count} aria-hidden="true">
          {'\u00a0'}
        </span>
      </>
    );
  }
  const count = counts[tab.count];
  // Named `Abertos (2)`: the visible pill is hidden from the name, which a block-like box
  // would otherwise split with spaces (`Abertos ( 2 )`).
  return (
    <>
      {tab.label}
      <span className="visually-hidden"> ({count})</span>
      <span className={styles.count} aria-hidden="true">
        {count}
      </span>
    </>
  );
}

function FormSkeleton() {
  return (
    <div className={`card ${styles.form}`} aria-busy="true">
      <span className="visually-hidden">Carregando o formulário…</span>
      <span className={`skeleton skeleton--title ${styles.skeletonTitle}`} aria-hidden="true" />
      <span className={`skeleton ${styles.skeletonForm}`} aria-hidden="true" />
    </div>
  );
}

function ListSkeleton() {
  return (
    <div aria-busy="true">
      <span className="visually-hidden">Carregando seus tickets…</span>
      <ul className={`list-reset ${styles.list}`} aria-hidden="true">
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index} className={`card ${styles.ticket}`}>
            <span className={`skeleton skeleton--title ${styles.skeletonTitle}`} />
            <span className={`skeleton skeleton--text ${styles.skeletonText}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function TicketListView({
  query,
  tab,
}: {
  readonly query: ApiQuery<TicketList>;
  readonly tab: StatusTab;
}) {
  if (query.status === 'loading') return <ListSkeleton />;
  if (query.status === 'error') {
    return <LoadError what="os tickets" message={query.message} onRetry={query.reload} />;
  }
  const tickets = byLastActivity(query.data.items);
  if (tickets.length === 0) {
    return (
      <EmptyState title={tab.empty} headingLevel={3}>
        {tab.id === 'todos'
          ? 'Precisa de ajuda com um pedido ou produto? Use o botão Novo ticket para falar com o suporte.'
          : 'Os tickets nesta situação aparecem aqui.'}
      </EmptyState>
    );
  }
  return (
    <ul className={`list-reset ${styles.list}`}>
      {tickets.map((ticket) => (
        <TicketCard key={ticket.id} ticket={ticket} />
      ))}
    </ul>
  );
}

export default function TicketsPanel() {
  const headingId = useId();
  const formId = useId();
  const newTicketButton = useRef<HTMLButtonElement>(null);
  const [tabId, selectTab] = useTabParam<StatusTabId>(
    STATUS_TAB_PARAM,
    STATUS_TAB_IDS,
    ALL_TICKETS_TAB.id,
  );
  const tab = STATUS_TABS.find((entry) => entry.id === tabId) ?? ALL_TICKETS_TAB;
  // The counts of the latest answer: they cover every status, so they stay while another tab loads.
  const [counts, setCounts] = useState<TicketCounts>();
  const [formOpen, setFormOpen] = useNewTicketForm();

  const query = useApiQuery(`tickets:${tab.id}`, async (signal) => {
    // Read marks earlier pages made go first, so the list no longer says `Nova resposta`.
    await settlePendingReadMarks();
    const list = await withReadMarks(await fetchTickets(tab.status, signal));
    setCounts(list.counts);
    return list;
  });

  const closeForm = () => {
    setFormOpen(false);
    newTicketButton.current?.focus();
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          Seus tickets de suporte
        </h2>
        <button
          ref={newTicketButton}
          type="button"
          className="button"
          aria-expanded={formOpen}
          aria-controls={formOpen ? formId : undefined}
          onClick={() => setFormOpen(!formOpen)}
        >
          Novo ticket
        </button>
      </div>
      {formOpen && (
        <Suspense fallback={<FormSkeleton />}>
          <NewTicketForm id={formId} onClose={closeForm} />
        </Suspense>
      )}
      <Tabs
        label="Situação dos tickets"
        variant="pills"
        selected={tab.id}
        onSelect={selectTab}
        tabs={STATUS_TABS.map((entry) => ({
          id: entry.id,
          label: <TabLabel tab={entry} counts={counts} />,
          panel: <TicketListView query={query} tab={entry} />,
        }))}
      />
    </section>
  );
}
