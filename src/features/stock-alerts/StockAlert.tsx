/**
 * The place of `Avise-me quando chegar` on a product page: renders nothing until the live stock
 * (live-stock-signal.ts) says the product is out of stock, and only then loads the form's code,
 * so pages of products in stock carry only this.
 */
import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { afterLiveStock } from '~/features/live-stock/live-stock-signal';
import type { StockAlertFormProps } from './StockAlertForm.tsx';

export default function StockAlert(props: StockAlertFormProps) {
  const [Form, setForm] = useState<ComponentType<StockAlertFormProps> | null>(null);
  const { productId } = props;

  useEffect(() => {
    let current = true;
    afterLiveStock(productId, (quantity) => {
      if (quantity !== 0) return;
      import('./StockAlertForm.tsx').then(
        (module) => current && setForm(() => module.default),
        (error: unknown) => console.warn(`[stock-alert] form not loaded: ${String(error)}`),
      );
    });
    return () => {
      current = false;
    };
  }, [productId]);

  return Form ? <Form {...props} /> : null;
}
