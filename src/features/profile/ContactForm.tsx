/** `Contato`: e-mail (also the login) and phone (masked as typed). */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { FormField } from '~/components/form/FormField';
import { maskPhone } from '~/lib/masks';
import type { Customer } from '~/features/session/store';
import { CurrentPasswordField, withCurrentPassword } from './CurrentPasswordField.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { contactSchema } from './schemas.ts';
import type { ContactInput } from './schemas.ts';
import { useProfileSave } from './use-profile-save.ts';
import { withProfileDraft } from './profile-draft.ts';

/** The name under which what was typed survives a login. */
const DRAFT = 'contato';

const API_FIELDS = {
  email: 'email',
  phone: 'phone',
  currentPassword: 'currentPassword',
} as const;

function valuesOf(customer: Customer): ContactInput {
  return { email: customer.email, phone: maskPhone(customer.phone ?? ''), currentPassword: '' };
}

export default function ContactForm({ customer }: { readonly customer: Customer }) {
  const form = useForm({
    resolver: zodResolver(contactSchema),
    defaultValues: withProfileDraft(DRAFT, valuesOf(customer)),
  });
  const { alert, status, alertRef, save } = useProfileSave(
    DRAFT,
    form,
    API_FIELDS,
    valuesOf,
    'Contato salvo.',
  );
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const changesEmail = useWatch({ control, name: 'email' }).trim().toLowerCase() !== customer.email;

  return (
    <ProfileForm
      title="Contato"
      description="Como falamos com você sobre pedidos e tickets."
      onSubmit={() =>
        void handleSubmit((values) => save(withCurrentPassword(values, changesEmail)))()
      }
      busy={isSubmitting}
      alert={alert}
      alertRef={alertRef}
      status={status}
    >
      <FormField
        label="E-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        hint="Também é o seu login."
        registration={register('email')}
        error={errors.email?.message}
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
      {changesEmail && (
        <CurrentPasswordField
          registration={register('currentPassword')}
          error={errors.currentPassword?.message}
        />
      )}
    </ProfileForm>
  );
}
