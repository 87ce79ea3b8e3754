/**
 * `/emails` (admins): the e-mails the shop could not deliver, newest first, with when, to whom,
 * the subject, the tries and the SMTP server's last answer; `Tentar de novo` puts one back in
 * the delivery's queue (the API records who asked). A message's text is never shown.
 */
import { useState } from 'react';
import { graphql, problemText } from '../lib/api';
import {
  FailedMessagesDocument,
  RetryFailedMessageDocument,
} from '../lib/graphql/generated/graphql';
import type { FailedMessagesQuery } from '../lib/graphql/generated/graphql';
import { formatDateTime } from '../lib/format';
import { ListStatus } from './ListStatus';
import { PageButtons } from './PageButtons';
import { StaffShell } from './StaffShell';
import { pageFromAddress, useListing } from './use-listing';
import type { Listing } from './use-listing';
import { TableRegion } from './TableRegion';

type Message = FailedMessagesQuery['failedMessages']['items'][number];

interface Query {
  page: number;
}

const fromAddress = (params: URLSearchParams): Query => ({ page: pageFromAddress(params) });
const toAddress = (): URLSearchParams => new URLSearchParams();

async function load(query: Query): Promise<Listing<Message>> {
  return (await graphql(FailedMessagesDocument, { page: query.page })).failedMessages;
}

function FailedMail() {
  const { query, go, listing, problem, busy } = useListing(fromAddress, toAddress, load);
  const [working, setWorking] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const [failed, setFailed] = useState('');

  async function retry(message: Message) {
    setWorking(message.id);
    setSaid('');
    setFailed('');
    try {
      await graphql(RetryFailedMessageDocument, { id: message.id });
      setSaid(`O e-mail para ${message.to} voltou para a fila de envio.`);
    } catch (error) {
      setFailed(problemText(error));
    } finally {
      setWorking(null);
      go({ ...query });
    }
  }

  return (
    <>
      <p className="bo-muted">
        O servidor de e-mail recusou estas mensagens, ou não respondeu depois de várias tentativas.
        Corrija a causa (um endereço errado, a configuração do envio) e tente de novo.
      </p>
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
        noun="e-mail(s) não entregue(s)"
        loading="Carregando e-mails…"
      />
      {listing && listing.items.length > 0 && (
        <TableRegion
          label="E-mails não entregues"
          busy={busy}
          columns={['Quando', 'Para', 'Assunto', 'Tentativas', 'Motivo', 'Ações']}
        >
          {listing.items.map((message) => (
            <tr key={message.id}>
              <td>{formatDateTime(message.failedAt)}</td>
              <td>{message.to}</td>
              <td>{message.subject}</td>
              <td>{message.attempts}</td>
              <td>{message.lastError}</td>
              <td>
                {message.retryable ? (
                  <button
                    type="button"
                    className="button button--secondary button--sm"
                    disabled={working !== null || busy}
                    onClick={() => void retry(message)}
                  >
                    Tentar de novo
                    <span className="visually-hidden">
                      {' '}
                      o e-mail “{message.subject}” para {message.to}
                    </span>
                  </button>
                ) : (
                  <span className="bo-muted">Texto não guardado</span>
                )}
              </td>
            </tr>
          ))}
        </TableRegion>
      )}
      {listing && (
        <PageButtons
          label="Páginas dos e-mails não entregues"
          page={listing.page}
          totalPages={listing.totalPages}
          busy={busy}
          onPage={(page) => go({ page })}
        />
      )}
    </>
  );
}

export default function FailedMailPage() {
  return (
    <StaffShell permission="MESSAGES" current="/emails" title="E-mails não entregues">
      {() => <FailedMail />}
    </StaffShell>
  );
}
