/**
 * `/senha` (every staff member): `Alterar senha`, with the current password and the new one
 * (typed twice). The API checks the current one (a wrong one counts as a guess at the account),
 * applies the password rule and ends the member's other sessions; this one stays. What was typed
 * stays in the form after a refusal.
 */
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { FormAlert } from '~/components/form/FormAlert';
import { TextField } from '~/components/form/FormField';
import { SubmitButton } from '~/components/form/SubmitButton';
import { PASSWORD_PAGE_PATH } from '../../../contract/backoffice-links';
import { fieldErrors, graphql, problemText } from '../lib/api';
import { StaffChangePasswordDocument } from '../lib/graphql/generated/graphql';
import { StaffShell } from './StaffShell';

const PASSWORD_RULE = 'Ao menos 8 caracteres, com letras e números; evite senhas comuns.';

export function PasswordForm() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [saved, setSaved] = useState('');
  const [busy, setBusy] = useState(false);
  const alert = useRef<HTMLDivElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem('');
    setSaved('');
    setErrors({});
    if (newPassword !== confirmation) {
      setErrors({ confirmation: 'As senhas não são iguais.' });
      setProblem('Confira os campos destacados.');
      alert.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await graphql(StaffChangePasswordDocument, { currentPassword, newPassword });
      setCurrentPassword('');
      setNewPassword('');
      setConfirmation('');
      setSaved('Senha alterada. Suas sessões em outros navegadores foram encerradas.');
    } catch (error) {
      setErrors(fieldErrors(error));
      setProblem(problemText(error));
      alert.current?.focus();
    }
    setBusy(false);
  }

  return (
    <form className="bo-form" onSubmit={submit} noValidate>
      <FormAlert message={problem} ref={alert} />
      <TextField
        label="Senha atual"
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        error={errors['currentPassword']}
        onChange={(e) => setCurrentPassword(e.target.value)}
      />
      <TextField
        label="Nova senha"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_RULE}
        value={newPassword}
        error={errors['newPassword']}
        onChange={(e) => setNewPassword(e.target.value)}
      />
      <TextField
        label="Confirmar nova senha"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        error={errors['confirmation']}
        onChange={(e) => setConfirmation(e.target.value)}
      />
      <div role="status" className={saved ? 'alert alert--success' : undefined}>
        {saved}
      </div>
      <SubmitButton busy={busy}>Alterar senha</SubmitButton>
    </form>
  );
}

export default function PasswordPage() {
  return (
    <StaffShell current={PASSWORD_PAGE_PATH} title="Alterar senha">
      {() => <PasswordForm />}
    </StaffShell>
  );
}
