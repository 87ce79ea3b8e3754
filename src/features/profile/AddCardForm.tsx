/**
 * `Cartão de crédito`'s add form. The number and CVV live only in this form's state and go
 * to the payment gateway alone (card-gateway.ts); the shop's API then receives the gateway's
 * token with the brand, last four digits, holder and expiry. They are cleared after success,
 * never kept anywhere else nor shown back (the saved card reads as its brand and last four
 * digits). A failure at either step keeps what was typed, so saving again retries both.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '~/components/form/FormField';
import { submitProblem } from '~/lib/form-errors';
import { CARD_NUMBER_MAX_DIGITS, maskCardNumber } from './masks.ts';
import { CardGatewayError, tokenizeCard } from './card-gateway.ts';
import { addCard } from './profile-api.ts';
import type { SavedCard } from './profile-api.ts';
import { ProfileForm } from './ProfileForm.tsx';
import styles from './ProfileForm.module.css';
import { cardSchema, expiryYears } from './schemas.ts';
import type { CardInput, CardValues } from './schemas.ts';
import { SelectField } from '~/components/form/SelectField';
import { cardName } from './card-view.ts';

/** The API's inputs this form shows; a refused token has no field of its own (alert only). */
const API_FIELDS = {
  holderName: 'holderName',
  expMonth: 'expMonth',
  expYear: 'expYear',
} as const;

const EMPTY: CardInput = { number: '', holderName: '', expMonth: '', expYear: '', cvv: '' };

const MONTHS = Array.from({ length: 12 }, (_, index) => {
  const month = String(index + 1).padStart(2, '0');
  return { value: month, label: month };
});

interface AddCardFormProps {
  readonly onAdded: (card: SavedCard) => void;
}

export default function AddCardForm({ onAdded }: AddCardFormProps) {
  // The expiry rule and the year list start at the month the form was opened.
  const [now] = useState(() => new Date());
  const [years] = useState(() =>
    expiryYears(now).map((year) => ({ value: String(year), label: String(year) })),
  );
  const [alert, setAlert] = useState<string>();
  const [status, setStatus] = useState('');
  const alertRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(cardSchema(now)), defaultValues: EMPTY });

  async function save(card: CardValues) {
    setAlert(undefined);
    setStatus('');
    try {
      const token = await tokenizeCard(card);
      const saved = await addCard(token);
      reset(EMPTY);
      setStatus(`Cartão ${cardName(saved)} salvo.`);
      onAdded(saved);
    } catch (error) {
      const problem = error instanceof CardGatewayError ? error : submitProblem(error, API_FIELDS);
      setAlert(problem.message);
      problem.fields.forEach(({ name, message }, index) =>
        setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      if (problem.fields.length === 0) alertRef.current?.focus();
    }
  }

  return (
    <ProfileForm
      title="Adicionar cartão"
      description="O número completo e o CVV vão direto para a operadora de pagamento, nunca para a loja: guardamos só o código que ela devolve, a bandeira, os quatro últimos dígitos, o nome e a validade."
      onSubmit={() => void handleSubmit(save)()}
      busy={isSubmitting}
      alert={alert}
      alertRef={alertRef}
      status={status}
    >
      <div className={styles.wide}>
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
      <div className={styles.wide}>
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
    </ProfileForm>
  );
}
