/**
 * The form of a withdrawal (`Desistir da compra`: the units, an optional reason; the freight is
 * refunded too) or a defect report (`Solicitar troca ou devolução`: the units, refund or
 * exchange, and a description of the defect). A failure keeps everything typed and says why.
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { describeApiError } from '~/lib/api/messages';
import { startingUnits } from './after-sale-view.ts';
import type { AfterSaleRequestView } from './after-sale-view.ts';
import { DefectPhotos } from './DefectPhotos.tsx';
import type { ChosenPhoto } from './DefectPhotos.tsx';
import { openAfterSale } from './returns-api.ts';
import type { Protocol } from './returns-api.ts';
import styles from './AfterSale.module.css';

const REASON_MAX_LENGTH = 1000;

export function ReturnForm({
  request,
  withdrawal,
  lastDay,
  onDone,
  onClose,
}: {
  readonly request: AfterSaleRequestView;
  readonly withdrawal: boolean;
  readonly lastDay: string;
  readonly onDone: (protocol: Protocol) => void;
  readonly onClose: () => void;
}) {
  const id = useId();
  const items = request.items.filter((item) => item.returnableQuantity > 0);
  const [units, setUnits] = useState(() => startingUnits(items, withdrawal));
  const [wish, setWish] = useState<'RETURN' | 'EXCHANGE'>('RETURN');
  const [reason, setReason] = useState('');
  const [photos, setPhotos] = useState<readonly ChosenPhoto[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const title = withdrawal ? 'Desistir da compra' : 'Solicitar troca ou devolução';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      onDone(
        await openAfterSale({
          requestId: request.id,
          kind: withdrawal ? 'WITHDRAWAL' : wish,
          items: items.map((item) => ({
            requestItemId: item.id,
            quantity: units[item.id] ?? 0,
          })),
          reason: reason.trim() === '' ? null : reason,
          photoIds: withdrawal ? [] : photos.map((photo) => photo.id),
        }),
      );
    } catch (error) {
      console.error('[returns] The request could not be sent:', error);
      setProblem(describeApiError(error));
      setBusy(false);
    }
  }

  return (
    <form
      className={`card ${styles.form}`}
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => void submit(e)}
    >
      <h4 id={`${id}-title`} className={styles.title}>
        {title}
      </h4>
      <p className="muted">
        {withdrawal
          ? `Você pode desistir até ${lastDay}, sem precisar dizer por quê. Devolvemos o valor dos itens e o frete pela mesma forma de pagamento.`
          : `Itens com defeito podem ser devolvidos até ${lastDay}. Depois da análise, enviamos o código de postagem para a devolução gratuita pelos Correios.`}
      </p>
      <fieldset className={styles.units}>
        <legend>Itens</legend>
        {items.map((item) => (
          <div key={item.id} className={`field ${styles.unit}`}>
            <label htmlFor={`${id}-${item.id}`}>Quantidade de {item.productName}</label>
            <select
              id={`${id}-${item.id}`}
              value={units[item.id] ?? 0}
              onChange={(event) => setUnits({ ...units, [item.id]: Number(event.target.value) })}
            >
              {Array.from({ length: item.returnableQuantity + 1 }, (_, n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        ))}
      </fieldset>
      {!withdrawal && (
        <fieldset className={styles.units}>
          <legend>O que você prefere?</legend>
          <label className={styles.choice}>
            <input
              type="radio"
              name={`${id}-wish`}
              checked={wish === 'RETURN'}
              onChange={() => setWish('RETURN')}
            />{' '}
            Reembolso do valor
          </label>
          <label className={styles.choice}>
            <input
              type="radio"
              name={`${id}-wish`}
              checked={wish === 'EXCHANGE'}
              onChange={() => setWish('EXCHANGE')}
            />{' '}
            Troca pelo mesmo produto
          </label>
        </fieldset>
      )}
      <div className="field">
        <label htmlFor={`${id}-reason`}>
          {withdrawal ? 'Motivo (opcional)' : 'Descreva o defeito'}
        </label>
        <textarea
          id={`${id}-reason`}
          rows={4}
          maxLength={REASON_MAX_LENGTH}
          required={!withdrawal}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      {!withdrawal && <DefectPhotos photos={photos} onChange={setPhotos} />}
      <div role="alert">{problem && <p className="alert alert--danger">{problem}</p>}</div>
      <div className={styles.buttons}>
        <button
          type="button"
          className="button button--secondary"
          onClick={onClose}
          disabled={busy}
        >
          Voltar
        </button>
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy ? 'Enviando…' : withdrawal ? 'Enviar desistência' : 'Enviar solicitação'}
        </button>
      </div>
    </form>
  );
}
