/**
 * The `/finalizar` island: delivery address (the CEP fills Endereço, Bairro, Cidade and
 * Estado), freight option, `Forma de pagamento` (`Pix`, `Cartão de crédito` or `Boleto`), a
 * review priced by the API, and `Confirmar pedido`, whose idempotency key survives retries of
 * the same submission. The card's part (CardPayment.tsx) loads only when the card is chosen.
 * On success the cart is emptied and the payment's outcome or instructions are shown; a
 * declined card keeps the checkout (but the card's number and CVV) for another card or Pix.
 * What was typed outlives a session that ended on the way (kept for after the login).
 */
import { useStore } from '@nanostores/react';
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '~/components/form/FormAlert';
import { SubmitButton } from '~/components/form/SubmitButton';
import { LoadError } from '~/components/ui/LoadError';
import { isSessionRejected } from '~/lib/api/errors';
import { FormMessageError } from '~/lib/form-errors';
import type { CardPaymentInput, PaymentMethod } from '~/lib/graphql/generated/graphql';
import { formatMoney } from '~/lib/money';
import { useApiQuery } from '~/lib/use-api-query';
import { maskCep } from '~/lib/cep/cep-field';
import { lookUpCep } from '~/lib/cep/cep-lookup';
import type { CepAddress, CepLookupHandlers } from '~/lib/cep/cep-lookup';
import { digitsOf } from '../../../contract/validation.ts';
import { fieldsDraft } from '~/lib/form-draft';
import type { Customer } from '~/features/session/store';
import { useKnownCustomer } from '~/features/session/use-known-customer';
import { splitAddressLine } from './address-line.ts';
import { fetchCartPricing, fetchFreight } from './cart-api.ts';
import type { FreightQuote } from './cart-api.ts';
import type { CartLine } from './cart-lines.ts';
import { paymentFailure } from './card-payment.ts';
import type { CardPaymentHandle } from './CardPayment.tsx';
import { placeOrder } from './checkout-api.ts';
import type { PlacedOrder } from './checkout-api.ts';
import { SubtotalAndFreight } from './CartSummary.tsx';
import { DeliveryAddressFields } from './DeliveryAddressFields.tsx';
import type { AddressValues } from './DeliveryAddressFields.tsx';
import { EmptyCart } from './EmptyCart.tsx';
import { FreightOptions } from './FreightOptions.tsx';
import { OrderPlaced } from './OrderPlaced.tsx';
import { orderKeyMemory } from './order-key.ts';
import { cents, pixDiscount, reprice, subtotalOf } from './reprice.ts';
import { $cartLines, clearCart } from './store.ts';
import styles from './CartPage.module.css';

type Payment = PaymentMethod;
type Pricing = Awaited<ReturnType<typeof fetchCartPricing>>;

/** The methods in the API's order, named as `paymentOptions` names them once it has answered. */
const METHODS: readonly { readonly method: Payment; readonly name: string }[] = [
  { method: 'PIX', name: 'Pix' },
  { method: 'CREDIT_CARD', name: 'Cartão de crédito' },
  { method: 'BOLETO', name: 'Boleto' },
];

function isPayment(value: string): value is Payment {
  return METHODS.some(({ method }) => method === value);
}

// The card form's code comes with the card: the checkout opens without it.
const CardPayment = lazy(() => import('./CardPayment.tsx'));

/** What the form opens with: the profile's address, or what was typed before a login. */
interface Draft extends AddressValues {
  readonly payment: string;
  /** The freight service chosen, offered again if the CEP's quote still has it. */
  readonly freight: string;
}

function addressOf(customer: Customer): AddressValues {
  return {
    recipient: customer.name,
    cep: maskCep(customer.cep ?? ''),
    ...splitAddressLine(customer.address ?? ''),
    city: customer.city ?? '',
    state: customer.state ?? '',
  };
}

export default function CheckoutPage() {
  const customer = useKnownCustomer();
  const lines = useStore($cartLines);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  if (placed) return <OrderPlaced order={placed} />;
  // The route guard shows this page only once the customer is known; hydration renders the
  // prerendered view even when the customer is known by then.
  if (!customer) return <p role="status">Carregando…</p>;
  if (lines.length === 0) {
    return <EmptyCart>Adicione produtos ao carrinho para finalizar um pedido.</EmptyCart>;
  }
  return <CheckoutForm customer={customer} lines={lines} onPlaced={setPlaced} />;
}

interface CheckoutFormProps {
  readonly customer: Customer;
  readonly lines: readonly CartLine[];
  readonly onPlaced: (order: PlacedOrder) => void;
}

function CheckoutForm({ customer, lines, onPlaced }: CheckoutFormProps) {
  // What was typed survives a session the API refused at `Confirmar pedido`: the session sends
  // the customer to log in and back here, where the form opens with it.
  const draft = useMemo(() => fieldsDraft('finalizar', customer.id), [customer.id]);
  const [opening] = useState<Draft>(() =>
    draft.over({ ...addressOf(customer), payment: 'PIX', freight: '' }),
  );
  const { payment: openingPayment, freight: openingService, ...openingAddress } = opening;
  const form = useForm<AddressValues>({ defaultValues: openingAddress });
  const { isSubmitting } = form.formState;
  const pricing = useApiQuery(`checkout:${JSON.stringify(lines)}`, (signal) =>
    fetchCartPricing(lines, signal),
  );
  const [quote, setQuote] = useState<FreightQuote | null>(null);
  const [service, setService] = useState(openingService);
  const [payment, setPayment] = useState<Payment>(
    isPayment(openingPayment) ? openingPayment : 'PIX',
  );
  const [alert, setAlert] = useState<string>();
  const [cepBusy, setCepBusy] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const keys = useMemo(() => orderKeyMemory(), []);
  const card = useRef<CardPaymentHandle>(null);

  // A typed CEP replaces the address; the CEP the form opens with (the profile's, or the one
  // typed before a login), looked up at once, only fills what is still empty.
  function fillAddress(address: CepAddress, onlyEmpty: boolean) {
    for (const field of ['street', 'district', 'city', 'state'] as const) {
      const value = address[field];
      if (value !== '' && (!onlyEmpty || form.getValues(field) === '')) {
        form.setValue(field, value);
      }
    }
  }

  async function quoteFreight(cep: string) {
    const freight = await fetchFreight(cep, lines);
    setQuote(freight);
    // The service chosen stays chosen while the new quote offers it.
    setService((chosen) =>
      freight.options.some((option) => option.service === chosen)
        ? chosen
        : (freight.options[0]?.service ?? ''),
    );
  }

  const cepLookup: CepLookupHandlers = {
    onStart: () => {
      setCepBusy(true);
      form.clearErrors('cep');
    },
    onAddress: async (address, cep) => {
      fillAddress(address, false);
      await quoteFreight(cep);
    },
    onProblem: (message) => {
      setQuote(null);
      form.setError('cep', { message });
    },
    onEnd: () => setCepBusy(false),
  };

  // A CEP the form opens with is looked up once, for the address and the freight. Quietly:
  // the customer asked for nothing, and a `Buscando o endereço…` line appearing and going
  // under the CEP would move every field below it while the page opens.
  const [openingCep] = useState(() => form.getValues('cep'));
  useEffect(() => {
    void lookUpCep(openingCep, {
      ...cepLookup,
      onStart: () => {},
      onEnd: () => {},
      onAddress: async (address, cep) => {
        fillAddress(address, true);
        await quoteFreight(cep);
      },
    });
    // Once, when the form opens: later CEPs are looked up as they are typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openingCep]);

  function showAlert(message: string) {
    setAlert(message);
    alertRef.current?.focus();
  }

  /** The card to charge, or null when the card's part says what to fix (or is not loaded). */
  async function preparedCard(): Promise<CardPaymentInput | null> {
    if (!card.current) {
      showAlert('Aguarde o formulário do cartão carregar e confirme de novo.');
      return null;
    }
    try {
      return await card.current.prepare();
    } catch (failure) {
      if (failure instanceof FormMessageError) {
        showAlert(failure.message);
        return null;
      }
      throw failure;
    }
  }

  async function onValid(values: AddressValues) {
    setAlert(undefined);
    if (!quote || service === '') {
      form.setError('cep', { message: 'Informe um CEP válido para calcular o frete.' });
      return;
    }
    const cardInput = payment === 'CREDIT_CARD' ? await preparedCard() : undefined;
    if (cardInput === null) return;
    const content = {
      lines: lines.map((line) => ({
        productId: line.productId,
        quantity: line.quantity,
        attributeValueIds: [...line.optionIds],
      })),
      address: {
        recipient: values.recipient,
        cep: digitsOf(values.cep),
        street: values.street,
        number: values.number,
        complement: values.complement || undefined,
        district: values.district,
        city: values.city,
        state: values.state.toUpperCase(),
      },
      freight: service as 'PAC' | 'SEDEX',
      paymentMethod: payment,
      ...(cardInput ? { card: cardInput } : {}),
    };
    try {
      const order = await placeOrder({ ...content, idempotencyKey: keys.keyFor(content) });
      clearCart();
      draft.drop();
      onPlaced(order);
    } catch (failure) {
      // The session then sends the customer to log in, and back here (the cart is kept anyway).
      if (isSessionRejected(failure)) draft.keep({ ...values, payment, freight: service });
      const problem = paymentFailure(failure);
      // A declined card cancelled that pedido: the next attempt is another order, with another
      // card or method. Provider unavailable: the same request again, same key, same token.
      if (problem.kind === 'declined') keys.renew();
      if (problem.kind === 'declined' || problem.kind === 'card-expired') {
        card.current?.forgetSecrets();
      }
      showAlert(problem.message);
    }
  }

  const option = quote?.options.find((candidate) => candidate.service === service);
  const figures =
    pricing.status === 'success'
      ? reviewFigures(lines, pricing.data, option?.price, payment)
      : undefined;
  const names = pricing.status === 'success' ? pricing.data.paymentOptions : [];

  return (
    <form
      className={styles.layout}
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      noValidate
    >
      <div className={styles.main}>
        <FormAlert message={alert} ref={alertRef} />
        <DeliveryAddressFields form={form} cepLookup={cepLookup} cepBusy={cepBusy} />
        {quote && (
          <FreightOptions
            legend="Frete"
            options={quote.options}
            chosen={service}
            onChoose={setService}
          />
        )}
        <fieldset className={`field-group ${styles.options}`}>
          <legend>Forma de pagamento</legend>
          {METHODS.map(({ method, name }) => (
            <label key={method} className={styles.option}>
              <input
                type="radio"
                name="pagamento"
                value={method}
                checked={payment === method}
                onChange={() => setPayment(method)}
              />
              <span>{names.find((candidate) => candidate.method === method)?.name ?? name}</span>
            </label>
          ))}
        </fieldset>
        {payment === 'CREDIT_CARD' && (
          <section className="field-group" aria-labelledby="finalizar-cartao">
            <h2 id="finalizar-cartao" className={styles.asideTitle}>
              Cartão de crédito
            </h2>
            <Suspense fallback={<p role="status">Carregando o formulário do cartão…</p>}>
              <CardPayment ref={card} total={option && figures ? figures.total : undefined} />
            </Suspense>
          </section>
        )}
      </div>
      <aside className={styles.aside} aria-labelledby="finalizar-resumo">
        <h2 id="finalizar-resumo" className={styles.asideTitle}>
          Revisão do pedido
        </h2>
        {pricing.status === 'loading' && <p role="status">Atualizando preços…</p>}
        {pricing.status === 'error' && (
          <LoadError what="os preços" message={pricing.message} onRetry={pricing.reload} />
        )}
        {/* The order is confirmed from its review: the button comes with it, so it never
            stands under a loading line and moves down when the review replaces that line. */}
        {figures && (
          <>
            <Review figures={figures} freight={option?.price} />
            <SubmitButton busy={isSubmitting}>Confirmar pedido</SubmitButton>
          </>
        )}
      </aside>
    </form>
  );
}

/** The checkout's figures for the chosen method, from the API's prices (Pix: its discount). */
function reviewFigures(
  lines: readonly CartLine[],
  pricing: Pricing,
  freight: number | undefined,
  payment: Payment,
) {
  const { lines: priced, notices } = reprice(lines, pricing.products.items, {});
  const subtotal = subtotalOf(priced);
  const percent =
    pricing.paymentOptions.find((candidate) => candidate.method === payment)?.discountPercent ?? 0;
  const discount = pixDiscount(subtotal, percent);
  const total = cents(subtotal + (freight ?? 0) - discount);
  return { priced, notices, subtotal, discount, total };
}

interface ReviewProps {
  readonly figures: ReturnType<typeof reviewFigures>;
  readonly freight: number | undefined;
}

function Review({ figures, freight }: ReviewProps) {
  const { priced, notices, subtotal, discount, total } = figures;
  return (
    <>
      {notices.length > 0 && (
        <div className="alert alert--warning">
          {notices.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
        </div>
      )}
      <ul className={`list-reset ${styles.choices}`} aria-label="Itens do pedido">
        {priced.map((line) => (
          <li key={line.key}>
            {line.line.quantity} × {line.product.name}
            {line.choices.length > 0 && ` (${line.choices.join(', ')})`}: {formatMoney(line.total)}
          </li>
        ))}
      </ul>
      <dl className={styles.summary}>
        <SubtotalAndFreight subtotal={subtotal} freight={freight} missing="Informe o CEP" />
        {discount > 0 && (
          <div className={styles.pix}>
            <dt>Desconto no Pix</dt>
            <dd>− {formatMoney(discount)}</dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>Total</dt>
          <dd>{formatMoney(total)}</dd>
        </div>
      </dl>
    </>
  );
}
