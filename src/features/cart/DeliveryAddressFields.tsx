/**
 * The checkout's `Endereço de entrega` fieldset: every field of the API's delivery address, the
 * CEP formatted as typed and looked up as soon as it holds 8 digits (the form fills the rest).
 */
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '~/components/form/FormField';
import { CEP_INPUT } from '~/lib/cep/cep-field';
import { withCepLookup } from '~/lib/cep/cep-lookup';
import type { CepLookupHandlers } from '~/lib/cep/cep-lookup';
import type { DeliveryAddressInput } from '~/lib/graphql/generated/graphql';
import styles from './CartPage.module.css';

/** The form edits every field of the API's delivery address as text (complement included). */
export type AddressValues = Record<keyof DeliveryAddressInput, string>;

interface TextFieldSpec {
  readonly name: Exclude<keyof AddressValues, 'cep'>;
  readonly label: string;
  /** What the error asks for when the field is left empty; optional fields have none. */
  readonly missing?: string;
  readonly autoComplete?: string;
  readonly maxLength?: number;
}

const RECIPIENT: TextFieldSpec = {
  name: 'recipient',
  label: 'Destinatário',
  missing: 'quem recebe',
  autoComplete: 'name',
};

/** The fields after the CEP, in the order a Brazilian address is written. */
const AFTER_CEP: readonly TextFieldSpec[] = [
  { name: 'street', label: 'Endereço', missing: 'o endereço', autoComplete: 'address-line1' },
  { name: 'number', label: 'Número', missing: 'o número (s/n quando não houver)' },
  { name: 'complement', label: 'Complemento', autoComplete: 'address-line2' },
  { name: 'district', label: 'Bairro', missing: 'o bairro' },
  { name: 'city', label: 'Cidade', missing: 'a cidade', autoComplete: 'address-level2' },
  {
    name: 'state',
    label: 'Estado',
    missing: 'o estado (UF)',
    autoComplete: 'address-level1',
    maxLength: 2,
  },
];

interface DeliveryAddressFieldsProps {
  readonly form: UseFormReturn<AddressValues>;
  readonly cepLookup: CepLookupHandlers;
  /** A CEP lookup is under way. */
  readonly cepBusy: boolean;
}

export function DeliveryAddressFields({ form, cepLookup, cepBusy }: DeliveryAddressFieldsProps) {
  const { errors } = form.formState;

  function textField({ name, label, missing, ...input }: TextFieldSpec) {
    return (
      <FormField
        key={name}
        label={label}
        registration={form.register(name, missing ? { required: `Informe ${missing}.` } : {})}
        error={errors[name]?.message}
        {...input}
      />
    );
  }

  return (
    <fieldset className={`field-group ${styles.options}`}>
      <legend>Endereço de entrega</legend>
      {textField(RECIPIENT)}
      <FormField
        label="CEP"
        {...CEP_INPUT}
        registration={withCepLookup(
          form.register('cep', { required: 'Informe o CEP.' }),
          cepLookup,
        )}
        error={errors.cep?.message}
        hint={cepBusy ? 'Buscando o endereço…' : undefined}
      />
      {AFTER_CEP.map(textField)}
    </fieldset>
  );
}
