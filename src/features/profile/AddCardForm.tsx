/**
 * `Cartão de crédito`'s add form. The number and CVV live only in this form's state and go
 * to the payment gateway alone (~/features/payments/card-gateway, shared with the checkout); the shop's API then receives the gateway's
 * token with the brand, last four digits, holder and expiry. They are cleared after success,
 * never kept anywhere else nor shown back (the saved card reads as its brand and last four
 * digits). A failure at either step keeps what was typed, so saving again retries both.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { submitProblem } from '~/lib/form-errors';
import CardFields, { EMPTY_CARD } from '~/features/payments/CardFields';
import { CardGatewayError, tokenizeCard } from '~/features/payments/card-gateway';
import { cardSchema } from '~/features/payments/card-schema';
import type { CardValues } from '~/features/payments/card-schema';
import { cardName } from '~/features/payments/card-view';
import { addCard } from './profile-api.ts';
import type { SavedCard } from './profile-api.ts';
import { ProfileForm } from './ProfileForm.tsx';
import styles from './ProfileForm.module.css';

/** The API's inputs this form shows; a refused token has no field of its own (alert only). */
const API_FIELDS = {
  holderName: 'holderName',
  expMonth: 'expMonth',
  expYear: 'expYear',
} as const;

interface AddCardFormProps {
  readonly onAdded: (card: SavedCard) => void;
}

export default function AddCardForm({ onAdded }: AddCardFormProps) {
  // The expiry rule and the year list start at the month the form was opened.
  const [now] = useState(() => new Date());
  const [alert, setAlert] = useState<string>();
  const [status, setStatus] = useState('');
  const alertRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(cardSchema(now)), defaultValues: EMPTY_CARD });

  async function save(card: CardValues) {
    setAlert(undefined);
    setStatus('');
    try {
      const token = await tokenizeCard(card);
      const saved = await addCard(token);
      reset(EMPTY_CARD);
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
      <CardFields register={register} errors={errors} now={now} wideClassName={styles.wide} />
    </ProfileForm>
  );
}
