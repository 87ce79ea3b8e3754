/**
 * A delivered pedido line's review: `Avaliar produto` opens the form in place (stars as a radio
 * group, a title, a plain-text comment); once sent, or when the product was reviewed before,
 * the line shows the review's state instead. A refused submission keeps what was typed.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { SubmitEvent } from 'react';
import { FormAlert } from '~/components/form/FormAlert';
import { SubmitButton } from '~/components/form/SubmitButton';
import { TextField } from '~/components/form/FormField';
import { submitProblem } from '~/lib/form-errors';
import { REVIEW_BODY_MAX_LENGTH, REVIEW_TITLE_MAX_LENGTH } from '../../../contract/limits.ts';
import {
  REVIEW_SENT,
  reviewProblems,
  reviewStatusBadge,
  reviewStatusLabel,
  starsLabel,
} from './review-form.ts';
import type { ReviewDraft, ReviewField } from './review-form.ts';
import { $myReviews, keepReview, loadMyReviews } from './store.ts';
import styles from './ReviewAction.module.css';

interface ReviewActionProps {
  readonly requestId: string;
  readonly productId: string;
  readonly productName: string;
}

const STARS = [1, 2, 3, 4, 5] as const;
const API_FIELDS = { rating: 'rating', title: 'title', body: 'body' } as const;

function StarPicker({
  value,
  error,
  onChange,
}: {
  readonly value: number | null;
  readonly error: string | undefined;
  readonly onChange: (stars: number) => void;
}) {
  const name = useId();
  const errorId = `${name}-erro`;
  return (
    <fieldset
      className={`field ${styles.stars}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>Nota</legend>
      <div className={styles.starRow}>
        {STARS.map((stars) => (
          <label
            key={stars}
            className={`${styles.star} ${value !== null && stars <= value ? styles.on : ''}`}
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="visually-hidden"
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{starsLabel(stars)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function ReviewForm({ requestId, productId, productName }: ReviewActionProps) {
  const [draft, setDraft] = useState<ReviewDraft>({ rating: null, title: '', body: '' });
  const [errors, setErrors] = useState<Partial<Record<ReviewField, string>>>({});
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const bodyId = useId();

  /** Changes one field, and takes back what was said about it: the slip is being fixed. */
  function edit(change: Partial<ReviewDraft>) {
    setDraft({ ...draft, ...change });
    setErrors(Object.fromEntries(Object.entries(errors).filter(([field]) => !(field in change))));
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = reviewProblems(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setAlert('Revise os campos destacados.');
      alertRef.current?.focus();
      return;
    }
    setBusy(true);
    setAlert(undefined);
    try {
      const { sendReview } = await import('./reviews-api.ts');
      keepReview(
        await sendReview({
          requestId,
          productId,
          rating: draft.rating ?? 0,
          title: draft.title,
          body: draft.body,
        }),
      );
    } catch (error) {
      const problem = submitProblem(error, API_FIELDS);
      setErrors(Object.fromEntries(problem.fields.map((field) => [field.name, field.message])));
      setAlert(problem.message);
      alertRef.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className={styles.form}
      aria-label={`Avaliar ${productName}`}
      noValidate
      onSubmit={submit}
    >
      <FormAlert ref={alertRef} message={alert} />
      <StarPicker
        value={draft.rating}
        error={errors.rating}
        onChange={(rating) => edit({ rating })}
      />
      <TextField
        label="Título"
        value={draft.title}
        maxLength={REVIEW_TITLE_MAX_LENGTH}
        error={errors.title}
        onChange={(event) => edit({ title: event.target.value })}
      />
      <div className="field">
        <label htmlFor={bodyId}>Comentário</label>
        <p id={`${bodyId}-dica`} className="field__hint">
          Conte como foi usar o produto (de 10 a 2.000 caracteres).
        </p>
        <textarea
          id={bodyId}
          rows={5}
          maxLength={REVIEW_BODY_MAX_LENGTH}
          value={draft.body}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={`${bodyId}-dica${errors.body ? ` ${bodyId}-erro` : ''}`}
          onChange={(event) => edit({ body: event.target.value })}
        />
        {errors.body && (
          <p id={`${bodyId}-erro`} className="field__error">
            {errors.body}
          </p>
        )}
      </div>
      <SubmitButton busy={busy} className="button--sm">
        Enviar avaliação
      </SubmitButton>
    </form>
  );
}

export default function ReviewAction(props: ReviewActionProps) {
  const reviews = useStore($myReviews);
  const [open, setOpen] = useState(false);
  const formId = useId();

  useEffect(() => {
    void loadMyReviews();
  }, []);

  const review = reviews.state === 'ready' ? reviews.byProduct.get(props.productId) : undefined;
  // The form was opened on this page and the product now has a review: it was just sent.
  const sent = open && review !== undefined;

  if (reviews.state === 'error') return <p className={styles.note}>{reviews.message}</p>;
  if (reviews.state === 'loading') return null;
  if (review) {
    return (
      <div className={styles.action}>
        <p role="status" className={styles.note}>
          {sent ? REVIEW_SENT : ''}
        </p>
        <p className={styles.state}>
          Sua avaliação:{' '}
          <span className={reviewStatusBadge(review.status)}>
            {reviewStatusLabel(review.status)}
          </span>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.action}>
      <button
        type="button"
        className="button button--secondary button--sm"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen(!open)}
      >
        Avaliar produto
        <span className="visually-hidden"> {props.productName}</span>
      </button>
      <div id={formId} hidden={!open}>
        {open && <ReviewForm {...props} />}
      </div>
    </div>
  );
}
