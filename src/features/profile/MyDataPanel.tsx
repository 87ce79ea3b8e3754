/**
 * `Meus dados`: `Baixar meus dados` saves what the API stores about the customer as a JSON
 * file; `Sair de todos os dispositivos` ends every session and makes the API forget every
 * browser the customer logged in from; `Excluir minha conta` deletes the account once the
 * customer confirms with the password, then ends the session here. While the customer's e-mail
 * is not confirmed, a notice says what stays out of the data until then, with a button that
 * mails a new confirmation link.
 */
import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { FormAlert } from '~/components/form/FormAlert';
import { Dialog } from '~/components/ui/Dialog';
import { describeApiError } from '~/lib/api/messages';
import { $customer, logout } from '~/features/session/store';
import {
  deleteMyAccount,
  endEverySession,
  fetchMyData,
  resendEmailVerification,
} from './profile-api.ts';
import styles from './MyDataPanel.module.css';

const EXPORT_FILE_NAME = 'meus-dados.json';

/** Hands `json` to the browser as a downloaded file. */
function download(json: string): void {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = EXPORT_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  async function confirm() {
    if (password === '') {
      setProblem('Informe sua senha para confirmar.');
      alertRef.current?.focus();
      return;
    }
    setDeleting(true);
    setProblem(undefined);
    try {
      await deleteMyAccount(password);
      await logout();
    } catch (error) {
      setProblem(describeApiError(error));
      setDeleting(false);
      alertRef.current?.focus();
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="md"
      title="Excluir sua conta?"
      description="Seu perfil, tickets, favoritos e cartões salvos serão apagados e você sairá da conta. Os pedidos ficam guardados sem seu nome, CPF, e-mail e telefone. Não é possível desfazer."
      actions={
        <>
          <button
            type="button"
            className="button button--secondary"
            disabled={deleting}
            onClick={onClose}
          >
            Cancelar
          </button>
          <button
            type="submit"
            form="excluir-conta"
            className="button button--danger"
            disabled={deleting}
          >
            {deleting ? 'Excluindo…' : 'Excluir minha conta'}
          </button>
        </>
      }
    >
      <form
        id="excluir-conta"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <FormAlert ref={alertRef} message={problem} />
        <div className="field">
          <label htmlFor="excluir-conta-senha">Sua senha</label>
          <input
            id="excluir-conta-senha"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
      </form>
    </Dialog>
  );
}

/** Why an unconfirmed address's earlier data is kept out, and the way to confirm it. */
function UnconfirmedEmail({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string>();
  const alertRef = useRef<HTMLDivElement>(null);

  async function resend() {
    setSending(true);
    setProblem(undefined);
    setStatus('');
    try {
      await resendEmailVerification();
      setStatus(`Enviamos um novo link de confirmação para ${email}.`);
    } catch (error) {
      setProblem(describeApiError(error));
      alertRef.current?.focus();
    } finally {
      setSending(false);
    }
  }

  return (
    <div className={`alert alert--info ${styles.unconfirmed}`}>
      <p>
        <strong>Confirme seu e-mail.</strong> Enviamos um link para {email}. Até você abrir esse
        link, pedidos de aviso (Avise-me) e outros dados ligados a este endereço antes de você criar
        a conta não aparecem em Baixar meus dados e não são apagados com a conta: o endereço ainda
        pode ser de outra pessoa.
      </p>
      <FormAlert ref={alertRef} message={problem} />
      <button
        type="button"
        className="button button--secondary"
        disabled={sending}
        onClick={() => void resend()}
      >
        Reenviar e-mail de confirmação
      </button>
      <p role="status">{status}</p>
    </div>
  );
}

export default function MyDataPanel() {
  const customer = useStore($customer);
  const [downloading, setDownloading] = useState(false);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  async function downloadMyData() {
    setDownloading(true);
    setProblem(undefined);
    setStatus('');
    try {
      download(await fetchMyData());
      setStatus('Arquivo meus-dados.json baixado.');
    } catch (error) {
      setProblem(describeApiError(error));
      alertRef.current?.focus();
    } finally {
      setDownloading(false);
    }
  }

  async function leaveEverywhere() {
    setLeaving(true);
    setProblem(undefined);
    setStatus('');
    try {
      await endEverySession();
      await logout();
    } catch (error) {
      setProblem(describeApiError(error));
      setLeaving(false);
      alertRef.current?.focus();
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="meus-dados-titulo">
      <h3 id="meus-dados-titulo" className={styles.title}>
        Meus dados
      </h3>
      <p className={styles.description}>
        Baixe tudo o que guardamos sobre você (perfil, consentimento, tickets, pedidos, favoritos e
        cartões salvos) ou exclua sua conta, como descrito na Política de Privacidade. Se entrou num
        computador de outra pessoa ou acha que alguém sabe sua senha, saia de todos os dispositivos:
        todas as sessões terminam e nenhum navegador continua reconhecido.
      </p>
      {customer && !customer.emailVerified && <UnconfirmedEmail email={customer.email} />}
      <FormAlert ref={alertRef} message={problem} />
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--secondary"
          disabled={downloading}
          onClick={() => void downloadMyData()}
        >
          Baixar meus dados
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={leaving}
          onClick={() => void leaveEverywhere()}
        >
          Sair de todos os dispositivos
        </button>
        <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
          Excluir minha conta
        </button>
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
      <DeleteAccountDialog open={confirming} onClose={() => setConfirming(false)} />
    </section>
  );
}
