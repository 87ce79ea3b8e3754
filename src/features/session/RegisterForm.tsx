/**
 * `/registro`, with the accessible names the end-to-end tests use: `Nome`, `E-mail`, `CPF`, `Telefone`, `Senha`,
 * `Confirmar senha`, button `Criar conta`. CPF and phone are masked as typed and checked with
 * @brazilian-utils; the password rules show before submission. A successful registration
 * logs the customer in and opens `/painel`; on failure everything typed stays, and problems
 * the API names (e-mail or CPF already registered) also mark their field.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { api } from '~/lib/api/api';
import { rememberDeviceProof } from '~/lib/device-proofs';
import { RegisterCustomerDocument } from '~/lib/graphql/generated/graphql';
import { FormAlert } from '~/components/form/FormAlert';
import { FormField } from '~/components/form/FormField';
import { FormSkeleton } from '~/components/form/FormSkeleton';
import { PasswordRules } from './PasswordRules.tsx';
import { ACCOUNT_UNAVAILABLE, submitProblem } from '~/lib/form-errors';
import styles from './forms.module.css';
import { DEFAULT_AFTER_LOGIN } from './guard-rules.ts';
import { maskCpf, maskPhone } from '~/lib/masks';
import { leavePage } from './navigation.ts';
import { signIn } from './store.ts';
import { useCaptcha } from './use-captcha.tsx';
import { useAnonymousFormVisible } from './use-form-visibility.ts';
import { registerSchema } from './validation.ts';
import type { RegisterInput } from './validation.ts';
import { SubmitButton } from '~/components/form/SubmitButton';
import { CheckboxField } from '~/components/form/CheckboxField';
import { PRIVACY_PATH } from '~/lib/paths';

/** The API's input names (RegisterCustomerInput) that are fields of this form. */
const API_FIELDS = {
  name: 'name',
  email: 'email',
  cpf: 'cpf',
  phone: 'phone',
  password: 'password',
  acceptPrivacyPolicy: 'acceptPrivacyPolicy',
} as const satisfies Record<string, keyof RegisterInput>;

function RegisterFields() {
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const captcha = useCaptcha();
  const [alert, setAlert] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      name: '',
      email: '',
      cpf: '',
      phone: '',
      password: '',
      confirmPassword: '',
      acceptPrivacyPolicy: false,
    },
  });
  const password = useWatch({ control, name: 'password' });

  // Submitted through the event handler: the handler reads refs, which render must not.
  const submit = async () => {
    const form = formRef.current;
    if (!form) return;
    setAlert(undefined);
    try {
      const { registerCustomer } = await captcha.send(form, (fields, headers) => {
        // The form sends a ticked box as "on" and leaves an unticked one out.
        const { name, email, cpf, phone, password, acceptPrivacyPolicy } = registerSchema.parse({
          ...fields,
          acceptPrivacyPolicy: fields.acceptPrivacyPolicy === 'on',
        });
        return api.request(
          RegisterCustomerDocument,
          { input: { name, email, cpf, phone, password, acceptPrivacyPolicy } },
          { headers },
        );
      });
      rememberDeviceProof(registerCustomer.deviceProof);
      if (!(await signIn(registerCustomer.token))) {
        setAlert(ACCOUNT_UNAVAILABLE);
        alertRef.current?.focus();
        return;
      }
      setLeaving(true);
      leavePage(DEFAULT_AFTER_LOGIN, 'replace');
    } catch (error) {
      const problem = submitProblem(error, API_FIELDS);
      setAlert(problem.message);
      problem.fields.forEach(({ name, message }, index) =>
        setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      if (problem.fields.length === 0) alertRef.current?.focus();
    }
  };

  const busy = isSubmitting || leaving;
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <FormAlert ref={alertRef} message={alert} />
      <FormField
        label="Nome"
        autoComplete="name"
        registration={register('name')}
        error={errors.name?.message}
      />
      <FormField
        label="E-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        registration={register('email')}
        error={errors.email?.message}
      />
      <FormField
        label="CPF"
        inputMode="numeric"
        placeholder="000.000.000-00"
        maxLength={14}
        mask={maskCpf}
        registration={register('cpf')}
        error={errors.cpf?.message}
      />
      <FormField
        label="Telefone"
        type="tel"
        autoComplete="tel-national"
        placeholder="(00) 00000-0000"
        maxLength={15}
        mask={maskPhone}
        hint="Com DDD: celular ou fixo."
        registration={register('phone')}
        error={errors.phone?.message}
      />
      <FormField
        label="Senha"
        type="password"
        autoComplete="new-password"
        hint={<PasswordRules password={password} />}
        registration={register('password')}
        error={errors.password?.message}
      />
      <FormField
        label="Confirmar senha"
        type="password"
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
      <CheckboxField
        label="Li e aceito a Política de Privacidade"
        hint={
          <>
            Leia a{' '}
            <a href={PRIVACY_PATH} target="_blank" rel="noopener">
              Política de Privacidade (abre em nova aba)
            </a>
            .
          </>
        }
        registration={register('acceptPrivacyPolicy')}
        error={errors.acceptPrivacyPolicy?.message}
      />
      {captcha.widget}
      <SubmitButton busy={busy} className={styles.submit}>
        Criar conta
      </SubmitButton>
    </form>
  );
}

export default function RegisterForm() {
  return useAnonymousFormVisible() ? <RegisterFields /> : <FormSkeleton fields={6} />;
}
