/** What the kinds and statuses of after-sale requests are called, in the painel, the back office and the e-mails. */
import type { AfterSaleKind, AfterSaleStatus } from './after-sale-store.ts';

export const KIND_LABELS: Readonly<Record<AfterSaleKind, string>> = {
  CANCELLATION: 'Cancelamento',
  WITHDRAWAL: 'Desistência da compra',
  RETURN: 'Devolução por defeito',
  EXCHANGE: 'Troca por defeito',
};

export const AFTER_SALE_STATUS_LABELS: Readonly<Record<AfterSaleStatus, string>> = {
  REQUESTED: 'Aguardando análise',
  APPROVED: 'Aprovada: aguardando os itens',
  REFUSED: 'Recusada',
  RECEIVED: 'Itens recebidos',
  REFUND_PENDING: 'Reembolso pendente',
  REFUNDED: 'Reembolsada',
  EXCHANGED: 'Troca enviada',
  DONE: 'Concluída',
};
