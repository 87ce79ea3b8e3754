/**
 * The `/finalizar` island: delivery address (the CEP fills Endereço, Bairro, Cidade and
 * Estado), freight option, payment (`Pix` or `Boleto`), a review priced by the API, and
 * `Confirmar pedido`, whose idempotency key survives retries of the same submission. On
 * success the cart is emptied and the payment instructions are shown.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '~/components/form/FormAlert';
import { FormField } from '~/components/form/FormField';
import { SubmitButton } from '~/components/form/SubmitButton';
import { LoadError } from '~/components/ui/LoadError';
import { ApiError } from '~/lib/api/errors';
import { describeApiError } from '~/lib/api/messages';
import { formatMoney } from '~/lib/money';
import { CHECKOUT_PATH, loginPath } from '~/lib/paths';
import type { DeliveryAddressInput } from '~/lib/graphql/generated/graphql';
import { useApiQuery } from '~/lib/use-api-query';
import { lookUpCep, withCepLookup } from '~/lib/cep/cep-lookup';
import type { CepAddress, CepLookupHandlers } from '~/lib/cep/cep-lookup';
import { digitsOf } from '~/lib/validation';
import { leavePage } from '~/features/session/navigation';
import type { Customer } from '~/features/session/store';
import { useKnownCustomer } from '~/features/session/use-known-customer';
import { fetchCartPricing, fetchFreight } from './cart-api.ts';
import type { FreightQuote } from './cart-api.ts';
import type { CartLine } from './cart-lines.ts';
import { placeOrder } from './checkout-api.ts';
import type { PlacedOrder } from './checkout-api.ts';
import { SubtotalAndFreight } from './CartSummary.tsx';
import { EmptyCart } from './EmptyCart.tsx';
import { FreightOptions } from './FreightOptions.tsx';
import { OrderPlaced } from './OrderPlaced.tsx';
import { orderKeyMemory } from './order-key.ts';
import { cents, pixDiscount, reprice, subtotalOf } from './reprice.ts';
import { $cartLines, clearCart } from './store.ts';
import styles from './CartPage.module.css';

/** The form edits every field of the API's delivery address as text (complement included). */
type AddressValues = Record<keyof DeliveryAddressInput, string>;

type Payment = 'PIX' | 'BOLETO';

function addressOf(customer: Customer): AddressValues {
  return {
    recipient: customer.name,
    cep: customer.cep ?? '',
    street: customer.address ?? '',
    number: '',
    complement: '',
    district: '',
    city: customer.city ?? '',
    state: customer.state ?? '',
  };
}

function isSessionGone(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'UNAUTHENTICATED' || error.status === 401);
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
  const form = useForm<AddressValues>({ defaultValues: addressOf(customer) });
  const { errors, isSubmitting } = form.formState;
  const pricing = useApiQuery(`checkout:${JSON.stringify(lines)}`, (signal) =>
    fetchCartPricing(lines, signal),
  );
  const [quote, setQuote] = useState<FreightQuote | null>(null);
  const [service, setService] = useState('');
  const [payment, setPayment] = useState<Payment>('PIX');
  const [alert, setAlert] = useState<string>();
  const [cepBusy, setCepBusy] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const keys = useMemo(() => orderKeyMemory(), []);

  // A typed CEP replaces the address; the profile's CEP, looked up when the form opens, only
  // fills what the profile left empty.
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
    setService(freight.options[0]?.service ?? '');
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

  // A CEP the profile already holds is looked up once, for the address and the freight.
  const [profileCep] = useState(() => form.getValues('cep'));
  useEffect(() => {
    void lookUpCep(profileCep, {
      ...cepLookup,
      onAddress: async (address, cep) => {
        fillAddress(address, true);
        await quoteFreight(cep);
      },
    });
    // Once, when the form opens: later CEPs are looked up as they are typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profileCep]);

  async function onValid(values: AddressValues) {
    setAlert(undefined);
    if (!quote || service === '') {
      form.setError('cep', { message: 'Informe um CEP válido para calcular o frete.' });
      return;
    }
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
    };
    try {
      const order = await placeOrder({ ...content, idempotencyKey: keys.keyFor(content) });
      clearCart();
      onPlaced(order);
    } catch (failure) {
      if (isSessionGone(failure)) {
        leavePage(loginPath(CHECKOUT_PATH));
        return;
      }
      setAlert(describeApiError(failure));
      alertRef.current?.focus();
    }
  }

  const required = (label: string) => ({ required: `Informe ${label}.` });
  const option = quote?.options.find((candidate) => candidate.service === service);

  return (
    <form
      className={styles.layout}
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      noValidate
    >
      <div className={styles.main}>
        <FormAlert message={alert} ref={alertRef} />
        <fieldset className={styles.options}>
          <legend>Endereço de entrega</legend>
          <FormField
            label="Destinatário"
            registration={form.register('recipient', required('quem recebe'))}
            error={errors.recipient?.message}
            autoComplete="name"
          />
          <FormField
            label="CEP"
            registration={withCepLookup(form.register('cep', required('o CEP')), cepLookup)}
            error={errors.cep?.message}
            hint={cepBusy ? 'Buscando o endereço…' : undefined}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={9}
          />
          <FormField
            label="Endereço"
            registration={form.register('street', required('o endereço'))}
            error={errors.street?.message}
            autoComplete="address-line1"
          />
          <FormField
            label="Número"
            registration={form.register('number', required('o número (s/n quando não houver)'))}
            error={errors.number?.message}
          />
          <FormField
            label="Complemento"
            registration={form.register('complement')}
            autoComplete="address-line2"
          />
          <FormField
            label="Bairro"
            registration={form.register('district', required('o bairro'))}
            error={errors.district?.message}
          />
          <FormField
            label="Cidade"
            registration={form.register('city', required('a cidade'))}
            error={errors.city?.message}
            autoComplete="address-level2"
          />
          <FormField
            label="Estado"
            registration={form.register('state', required('o estado (UF)'))}
            error={errors.state?.message}
            autoComplete="address-level1"
            maxLength={2}
          />
        </fieldset>
        {quote && (
          <FreightOptions
            legend="Frete"
            options={quote.options}
            chosen={service}
            onChoose={setService}
          />
        )}
        <fieldset className={styles.options}>
          <legend>Pagamento</legend>
          {(['PIX', 'BOLETO'] as const).map((method) => (
            <label key={method} className={styles.option}>
              <input
                type="radio"
                name="pagamento"
                value={method}
                checked={payment === method}
                onChange={() => setPayment(method)}
              />
              <span>{method === 'PIX' ? 'Pix' : 'Boleto'}</span>
            </label>
          ))}
        </fieldset>
      </div>
      <aside className={styles.aside} aria-labelledby="finalizar-resumo">
        <h2 id="finalizar-resumo" className={styles.asideTitle}>
          Revisão do pedido
        </h2>
        {pricing.status === 'loading' && <p role="status">Atualizando preços…</p>}
        {pricing.status === 'error' && (
          <LoadError what="os preços" message={pricing.message} onRetry={pricing.reload} />
        )}
        {pricing.status === 'success' && (
          <Review lines={lines} pricing={pricing.data} freight={option?.price} payment={payment} />
        )}
        <SubmitButton busy={isSubmitting}>Confirmar pedido</SubmitButton>
      </aside>
    </form>
  );
}

interface ReviewProps {
  readonly lines: readonly CartLine[];
  readonly pricing: Awaited<ReturnType<typeof fetchCartPricing>>;
  readonly freight: number | undefined;
  readonly payment: Payment;
}

function Review({ lines, pricing, freight, payment }: ReviewProps) {
  const { lines: priced, notices } = reprice(lines, pricing.products.items, {});
  const subtotal = subtotalOf(priced);
  const percent =
    pricing.paymentOptions.find((candidate) => candidate.method === payment)?.discountPercent ?? 0;
  const discount = pixDiscount(subtotal, percent);
  const total = cents(subtotal + (freight ?? 0) - discount);
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
