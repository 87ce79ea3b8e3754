/**
 * The page a back-in-stock notice links to: cancels the request its token names and says so
 * (cancelling again says the same); a failure says why in pt-BR, and one the API did not
 * answer can be retried.
 */
import { TokenLinkOutcome } from '~/components/token-link/TokenLinkOutcome';
import { HOME_PATH } from '~/lib/paths';
import { cancelStockAlert } from './stock-alerts-api.ts';

export default function CancelStockAlert() {
  return (
    <TokenLinkOutcome
      act={cancelStockAlert}
      working="Cancelando o aviso…"
      done={({ productName }) =>
        `Pronto: o pedido de aviso${productName ? ` de ${productName}` : ''} foi cancelado. ` +
        'Você não receberá mais e-mails sobre ele.'
      }
      next={{ href: HOME_PATH, label: 'Voltar para a loja' }}
    />
  );
}
