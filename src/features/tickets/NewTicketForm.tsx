/**
 * `Novo ticket`: `Assunto` (3 to 120 characters, counted as typed), the rich-text `Descrição`,
 * an optional request (one of the customer's) or product it is about, and `Abrir ticket`.
 * Subject and description are kept as a draft in the tab's session storage until the ticket
 * is opened, so neither a failed submission nor a reload loses them. On success the new
 * ticket's page opens.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { LoadError } from '~/components/ui/LoadError';
import { RichTextEditor } from '~/features/editor/RichTextEditor';
import { clearDraft, draftKey, draftStorage, readDraft, writeDraft } from '~/lib/form-draft';
import {
  RICH_TEXT_MAX_LENGTH,
  TICKET_SUBJECT_MAX_LENGTH,
  TICKET_SUBJECT_MIN_LENGTH,
} from '../../../contract/limits.ts';
import { formatCount } from '../../../contract/rich-text.ts';
import { fetchRequests } from '~/features/requests/requests-api';
import { FormAlert } from '~/components/form/FormAlert';
import { FormField } from '~/components/form/FormField';
import { submitProblem } from '~/lib/form-errors';
import { leavePage } from '~/features/session/navigation';
import { formatDate } from '~/lib/format';
import { useApiQuery } from '~/lib/use-api-query';
import { newTicketSchema, toOpenTicketInput } from './new-ticket.ts';
import { readNewTicketPrefill } from './new-ticket-url.ts';
import type { NewTicketValues } from './new-ticket.ts';
import { ticketPath } from '~/lib/paths';
import { openTicket } from './tickets-api.ts';
import styles from './TicketsPanel.module.css';
import { SubmitButton } from '~/components/form/SubmitButton';

const SUBJECT_DRAFT = draftKey('ticket-novo', 'assunto');
const DESCRIPTION_DRAFT = draftKey('ticket-novo', 'descricao');

/** The API's input names (OpenTicketInput) mapped to this form's fields. */
const API_FIELDS = {
  subject: 'subject',
  description: 'description',
  requestId: 'requestId',
  productId: 'productId',
} as const satisfies Record<string, keyof NewTicketValues>;

interface NewTicketFormProps {
  readonly id: string;
  /** `Fechar`: the form goes away; the draft stays for later. */
  readonly onClose: () => void;
}

function RequestField({
  value,
  onChange,
  error,
}: {
  readonly value: string;
  readonly onChange: (requestId: string) => void;
  readonly error: string | undefined;
}) {
  const selectId = useId();
  const errorId = `${selectId}-error`;
  const requests = useApiQuery('ticket-form-requests', (signal) => fetchRequests(signal));
  // A preselected request that is not one of the customer's is dropped, not sent.
  const known =
    value === '' ||
    requests.status !== 'success' ||
    requests.data.some((request) => request.id === value);
  useEffect(() => {
    if (!known) onChange('');
  }, [known, onChange]);

  return (
    <div className="field">
      <label htmlFor={selectId}>Pedido relacionado (opcional)</label>
      {requests.status === 'loading' && (
        <span className={`skeleton ${styles.skeletonSelect}`} aria-busy="true">
          <span className="visually-hidden">Carregando seus pedidos…</span>
        </span>
      )}
      {requests.status === 'error' && (
        <LoadError what="seus pedidos" message={requests.message} onRetry={requests.reload} />
      )}
      {requests.status === 'success' && (
        <select
          id={selectId}
          value={known ? value : ''}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        >
          <option value="">Nenhum</option>
          {requests.data.map((request) => (
            <option key={request.id} value={request.id}>
              {request.number} · {formatDate(request.created_at)}
            </option>
          ))}
        </select>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export function NewTicketForm({ id, onClose }: NewTicketFormProps) {
  const alertRef = useRef<HTMLDivElement>(null);
  const [alert, setAlert] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  const [defaults] = useState<NewTicketValues>(() => {
    const prefill = readNewTicketPrefill(location.search);
    return {
      subject: readDraft(draftStorage(), SUBJECT_DRAFT),
      description: readDraft(draftStorage(), DESCRIPTION_DRAFT),
      requestId: prefill.requestId,
      productId: prefill.productId,
    };
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<NewTicketValues>({ resolver: zodResolver(newTicketSchema), defaultValues: defaults });
  const subject = useWatch({ control, name: 'subject' });
  const description = useWatch({ control, name: 'description' });

  useEffect(() => setFocus('subject'), [setFocus]);
  useEffect(() => writeDraft(draftStorage(), SUBJECT_DRAFT, subject), [subject]);
  useEffect(() => writeDraft(draftStorage(), DESCRIPTION_DRAFT, description), [description]);

  const submit = async (values: NewTicketValues) => {
    setAlert(undefined);
    try {
      const ticketId = await openTicket(toOpenTicketInput(values));
      clearDraft(draftStorage(), SUBJECT_DRAFT);
      clearDraft(draftStorage(), DESCRIPTION_DRAFT);
      setLeaving(true);
      leavePage(ticketPath(ticketId));
    } catch (error) {
      const problem = submitProblem(error, API_FIELDS);
      problem.fields.forEach(({ name, message }, index) =>
        setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      setAlert(problem.message);
      if (problem.fields.length === 0) alertRef.current?.focus();
    }
  };

  const busy = isSubmitting || leaving;
  return (
    <form
      id={id}
      className={`card ${styles.form}`}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <h3 id={`${id}-title`} className={styles.formTitle}>
        Novo ticket
      </h3>
      <p className={styles.formIntro}>
        Conte o que aconteceu. O rascunho fica guardado nesta aba até você abrir o ticket.
      </p>
      <FormAlert ref={alertRef} message={alert} />
      <FormField
        label="Assunto"
        registration={register('subject')}
        error={errors.subject?.message}
        maxLength={TICKET_SUBJECT_MAX_LENGTH}
        autoComplete="off"
        hint={`Entre ${TICKET_SUBJECT_MIN_LENGTH} e ${TICKET_SUBJECT_MAX_LENGTH} caracteres · ${subject.length}/${TICKET_SUBJECT_MAX_LENGTH}`}
      />
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <RichTextEditor
            ref={field.ref}
            label="Descrição"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            disabled={busy}
            placeholder="Descreva o problema ou a solicitação…"
            hint={`Até ${formatCount(RICH_TEXT_MAX_LENGTH)} caracteres, incluindo a formatação · ${formatCount(field.value.length)} usados`}
          />
        )}
      />
      <div className={styles.links}>
        <Controller
          control={control}
          name="requestId"
          render={({ field, fieldState }) => (
            <RequestField
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormField
          label="Código do produto (opcional)"
          registration={register('productId')}
          error={errors.productId?.message}
          inputMode="numeric"
          autoComplete="off"
          hint="O número que aparece no endereço da página do produto."
        />
      </div>
      <div role="status" className={leaving ? 'alert alert--success' : undefined}>
        {leaving ? 'Ticket aberto. Abrindo a página do ticket…' : ''}
      </div>
      <div className={styles.actions}>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Fechar
        </button>
        <SubmitButton busy={busy}>Abrir ticket</SubmitButton>
      </div>
    </form>
  );
}
