/** `Endereço`: street and number, CEP (masked), city, state (the 27 UFs) and country. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormField } from '~/components/form/FormField';
import { CEP_INPUT, maskCep } from '~/lib/cep/cep-field';
import { withCepLookup } from '~/lib/cep/cep-lookup';
import type { CepAddress } from '~/lib/cep/cep-lookup';
import type { Customer } from '~/features/session/store';
import { ProfileForm } from './ProfileForm.tsx';
import styles from './ProfileForm.module.css';
import { addressSchema } from './schemas.ts';
import type { AddressInput } from './schemas.ts';
import { SelectField } from '~/components/form/SelectField';
import { STATE_OPTIONS } from './states.ts';
import { useProfileSave } from './use-profile-save.ts';
import { withProfileDraft } from './profile-draft.ts';

/** The name under which what was typed survives a login. */
const DRAFT = 'endereco';

const API_FIELDS = {
  address: 'address',
  cep: 'cep',
  city: 'city',
  state: 'state',
  country: 'country',
} as const;

const STATES = STATE_OPTIONS.map(({ code, name }) => ({ value: code, label: name }));

function valuesOf(customer: Customer): AddressInput {
  return {
    address: customer.address ?? '',
    cep: maskCep(customer.cep ?? ''),
    city: customer.city ?? '',
    state: customer.state ?? '',
    country: customer.country ?? '',
  };
}

export default function AddressForm({ customer }: { readonly customer: Customer }) {
  const form = useForm({
    resolver: zodResolver(addressSchema),
    defaultValues: withProfileDraft(DRAFT, valuesOf(customer)),
  });
  const { alert, status, alertRef, save } = useProfileSave(
    DRAFT,
    form,
    API_FIELDS,
    valuesOf,
    'Endereço salvo.',
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  // The CEP fills what the API knows; a street-level CEP starts an empty address line as
  // "Rua - Bairro", leaving room for ", número" after the street (a line already typed stays).
  function fillFromCep(address: CepAddress) {
    const street = [address.street, address.district].filter((part) => part !== '').join(' - ');
    if (street !== '' && form.getValues('address') === '') form.setValue('address', street);
    if (address.city !== '') form.setValue('city', address.city);
    form.setValue('state', address.state);
  }

  return (
    <ProfileForm
      title="Seu endereço"
      description="Para entregas e notas fiscais."
      onSubmit={() => void handleSubmit(save)()}
      busy={isSubmitting}
      alert={alert}
      alertRef={alertRef}
      status={status}
    >
      <div className={styles.wide}>
        <FormField
          label="Endereço"
          autoComplete="street-address"
          hint="Rua, número, complemento e bairro."
          registration={register('address')}
          error={errors.address?.message}
        />
      </div>
      <FormField
        label="CEP"
        {...CEP_INPUT}
        registration={withCepLookup(register('cep'), {
          onStart: () => form.clearErrors('cep'),
          onAddress: fillFromCep,
          onProblem: (message) => form.setError('cep', { message }),
        })}
        error={errors.cep?.message}
      />
      <FormField
        label="Cidade"
        autoComplete="address-level2"
        registration={register('city')}
        error={errors.city?.message}
      />
      <SelectField
        label="Estado"
        autoComplete="address-level1"
        placeholder="Selecione o estado"
        options={STATES}
        registration={register('state')}
        error={errors.state?.message}
      />
      <FormField
        label="País"
        autoComplete="country-name"
        registration={register('country')}
        error={errors.country?.message}
      />
    </ProfileForm>
  );
}
