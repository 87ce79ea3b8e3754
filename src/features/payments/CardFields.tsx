/**
 * A new card's fields, `Número do cartão`, `Nome impresso no cartão`, `Validade` (month and
 * year) and `CVV`, for a react-hook-form of `cardSchema` (card-schema.ts). The painel's
 * `Adicionar cartão` and the checkout's new card both render them; the number and CVV then go
 * to the payment provider's tokenization alone (card-gateway.ts), never to the shop's API.
 */
import { useState } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '~/components/form/FormField';
import { SelectField } from '~/components/form/SelectField';
import { CARD_NUMBER_MAX_DIGITS, maskCardNumber } from './card-masks.ts';
import { expiryYears } from './card-schema.ts';
import type { CardInput } from './card-schema.ts';
import styles from './CardFields.module.css';

/** An empty new card, the form's default values. */
export const EMPTY_CARD: CardInput = {
  number: '',
  holderName: '',
  expMonth: '',
  expYear: '',
  cvv: '',
};

const MONTHS = Array.from({ length: 12 }, (_, index) => {
  const month = String(index + 1).padStart(2, '0');
  return { value: month, label: month };
});

interface CardFieldsProps {
  readonly register: UseFormRegister<CardInput>;
  readonly errors: FieldErrors<CardInput>;
  /** The month the form was opened: the year list starts there (as `cardSchema(now)` does). */
  readonly now: Date;
  /** A class for the fields that span the whole row of a two-column form. */
  readonly wideClassName?: string | undefined;
}

export default function CardFields({ register, errors, now, wideClassName }: CardFieldsProps) {
  const [years] = useState(() =>
    expiryYears(now).map((year) => ({ value: String(year), label: String(year) })),
  );
  return (
    <>
      <div className={wideClassName}>
        <FormField
          label="Número do cartão"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="0000 0000 0000 0000"
          // 19 digits and the spaces between their groups.
          maxLength={CARD_NUMBER_MAX_DIGITS + 4}
          mask={maskCardNumber}
          registration={register('number')}
          error={errors.number?.message}
        />
      </div>
      <div className={wideClassName}>
        <FormField
          label="Nome impresso no cartão"
          autoComplete="cc-name"
          autoCapitalize="characters"
          spellCheck={false}
          registration={register('holderName')}
          error={errors.holderName?.message}
        />
      </div>
      <fieldset className={`field ${styles.expiry}`}>
        <legend>Validade</legend>
        <div className={styles.expiryFields}>
          <SelectField
            label="Mês"
            autoComplete="cc-exp-month"
            placeholder="Mês"
            options={MONTHS}
            registration={register('expMonth')}
            error={errors.expMonth?.message}
          />
          <SelectField
            label="Ano"
            autoComplete="cc-exp-year"
            placeholder="Ano"
            options={years}
            registration={register('expYear')}
            error={errors.expYear?.message}
          />
        </div>
      </fieldset>
      <FormField
        label="CVV"
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        hint="3 ou 4 dígitos no verso do cartão."
        registration={register('cvv')}
        error={errors.cvv?.message}
      />
    </>
  );
}
