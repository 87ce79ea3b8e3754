/**
 * `Cartão de crédito` at the checkout, loaded only when that method is chosen: one of the
 * customer's saved cards with its `CVV` typed again (the provider keeps none and asks for it on
 * every payment), or a new one (`CardFields`), and `Parcelas` from the API's `installmentPlan`
 * of the checkout's total (asked again when the total changes, freight included). Numbers and
 * CVVs stay in this component's state and go only to the payment provider's tokenization; the
 * checkout receives `placeOrder`'s `card` from `prepare`. The same card sent again (a retry after
 * the provider did not answer) reuses its token, so the retry is the same request with the same
 * idempotency key.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import type { Ref } from 'react';
import { useForm } from 'react-hook-form';
import { LoadError } from '~/components/ui/LoadError';
import { describeApiError } from '~/lib/api/messages';
import { FormMessageError } from '~/lib/form-errors';
import type { CardPaymentInput } from '~/lib/graphql/generated/graphql';
import { installmentOptionLabel, installmentOptionSentence } from '~/lib/payment-labels';
import { useApiQuery } from '~/lib/use-api-query';
import CardFields, { EMPTY_CARD } from '~/features/payments/CardFields';
import { FormField } from '~/components/form/FormField';
import {
  CardGatewayError,
  tokenizeCard,
  tokenizeSavedCard,
} from '~/features/payments/card-gateway';
import { cardSchema, savedCardCvvProblem } from '~/features/payments/card-schema';
import type { CardValues } from '~/features/payments/card-schema';
import { cardName } from '~/features/payments/card-view';
import { securityCodeLength } from '../../../contract/card-brands.ts';
import { cardPaymentInput, keptInstallments } from './card-payment.ts';
import type { CardChoice } from './card-payment.ts';
import { fetchCheckoutCards, fetchInstallmentPlan } from './checkout-api.ts';
import type { CheckoutCard, InstallmentOption } from './checkout-api.ts';
import styles from './CartPage.module.css';

export interface CardPaymentHandle {
  /**
   * The card to charge, as `placeOrder` takes it: a saved card, or a new one tokenized by the
   * provider. Null when a field needs attention (its message shown, the first one focused).
   * Throws FormMessageError with the sentence to show (the provider refused the card's data,
   * or the plan is not there yet), so the checkout needs none of the card's code to read it.
   */
  prepare(): Promise<CardPaymentInput | null>;
  /** After a declined card or a spent token: numbers and CVVs are to be typed again. */
  forgetSecrets(): void;
}

interface CardPaymentProps {
  /** The checkout's total by card; undefined until the freight is known. */
  readonly total: number | undefined;
  readonly ref: Ref<CardPaymentHandle>;
}

const NEW_CARD = 'novo';

interface Plan {
  readonly total: number;
  readonly options: readonly InstallmentOption[];
}

/** The plan of `total` from the API, the previous plan shown while the new one comes. */
function useInstallmentPlan(total: number | undefined) {
  const [plan, setPlan] = useState<Plan | null>(null);
  const [failure, setFailure] = useState<{ total: number; message: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (total === undefined) return;
    const controller = new AbortController();
    fetchInstallmentPlan(total, controller.signal).then(
      (options) => {
        if (!controller.signal.aborted) setPlan({ total, options });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setFailure({ total, message: describeApiError(error) });
      },
    );
    return () => controller.abort();
  }, [total, attempt]);
  return {
    plan,
    current: plan !== null && plan.total === total,
    failure: failure !== null && failure.total === total ? failure.message : undefined,
    retry: () => setAttempt((n) => n + 1),
  };
}

export default function CardPayment({ total, ref }: CardPaymentProps) {
  // The expiry rule and the year list start at the month the form was opened.
  const [now] = useState(() => new Date());
  const cards = useApiQuery('checkout-cards', (signal) => fetchCheckoutCards(signal));
  const saved: readonly CheckoutCard[] = cards.status === 'success' ? cards.data : [];
  const [picked, setPicked] = useState<string | null>(null);
  const choice = picked ?? saved[0]?.id ?? NEW_CARD;
  const {
    register,
    handleSubmit,
    resetField,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(cardSchema(now)), defaultValues: EMPTY_CARD });
  const savedCvv = useForm({ defaultValues: { cvv: '' } });
  const savedCard = saved.find((card) => card.id === choice);
  const { plan, current, failure, retry } = useInstallmentPlan(total);
  const [wanted, setWanted] = useState(1);
  const installments = plan ? keptInstallments(plan.options, wanted) : wanted;
  // The card's token, with the details it was made from: sent again unchanged, it is reused.
  const tokenized = useRef<{ readonly details: string; readonly choice: CardChoice } | null>(null);
  const installmentsRef = useRef<HTMLSelectElement>(null);
  const installmentsId = useId();
  const chosenOption = plan?.options.find((option) => option.count === installments);

  async function newCard(): Promise<CardChoice | null> {
    let values: CardValues | undefined;
    await handleSubmit((valid) => {
      values = valid;
    })();
    if (!values) return null;
    const details = JSON.stringify(values);
    if (tokenized.current?.details === details) return tokenized.current.choice;
    try {
      const { token, brand } = await tokenizeCard(values);
      const made: CardChoice = { kind: 'new', token, brand };
      tokenized.current = { details, choice: made };
      return made;
    } catch (error) {
      if (!(error instanceof CardGatewayError)) throw error;
      error.fields.forEach(({ name, message }, index) =>
        setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      throw new FormMessageError(error.message);
    }
  }

  async function savedCardChoice(card: CheckoutCard): Promise<CardChoice | null> {
    const cvv = savedCvv.getValues('cvv').trim();
    const problem = savedCardCvvProblem(cvv, card.brand);
    if (problem !== null) {
      savedCvv.setError('cvv', { type: 'validate', message: problem }, { shouldFocus: true });
      return null;
    }
    savedCvv.clearErrors('cvv');
    const details = JSON.stringify({ id: card.id, cvv });
    if (tokenized.current?.details === details) return tokenized.current.choice;
    try {
      const token = await tokenizeSavedCard(card.providerCardId, cvv);
      const made: CardChoice = { kind: 'saved', id: card.id, token };
      tokenized.current = { details, choice: made };
      return made;
    } catch (error) {
      if (!(error instanceof CardGatewayError)) throw error;
      const [field] = error.fields;
      if (field)
        savedCvv.setError('cvv', { type: 'server', message: field.message }, { shouldFocus: true });
      throw new FormMessageError(error.message);
    }
  }

  useImperativeHandle(ref, () => ({
    async prepare() {
      if (!plan || !current) {
        installmentsRef.current?.focus();
        throw new FormMessageError(
          total === undefined
            ? 'Informe o CEP para calcular o frete e as parcelas.'
            : 'Aguarde o cálculo das parcelas e confirme de novo.',
        );
      }
      const card: CardChoice | null = savedCard
        ? await savedCardChoice(savedCard)
        : await newCard();
      return card && cardPaymentInput(card, installments);
    },
    forgetSecrets() {
      tokenized.current = null;
      resetField('number');
      resetField('cvv');
      savedCvv.resetField('cvv');
    },
  }));

  return (
    <div className={styles.options}>
      {cards.status === 'loading' && <p role="status">Carregando seus cartões…</p>}
      {saved.length > 0 && (
        <fieldset className={`field-group ${styles.options}`}>
          <legend>Cartão</legend>
          {saved.map((card) => (
            <label key={card.id} className={styles.option}>
              <input
                type="radio"
                name="cartao"
                value={card.id}
                checked={choice === card.id}
                onChange={() => setPicked(card.id)}
              />
              <span>{cardName(card)}</span>
            </label>
          ))}
          <label className={styles.option}>
            <input
              type="radio"
              name="cartao"
              value={NEW_CARD}
              checked={choice === NEW_CARD}
              onChange={() => setPicked(NEW_CARD)}
            />
            <span>Novo cartão</span>
          </label>
        </fieldset>
      )}
      {savedCard && (
        <FormField
          label="CVV"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={securityCodeLength(savedCard.brand)}
          hint={
            savedCard.brand === 'AMEX'
              ? 'Os 4 dígitos na frente do cartão, pedidos a cada compra.'
              : 'Os 3 dígitos no verso do cartão, pedidos a cada compra.'
          }
          registration={savedCvv.register('cvv')}
          error={savedCvv.formState.errors.cvv?.message}
        />
      )}
      {cards.status !== 'loading' && choice === NEW_CARD && (
        <div>
          <p className="field__hint">
            O número e o CVV vão direto para a operadora de pagamento, nunca para a loja.
          </p>
          <CardFields register={register} errors={errors} now={now} />
        </div>
      )}
      {total === undefined ? (
        <p className="field__hint">Informe o CEP para ver as parcelas.</p>
      ) : failure ? (
        <LoadError what="as parcelas" message={failure} onRetry={retry} />
      ) : plan ? (
        <div className="field">
          <label htmlFor={installmentsId}>Parcelas</label>
          <select
            id={installmentsId}
            ref={installmentsRef}
            aria-describedby={chosenOption ? `${installmentsId}-total` : undefined}
            value={installments}
            aria-busy={current ? undefined : true}
            onChange={(event) => setWanted(Number(event.target.value))}
          >
            {plan.options.map((option) => (
              <option key={option.count} value={option.count}>
                {installmentOptionLabel(option)}
              </option>
            ))}
          </select>
          {/* The whole choice, which a phone's closed select may cut short. */}
          {chosenOption && (
            <p id={`${installmentsId}-total`} className="field__hint">
              {installmentOptionSentence(chosenOption)}
            </p>
          )}
        </div>
      ) : (
        <p role="status">Calculando as parcelas…</p>
      )}
    </div>
  );
}
