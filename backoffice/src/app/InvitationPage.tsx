/**
 * `/convite`: someone invited to the staff chooses a password with the code they received, and
 * is logged in. The e-mail's link carries their e-mail and code in the fragment: the form starts
 * with them, and the address bar (and the browser's history) forgets them at once.
 */
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { FormAlert } from '~/components/form/FormAlert';
import { TextField } from '~/components/form/FormField';
import { SubmitButton } from '~/components/form/SubmitButton';
import { INVITATION_PAGE_PATH, invitationOfFragment } from '../../../contract/backoffice-links';
import { post } from '../lib/api';

export default function InvitationPage() {
  const [link] = useState(() => invitationOfFragment(location.hash));
  const [email, setEmail] = useState(link.email);
  const [code, setCode] = useState(link.code);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const alert = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (location.hash) history.replaceState(null, '', INVITATION_PAGE_PATH);
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem('');
    setErrors({});
    if (password !== confirmation) {
      setErrors({ confirmation: 'As senhas não são iguais.' });
      return;
    }
    setBusy(true);
    try {
      const response = await post(
        '/api/convite',
        JSON.stringify({ email, code, password }),
        'application/json',
      );
      const body = (await response.json()) as {
        error?: string;
        fields?: { field: string; message: string }[];
      };
      if (response.ok) {
        location.assign('/');
        return;
      }
      setErrors(Object.fromEntries((body.fields ?? []).map((f) => [f.field, f.message])));
      setProblem(body.error ?? 'Não foi possível aceitar o convite.');
    } catch {
      setProblem('Não foi possível falar com o servidor. Tente de novo.');
    }
    setBusy(false);
    alert.current?.focus();
  }

  return (
    <main className="bo-login">
      <form className="card bo-login__card" onSubmit={submit} noValidate>
        <h1>Aceitar convite</h1>
        <p className="bo-muted">Escolha a senha com que vai entrar na gestão da loja.</p>
        <FormAlert message={problem} ref={alert} />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label="Código do convite"
          value={code}
          error={errors['code']}
          onChange={(e) => setCode(e.target.value)}
        />
        <TextField
          label="Senha"
          type="password"
          autoComplete="new-password"
          hint="Ao menos 8 caracteres, com letras e números; evite senhas comuns."
          value={password}
          error={errors['password']}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label="Confirmar senha"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          error={errors['confirmation']}
          onChange={(e) => setConfirmation(e.target.value)}
        />
        <SubmitButton busy={busy}>Criar senha</SubmitButton>
      </form>
    </main>
  );
}
