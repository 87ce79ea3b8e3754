/** What each pedido status is called, in the painel, the back office and the e-mails. */
import type { RequestStatus } from './request-store.ts';

export const STATUS_LABELS: Readonly<Record<RequestStatus, string>> = {
  PENDING: 'Aguardando pagamento',
  PAID: 'Pago',
  PREPARING: 'Em separação',
  SHIPPED: 'Enviado',
  DELIVERED: 'Entregue',
  CANCELLED: 'Cancelado',
};
