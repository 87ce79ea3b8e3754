/** `Pessoal`: name, RG and CPF (masked and checked as in the registration). */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { FormField } from '~/components/form/FormField';
import { maskCpf } from '~/lib/masks';
import { digitsOf } from '../../../contract/validation.ts';
import type { Customer } from '~/features/session/store';
import { CurrentPasswordField, withCurrentPassword } from './CurrentPasswordField.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import styles from './ProfileForm.module.css';
import { personalSchema } from './schemas.ts';
import type { PersonalInput } from './schemas.ts';
import { useProfileSave } from './use-profile-save.ts';
import { withProfileDraft } from './profile-draft.ts';

/** The name under which what was typed survives a login. */
const DRAFT = 'dados-pessoais';

const API_FIELDS = {
  name: 'name',
  rg: 'rg',
  cpf: 'cpf',
  currentPassword: 'currentPassword',
} as const;

function valuesOf(customer: Customer): PersonalInput {
  return {
    name: customer.name,
    rg: customer.rg ?? '',
    cpf: maskCpf(customer.cpf ?? ''),
    currentPassword: '',
  };
}

export default function PersonalForm({ customer }: { readonly customer: Customer }) {
  const form = useForm({
    resolver: zodResolver(personalSchema),
    defaultValues: withProfileDraft(DRAFT, valuesOf(customer)),
  });
  const { alert, status, alertRef, save } = useProfileSave(
    DRAFT,
    form,
    API_FIELDS,
    valuesOf,
    'Dados pessoais salvos.',
  );
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const changesCpf = digitsOf(useWatch({ control, name: 'cpf' })) !== (customer.cpf ?? '');

  return (
    <ProfileForm
      title="Dados pessoais"
      description="Seu nome aparece nos pedidos e no atendimento. O RG é opcional."
      onSubmit={() =>
        void handleSubmit((values) => save(withCurrentPassword(values, changesCpf)))()
      }
      busy={isSubmitting}
      alert={alert}
      alertRef={alertRef}
      status={status}
    >
      <div className={styles.wide}>
        <FormField
          label="Nome"
          autoComplete="name"
          registration={register('name')}
          error={errors.name?.message}
        />
      </div>
      <FormField
        label="RG"
        autoComplete="off"
        registration={register('rg')}
        error={errors.rg?.message}
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
      {changesCpf && (
        <CurrentPasswordField
          registration={register('currentPassword')}
          error={errors.currentPassword?.message}
        />
      )}
    </ProfileForm>
  );
}
