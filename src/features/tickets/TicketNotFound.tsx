/**
 * The 404 experience inside the ticket page, for an unknown ticket id or another customer's
 * ticket (the API answers NOT_FOUND for both, so nothing tells them apart). Static hosting
 * already served this page with 200 for the deep link, so the island shows what the site's
 * 404 page shows (heading `Page Not Found`), says `Page Not Found: {path}` as a failed validity
 * check does, and takes its title; the shell page is `noindex` (it is private anyway).
 */
import { useEffect } from 'react';
import { errorHeading, readablePath } from '~/components/error/error-page';
import { documentTitle } from '~/features/seo/meta';
import errorStyles from '~/components/error/ErrorPage.module.css';
import { HOME_PATH, painelTabPath } from '~/lib/paths';

export function TicketNotFound() {
  useEffect(() => {
    document.title = documentTitle('Página não encontrada');
  }, []);

  return (
    <div className={errorStyles.error}>
      <p className={errorStyles.code}>
        <span className="visually-hidden">Código de status </span>
        404
      </p>
      <h1 className={errorStyles.heading}>{errorHeading(404)}</h1>
      <p className={errorStyles.message}>
        Page Not Found: {readablePath(window.location.pathname)}
      </p>
      <p className={errorStyles.help}>
        Não encontramos este ticket. Ele pode não existir ou pertencer a outra conta. Confira o
        endereço ou volte para a lista dos seus tickets.
      </p>
      <p className={errorStyles.actions}>
        <a className="button" href={painelTabPath('tickets')}>
          Ver meus tickets
        </a>
        <a className="button button--secondary" href={HOME_PATH}>
          Voltar para a página inicial
        </a>
      </p>
    </div>
  );
}
