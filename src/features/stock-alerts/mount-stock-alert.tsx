/**
 * Loaded only on a page whose product is out of stock: puts `Avise-me quando chegar` into its
 * place on the page.
 */
import { createRoot } from 'react-dom/client';
import StockAlertForm from './StockAlertForm.tsx';

export function mountStockAlert(place: HTMLElement, productId: string, productName: string): void {
  createRoot(place).render(<StockAlertForm productId={productId} productName={productName} />);
}
