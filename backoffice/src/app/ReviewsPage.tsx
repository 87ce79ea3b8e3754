/**
 * `/avaliacoes` (editors and admins): customers' reviews, pending first, filtered by state;
 * `Aprovar` and `Rejeitar` a pending one, `Remover da loja` an approved one. The API records
 * each decision and republishes the product's page when what the shop shows changes.
 */
import { useState } from 'react';
import { graphql, problemText } from '../lib/api';
import {
  ApproveReviewDocument,
  RejectReviewDocument,
  RemoveReviewDocument,
  StaffReviewsDocument,
} from '../lib/graphql/generated/graphql';
import type { ReviewStatus, StaffReviewsQuery } from '../lib/graphql/generated/graphql';
import { formatDateTime } from '../lib/format';
import { ListStatus } from './ListStatus';
import { PageButtons } from './PageButtons';
import { StaffShell } from './StaffShell';
import { pageFromAddress, useListing } from './use-listing';
import type { Listing } from './use-listing';

const STATES: readonly { value: ReviewStatus | ''; label: string }[] = [
  { value: '', label: 'Todas (pendentes primeiro)' },
  { value: 'PENDING', label: 'Aguardando aprovação' },
  { value: 'APPROVED', label: 'Publicadas' },
  { value: 'REJECTED', label: 'Não aprovadas' },
];

const STATUS_BADGES: Readonly<Record<ReviewStatus, { label: string; tone: string }>> = {
  PENDING: { label: 'Aguardando aprovação', tone: 'warning' },
  APPROVED: { label: 'Publicada', tone: 'success' },
  REJECTED: { label: 'Não aprovada', tone: 'danger' },
};

type Review = StaffReviewsQuery['staffReviews']['items'][number];

interface Query {
  status: ReviewStatus | '';
  page: number;
}

/** Each decision's operation and what is said once it is done. */
const DECISIONS = {
  approveReview: {
    document: ApproveReviewDocument,
    done: 'Avaliação aprovada: a página do produto será publicada de novo.',
  },
  rejectReview: {
    document: RejectReviewDocument,
    done: 'Avaliação rejeitada: ela não aparece na loja.',
  },
  removeReview: {
    document: RemoveReviewDocument,
    done: 'Avaliação removida da loja: a página do produto será publicada de novo.',
  },
} as const;

type Decision = keyof typeof DECISIONS;

/** What may be decided in each state: a pending review is approved or rejected, a public one removed. */
const ACTIONS: Readonly<
  Record<ReviewStatus, readonly { decision: Decision; label: string; primary?: boolean }[]>
> = {
  PENDING: [
    { decision: 'approveReview', label: 'Aprovar', primary: true },
    { decision: 'rejectReview', label: 'Rejeitar' },
  ],
  APPROVED: [{ decision: 'removeReview', label: 'Remover da loja' }],
  REJECTED: [],
};

function fromAddress(params: URLSearchParams): Query {
  const status = params.get('situacao') ?? '';
  return {
    status: STATES.find((state) => state.value === status)?.value ?? '',
    page: pageFromAddress(params),
  };
}

function toAddress(query: Query): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status) params.set('situacao', query.status);
  return params;
}

async function load(query: Query): Promise<Listing<Review>> {
  const data = await graphql(StaffReviewsDocument, {
    status: query.status || null,
    page: query.page,
  });
  return data.staffReviews;
}

function ReviewCard({
  review,
  working,
  onDecide,
}: {
  review: Review;
  working: boolean;
  onDecide: (decision: Decision) => void;
}) {
  const badge = STATUS_BADGES[review.status];
  return (
    <li className="bo-message">
      <article aria-labelledby={`avaliacao-${review.id}`}>
        <p className="bo-message__meta">
          <span className={`badge badge--${badge.tone}`}>{badge.label}</span>
          <a href={`/produtos/editar?id=${review.productId}`}>{review.productName}</a>
          <span>{review.requestNumber}</span>
        </p>
        <h2 id={`avaliacao-${review.id}`} className="bo-review__title">
          {review.title}
        </h2>
        <p>
          <span aria-hidden="true">
            {'★'.repeat(review.rating) + '☆'.repeat(5 - review.rating)}
          </span>{' '}
          <span>{review.rating} de 5 estrelas</span>
        </p>
        <p className="bo-review__body">{review.body}</p>
        <p className="bo-muted">
          {review.authorName} · {formatDateTime(review.createdAt)}
        </p>
        <div className="bo-actions">
          {ACTIONS[review.status].map((action) => (
            <button
              key={action.decision}
              type="button"
              className={action.primary ? 'button' : 'button button--secondary'}
              disabled={working}
              onClick={() => onDecide(action.decision)}
            >
              {action.label}
              <span className="visually-hidden"> a avaliação “{review.title}”</span>
            </button>
          ))}
        </div>
      </article>
    </li>
  );
}

function Reviews() {
  const { query, go, listing, problem, busy } = useListing(fromAddress, toAddress, load);
  const [working, setWorking] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const [failed, setFailed] = useState('');

  async function decide(review: Review, decision: Decision) {
    setWorking(review.id);
    setSaid('');
    setFailed('');
    try {
      // The answer is not read: the list reloads.
      await graphql<unknown, { id: string }>(DECISIONS[decision].document, { id: review.id });
      setSaid(DECISIONS[decision].done);
    } catch (error) {
      setFailed(problemText(error));
    } finally {
      setWorking(null);
      go({ ...query });
    }
  }

  return (
    <>
      <form className="bo-filters" onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor="situacao">Situação</label>
          <select
            id="situacao"
            value={query.status}
            onChange={(e) => go({ status: e.target.value as ReviewStatus | '', page: 1 })}
          >
            {STATES.map((state) => (
              <option key={state.value} value={state.value}>
                {state.label}
              </option>
            ))}
          </select>
        </div>
      </form>
      <p role="status">{said}</p>
      {failed && (
        <p role="alert" className="alert">
          {failed}
        </p>
      )}
      <ListStatus
        listing={listing}
        problem={problem}
        busy={busy}
        noun="avaliação(ões)"
        loading="Carregando avaliações…"
      />
      {listing && listing.items.length > 0 && (
        <ul className="bo-thread" aria-label="Avaliações" aria-busy={busy}>
          {listing.items.map((review) => (
            <ReviewCard
              key={review.id}
              review={review}
              working={working !== null}
              onDecide={(decision) => void decide(review, decision)}
            />
          ))}
        </ul>
      )}
      {listing && (
        <PageButtons
          label="Páginas das avaliações"
          page={listing.page}
          totalPages={listing.totalPages}
          busy={busy}
          onPage={(page) => go({ ...query, page })}
        />
      )}
    </>
  );
}

export default function ReviewsPage() {
  return (
    <StaffShell permission="REVIEWS" current="/avaliacoes" title="Avaliações">
      {() => <Reviews />}
    </StaffShell>
  );
}
