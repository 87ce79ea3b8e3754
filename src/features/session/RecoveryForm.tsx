/**
 * `/recuperar-senha`: the customer gives the e-mail and the API sends a 6-digit code (the
 * mock prints it to its console); then the code and a new password set the password. The
 * first step always answers the same way, so the page never reveals whether an e-mail is
 * registered.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { api } from '~/lib/api/api';
import {
  RequestPasswordResetDocument,
  ResetPasswordDocument,
} from '~/lib/graphql/generated/graphql';
import { FormAlert } from '~/components/form/FormAlert';
import { FormField } from '~/components/form/FormField';
import { FormSkeleton } from '~/components/form/FormSkeleton';
import { PasswordRules } from './PasswordRules.tsx';
import { submitProblem } from '~/lib/form-errors';
import styles from './forms.module.css';
import { useCaptcha } from './use-captcha.tsx';
import { useHydrated } from '~/lib/use-hydrated';
import { recoveryEmailSchema, resetPasswordSchema } from './validation.ts';
import type { RecoveryEmailInput, ResetPasswordInput, ResetPasswordValues } from './validation.ts';
import { SubmitButton } from '~/components/form/SubmitButton';
import { LOGIN_PATH } from '~/lib/paths';

/** The same answer whether or not the e-mail belongs to a customer. */
function codeSentMessage(email: string): string {
  return `Se houver uma conta com o e-mail ${email}, enviamos para ele um código de 6 dígitos. O código vale por 15 minutos.`;
}

interface EmailStepProps {
  readonly initialEmail: string;
  readonly onSent: (email: string) => void;
}

function EmailStep({ initialEmail, onSent }: EmailStepProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const captcha = useCaptcha();
  const [alert, setAlert] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RecoveryEmailInput>({
    resolver: zodResolver(recoveryEmailSchema),
    defaultValues: { email: initialEmail },
  });

  // Submitted through the event handler: the handler reads refs, which render must not.
  const submit = async () => {
    const form = formRef.current;
    if (!form) return;
    setAlert(undefined);
    try {
      const email = await captcha.send(form, async (fields, headers) => {
        const variables = recoveryEmailSchema.parse(fields);
        await api.request(RequestPasswordResetDocument, variables, { headers, deviceProof: true });
        return variables.email;
      });
      onSent(email);
    } catch (error) {
      setAlert(submitProblem(error, {}).message);
      alertRef.current?.focus();
    }
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <p className="muted">
        Informe o e-mail da sua conta. Enviaremos um código para você criar uma nova senha.
      </p>
      <FormAlert ref={alertRef} message={alert} />
      <FormField
        label="E-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        registration={register('email')}
        error={errors.email?.message}
      />
      {captcha.widget}
      <SubmitButton busy={isSubmitting} className={styles.submit}>
        Enviar código
      </SubmitButton>
    </form>
  );
}

interface CodeStepProps {
  readonly email: string;
  readonly onDone: () => void;
  /** Back to the first step, keeping the e-mail (to correct it or get a new code). */
  readonly onRestart: () => void;
}

function CodeStep({ email, onDone, onRestart }: CodeStepProps) {
  const alertRef = useRef<HTMLDivElement>(null);
  const [alert, setAlert] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput, unknown, ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { code: '', password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });

  useEffect(() => setFocus('code'), [setFocus]);

  // Submitted through the event handler: the handler reads refs, which render must not.
  const submit = async ({ code, password }: ResetPasswordValues) => {
    setAlert(undefined);
    try {
      await api.request(
        ResetPasswordDocument,
        { email, code, newPassword: password },
        { deviceProof: true },
      );
      onDone();
    } catch (error) {
      const problem = submitProblem(error, { code: 'code', newPassword: 'password' } as const);
      setAlert(problem.message);
      problem.fields.forEach(({ name, message }, index) =>
        setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      if (problem.fields.length === 0) alertRef.current?.focus();
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <p role="status" className="alert alert--info">
        {codeSentMessage(email)}
      </p>
      <FormAlert ref={alertRef} message={alert} />
      <FormField
        label="Código"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        registration={register('code')}
        error={errors.code?.message}
      />
      <FormField
        label="Nova senha"
        type="password"
        autoComplete="new-password"
        hint={<PasswordRules password={password} />}
        registration={register('password')}
        error={errors.password?.message}
      />
      <FormField
        label="Confirmar nova senha"
        type="password"
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
      <SubmitButton busy={isSubmitting} className={styles.submit}>
        Redefinir senha
      </SubmitButton>
      <ul className={styles.links}>
        <li>
          <button type="button" className="button button--quiet button--sm" onClick={onRestart}>
            Usar outro e-mail ou pedir novo código
          </button>
        </li>
      </ul>
    </form>
  );
}

function Done() {
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => statusRef.current?.focus(), []);
  return (
    <div ref={statusRef} role="status" tabIndex={-1} className="alert alert--success">
      <p>Pronto! Sua senha foi alterada. Use a nova senha para entrar.</p>
      <a className="button" href={LOGIN_PATH}>
        Ir para o login
      </a>
    </div>
  );
}

type Step =
  | { readonly name: 'email'; readonly email: string }
  | { readonly name: 'code'; readonly email: string }
  | { readonly name: 'done' };

export default function RecoveryForm() {
  const hydrated = useHydrated();
  const [step, setStep] = useState<Step>({ name: 'email', email: '' });
  if (!hydrated) return <FormSkeleton fields={1} />;
  switch (step.name) {
    case 'email':
      return (
        <EmailStep initialEmail={step.email} onSent={(email) => setStep({ name: 'code', email })} />
      );
    case 'code':
      return (
        <CodeStep
          email={step.email}
          onDone={() => setStep({ name: 'done' })}
          onRestart={() => setStep({ name: 'email', email: step.email })}
        />
      );
    case 'done':
      return <Done />;
  }
}
