/**
 * `Cartão de crédito`: the saved cards (brand, `•••• 1234`, holder, expiry), each removable
 * after a confirmation, and the form that adds one.
 */
import { useRef, useState } from 'react';
import { Dialog } from '~/components/ui/Dialog';
import { LoadError } from '~/components/ui/LoadError';
import { describeApiError } from '~/lib/api/messages';
import { useApiQuery } from '~/lib/use-api-query';
import AddCardForm from './AddCardForm.tsx';
import { brandLabel, cardName, expiryLabel, maskedCardNumber } from '~/features/payments/card-view';
import { fetchCards, removeCard } from './profile-api.ts';
import type { SavedCard } from './profile-api.ts';
import styles from './CardsPanel.module.css';

function CardsSkeleton() {
  return (
    <div aria-busy="true" className={styles.cards}>
      <span className="visually-hidden">Carregando seus cartões…</span>
      <span className={`skeleton ${styles.skeletonCard}`} aria-hidden="true" />
    </div>
  );
}

function SavedCards({ initial }: { readonly initial: readonly SavedCard[] }) {
  const [cards, setCards] = useState(initial);
  const [status, setStatus] = useState('');
  const [confirming, setConfirming] = useState<SavedCard | null>(null);
  const [removing, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useState<string>();
  const headingRef = useRef<HTMLHeadingElement>(null);

  function ask(card: SavedCard) {
    setRemoveError(undefined);
    setConfirming(card);
  }

  async function confirmRemoval() {
    if (!confirming) return;
    setRemoving(true);
    setRemoveError(undefined);
    try {
      await removeCard(confirming.id);
      setCards((list) => list.filter((card) => card.id !== confirming.id));
      setStatus(`Cartão ${cardName(confirming)} removido.`);
      setConfirming(null);
      // Its button is gone with it: keep the keyboard at the list.
      headingRef.current?.focus();
    } catch (error) {
      setRemoveError(`Não foi possível remover o cartão. ${describeApiError(error)}`);
    } finally {
      setRemoving(false);
    }
  }

  return (
    <>
      <section className={styles.saved} aria-labelledby="cartoes-salvos">
        <h3 id="cartoes-salvos" ref={headingRef} tabIndex={-1} className={styles.heading}>
          Cartões salvos
        </h3>
        <p role="status" className={styles.status}>
          {status}
        </p>
        {cards.length === 0 ? (
          <p className="muted">Nenhum cartão salvo.</p>
        ) : (
          <ul className={`list-reset ${styles.cards}`}>
            {cards.map((card) => (
              <li key={card.id} className={styles.card}>
                <p className={styles.brand}>{brandLabel(card.brand)}</p>
                <p className={styles.number}>
                  <span className="visually-hidden">Cartão terminado em </span>
                  {maskedCardNumber(card.last4)}
                </p>
                <p className={styles.holder}>{card.holderName}</p>
                <p className={styles.expiry}>
                  Validade <span>{expiryLabel(card.expMonth, card.expYear)}</span>
                </p>
                <button
                  type="button"
                  className={`button button--quiet button--sm ${styles.remove}`}
                  onClick={() => ask(card)}
                >
                  Remover<span className="visually-hidden"> cartão {cardName(card)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Remover cartão?"
        description={
          confirming &&
          `O cartão ${cardName(confirming)} deixará de ficar salvo na sua conta. Você pode adicioná-lo de novo quando quiser.`
        }
        actions={
          <>
            <button
              type="button"
              className="button button--secondary"
              disabled={removing}
              onClick={() => setConfirming(null)}
            >
              Cancelar
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={removing}
              aria-busy={removing || undefined}
              onClick={() => void confirmRemoval()}
            >
              Remover cartão
            </button>
          </>
        }
      >
        <div role="alert" className={removeError ? `alert ${styles.dialogAlert}` : undefined}>
          {removeError}
        </div>
      </Dialog>
      <AddCardForm
        onAdded={(card) => {
          setCards((list) => [...list, card]);
          setStatus('');
        }}
      />
    </>
  );
}

export default function CardsPanel() {
  const query = useApiQuery('credit-cards', (signal) => fetchCards(signal));
  if (query.status === 'loading') return <CardsSkeleton />;
  if (query.status === 'error') {
    return <LoadError what="seus cartões" message={query.message} onRetry={query.reload} />;
  }
  return <SavedCards initial={query.data} />;
}
