/** `/entrar`: the staff login (`Gestão da loja`), e-mail and password, errors in an alert. */
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { FormAlert } from '~/components/form/FormAlert';
import { TextField } from '~/components/form/FormField';
import { SubmitButton } from '~/components/form/SubmitButton';
import { post } from '../lib/api';
import { landingPath } from '../lib/navigation';

export default function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const alert = useRef<HTMLDivElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem('');
    try {
      const response = await post(
        '/api/entrar',
        JSON.stringify({ email, password }),
        'application/json',
      );
      if (response.ok) {
        location.assign(landingPath(new URLSearchParams(location.search).get('next')));
        return;
      }
      const { error } = (await response.json()) as { error?: string };
      setProblem(error ?? 'Não foi possível entrar.');
    } catch {
      setProblem('Não foi possível falar com o servidor. Tente de novo.');
    }
    setBusy(false);
    alert.current?.focus();
  }

  return (
    <main className="bo-login">
      <form className="card bo-login__card" onSubmit={submit} noValidate>
        <h1>Gestão da loja</h1>
        <p className="bo-muted">Área da equipe. Clientes entram pela loja.</p>
        <FormAlert message={problem} ref={alert} />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Senha"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <SubmitButton busy={busy}>Entrar</SubmitButton>
        <p className="bo-muted">
          Recebeu um convite? <a href="/convite">Escolha sua senha</a>.
        </p>
      </form>
    </main>
  );
}
