/**
 * `/login`, with the accessible names the end-to-end tests use: `E-mail`, `Senha`, button `Entrar`. Sends
 * `LoginCustomer`; on success stores the token, loads the customer and goes to the `next`
 * target (a same-site path) or `/painel`. Errors show in the `role="alert"` region; the
 * typed e-mail stays. A customer whose session the API just refused is told so first.
 */
import { useEffect, useRef, useState } from 'react';
import { api } from '~/lib/api/api';
import { rememberDeviceProof } from '~/lib/device-proofs';
import { LoginCustomerDocument } from '~/lib/graphql/generated/graphql';
import { FormAlert } from '~/components/form/FormAlert';
import { TextField } from '~/components/form/FormField';
import { FormSkeleton } from '~/components/form/FormSkeleton';
import { ACCOUNT_UNAVAILABLE, submitProblem } from '~/lib/form-errors';
import styles from './forms.module.css';
import { afterLoginTarget } from './guard-rules.ts';
import { leavePage } from './navigation.ts';
import { forgetSessionEnded, sessionJustEnded } from './session-ended.ts';
import { signIn } from './store.ts';
import { useCaptcha } from './use-captcha.tsx';
import { useAnonymousFormVisible } from './use-form-visibility.ts';
import { LOGIN_RULES, loginVariables } from './login-rules.ts';
import { SubmitButton } from '~/components/form/SubmitButton';
import { useCheckedForm } from '~/components/form/use-checked-form';

function LoginFields() {
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const captcha = useCaptcha();
  const [alert, setAlert] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  // Shown to the visit the guard sent here, not to later ones. The fields render in the
  // browser only (never while hydrating), so the first render may read the tab's storage.
  const [sessionEnded] = useState(sessionJustEnded);
  useEffect(forgetSessionEnded, []);
  const { field, handleSubmit, setValue, setFocus, errors, submitting } =
    useCheckedForm(LOGIN_RULES);

  // Submitted through the event handler: the handler reads refs, which render must not.
  const submit = async () => {
    const form = formRef.current;
    if (!form) return;
    setAlert(undefined);
    try {
      const { loginCustomer } = await captcha.send(form, (fields, headers) =>
        api.request(LoginCustomerDocument, loginVariables(fields), {
          headers,
          deviceProof: true,
        }),
      );
      rememberDeviceProof(loginCustomer.deviceProof);
      if (!(await signIn(loginCustomer.token))) {
        setAlert(ACCOUNT_UNAVAILABLE);
        alertRef.current?.focus();
        return;
      }
      setLeaving(true);
      leavePage(afterLoginTarget(location.search), 'replace');
    } catch (error) {
      const problem = submitProblem(error, {});
      setAlert(problem.message);
      if (problem.code === 'INVALID_CREDENTIALS') {
        // Keep the e-mail, ask for the password again.
        setValue('password', '');
        setFocus('password');
      } else {
        alertRef.current?.focus();
      }
    }
  };

  const busy = submitting || leaving;
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(event) => handleSubmit(submit)(event)}
    >
      {sessionEnded && (
        <p role="status" className="alert alert--info">
          Sua sessão expirou. Entre de novo para continuar de onde parou.
        </p>
      )}
      <FormAlert ref={alertRef} message={alert} />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        {...field('email')}
        error={errors.email}
      />
      <TextField
        label="Senha"
        type="password"
        autoComplete="current-password"
        {...field('password')}
        error={errors.password}
      />
      {captcha.widget}
      <SubmitButton busy={busy} className={styles.submit}>
        Entrar
      </SubmitButton>
    </form>
  );
}

export default function LoginForm() {
  return useAnonymousFormVisible() ? <LoginFields /> : <FormSkeleton fields={2} />;
}
