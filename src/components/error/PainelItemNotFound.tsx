/**
 * The 404 experience inside a painel page of one thing (a ticket, an after-sale request), for an
 * unknown id or another customer's (the API answers NOT_FOUND for both, so nothing tells them
 * apart). Static hosting
 * already served this page with 200 for the deep link, so the island shows what the site's
 * 404 page shows (heading `Page Not Found`), says `Page Not Found: {path}` as a failed validity
 * check does, and takes its title; the shell page is `noindex` (it is private anyway).
 */
import { useEffect } from 'react';
import { errorHeading, readablePath } from '~/components/error/error-page';
import errorStyles from '~/components/error/ErrorPage.module.css';
import { HOME_PATH, painelTabPath } from '~/lib/paths';

export interface PainelItem {
  /** `este ticket`. */
  readonly thing: string;
  /** `Ele` or `Ela`, as `thing` goes. */
  readonly pronoun: string;
  /** `dos seus tickets`. */
  readonly listName: string;
  /** The painel tab that lists them, and its link's text. */
  readonly tab: string;
  readonly listLabel: string;
}

export const TICKET_ITEM: PainelItem = {
  thing: 'este ticket',
  pronoun: 'Ele',
  listName: 'dos seus tickets',
  tab: 'tickets',
  listLabel: 'Ver meus tickets',
};

/** `title`: the document's title, `Página não encontrada` as the site writes titles. */
export function PainelItemNotFound({
  item,
  title,
}: {
  readonly item: PainelItem;
  readonly title: string;
}) {
  useEffect(() => {
    document.title = title;
  }, [title]);

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
        Não encontramos {item.thing}. {item.pronoun} pode não existir ou pertencer a outra conta.
        Confira o endereço ou volte para a lista {item.listName}.
      </p>
      <p className={errorStyles.actions}>
        <a className="button" href={painelTabPath(item.tab)}>
          {item.listLabel}
        </a>
        <a className="button button--secondary" href={HOME_PATH}>
          Voltar para a página inicial
        </a>
      </p>
    </div>
  );
}
