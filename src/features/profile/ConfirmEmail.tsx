/**
 * The page the `Confirme seu e-mail` message links to: confirms the address with the link's
 * token and says so; a failure says why in pt-BR, and one the API did not answer can be
 * retried.
 */
import { TokenLinkOutcome } from '~/components/token-link/TokenLinkOutcome';
import { PAINEL_PATH } from '~/lib/paths';
import { verifyEmail } from './profile-api.ts';

export default function ConfirmEmail() {
  return (
    <TokenLinkOutcome
      act={verifyEmail}
      working="Confirmando seu e-mail…"
      done={() => 'Pronto: seu e-mail foi confirmado.'}
      next={{ href: PAINEL_PATH, label: 'Ir para o painel' }}
    />
  );
}
