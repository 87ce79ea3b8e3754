/** The empty cart: what to do instead (the cart page and the checkout show it). */
import { EmptyState } from '~/components/ui/EmptyState';
import { PRODUCTS_PATH } from '~/lib/paths';

export function EmptyCart({ children }: { readonly children: string }) {
  return (
    <EmptyState
      title="Seu carrinho está vazio"
      action={
        <a className="button" href={PRODUCTS_PATH}>
          Ver produtos
        </a>
      }
    >
      {children}
    </EmptyState>
  );
}
