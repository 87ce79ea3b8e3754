/**
 * What a placed order answers: heading `Pedido recebido`, its number, and the payment: a card
 * approved (`Pagamento aprovado`, its installments and the card), or how to pay: the Pix
 * "copia e cola" with `Copiar código` and its QR code, or the boleto's linha digitável, with
 * the provider's page to pay (`payLink`) when it has one.
 */
import { useEffect, useRef, useState } from 'react';
import { formatMoney } from '~/lib/money';
import { installmentOptionLabel } from '~/lib/payment-labels';
import { painelTabPath } from '~/lib/paths';
import { cardName } from '~/features/payments/card-view';
import type { PlacedOrder } from './checkout-api.ts';
import styles from './CartPage.module.css';

export function OrderPlaced({ order }: { readonly order: PlacedOrder }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<string>();
  useEffect(() => heading.current?.focus(), []);

  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('Código copiado.');
    } catch {
      setCopied('Não foi possível copiar: selecione o código e copie-o.');
    }
  }

  return (
    <section className={styles.main} aria-labelledby="pedido-recebido">
      <h2 id="pedido-recebido" ref={heading} tabIndex={-1}>
        Pedido recebido
      </h2>
      <p>
        Número do pedido: <strong>{order.number}</strong>. Total: {formatMoney(order.total)}.
      </p>
      {order.status === 'PAID' && (
        <div className="alert alert--success">
          <p>
            <strong>Pagamento aprovado</strong>
            {order.installments && <>: {installmentOptionLabel(order.installments)}</>}
            {order.card && <> no cartão {cardName(order.card)}</>}.
          </p>
        </div>
      )}
      {order.pix && (
        <div className={styles.freight}>
          <div className="field">
            <label htmlFor="pix-copia-e-cola">Pix copia e cola</label>
            <input id="pix-copia-e-cola" readOnly value={order.pix.qrCode} />
          </div>
          <button
            type="button"
            className="button"
            onClick={() => void copy(order.pix?.qrCode ?? '')}
          >
            Copiar código
          </button>
          <p role="status">{copied}</p>
          <img src={order.pix.qrCodeBase64} alt="QR Code Pix" width={240} height={240} />
        </div>
      )}
      {order.boleto && (
        <div className="field">
          <label htmlFor="linha-digitavel">Linha digitável</label>
          <input id="linha-digitavel" readOnly value={order.boleto.digitableLine} />
        </div>
      )}
      {order.payLink && (
        <p>
          {/* Named exactly as the provider labels it (`Pagar no banco de testes`). */}
          <a href={order.payLink.url} rel="noopener noreferrer">
            {order.payLink.label}
          </a>
        </p>
      )}
      <p>
        <a href={painelTabPath('pedidos')}>Acompanhar no painel</a>
      </p>
    </section>
  );
}
