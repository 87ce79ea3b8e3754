/**
 * The `/carrinho` page's island: the stored lines priced by the API (one request), each with
 * its product link, choices, `Quantidade` and `Remover`; the freight by CEP; and the summary.
 * The browser stores no prices: every amount shown here comes from the API's answer.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { LoadError } from '~/components/ui/LoadError';
import { CHECKOUT_PATH } from '~/lib/paths';
import { leavePage } from '~/features/session/navigation';
import { useApiQuery } from '~/lib/use-api-query';
import { useHydrated } from '~/lib/use-hydrated';
import { fetchCartPricing } from './cart-api.ts';
import type { CartPricing } from './cart-api.ts';
import type { CartLine } from './cart-lines.ts';
import { CartLineItem } from './CartLineItem.tsx';
import { EmptyCart } from './EmptyCart.tsx';
import { CartSummary } from './CartSummary.tsx';
import { FreightForm } from './FreightForm.tsx';
import type { FreightChoice } from './FreightForm.tsx';
import { reprice } from './reprice.ts';
import { $seenPrices, rememberPrices } from './seen-prices.ts';
import { $cartLines, replaceCart } from './store.ts';
import styles from './CartPage.module.css';

export default function CartPage() {
  const hydrated = useHydrated();
  const lines = useStore($cartLines);
  if (!hydrated) {
    return (
      <p role="status" className={styles.loading}>
        Carregando o carrinho…
      </p>
    );
  }
  if (lines.length === 0) {
    return <EmptyCart>Escolha produtos no catálogo e adicione-os ao carrinho.</EmptyCart>;
  }
  return <PricedCart lines={lines} />;
}

/** One key per set of products: changing a quantity needs no new request. */
function productsKey(lines: readonly CartLine[]): string {
  return [...new Set(lines.map((line) => line.productId))].sort().join(',');
}

function PricedCart({ lines }: { readonly lines: readonly CartLine[] }) {
  const [notices, setNotices] = useState<readonly string[]>([]);
  const [freight, setFreight] = useState<FreightChoice | null>(null);
  const pricing = useApiQuery(productsKey(lines), async (signal) => {
    const answer = await fetchCartPricing(lines, signal);
    // Once per answer: say what changed since the shopper last looked, adjust the stored cart
    // to what can be bought, and remember the prices now shown. A later answer without news
    // (the one after a line was dropped) leaves the notices in place.
    const result = reprice($cartLines.get(), answer.products.items, $seenPrices.get());
    if (result.notices.length > 0) setNotices(result.notices);
    if (JSON.stringify(result.adjusted) !== JSON.stringify($cartLines.get())) {
      replaceCart(result.adjusted);
    }
    rememberPrices(
      Object.fromEntries(result.lines.map((line) => [line.product.id, line.product.price])),
    );
    return answer;
  });

  if (pricing.status === 'loading') {
    return (
      <p role="status" className={styles.loading}>
        Atualizando preços e estoque…
      </p>
    );
  }
  if (pricing.status === 'error') {
    return <LoadError what="o carrinho" message={pricing.message} onRetry={pricing.reload} />;
  }
  return (
    <CartContents
      pricing={pricing.data}
      lines={lines}
      notices={notices}
      freight={freight}
      onFreight={setFreight}
    />
  );
}

interface CartContentsProps {
  readonly pricing: CartPricing;
  readonly lines: readonly CartLine[];
  readonly notices: readonly string[];
  readonly freight: FreightChoice | null;
  readonly onFreight: (choice: FreightChoice | null) => void;
}

function CartContents({ pricing, lines, notices, freight, onFreight }: CartContentsProps) {
  const { lines: priced } = reprice(lines, pricing.products.items, {});
  const pixPercent =
    pricing.paymentOptions.find((option) => option.method === 'PIX')?.discountPercent ?? 0;
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <div role="status">
          {notices.length > 0 && (
            <div className="alert alert--warning">
              <ul className={styles.notices}>
                {notices.map((notice) => (
                  <li key={notice}>{notice}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <ul className={`list-reset ${styles.lines}`} aria-label="Itens do carrinho">
          {priced.map((line) => (
            <CartLineItem key={line.key} line={line} />
          ))}
        </ul>
      </div>
      <aside className={styles.aside} aria-labelledby="carrinho-resumo">
        <h2 id="carrinho-resumo" className={styles.asideTitle}>
          Resumo
        </h2>
        <FreightForm lines={lines} choice={freight} onChoice={onFreight} />
        <CartSummary lines={priced} freight={freight} pixPercent={pixPercent} />
        <button type="button" className="button" onClick={() => leavePage(CHECKOUT_PATH)}>
          Finalizar pedido
        </button>
      </aside>
    </div>
  );
}
