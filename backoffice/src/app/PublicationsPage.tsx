/**
 * `/publicacoes`: the publisher's queue and history, refreshed every 2 seconds while the page is
 * shown: `Na fila`, `Publicando`, `No ar`, `Falhou` with the reason, who asked for it, and
 * links to the changed pages on the shop.
 */
import { useEffect, useState } from 'react';
import { formatDateTime } from '../lib/format';
import { StaffShell } from './StaffShell';
import { goToLogin } from '../lib/api';

const REFRESH_MS = 2_000;

interface Publication {
  id: string;
  state: 'Na fila' | 'Publicando' | 'No ar' | 'Falhou';
  trigger: string;
  receivedAt: string;
  startedAt: string | null;
  durationMs: number | null;
  rendered: number | null;
  reused: number | null;
  reason: string | null;
  warning: string | null;
  links: { label: string; href: string }[];
}

const BADGES: Record<Publication['state'], string> = {
  'Na fila': 'badge--info',
  Publicando: 'badge--warning',
  'No ar': 'badge--success',
  Falhou: 'badge--danger',
};

function Publications() {
  const [items, setItems] = useState<Publication[] | null>(null);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const load = async () => {
      try {
        const response = await fetch('/api/publicacoes', { credentials: 'same-origin' });
        if (response.status === 401) return goToLogin();
        const body = (await response.json()) as { publications?: Publication[]; error?: string };
        if (body.publications) {
          setItems(body.publications);
          setProblem('');
        } else setProblem(body.error ?? 'O publicador não respondeu.');
      } catch {
        setProblem('Não foi possível falar com o servidor.');
      }
      if (!stopped) timer = setTimeout(load, REFRESH_MS);
    };
    void load();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);

  return (
    <>
      <p className="bo-muted">Atualiza sozinha a cada 2 segundos.</p>
      {problem && (
        <p role="alert" className="alert alert--warning">
          {problem}
        </p>
      )}
      {items && items.length === 0 && <p>Nenhuma publicação desde que o publicador começou.</p>}
      {items && items.length > 0 && (
        <ol
          className="bo-publications"
          role="list"
          aria-label="Publicações, a mais recente primeiro"
        >
          {items.map((item) => (
            <li key={`${item.id}-${item.state}`} className="bo-publication">
              <p>
                <span className={`badge ${BADGES[item.state]}`}>{item.state}</span>{' '}
                <strong>{item.trigger}</strong>
              </p>
              <p className="bo-muted">
                Pedida em {formatDateTime(item.receivedAt)}
                {item.durationMs !== null &&
                  `, levou ${(item.durationMs / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} s`}
                {item.rendered !== null &&
                  ` (${item.rendered} páginas geradas, ${item.reused ?? 0} reaproveitadas)`}
              </p>
              {item.reason && <p className="alert">Motivo: {item.reason}</p>}
              {item.warning && <p className="alert alert--warning">{item.warning}</p>}
              {item.links.length > 0 && (
                <p>
                  Páginas:{' '}
                  {item.links.map((link, i) => (
                    <span key={link.href}>
                      {i > 0 && ', '}
                      <a href={link.href} target="_blank" rel="noopener">
                        {link.label}
                      </a>
                    </span>
                  ))}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

export default function PublicationsPage() {
  return (
    <StaffShell permission="PUBLICATIONS" current="/publicacoes" title="Publicações">
      {() => <Publications />}
    </StaffShell>
  );
}
