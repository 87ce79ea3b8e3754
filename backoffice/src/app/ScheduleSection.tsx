/**
 * `Agendar`: the draft goes live, or the product leaves the shop, at a date and time; the API
 * does it with no browser open. A pending schedule is shown with `Cancelar agendamento`.
 */
import { useId, useState } from 'react';
import { formatDateTime } from '../lib/format';
import { localDateTime } from '../lib/product-form';
import type { ScheduleAction } from '../lib/graphql/generated/graphql';
import type { WorkspaceProduct } from './product-api';

interface ScheduleSectionProps {
  readonly pending: WorkspaceProduct['schedule'];
  readonly busy: boolean;
  readonly error: string | undefined;
  readonly onSchedule: (action: ScheduleAction, at: number) => void;
  readonly onCancel: () => void;
}

export function ScheduleSection({
  pending,
  busy,
  error,
  onSchedule,
  onCancel,
}: ScheduleSectionProps) {
  const id = useId();
  const [action, setAction] = useState<ScheduleAction>('PUBLISH');
  const [when, setWhen] = useState('');
  const [problem, setProblem] = useState('');
  const shown = problem || error;

  function submit() {
    const at = localDateTime(when);
    if (at === null) {
      setProblem('Informe a data e a hora.');
      return;
    }
    setProblem('');
    onSchedule(action, at);
  }

  return (
    <section className="bo-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Agendamento</h2>
      {pending ? (
        <p className="alert alert--info">
          {pending.action === 'PUBLISH' ? 'O rascunho será publicado' : 'O produto sairá da loja'}{' '}
          em {formatDateTime(pending.at)} (agendado por {pending.by}).{' '}
          <button
            type="button"
            className="button button--secondary button--sm"
            disabled={busy}
            onClick={onCancel}
          >
            Cancelar agendamento
          </button>
        </p>
      ) : (
        <p className="bo-muted">Nenhum agendamento.</p>
      )}
      <div className="bo-schedule">
        <div className="field">
          <label htmlFor={`${id}-action`}>O que acontece</label>
          <select
            id={`${id}-action`}
            value={action}
            onChange={(event) => setAction(event.target.value as ScheduleAction)}
          >
            <option value="PUBLISH">Publicar o rascunho</option>
            <option value="UNPUBLISH">Tirar o produto da loja</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-when`}>Data e hora</label>
          <input
            id={`${id}-when`}
            type="datetime-local"
            value={when}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? `${id}-error` : undefined}
            onChange={(event) => setWhen(event.target.value)}
          />
          {shown && (
            <p className="field__error" id={`${id}-error`}>
              {shown}
            </p>
          )}
        </div>
        <button type="button" className="button button--secondary" disabled={busy} onClick={submit}>
          Agendar
        </button>
      </div>
    </section>
  );
}
