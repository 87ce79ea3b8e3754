/**
 * `/avisos` (support and admins): the logged-in staff member chooses, for themself, whether they
 * get an e-mail for each new pedido and each new ticket. Only the notices their role receives
 * are offered; the API keeps the choice on their own record.
 */
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { FormAlert } from '~/components/form/FormAlert';
import { SubmitButton } from '~/components/form/SubmitButton';
import { STAFF_NOTICES, STAFF_NOTICE_LABELS } from '../../../contract/staff';
import type { StaffNotice } from '../../../contract/staff';
import { NOTICES_PAGE_PATH } from '../../../contract/backoffice-links';
import { graphql, problemText } from '../lib/api';
import {
  MyStaffNoticesDocument,
  SetMyStaffNoticesDocument,
} from '../lib/graphql/generated/graphql';
import type { StaffNoticesFieldsFragment } from '../lib/graphql/generated/graphql';
import { StaffShell } from './StaffShell';

type Choices = StaffNoticesFieldsFragment;

export function NoticesForm() {
  const [choices, setChoices] = useState<Choices | null>(null);
  const [problem, setProblem] = useState('');
  const [saved, setSaved] = useState('');
  const [busy, setBusy] = useState(false);
  const alert = useRef<HTMLDivElement>(null);

  useEffect(() => {
    graphql(MyStaffNoticesDocument).then(
      (data) => setChoices(data.myStaffNotices),
      (error: unknown) => setProblem(problemText(error)),
    );
  }, []);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!choices) return;
    setBusy(true);
    setProblem('');
    setSaved('');
    try {
      const input = Object.fromEntries(
        STAFF_NOTICES.filter((notice) => choices[notice] !== null).map((notice) => [
          notice,
          choices[notice],
        ]),
      );
      const data = await graphql(SetMyStaffNoticesDocument, { input });
      setChoices(data.setMyStaffNotices);
      setSaved('Preferências salvas.');
    } catch (error) {
      setProblem(problemText(error));
      alert.current?.focus();
    }
    setBusy(false);
  }

  const offered = STAFF_NOTICES.filter((notice) => choices !== null && choices[notice] !== null);
  const choose = (notice: StaffNotice, on: boolean) =>
    setChoices((current) => (current ? { ...current, [notice]: on } : current));

  return (
    <>
      <FormAlert message={problem} ref={alert} />
      {choices === null ? (
        !problem && <p role="status">Carregando…</p>
      ) : offered.length === 0 ? (
        <p>Seu papel não recebe e-mails de novos pedidos nem de novos tickets.</p>
      ) : (
        <form className="bo-form" onSubmit={save} noValidate>
          <fieldset className="field-group">
            <legend>E-mails que você recebe</legend>
            {offered.map((notice) => (
              <div key={notice} className="field bo-check">
                <input
                  id={`aviso-${notice}`}
                  type="checkbox"
                  checked={choices[notice] === true}
                  onChange={(event) => choose(notice, event.target.checked)}
                />
                <label htmlFor={`aviso-${notice}`}>{STAFF_NOTICE_LABELS[notice]}</label>
              </div>
            ))}
          </fieldset>
          <div role="status" className={saved ? 'alert alert--success' : undefined}>
            {saved}
          </div>
          <SubmitButton busy={busy}>Salvar</SubmitButton>
        </form>
      )}
    </>
  );
}

export default function NoticesPage() {
  return (
    <StaffShell current={NOTICES_PAGE_PATH} title="Avisos por e-mail">
      {() => (
        <>
          <p className="bo-muted">
            Escolha os avisos por e-mail que quer receber. A escolha vale só para você.
          </p>
          <NoticesForm />
        </>
      )}
    </StaffShell>
  );
}
