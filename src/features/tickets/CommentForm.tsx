/**
 * The comment box of an open ticket: the rich-text `Comentário` and `Comentar`. The draft is
 * kept per ticket in the tab's session storage until the comment is sent. A success says so
 * in a `role="status"` region (and that the ticket was reopened, when the API reopened a
 * solved one); a failure keeps the text and says why in a `role="alert"` region. Mutations
 * are never retried automatically.
 */
import { useRef, useState } from 'react';
import type { SubmitEvent } from 'react';
import { RichTextEditor } from '~/features/editor/RichTextEditor';
import type { RichTextEditorHandle } from '~/features/editor/RichTextEditor';
import { draftKey } from '~/lib/form-draft';
import { richTextProblem } from '../../../contract/rich-text.ts';
import { useFormDraft } from '~/lib/use-form-draft';
import { FormAlert } from '~/components/form/FormAlert';
import { describeApiError } from '~/lib/api/messages';
import { commentSentMessage } from './ticket-view.ts';
import { addTicketComment } from './tickets-api.ts';
import type { TicketDetail } from './tickets-api.ts';
import styles from './TicketPage.module.css';
import { SubmitButton } from '~/components/form/SubmitButton';

const COMMENT_EMPTY = 'Escreva o comentário antes de enviar.';

interface CommentFormProps {
  readonly ticket: TicketDetail;
  /** How many comments the page shows: the answer brings the ones after them. */
  readonly shownComments: number;
  /** The ticket as the API answered after the comment. */
  readonly onCommented: (ticket: TicketDetail) => void;
}

export function CommentForm({ ticket, shownComments, onCommented }: CommentFormProps) {
  const editorRef = useRef<RichTextEditorHandle>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [body, setBody, clearBody] = useFormDraft(draftKey(`ticket-${ticket.id}`, 'comentario'));
  const [invalid, setInvalid] = useState<string>();
  const [alert, setAlert] = useState<string>();
  const [sent, setSent] = useState('');
  const [sending, setSending] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setAlert(undefined);
    setSent('');
    const problem = richTextProblem(body, COMMENT_EMPTY);
    setInvalid(problem);
    if (problem) {
      editorRef.current?.focus();
      return;
    }
    setSending(true);
    try {
      const updated = await addTicketComment(ticket.id, body, shownComments);
      clearBody();
      setSent(commentSentMessage(ticket.status, updated.status));
      onCommented(updated);
    } catch (error) {
      console.error('[tickets] The comment was not sent:', error);
      setAlert(describeApiError(error));
      alertRef.current?.focus();
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={styles.commentForm} noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert ref={alertRef} message={alert} />
      <div role="status" className={sent ? 'alert alert--success' : undefined}>
        {sent}
      </div>
      <RichTextEditor
        ref={editorRef}
        label="Comentário"
        value={body}
        onChange={(html) => {
          setBody(html);
          if (invalid) setInvalid(undefined);
        }}
        error={invalid}
        disabled={sending}
        placeholder="Escreva sua mensagem para o suporte…"
        hint="O rascunho fica guardado nesta aba até você enviar."
      />
      <div className={styles.commentActions}>
        <SubmitButton busy={sending}>Comentar</SubmitButton>
      </div>
    </form>
  );
}
