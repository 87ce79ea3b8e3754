/**
 * The publisher's `/status` as `Publicações` shows it: one list, newest first, each publish with
 * its state in pt-BR (`Na fila`, `Publicando`, `No ar`, `Falhou` with the reason), what asked
 * for it (the trigger names the staff member), and links to the pages it changed on the site.
 */
import type { PendingPublish, PublisherStatus } from '../../contract/publisher-status.ts';

export type PublicationState = 'Na fila' | 'Publicando' | 'No ar' | 'Falhou';

export interface PublicationView {
  readonly id: string;
  readonly state: PublicationState;
  readonly trigger: string;
  readonly receivedAt: string;
  readonly startedAt: string | null;
  readonly durationMs: number | null;
  readonly rendered: number | null;
  readonly reused: number | null;
  readonly reason: string | null;
  readonly warning: string | null;
  readonly links: readonly { readonly label: string; readonly href: string }[];
}

/** At most this many links per publish; a larger one says how many more. */
const MAX_LINKS = 10;

function linksOf(
  products: readonly string[] | 'all',
  pages: readonly string[],
  siteUrl: string,
): PublicationView['links'] {
  const site = siteUrl.replace(/\/+$/, '');
  const pageLinks = pages.map((page) => ({
    label: page === '/' ? 'Página inicial' : page,
    href: `${site}${page}`,
  }));
  if (products === 'all')
    return [{ label: 'Todo o catálogo', href: `${site}/produtos` }, ...pageLinks];
  const productLinks = products.slice(0, MAX_LINKS).map((id) => ({
    label: `Produto ${id}`,
    href: `${site}/produtos/${id}`,
  }));
  const more =
    products.length > MAX_LINKS
      ? [{ label: `e mais ${products.length - MAX_LINKS} produtos`, href: `${site}/produtos` }]
      : [];
  return [...pageLinks, ...productLinks, ...more];
}

function pending(entry: PendingPublish, state: PublicationState, siteUrl: string): PublicationView {
  return {
    id: entry.id,
    state,
    trigger: entry.trigger,
    receivedAt: entry.receivedAt,
    startedAt: entry.startedAt ?? null,
    durationMs: null,
    rendered: null,
    reused: null,
    reason: null,
    warning: null,
    links: linksOf(entry.products, entry.pages ?? [], siteUrl),
  };
}

export function publicationsView(
  status: unknown,
  siteUrl: string,
): { publications: PublicationView[] } {
  const { waiting, building, history = [] } = status as Partial<PublisherStatus>;
  const done = history.map((record): PublicationView => ({
    id: record.id,
    state: record.result === 'published' ? 'No ar' : 'Falhou',
    trigger: record.trigger,
    receivedAt: record.receivedAt,
    startedAt: record.startedAt,
    durationMs: record.durationMs,
    rendered: record.rendered,
    reused: record.reused,
    reason: record.error ?? null,
    warning: record.warning ?? null,
    links: linksOf(record.products, record.pages ?? [], siteUrl),
  }));
  return {
    publications: [
      ...(waiting ? [pending(waiting, 'Na fila', siteUrl)] : []),
      ...(building ? [pending(building, 'Publicando', siteUrl)] : []),
      ...done,
    ],
  };
}
