/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** The activity log's filters; each one given narrows the list. */
export type ActivityFilter = {
  /** Words of the summary, at most 100 characters. */
  search?: string | null | undefined;
  /** Only this staff member's changes (an id, at most 20 characters). */
  staffId?: string | null | undefined;
  /** Only changes of this one (a product id, a staff id…), at most 40 characters. */
  subjectId?: string | null | undefined;
  /** Only changes of this kind of thing. */
  subjectType?: ActivitySubject | null | undefined;
};

/** What an activity log entry is about. */
export type ActivitySubject =
  | 'CONTENT'
  /** A staff member looked up a customer's personal data (the subject is the customer). */
  | 'CUSTOMER'
  | 'IMPORT'
  /** Logins to the back office, refused ones included (the subject is the staff member, if any). */
  | 'LOGIN'
  | 'MESSAGE'
  | 'PRODUCT'
  | 'REQUEST'
  | 'REVIEW'
  | 'STAFF'
  | 'TICKET';

/** What a customer asks after the sale. */
export type AfterSaleKind =
  /** Cancelamento: the pedido is cancelled before shipping. */
  | 'CANCELLATION'
  /** Troca por defeito: the same product again. */
  | 'EXCHANGE'
  /** Devolução por defeito, for a refund (CDC art. 26, 90 days). */
  | 'RETURN'
  /** Desistência da compra (CDC art. 49): within 7 days of delivery, no reason needed. */
  | 'WITHDRAWAL';

/** Where an after-sale request stands. */
export type AfterSaleStatus =
  /** Aprovada: the customer posts the items with `postageCode`. */
  | 'APPROVED'
  /** Concluída (a cancellation). */
  | 'DONE'
  /** Troca enviada, see `exchangeRequestNumber`. */
  | 'EXCHANGED'
  /** Itens recebidos: back in stock, the refund under way. */
  | 'RECEIVED'
  /** Reembolsada. */
  | 'REFUNDED'
  /** Reembolso pendente: the provider did not refund, see `refundFailure`. */
  | 'REFUND_PENDING'
  /** Recusada, see `refusalReason`. */
  | 'REFUSED'
  /** Aguardando análise. */
  | 'REQUESTED';

/** One announcement of the home page as the form sends it. */
export type AnnouncementInput = {
  /** Its text, at most 300 characters. */
  body: string;
  /** A path of the shop, at most 200 characters. */
  href: string;
  /** The announcement's title, 3 to 120 characters. */
  title: string;
};

/** Which side of the conversation wrote a comment. */
export type CommentAuthorKind =
  | 'COMPANY'
  | 'CUSTOMER';

/** The home page's hero as the form sends it. */
export type HeroInput = {
  /** A path of the shop, e.g. /produtos, at most 200 characters. */
  ctaHref: string;
  /** The button's text, 2 to 40 characters. */
  ctaLabel: string;
  /** The line under it, at most 300 characters. */
  subtitle: string;
  /** The heading, 3 to 120 characters. */
  title: string;
};

/** The home content form's content. */
export type HomeEditableInput = {
  /** The announcements under it, at most 6. */
  announcements: Array<AnnouncementInput>;
  /** The hero at the top of the home page. */
  hero: HeroInput;
};

/** A person to invite to the staff. */
export type InviteStaffInput = {
  /** Their e-mail, at most 254 characters; not already in the staff. */
  email: string;
  /** The person's name, 2 to 120 characters. */
  name: string;
  /** The role they get. */
  role: StaffRole;
};

/** How a request is paid, always through the payment provider (PAYMENT_PROVIDER). */
export type PaymentMethod =
  /** Boleto bancário, due a few days after the order. */
  | 'BOLETO'
  /** Cartão de crédito: charged at once, in 1x up to `installmentPlan`'s most installments. */
  | 'CREDIT_CARD'
  /** Pix (instant transfer) with a dynamic BR Code, with the company's Pix discount. */
  | 'PIX';

/** The product form's content (every field, as the form shows it). */
export type ProductContentInput = {
  /** An existing category id (at most 20 characters). */
  categoryId: string;
  /** Rich text (HTML) of at most 20,000 characters that shows some text or media. */
  description: string;
  /** 2 to 120 characters. */
  name: string;
  /** At most 8 photos, in the order the page shows them. */
  photos: Array<ProductPhotoInput>;
  /** Above 0 and up to 1,000,000, at most two decimals. */
  price: number;
  /** Whether the product is in the shop once the draft is published. */
  published: boolean;
  /** 0 to 1,000,000. */
  quantity: number;
};

/** A photo of the product form. */
export type ProductPhotoInput = {
  /** The photo's alt text, at most 150 characters. */
  alt?: string | null | undefined;
  /** A path the API serves, at most 100 characters: an upload's (`/files/uploads/…`) or the catalogue's. */
  url: string;
};

/** Status of a request (order), in the order a request goes through them. */
export type RequestStatus =
  /** Cancelado: cancelled; its units went back to stock. */
  | 'CANCELLED'
  /** Entregue: delivered to the customer. */
  | 'DELIVERED'
  /** Pago: the payment was confirmed. */
  | 'PAID'
  /** Aguardando pagamento: placed, waiting for the Pix or boleto payment. */
  | 'PENDING'
  /** Em separação: being picked and packed. */
  | 'PREPARING'
  /** Enviado: handed to the carrier; see `Request.trackingCode`. */
  | 'SHIPPED';

/** Where a review stands: waiting for staff, public, or not public (rejected or removed). */
export type ReviewStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED';

/** What a product schedule does at its time. */
export type ScheduleAction =
  /** The draft goes live. */
  | 'PUBLISH'
  /** The product leaves the shop. */
  | 'UNPUBLISH';

/** The caller's choice of e-mails about new work; omitted or null fields stay as they are. */
export type StaffNoticesInput = {
  /** Get `Novo pedido PED-…`. */
  newOrders?: boolean | null | undefined;
  /** Get `Novo ticket: {assunto}`. */
  newTickets?: boolean | null | undefined;
};

/** A staff role: EDITOR (catalogue, home content, publications), SUPPORT (tickets, pedidos), ADMIN (everything, the staff and the undelivered e-mails). */
export type StaffRole =
  | 'ADMIN'
  | 'EDITOR'
  | 'SUPPORT';

/** Where a request of `Avise-me quando chegar` stands. */
export type StockAlertState =
  /** Cancelled through the notice's link (`Cancelado`). */
  | 'CANCELLED'
  /** The notice was sent (`Avisado`). */
  | 'NOTIFIED'
  /** Waiting for the product to be back (`Aguardando`). */
  | 'WAITING';

/** Where an owed ticket stands against its `answerBy`, as the support queue filters it. */
export type TicketDeadline =
  /** Its `answerBy` falls later today, São Paulo's calendar day, and has not passed yet. */
  | 'DUE_TODAY'
  /** Its `answerBy` has passed (`answerLate`). */
  | 'LATE';

/** Status of a support ticket. */
export type TicketStatus =
  /** Closed by the company; refuses new comments. */
  | 'CLOSED'
  /** The company is working on it. */
  | 'IN_PROGRESS'
  /** Waiting for the company (new, or reopened by a customer comment). */
  | 'OPEN'
  /** The company solved it; a customer comment reopens it as OPEN. */
  | 'SOLVED';

/** The back office's product list filter. */
export type WorkspaceStatus =
  /** With a saved draft not yet published. */
  | 'DRAFT'
  /** On sale now. */
  | 'PUBLISHED'
  /** With a pending schedule. */
  | 'SCHEDULED'
  /** Out of the shop. */
  | 'UNPUBLISHED';

export type StaffFieldsFragment = { id: string, name: string, email: string, role: StaffRole, permissions: Array<string> };

export type StaffSessionFieldsFragment = { token: string, deviceProof: string, staff: { id: string, name: string, email: string, role: StaffRole, permissions: Array<string> } };

export type StaffMeQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffMeQuery = { staffMe: { id: string, name: string, email: string, role: StaffRole, permissions: Array<string> } | null };

export type StaffLoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type StaffLoginMutation = { staffLogin: { token: string, deviceProof: string, staff: { id: string, name: string, email: string, role: StaffRole, permissions: Array<string> } } };

export type AcceptStaffInvitationMutationVariables = Exact<{
  email: string;
  code: string;
  password: string;
}>;


export type AcceptStaffInvitationMutation = { acceptStaffInvitation: { token: string, deviceProof: string, staff: { id: string, name: string, email: string, role: StaffRole, permissions: Array<string> } } };

export type StaffLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type StaffLogoutMutation = { staffLogout: boolean };

export type ActivityLogQueryVariables = Exact<{
  filter?: ActivityFilter | null | undefined;
  page?: number | null | undefined;
}>;


export type ActivityLogQuery = { activityLog: { total: number, page: number, totalPages: number, items: Array<{ id: string, at: number, staffName: string, subjectType: ActivitySubject, subjectId: string, summary: string }> } };

export type StaffNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffNamesQuery = { staffMembers: Array<{ id: string, name: string }> };

export type ProductContentFieldsFragment = { name: string, price: number, quantity: number, categoryId: string, description: string, published: boolean, photos: Array<{ url: string, alt: string }> };

export type ProductVersionFieldsFragment = { number: number, at: number, by: string, actionLabel: string, changes: Array<{ field: string, label: string, from: string, to: string }> };

export type WorkspaceProductFieldsFragment = { id: string, revision: number, live: { name: string, price: number, quantity: number, categoryId: string, description: string, published: boolean, photos: Array<{ url: string, alt: string }> }, draft: { savedBy: string, savedAt: number, changedFields: Array<string>, content: { name: string, price: number, quantity: number, categoryId: string, description: string, published: boolean, photos: Array<{ url: string, alt: string }> } } | null, schedule: { action: ScheduleAction, at: number, by: string } | null, versions: Array<{ number: number, at: number, by: string, actionLabel: string, changes: Array<{ field: string, label: string, from: string, to: string }> }> };

export type BackofficeProductsQueryVariables = Exact<{
  search?: string | null | undefined;
  status?: WorkspaceStatus | null | undefined;
  page?: number | null | undefined;
}>;


export type BackofficeProductsQuery = { backofficeProducts: { total: number, page: number, totalPages: number, items: Array<{ id: string, name: string, price: number, quantity: number, published: boolean, hasDraft: boolean, updatedAt: number, schedule: { action: ScheduleAction, at: number } | null }> } };

export type ProductCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductCategoriesQuery = { categories: Array<{ id: string, name: string }> };

export type BackofficeProductQueryVariables = Exact<{
  id: string;
}>;


export type BackofficeProductQuery = { backofficeProduct: { id: string, revision: number, live: { name: string, price: number, quantity: number, categoryId: string, description: string, published: boolean, photos: Array<{ url: string, alt: string }> }, draft: { savedBy: string, savedAt: number, changedFields: Array<string>, content: { name: string, price: number, quantity: number, categoryId: string, description: string, published: boolean, photos: Array<{ url: string, alt: string }> } } | null, schedule: { action: ScheduleAction, at: number, by: string } | null, versions: Array<{ number: number, at: number, by: string, actionLabel: string, changes: Array<{ field: string, label: string, from: string, to: string }> }> } };

export type SaveProductDraftMutationVariables = Exact<{
  id?: string | null | undefined;
  revision?: number | null | undefined;
  input: ProductContentInput;
}>;


export type SaveProductDraftMutation = { saveProductDraft: { id: string, revision: number, live: { name: string, price: number, quantity: number, categoryId: string, description: string, published: boolean, photos: Array<{ url: string, alt: string }> }, draft: { savedBy: string, savedAt: number, changedFields: Array<string>, content: { name: string, price: number, quantity: number, categoryId: string, description: string, published: boolean, photos: Array<{ url: string, alt: string }> } } | null, schedule: { action: ScheduleAction, at: number, by: string } | null, versions: Array<{ number: number, at: number, by: string, actionLabel: string, changes: Array<{ field: string, label: string, from: string, to: string }> }> } };

export type PublishProductDraftMutationVariables = Exact<{
  id: string;
  revision: number;
}>;


export type PublishProductDraftMutation = { publishProductDraft: { id: string, revision: number, live: { name: string, price: number, quantity: number, categoryId: string, description: string, published: boolean, photos: Array<{ url: string, alt: string }> }, draft: { savedBy: string, savedAt: number, changedFields: Array<string>, content: { name: string, price: number, quantity: number, categoryId: string, description: string, published: boolean, photos: Array<{ url: string, alt: string }> } } | null, schedule: { action: ScheduleAction, at: number, by: string } | null, versions: Array<{ number: number, at: number, by: string, actionLabel: string, changes: Array<{ field: string, label: string, from: string, to: string }> }> } };

export type DiscardProductDraftMutationVariables = Exact<{
  id: string;
  revision: number;
}>;


export type DiscardProductDraftMutation = { discardProductDraft: { id: string, revision: number, live: { name: string, price: number, quantity: number, categoryId: string, description: string, published: boolean, photos: Array<{ url: string, alt: string }> }, draft: { savedBy: string, savedAt: number, changedFields: Array<string>, content: { name: string, price: number, quantity: number, categoryId: string, description: string, published: boolean, photos: Array<{ url: string, alt: string }> } } | null, schedule: { action: ScheduleAction, at: number, by: string } | null, versions: Array<{ number: number, at: number, by: string, actionLabel: string, changes: Array<{ field: string, label: string, from: string, to: string }> }> } };

export type ScheduleProductMutationVariables = Exact<{
  id: string;
  revision: number;
  action: ScheduleAction;
  at: number;
}>;


export type ScheduleProductMutation = { scheduleProduct: { id: string, revision: number, live: { name: string, price: number, quantity: number, categoryId: string, description: string, published: boolean, photos: Array<{ url: string, alt: string }> }, draft: { savedBy: string, savedAt: number, changedFields: Array<string>, content: { name: string, price: number, quantity: number, categoryId: string, description: string, published: boolean, photos: Array<{ url: string, alt: string }> } } | null, schedule: { action: ScheduleAction, at: number, by: string } | null, versions: Array<{ number: number, at: number, by: string, actionLabel: string, changes: Array<{ field: string, label: string, from: string, to: string }> }> } };

export type CancelProductScheduleMutationVariables = Exact<{
  id: string;
  revision: number;
}>;


export type CancelProductScheduleMutation = { cancelProductSchedule: { id: string, revision: number, live: { name: string, price: number, quantity: number, categoryId: string, description: string, published: boolean, photos: Array<{ url: string, alt: string }> }, draft: { savedBy: string, savedAt: number, changedFields: Array<string>, content: { name: string, price: number, quantity: number, categoryId: string, description: string, published: boolean, photos: Array<{ url: string, alt: string }> } } | null, schedule: { action: ScheduleAction, at: number, by: string } | null, versions: Array<{ number: number, at: number, by: string, actionLabel: string, changes: Array<{ field: string, label: string, from: string, to: string }> }> } };

export type RestoreProductVersionMutationVariables = Exact<{
  id: string;
  revision: number;
  version: number;
}>;


export type RestoreProductVersionMutation = { restoreProductVersion: { id: string, revision: number, live: { name: string, price: number, quantity: number, categoryId: string, description: string, published: boolean, photos: Array<{ url: string, alt: string }> }, draft: { savedBy: string, savedAt: number, changedFields: Array<string>, content: { name: string, price: number, quantity: number, categoryId: string, description: string, published: boolean, photos: Array<{ url: string, alt: string }> } } | null, schedule: { action: ScheduleAction, at: number, by: string } | null, versions: Array<{ number: number, at: number, by: string, actionLabel: string, changes: Array<{ field: string, label: string, from: string, to: string }> }> } };

export type ProductStockAlertsQueryVariables = Exact<{
  productId: string;
  page: number;
  pageSize: number;
}>;


export type ProductStockAlertsQuery = { productStockAlerts: { total: number, waiting: number, page: number, totalPages: number, items: Array<{ id: string, email: string, createdAt: number, state: StockAlertState }> } };

export type ImportPriceListMutationVariables = Exact<{
  csv: string;
  apply: boolean;
}>;


export type ImportPriceListMutation = { importPriceList: { lines: number, unchanged: number, applied: boolean, changes: Array<{ line: number, productId: string, name: string, priceFrom: number, priceTo: number, quantityFrom: number, quantityTo: number }>, problems: Array<{ line: number, message: string }> } };

export type HomeEditableFieldsFragment = { hero: { title: string, subtitle: string, ctaLabel: string, ctaHref: string }, announcements: Array<{ title: string, body: string, href: string | null }> };

export type HomeContentStateFieldsFragment = { revision: number, savedBy: string | null, savedAt: number | null, live: { hero: { title: string, subtitle: string, ctaLabel: string, ctaHref: string }, announcements: Array<{ title: string, body: string, href: string | null }> }, draft: { hero: { title: string, subtitle: string, ctaLabel: string, ctaHref: string }, announcements: Array<{ title: string, body: string, href: string | null }> } | null };

export type BackofficeHomeContentQueryVariables = Exact<{ [key: string]: never; }>;


export type BackofficeHomeContentQuery = { backofficeHomeContent: { revision: number, savedBy: string | null, savedAt: number | null, live: { hero: { title: string, subtitle: string, ctaLabel: string, ctaHref: string }, announcements: Array<{ title: string, body: string, href: string | null }> }, draft: { hero: { title: string, subtitle: string, ctaLabel: string, ctaHref: string }, announcements: Array<{ title: string, body: string, href: string | null }> } | null } };

export type SaveHomeContentDraftMutationVariables = Exact<{
  revision: number;
  input: HomeEditableInput;
}>;


export type SaveHomeContentDraftMutation = { saveHomeContentDraft: { revision: number, savedBy: string | null, savedAt: number | null, live: { hero: { title: string, subtitle: string, ctaLabel: string, ctaHref: string }, announcements: Array<{ title: string, body: string, href: string | null }> }, draft: { hero: { title: string, subtitle: string, ctaLabel: string, ctaHref: string }, announcements: Array<{ title: string, body: string, href: string | null }> } | null } };

export type PublishHomeContentDraftMutationVariables = Exact<{
  revision: number;
}>;


export type PublishHomeContentDraftMutation = { publishHomeContentDraft: { revision: number, savedBy: string | null, savedAt: number | null, live: { hero: { title: string, subtitle: string, ctaLabel: string, ctaHref: string }, announcements: Array<{ title: string, body: string, href: string | null }> }, draft: { hero: { title: string, subtitle: string, ctaLabel: string, ctaHref: string }, announcements: Array<{ title: string, body: string, href: string | null }> } | null } };

export type DiscardHomeContentDraftMutationVariables = Exact<{
  revision: number;
}>;


export type DiscardHomeContentDraftMutation = { discardHomeContentDraft: { revision: number, savedBy: string | null, savedAt: number | null, live: { hero: { title: string, subtitle: string, ctaLabel: string, ctaHref: string }, announcements: Array<{ title: string, body: string, href: string | null }> }, draft: { hero: { title: string, subtitle: string, ctaLabel: string, ctaHref: string }, announcements: Array<{ title: string, body: string, href: string | null }> } | null } };

export type StaffNoticesFieldsFragment = { newOrders: boolean | null, newTickets: boolean | null };

export type MyStaffNoticesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyStaffNoticesQuery = { myStaffNotices: { newOrders: boolean | null, newTickets: boolean | null } };

export type SetMyStaffNoticesMutationVariables = Exact<{
  input: StaffNoticesInput;
}>;


export type SetMyStaffNoticesMutation = { setMyStaffNotices: { newOrders: boolean | null, newTickets: boolean | null } };

export type FailedMessagesQueryVariables = Exact<{
  page?: number | null | undefined;
}>;


export type FailedMessagesQuery = { failedMessages: { total: number, page: number, totalPages: number, items: Array<{ id: string, to: string, subject: string, failedAt: number, attempts: number, lastError: string, retryable: boolean }> } };

export type RetryFailedMessageMutationVariables = Exact<{
  id: string;
}>;


export type RetryFailedMessageMutation = { retryFailedMessage: boolean };

export type StaffRequestsQueryVariables = Exact<{
  status?: RequestStatus | null | undefined;
  search?: string | null | undefined;
  page?: number | null | undefined;
}>;


export type StaffRequestsQuery = { staffRequests: { total: number, page: number, totalPages: number, items: Array<{ id: string, number: string, status: RequestStatus, total: number, created_at: number, paymentMethod: PaymentMethod, buyer: { name: string } | null }> } };

export type StaffRequestFieldsFragment = { id: string, number: string, status: RequestStatus, created_at: number, subtotal: number, discount: number, total: number, paymentMethod: PaymentMethod, trackingCode: string | null, trackingUrl: string | null, freight: { name: string, price: number } | null, delivery: { recipient: string, cep: string, street: string, number: string, complement: string, district: string, city: string, state: string } | null, buyer: { name: string, email: string, cpf: string | null, phone: string | null } | null, items: Array<{ productName: string, quantity: number, unitPrice: number, subtotal: number, attributes: Array<{ name: string, value: string }> }>, timeline: Array<{ status: RequestStatus, label: string, at: number, note: string | null }> };

export type StaffRequestQueryVariables = Exact<{
  id: string;
}>;


export type StaffRequestQuery = { staffRequest: { id: string, number: string, status: RequestStatus, created_at: number, subtotal: number, discount: number, total: number, paymentMethod: PaymentMethod, trackingCode: string | null, trackingUrl: string | null, freight: { name: string, price: number } | null, delivery: { recipient: string, cep: string, street: string, number: string, complement: string, district: string, city: string, state: string } | null, buyer: { name: string, email: string, cpf: string | null, phone: string | null } | null, items: Array<{ productName: string, quantity: number, unitPrice: number, subtotal: number, attributes: Array<{ name: string, value: string }> }>, timeline: Array<{ status: RequestStatus, label: string, at: number, note: string | null }> } };

export type UpdateRequestStatusMutationVariables = Exact<{
  id: string;
  status: RequestStatus;
  trackingCode?: string | null | undefined;
  note?: string | null | undefined;
}>;


export type UpdateRequestStatusMutation = { updateRequestStatus: { id: string, number: string, status: RequestStatus, created_at: number, subtotal: number, discount: number, total: number, paymentMethod: PaymentMethod, trackingCode: string | null, trackingUrl: string | null, freight: { name: string, price: number } | null, delivery: { recipient: string, cep: string, street: string, number: string, complement: string, district: string, city: string, state: string } | null, buyer: { name: string, email: string, cpf: string | null, phone: string | null } | null, items: Array<{ productName: string, quantity: number, unitPrice: number, subtotal: number, attributes: Array<{ name: string, value: string }> }>, timeline: Array<{ status: RequestStatus, label: string, at: number, note: string | null }> } };

export type StaffAfterSalesQueryVariables = Exact<{
  open?: boolean | null | undefined;
  page?: number | null | undefined;
}>;


export type StaffAfterSalesQuery = { staffAfterSales: { total: number, page: number, totalPages: number, items: Array<{ id: string, number: string, kindLabel: string, status: AfterSaleStatus, statusLabel: string, requestId: string, requestNumber: string, created_at: number, answerBy: number | null, answerLate: boolean }> } };

export type StaffAfterSaleFieldsFragment = { id: string, number: string, kind: AfterSaleKind, kindLabel: string, status: AfterSaleStatus, statusLabel: string, requestId: string, requestNumber: string, created_at: number, reason: string | null, refusalReason: string | null, postageCode: string | null, postageExpiresAt: number | null, refundAmount: number, refundedAmount: number, freightAmount: number, refundFailure: string | null, exchangeRequestNumber: string | null, answerBy: number | null, answerLate: boolean, canRefuse: boolean, photos: Array<string>, items: Array<{ requestItemId: string, productName: string, quantity: number, refundAmount: number }>, history: Array<{ status: AfterSaleStatus, at: number, label: string, note: string | null }> };

export type StaffAfterSaleQueryVariables = Exact<{
  id: string;
}>;


export type StaffAfterSaleQuery = { staffAfterSale: { id: string, number: string, kind: AfterSaleKind, kindLabel: string, status: AfterSaleStatus, statusLabel: string, requestId: string, requestNumber: string, created_at: number, reason: string | null, refusalReason: string | null, postageCode: string | null, postageExpiresAt: number | null, refundAmount: number, refundedAmount: number, freightAmount: number, refundFailure: string | null, exchangeRequestNumber: string | null, answerBy: number | null, answerLate: boolean, canRefuse: boolean, photos: Array<string>, items: Array<{ requestItemId: string, productName: string, quantity: number, refundAmount: number }>, history: Array<{ status: AfterSaleStatus, at: number, label: string, note: string | null }> } };

export type ApproveAfterSaleMutationVariables = Exact<{
  id: string;
}>;


export type ApproveAfterSaleMutation = { approveAfterSale: { id: string, number: string, kind: AfterSaleKind, kindLabel: string, status: AfterSaleStatus, statusLabel: string, requestId: string, requestNumber: string, created_at: number, reason: string | null, refusalReason: string | null, postageCode: string | null, postageExpiresAt: number | null, refundAmount: number, refundedAmount: number, freightAmount: number, refundFailure: string | null, exchangeRequestNumber: string | null, answerBy: number | null, answerLate: boolean, canRefuse: boolean, photos: Array<string>, items: Array<{ requestItemId: string, productName: string, quantity: number, refundAmount: number }>, history: Array<{ status: AfterSaleStatus, at: number, label: string, note: string | null }> } };

export type RefuseAfterSaleMutationVariables = Exact<{
  id: string;
  reason: string;
}>;


export type RefuseAfterSaleMutation = { refuseAfterSale: { id: string, number: string, kind: AfterSaleKind, kindLabel: string, status: AfterSaleStatus, statusLabel: string, requestId: string, requestNumber: string, created_at: number, reason: string | null, refusalReason: string | null, postageCode: string | null, postageExpiresAt: number | null, refundAmount: number, refundedAmount: number, freightAmount: number, refundFailure: string | null, exchangeRequestNumber: string | null, answerBy: number | null, answerLate: boolean, canRefuse: boolean, photos: Array<string>, items: Array<{ requestItemId: string, productName: string, quantity: number, refundAmount: number }>, history: Array<{ status: AfterSaleStatus, at: number, label: string, note: string | null }> } };

export type ConfirmAfterSaleReceiptMutationVariables = Exact<{
  id: string;
}>;


export type ConfirmAfterSaleReceiptMutation = { confirmAfterSaleReceipt: { id: string, number: string, kind: AfterSaleKind, kindLabel: string, status: AfterSaleStatus, statusLabel: string, requestId: string, requestNumber: string, created_at: number, reason: string | null, refusalReason: string | null, postageCode: string | null, postageExpiresAt: number | null, refundAmount: number, refundedAmount: number, freightAmount: number, refundFailure: string | null, exchangeRequestNumber: string | null, answerBy: number | null, answerLate: boolean, canRefuse: boolean, photos: Array<string>, items: Array<{ requestItemId: string, productName: string, quantity: number, refundAmount: number }>, history: Array<{ status: AfterSaleStatus, at: number, label: string, note: string | null }> } };

export type RetryAfterSaleRefundMutationVariables = Exact<{
  id: string;
}>;


export type RetryAfterSaleRefundMutation = { retryAfterSaleRefund: { id: string, number: string, kind: AfterSaleKind, kindLabel: string, status: AfterSaleStatus, statusLabel: string, requestId: string, requestNumber: string, created_at: number, reason: string | null, refusalReason: string | null, postageCode: string | null, postageExpiresAt: number | null, refundAmount: number, refundedAmount: number, freightAmount: number, refundFailure: string | null, exchangeRequestNumber: string | null, answerBy: number | null, answerLate: boolean, canRefuse: boolean, photos: Array<string>, items: Array<{ requestItemId: string, productName: string, quantity: number, refundAmount: number }>, history: Array<{ status: AfterSaleStatus, at: number, label: string, note: string | null }> } };

export type StaffReviewsQueryVariables = Exact<{
  status?: ReviewStatus | null | undefined;
  page?: number | null | undefined;
}>;


export type StaffReviewsQuery = { staffReviews: { total: number, page: number, totalPages: number, items: Array<{ id: string, productId: string, productName: string, requestNumber: string, rating: number, title: string, body: string, authorName: string, status: ReviewStatus, createdAt: number }> } };

export type ApproveReviewMutationVariables = Exact<{
  id: string;
}>;


export type ApproveReviewMutation = { approveReview: { id: string, status: ReviewStatus } };

export type RejectReviewMutationVariables = Exact<{
  id: string;
}>;


export type RejectReviewMutation = { rejectReview: { id: string, status: ReviewStatus } };

export type RemoveReviewMutationVariables = Exact<{
  id: string;
}>;


export type RemoveReviewMutation = { removeReview: { id: string, status: ReviewStatus } };

export type SupportTicketsQueryVariables = Exact<{
  status?: TicketStatus | null | undefined;
  mine?: boolean | null | undefined;
  deadline?: TicketDeadline | null | undefined;
  page?: number | null | undefined;
}>;


export type SupportTicketsQuery = { supportTickets: { total: number, page: number, totalPages: number, items: Array<{ id: string, subject: string, status: TicketStatus, awaitingReply: boolean, answerBy: number | null, answerLate: boolean, lastActivityAt: number, customer: { name: string } | null, assignee: { name: string } | null }> } };

export type SupportDeadlinesQueryVariables = Exact<{ [key: string]: never; }>;


export type SupportDeadlinesQuery = { supportDeadlines: { late: number, dueToday: number } };

export type TicketRequestFieldsFragment = { id: string, number: string, status: RequestStatus, total: number, created_at: number };

export type SupportCommentFieldsFragment = { id: string, body: string, internal: boolean, created_at: number, author: { kind: CommentAuthorKind, name: string } };

export type SupportTicketFieldsFragment = { id: string, subject: string, description: string, status: TicketStatus, created_at: number, awaitingReply: boolean, commentCount: number, assignee: { name: string } | null, customer: { name: string, email: string, cpf: string | null, phone: string | null, city: string | null, state: string | null } | null, product: { id: string, name: string } | null, request: { id: string, number: string, status: RequestStatus, total: number, created_at: number } | null, customerRequests: Array<{ id: string, number: string, status: RequestStatus, total: number, created_at: number }> };

export type SupportTicketQueryVariables = Exact<{
  id: string;
  limit: number;
}>;


export type SupportTicketQuery = { supportTicket: { id: string, subject: string, description: string, status: TicketStatus, created_at: number, awaitingReply: boolean, commentCount: number, comments: Array<{ id: string, body: string, internal: boolean, created_at: number, author: { kind: CommentAuthorKind, name: string } }>, assignee: { name: string } | null, customer: { name: string, email: string, cpf: string | null, phone: string | null, city: string | null, state: string | null } | null, product: { id: string, name: string } | null, request: { id: string, number: string, status: RequestStatus, total: number, created_at: number } | null, customerRequests: Array<{ id: string, number: string, status: RequestStatus, total: number, created_at: number }> } };

export type SupportTicketCommentsQueryVariables = Exact<{
  id: string;
  offset?: number | null | undefined;
  limit: number;
}>;


export type SupportTicketCommentsQuery = { supportTicket: { comments: Array<{ id: string, body: string, internal: boolean, created_at: number, author: { kind: CommentAuthorKind, name: string } }> } };

export type AnswerTicketMutationVariables = Exact<{
  id: string;
  body: string;
}>;


export type AnswerTicketMutation = { answerTicket: { id: string } };

export type AddTicketNoteMutationVariables = Exact<{
  id: string;
  body: string;
}>;


export type AddTicketNoteMutation = { addTicketNote: { id: string } };

export type SetTicketStatusMutationVariables = Exact<{
  id: string;
  status: TicketStatus;
}>;


export type SetTicketStatusMutation = { setTicketStatus: { id: string } };

export type TeamMemberFieldsFragment = { id: string, name: string, email: string, role: StaffRole, active: boolean, invitationPending: boolean };

export type TeamMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type TeamMembersQuery = { staffMembers: Array<{ id: string, name: string, email: string, role: StaffRole, active: boolean, invitationPending: boolean }> };

export type InviteStaffMutationVariables = Exact<{
  input: InviteStaffInput;
}>;


export type InviteStaffMutation = { inviteStaff: { id: string, name: string, email: string, role: StaffRole, active: boolean, invitationPending: boolean } };

export type ChangeStaffRoleMutationVariables = Exact<{
  id: string;
  role: StaffRole;
}>;


export type ChangeStaffRoleMutation = { changeStaffRole: { id: string } };

export type DeactivateStaffMutationVariables = Exact<{
  id: string;
}>;


export type DeactivateStaffMutation = { deactivateStaff: { id: string } };

export type ReinviteStaffMutationVariables = Exact<{
  id: string;
}>;


export type ReinviteStaffMutation = { reinviteStaff: { id: string, name: string, email: string, role: StaffRole, active: boolean, invitationPending: boolean } };

export type StaffChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type StaffChangePasswordMutation = { staffChangePassword: boolean };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const StaffFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaffFields on StaffMember {
  id
  name
  email
  role
  permissions
}
    `, {"fragmentName":"StaffFields"}) as unknown as TypedDocumentString<StaffFieldsFragment, unknown>;
export const StaffSessionFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaffSessionFields on StaffSession {
  token
  deviceProof
  staff {
    ...StaffFields
  }
}
    fragment StaffFields on StaffMember {
  id
  name
  email
  role
  permissions
}`, {"fragmentName":"StaffSessionFields"}) as unknown as TypedDocumentString<StaffSessionFieldsFragment, unknown>;
export const ProductContentFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductContentFields on ProductContentView {
  name
  price
  quantity
  categoryId
  description
  published
  photos {
    url
    alt
  }
}
    `, {"fragmentName":"ProductContentFields"}) as unknown as TypedDocumentString<ProductContentFieldsFragment, unknown>;
export const ProductVersionFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductVersionFields on ProductVersion {
  number
  at
  by
  actionLabel
  changes {
    field
    label
    from
    to
  }
}
    `, {"fragmentName":"ProductVersionFields"}) as unknown as TypedDocumentString<ProductVersionFieldsFragment, unknown>;
export const WorkspaceProductFieldsFragmentDoc = new TypedDocumentString(`
    fragment WorkspaceProductFields on BackofficeProduct {
  id
  revision
  live {
    ...ProductContentFields
  }
  draft {
    savedBy
    savedAt
    changedFields
    content {
      ...ProductContentFields
    }
  }
  schedule {
    action
    at
    by
  }
  versions {
    ...ProductVersionFields
  }
}
    fragment ProductContentFields on ProductContentView {
  name
  price
  quantity
  categoryId
  description
  published
  photos {
    url
    alt
  }
}
fragment ProductVersionFields on ProductVersion {
  number
  at
  by
  actionLabel
  changes {
    field
    label
    from
    to
  }
}`, {"fragmentName":"WorkspaceProductFields"}) as unknown as TypedDocumentString<WorkspaceProductFieldsFragment, unknown>;
export const HomeEditableFieldsFragmentDoc = new TypedDocumentString(`
    fragment HomeEditableFields on HomeEditable {
  hero {
    title
    subtitle
    ctaLabel
    ctaHref
  }
  announcements {
    title
    body
    href
  }
}
    `, {"fragmentName":"HomeEditableFields"}) as unknown as TypedDocumentString<HomeEditableFieldsFragment, unknown>;
export const HomeContentStateFieldsFragmentDoc = new TypedDocumentString(`
    fragment HomeContentStateFields on BackofficeHomeContent {
  revision
  savedBy
  savedAt
  live {
    ...HomeEditableFields
  }
  draft {
    ...HomeEditableFields
  }
}
    fragment HomeEditableFields on HomeEditable {
  hero {
    title
    subtitle
    ctaLabel
    ctaHref
  }
  announcements {
    title
    body
    href
  }
}`, {"fragmentName":"HomeContentStateFields"}) as unknown as TypedDocumentString<HomeContentStateFieldsFragment, unknown>;
export const StaffNoticesFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaffNoticesFields on StaffNotices {
  newOrders
  newTickets
}
    `, {"fragmentName":"StaffNoticesFields"}) as unknown as TypedDocumentString<StaffNoticesFieldsFragment, unknown>;
export const StaffRequestFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaffRequestFields on Request {
  id
  number
  status
  created_at
  subtotal
  discount
  total
  paymentMethod
  trackingCode
  trackingUrl
  freight {
    name
    price
  }
  delivery {
    recipient
    cep
    street
    number
    complement
    district
    city
    state
  }
  buyer {
    name
    email
    cpf
    phone
  }
  items {
    productName
    quantity
    unitPrice
    subtotal
    attributes {
      name
      value
    }
  }
  timeline {
    status
    label
    at
    note
  }
}
    `, {"fragmentName":"StaffRequestFields"}) as unknown as TypedDocumentString<StaffRequestFieldsFragment, unknown>;
export const StaffAfterSaleFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaffAfterSaleFields on AfterSale {
  id
  number
  kind
  kindLabel
  status
  statusLabel
  requestId
  requestNumber
  created_at
  reason
  refusalReason
  postageCode
  postageExpiresAt
  refundAmount
  refundedAmount
  freightAmount
  refundFailure
  exchangeRequestNumber
  answerBy
  answerLate
  canRefuse
  items {
    requestItemId
    productName
    quantity
    refundAmount
  }
  history {
    status
    at
    label
    note
  }
  photos
}
    `, {"fragmentName":"StaffAfterSaleFields"}) as unknown as TypedDocumentString<StaffAfterSaleFieldsFragment, unknown>;
export const SupportCommentFieldsFragmentDoc = new TypedDocumentString(`
    fragment SupportCommentFields on SupportComment {
  id
  body
  internal
  created_at
  author {
    kind
    name
  }
}
    `, {"fragmentName":"SupportCommentFields"}) as unknown as TypedDocumentString<SupportCommentFieldsFragment, unknown>;
export const TicketRequestFieldsFragmentDoc = new TypedDocumentString(`
    fragment TicketRequestFields on Request {
  id
  number
  status
  total
  created_at
}
    `, {"fragmentName":"TicketRequestFields"}) as unknown as TypedDocumentString<TicketRequestFieldsFragment, unknown>;
export const SupportTicketFieldsFragmentDoc = new TypedDocumentString(`
    fragment SupportTicketFields on SupportTicket {
  id
  subject
  description
  status
  created_at
  awaitingReply
  commentCount
  assignee {
    name
  }
  customer {
    name
    email
    cpf
    phone
    city
    state
  }
  product {
    id
    name
  }
  request {
    ...TicketRequestFields
  }
  customerRequests {
    ...TicketRequestFields
  }
}
    fragment TicketRequestFields on Request {
  id
  number
  status
  total
  created_at
}`, {"fragmentName":"SupportTicketFields"}) as unknown as TypedDocumentString<SupportTicketFieldsFragment, unknown>;
export const TeamMemberFieldsFragmentDoc = new TypedDocumentString(`
    fragment TeamMemberFields on StaffMember {
  id
  name
  email
  role
  active
  invitationPending
}
    `, {"fragmentName":"TeamMemberFields"}) as unknown as TypedDocumentString<TeamMemberFieldsFragment, unknown>;
export const StaffMeDocument = new TypedDocumentString(`
    query StaffMe {
  staffMe {
    ...StaffFields
  }
}
    fragment StaffFields on StaffMember {
  id
  name
  email
  role
  permissions
}`) as unknown as TypedDocumentString<StaffMeQuery, StaffMeQueryVariables>;
export const StaffLoginDocument = new TypedDocumentString(`
    mutation StaffLogin($email: String!, $password: String!) {
  staffLogin(email: $email, password: $password) {
    ...StaffSessionFields
  }
}
    fragment StaffFields on StaffMember {
  id
  name
  email
  role
  permissions
}
fragment StaffSessionFields on StaffSession {
  token
  deviceProof
  staff {
    ...StaffFields
  }
}`) as unknown as TypedDocumentString<StaffLoginMutation, StaffLoginMutationVariables>;
export const AcceptStaffInvitationDocument = new TypedDocumentString(`
    mutation AcceptStaffInvitation($email: String!, $code: String!, $password: String!) {
  acceptStaffInvitation(email: $email, code: $code, password: $password) {
    ...StaffSessionFields
  }
}
    fragment StaffFields on StaffMember {
  id
  name
  email
  role
  permissions
}
fragment StaffSessionFields on StaffSession {
  token
  deviceProof
  staff {
    ...StaffFields
  }
}`) as unknown as TypedDocumentString<AcceptStaffInvitationMutation, AcceptStaffInvitationMutationVariables>;
export const StaffLogoutDocument = new TypedDocumentString(`
    mutation StaffLogout {
  staffLogout
}
    `) as unknown as TypedDocumentString<StaffLogoutMutation, StaffLogoutMutationVariables>;
export const ActivityLogDocument = new TypedDocumentString(`
    query ActivityLog($filter: ActivityFilter, $page: Int) {
  activityLog(filter: $filter, page: $page) {
    total
    page
    totalPages
    items {
      id
      at
      staffName
      subjectType
      subjectId
      summary
    }
  }
}
    `) as unknown as TypedDocumentString<ActivityLogQuery, ActivityLogQueryVariables>;
export const StaffNamesDocument = new TypedDocumentString(`
    query StaffNames {
  staffMembers {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<StaffNamesQuery, StaffNamesQueryVariables>;
export const BackofficeProductsDocument = new TypedDocumentString(`
    query BackofficeProducts($search: String, $status: WorkspaceStatus, $page: Int) {
  backofficeProducts(search: $search, status: $status, page: $page) {
    total
    page
    totalPages
    items {
      id
      name
      price
      quantity
      published
      hasDraft
      updatedAt
      schedule {
        action
        at
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BackofficeProductsQuery, BackofficeProductsQueryVariables>;
export const ProductCategoriesDocument = new TypedDocumentString(`
    query ProductCategories {
  categories {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<ProductCategoriesQuery, ProductCategoriesQueryVariables>;
export const BackofficeProductDocument = new TypedDocumentString(`
    query BackofficeProduct($id: ID!) {
  backofficeProduct(id: $id) {
    ...WorkspaceProductFields
  }
}
    fragment ProductContentFields on ProductContentView {
  name
  price
  quantity
  categoryId
  description
  published
  photos {
    url
    alt
  }
}
fragment ProductVersionFields on ProductVersion {
  number
  at
  by
  actionLabel
  changes {
    field
    label
    from
    to
  }
}
fragment WorkspaceProductFields on BackofficeProduct {
  id
  revision
  live {
    ...ProductContentFields
  }
  draft {
    savedBy
    savedAt
    changedFields
    content {
      ...ProductContentFields
    }
  }
  schedule {
    action
    at
    by
  }
  versions {
    ...ProductVersionFields
  }
}`) as unknown as TypedDocumentString<BackofficeProductQuery, BackofficeProductQueryVariables>;
export const SaveProductDraftDocument = new TypedDocumentString(`
    mutation SaveProductDraft($id: ID, $revision: Int, $input: ProductContentInput!) {
  saveProductDraft(id: $id, revision: $revision, input: $input) {
    ...WorkspaceProductFields
  }
}
    fragment ProductContentFields on ProductContentView {
  name
  price
  quantity
  categoryId
  description
  published
  photos {
    url
    alt
  }
}
fragment ProductVersionFields on ProductVersion {
  number
  at
  by
  actionLabel
  changes {
    field
    label
    from
    to
  }
}
fragment WorkspaceProductFields on BackofficeProduct {
  id
  revision
  live {
    ...ProductContentFields
  }
  draft {
    savedBy
    savedAt
    changedFields
    content {
      ...ProductContentFields
    }
  }
  schedule {
    action
    at
    by
  }
  versions {
    ...ProductVersionFields
  }
}`) as unknown as TypedDocumentString<SaveProductDraftMutation, SaveProductDraftMutationVariables>;
export const PublishProductDraftDocument = new TypedDocumentString(`
    mutation PublishProductDraft($id: ID!, $revision: Int!) {
  publishProductDraft(id: $id, revision: $revision) {
    ...WorkspaceProductFields
  }
}
    fragment ProductContentFields on ProductContentView {
  name
  price
  quantity
  categoryId
  description
  published
  photos {
    url
    alt
  }
}
fragment ProductVersionFields on ProductVersion {
  number
  at
  by
  actionLabel
  changes {
    field
    label
    from
    to
  }
}
fragment WorkspaceProductFields on BackofficeProduct {
  id
  revision
  live {
    ...ProductContentFields
  }
  draft {
    savedBy
    savedAt
    changedFields
    content {
      ...ProductContentFields
    }
  }
  schedule {
    action
    at
    by
  }
  versions {
    ...ProductVersionFields
  }
}`) as unknown as TypedDocumentString<PublishProductDraftMutation, PublishProductDraftMutationVariables>;
export const DiscardProductDraftDocument = new TypedDocumentString(`
    mutation DiscardProductDraft($id: ID!, $revision: Int!) {
  discardProductDraft(id: $id, revision: $revision) {
    ...WorkspaceProductFields
  }
}
    fragment ProductContentFields on ProductContentView {
  name
  price
  quantity
  categoryId
  description
  published
  photos {
    url
    alt
  }
}
fragment ProductVersionFields on ProductVersion {
  number
  at
  by
  actionLabel
  changes {
    field
    label
    from
    to
  }
}
fragment WorkspaceProductFields on BackofficeProduct {
  id
  revision
  live {
    ...ProductContentFields
  }
  draft {
    savedBy
    savedAt
    changedFields
    content {
      ...ProductContentFields
    }
  }
  schedule {
    action
    at
    by
  }
  versions {
    ...ProductVersionFields
  }
}`) as unknown as TypedDocumentString<DiscardProductDraftMutation, DiscardProductDraftMutationVariables>;
export const ScheduleProductDocument = new TypedDocumentString(`
    mutation ScheduleProduct($id: ID!, $revision: Int!, $action: ScheduleAction!, $at: Timestamp!) {
  scheduleProduct(id: $id, revision: $revision, action: $action, at: $at) {
    ...WorkspaceProductFields
  }
}
    fragment ProductContentFields on ProductContentView {
  name
  price
  quantity
  categoryId
  description
  published
  photos {
    url
    alt
  }
}
fragment ProductVersionFields on ProductVersion {
  number
  at
  by
  actionLabel
  changes {
    field
    label
    from
    to
  }
}
fragment WorkspaceProductFields on BackofficeProduct {
  id
  revision
  live {
    ...ProductContentFields
  }
  draft {
    savedBy
    savedAt
    changedFields
    content {
      ...ProductContentFields
    }
  }
  schedule {
    action
    at
    by
  }
  versions {
    ...ProductVersionFields
  }
}`) as unknown as TypedDocumentString<ScheduleProductMutation, ScheduleProductMutationVariables>;
export const CancelProductScheduleDocument = new TypedDocumentString(`
    mutation CancelProductSchedule($id: ID!, $revision: Int!) {
  cancelProductSchedule(id: $id, revision: $revision) {
    ...WorkspaceProductFields
  }
}
    fragment ProductContentFields on ProductContentView {
  name
  price
  quantity
  categoryId
  description
  published
  photos {
    url
    alt
  }
}
fragment ProductVersionFields on ProductVersion {
  number
  at
  by
  actionLabel
  changes {
    field
    label
    from
    to
  }
}
fragment WorkspaceProductFields on BackofficeProduct {
  id
  revision
  live {
    ...ProductContentFields
  }
  draft {
    savedBy
    savedAt
    changedFields
    content {
      ...ProductContentFields
    }
  }
  schedule {
    action
    at
    by
  }
  versions {
    ...ProductVersionFields
  }
}`) as unknown as TypedDocumentString<CancelProductScheduleMutation, CancelProductScheduleMutationVariables>;
export const RestoreProductVersionDocument = new TypedDocumentString(`
    mutation RestoreProductVersion($id: ID!, $revision: Int!, $version: Int!) {
  restoreProductVersion(id: $id, revision: $revision, version: $version) {
    ...WorkspaceProductFields
  }
}
    fragment ProductContentFields on ProductContentView {
  name
  price
  quantity
  categoryId
  description
  published
  photos {
    url
    alt
  }
}
fragment ProductVersionFields on ProductVersion {
  number
  at
  by
  actionLabel
  changes {
    field
    label
    from
    to
  }
}
fragment WorkspaceProductFields on BackofficeProduct {
  id
  revision
  live {
    ...ProductContentFields
  }
  draft {
    savedBy
    savedAt
    changedFields
    content {
      ...ProductContentFields
    }
  }
  schedule {
    action
    at
    by
  }
  versions {
    ...ProductVersionFields
  }
}`) as unknown as TypedDocumentString<RestoreProductVersionMutation, RestoreProductVersionMutationVariables>;
export const ProductStockAlertsDocument = new TypedDocumentString(`
    query ProductStockAlerts($productId: ID!, $page: Int!, $pageSize: Int!) {
  productStockAlerts(productId: $productId, page: $page, pageSize: $pageSize) {
    items {
      id
      email
      createdAt
      state
    }
    total
    waiting
    page
    totalPages
  }
}
    `) as unknown as TypedDocumentString<ProductStockAlertsQuery, ProductStockAlertsQueryVariables>;
export const ImportPriceListDocument = new TypedDocumentString(`
    mutation ImportPriceList($csv: String!, $apply: Boolean!) {
  importPriceList(csv: $csv, apply: $apply) {
    lines
    unchanged
    applied
    changes {
      line
      productId
      name
      priceFrom
      priceTo
      quantityFrom
      quantityTo
    }
    problems {
      line
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ImportPriceListMutation, ImportPriceListMutationVariables>;
export const BackofficeHomeContentDocument = new TypedDocumentString(`
    query BackofficeHomeContent {
  backofficeHomeContent {
    ...HomeContentStateFields
  }
}
    fragment HomeEditableFields on HomeEditable {
  hero {
    title
    subtitle
    ctaLabel
    ctaHref
  }
  announcements {
    title
    body
    href
  }
}
fragment HomeContentStateFields on BackofficeHomeContent {
  revision
  savedBy
  savedAt
  live {
    ...HomeEditableFields
  }
  draft {
    ...HomeEditableFields
  }
}`) as unknown as TypedDocumentString<BackofficeHomeContentQuery, BackofficeHomeContentQueryVariables>;
export const SaveHomeContentDraftDocument = new TypedDocumentString(`
    mutation SaveHomeContentDraft($revision: Int!, $input: HomeEditableInput!) {
  saveHomeContentDraft(revision: $revision, input: $input) {
    ...HomeContentStateFields
  }
}
    fragment HomeEditableFields on HomeEditable {
  hero {
    title
    subtitle
    ctaLabel
    ctaHref
  }
  announcements {
    title
    body
    href
  }
}
fragment HomeContentStateFields on BackofficeHomeContent {
  revision
  savedBy
  savedAt
  live {
    ...HomeEditableFields
  }
  draft {
    ...HomeEditableFields
  }
}`) as unknown as TypedDocumentString<SaveHomeContentDraftMutation, SaveHomeContentDraftMutationVariables>;
export const PublishHomeContentDraftDocument = new TypedDocumentString(`
    mutation PublishHomeContentDraft($revision: Int!) {
  publishHomeContentDraft(revision: $revision) {
    ...HomeContentStateFields
  }
}
    fragment HomeEditableFields on HomeEditable {
  hero {
    title
    subtitle
    ctaLabel
    ctaHref
  }
  announcements {
    title
    body
    href
  }
}
fragment HomeContentStateFields on BackofficeHomeContent {
  revision
  savedBy
  savedAt
  live {
    ...HomeEditableFields
  }
  draft {
    ...HomeEditableFields
  }
}`) as unknown as TypedDocumentString<PublishHomeContentDraftMutation, PublishHomeContentDraftMutationVariables>;
export const DiscardHomeContentDraftDocument = new TypedDocumentString(`
    mutation DiscardHomeContentDraft($revision: Int!) {
  discardHomeContentDraft(revision: $revision) {
    ...HomeContentStateFields
  }
}
    fragment HomeEditableFields on HomeEditable {
  hero {
    title
    subtitle
    ctaLabel
    ctaHref
  }
  announcements {
    title
    body
    href
  }
}
fragment HomeContentStateFields on BackofficeHomeContent {
  revision
  savedBy
  savedAt
  live {
    ...HomeEditableFields
  }
  draft {
    ...HomeEditableFields
  }
}`) as unknown as TypedDocumentString<DiscardHomeContentDraftMutation, DiscardHomeContentDraftMutationVariables>;
export const MyStaffNoticesDocument = new TypedDocumentString(`
    query MyStaffNotices {
  myStaffNotices {
    ...StaffNoticesFields
  }
}
    fragment StaffNoticesFields on StaffNotices {
  newOrders
  newTickets
}`) as unknown as TypedDocumentString<MyStaffNoticesQuery, MyStaffNoticesQueryVariables>;
export const SetMyStaffNoticesDocument = new TypedDocumentString(`
    mutation SetMyStaffNotices($input: StaffNoticesInput!) {
  setMyStaffNotices(input: $input) {
    ...StaffNoticesFields
  }
}
    fragment StaffNoticesFields on StaffNotices {
  newOrders
  newTickets
}`) as unknown as TypedDocumentString<SetMyStaffNoticesMutation, SetMyStaffNoticesMutationVariables>;
export const FailedMessagesDocument = new TypedDocumentString(`
    query FailedMessages($page: Int) {
  failedMessages(page: $page) {
    total
    page
    totalPages
    items {
      id
      to
      subject
      failedAt
      attempts
      lastError
      retryable
    }
  }
}
    `) as unknown as TypedDocumentString<FailedMessagesQuery, FailedMessagesQueryVariables>;
export const RetryFailedMessageDocument = new TypedDocumentString(`
    mutation RetryFailedMessage($id: ID!) {
  retryFailedMessage(id: $id)
}
    `) as unknown as TypedDocumentString<RetryFailedMessageMutation, RetryFailedMessageMutationVariables>;
export const StaffRequestsDocument = new TypedDocumentString(`
    query StaffRequests($status: RequestStatus, $search: String, $page: Int) {
  staffRequests(status: $status, search: $search, page: $page) {
    total
    page
    totalPages
    items {
      id
      number
      status
      total
      created_at
      paymentMethod
      buyer {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<StaffRequestsQuery, StaffRequestsQueryVariables>;
export const StaffRequestDocument = new TypedDocumentString(`
    query StaffRequest($id: ID!) {
  staffRequest(id: $id) {
    ...StaffRequestFields
  }
}
    fragment StaffRequestFields on Request {
  id
  number
  status
  created_at
  subtotal
  discount
  total
  paymentMethod
  trackingCode
  trackingUrl
  freight {
    name
    price
  }
  delivery {
    recipient
    cep
    street
    number
    complement
    district
    city
    state
  }
  buyer {
    name
    email
    cpf
    phone
  }
  items {
    productName
    quantity
    unitPrice
    subtotal
    attributes {
      name
      value
    }
  }
  timeline {
    status
    label
    at
    note
  }
}`) as unknown as TypedDocumentString<StaffRequestQuery, StaffRequestQueryVariables>;
export const UpdateRequestStatusDocument = new TypedDocumentString(`
    mutation UpdateRequestStatus($id: ID!, $status: RequestStatus!, $trackingCode: String, $note: String) {
  updateRequestStatus(
    id: $id
    status: $status
    trackingCode: $trackingCode
    note: $note
  ) {
    ...StaffRequestFields
  }
}
    fragment StaffRequestFields on Request {
  id
  number
  status
  created_at
  subtotal
  discount
  total
  paymentMethod
  trackingCode
  trackingUrl
  freight {
    name
    price
  }
  delivery {
    recipient
    cep
    street
    number
    complement
    district
    city
    state
  }
  buyer {
    name
    email
    cpf
    phone
  }
  items {
    productName
    quantity
    unitPrice
    subtotal
    attributes {
      name
      value
    }
  }
  timeline {
    status
    label
    at
    note
  }
}`) as unknown as TypedDocumentString<UpdateRequestStatusMutation, UpdateRequestStatusMutationVariables>;
export const StaffAfterSalesDocument = new TypedDocumentString(`
    query StaffAfterSales($open: Boolean, $page: Int) {
  staffAfterSales(open: $open, page: $page) {
    total
    page
    totalPages
    items {
      id
      number
      kindLabel
      status
      statusLabel
      requestId
      requestNumber
      created_at
      answerBy
      answerLate
    }
  }
}
    `) as unknown as TypedDocumentString<StaffAfterSalesQuery, StaffAfterSalesQueryVariables>;
export const StaffAfterSaleDocument = new TypedDocumentString(`
    query StaffAfterSale($id: ID!) {
  staffAfterSale(id: $id) {
    ...StaffAfterSaleFields
  }
}
    fragment StaffAfterSaleFields on AfterSale {
  id
  number
  kind
  kindLabel
  status
  statusLabel
  requestId
  requestNumber
  created_at
  reason
  refusalReason
  postageCode
  postageExpiresAt
  refundAmount
  refundedAmount
  freightAmount
  refundFailure
  exchangeRequestNumber
  answerBy
  answerLate
  canRefuse
  items {
    requestItemId
    productName
    quantity
    refundAmount
  }
  history {
    status
    at
    label
    note
  }
  photos
}`) as unknown as TypedDocumentString<StaffAfterSaleQuery, StaffAfterSaleQueryVariables>;
export const ApproveAfterSaleDocument = new TypedDocumentString(`
    mutation ApproveAfterSale($id: ID!) {
  approveAfterSale(id: $id) {
    ...StaffAfterSaleFields
  }
}
    fragment StaffAfterSaleFields on AfterSale {
  id
  number
  kind
  kindLabel
  status
  statusLabel
  requestId
  requestNumber
  created_at
  reason
  refusalReason
  postageCode
  postageExpiresAt
  refundAmount
  refundedAmount
  freightAmount
  refundFailure
  exchangeRequestNumber
  answerBy
  answerLate
  canRefuse
  items {
    requestItemId
    productName
    quantity
    refundAmount
  }
  history {
    status
    at
    label
    note
  }
  photos
}`) as unknown as TypedDocumentString<ApproveAfterSaleMutation, ApproveAfterSaleMutationVariables>;
export const RefuseAfterSaleDocument = new TypedDocumentString(`
    mutation RefuseAfterSale($id: ID!, $reason: String!) {
  refuseAfterSale(id: $id, reason: $reason) {
    ...StaffAfterSaleFields
  }
}
    fragment StaffAfterSaleFields on AfterSale {
  id
  number
  kind
  kindLabel
  status
  statusLabel
  requestId
  requestNumber
  created_at
  reason
  refusalReason
  postageCode
  postageExpiresAt
  refundAmount
  refundedAmount
  freightAmount
  refundFailure
  exchangeRequestNumber
  answerBy
  answerLate
  canRefuse
  items {
    requestItemId
    productName
    quantity
    refundAmount
  }
  history {
    status
    at
    label
    note
  }
  photos
}`) as unknown as TypedDocumentString<RefuseAfterSaleMutation, RefuseAfterSaleMutationVariables>;
export const ConfirmAfterSaleReceiptDocument = new TypedDocumentString(`
    mutation ConfirmAfterSaleReceipt($id: ID!) {
  confirmAfterSaleReceipt(id: $id) {
    ...StaffAfterSaleFields
  }
}
    fragment StaffAfterSaleFields on AfterSale {
  id
  number
  kind
  kindLabel
  status
  statusLabel
  requestId
  requestNumber
  created_at
  reason
  refusalReason
  postageCode
  postageExpiresAt
  refundAmount
  refundedAmount
  freightAmount
  refundFailure
  exchangeRequestNumber
  answerBy
  answerLate
  canRefuse
  items {
    requestItemId
    productName
    quantity
    refundAmount
  }
  history {
    status
    at
    label
    note
  }
  photos
}`) as unknown as TypedDocumentString<ConfirmAfterSaleReceiptMutation, ConfirmAfterSaleReceiptMutationVariables>;
export const RetryAfterSaleRefundDocument = new TypedDocumentString(`
    mutation RetryAfterSaleRefund($id: ID!) {
  retryAfterSaleRefund(id: $id) {
    ...StaffAfterSaleFields
  }
}
    fragment StaffAfterSaleFields on AfterSale {
  id
  number
  kind
  kindLabel
  status
  statusLabel
  requestId
  requestNumber
  created_at
  reason
  refusalReason
  postageCode
  postageExpiresAt
  refundAmount
  refundedAmount
  freightAmount
  refundFailure
  exchangeRequestNumber
  answerBy
  answerLate
  canRefuse
  items {
    requestItemId
    productName
    quantity
    refundAmount
  }
  history {
    status
    at
    label
    note
  }
  photos
}`) as unknown as TypedDocumentString<RetryAfterSaleRefundMutation, RetryAfterSaleRefundMutationVariables>;
export const StaffReviewsDocument = new TypedDocumentString(`
    query StaffReviews($status: ReviewStatus, $page: Int) {
  staffReviews(status: $status, page: $page) {
    total
    page
    totalPages
    items {
      id
      productId
      productName
      requestNumber
      rating
      title
      body
      authorName
      status
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<StaffReviewsQuery, StaffReviewsQueryVariables>;
export const ApproveReviewDocument = new TypedDocumentString(`
    mutation ApproveReview($id: ID!) {
  approveReview(id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<ApproveReviewMutation, ApproveReviewMutationVariables>;
export const RejectReviewDocument = new TypedDocumentString(`
    mutation RejectReview($id: ID!) {
  rejectReview(id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<RejectReviewMutation, RejectReviewMutationVariables>;
export const RemoveReviewDocument = new TypedDocumentString(`
    mutation RemoveReview($id: ID!) {
  removeReview(id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<RemoveReviewMutation, RemoveReviewMutationVariables>;
export const SupportTicketsDocument = new TypedDocumentString(`
    query SupportTickets($status: TicketStatus, $mine: Boolean, $deadline: TicketDeadline, $page: Int) {
  supportTickets(
    status: $status
    assignedToMe: $mine
    deadline: $deadline
    page: $page
  ) {
    total
    page
    totalPages
    items {
      id
      subject
      status
      awaitingReply
      answerBy
      answerLate
      lastActivityAt
      customer {
        name
      }
      assignee {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SupportTicketsQuery, SupportTicketsQueryVariables>;
export const SupportDeadlinesDocument = new TypedDocumentString(`
    query SupportDeadlines {
  supportDeadlines {
    late
    dueToday
  }
}
    `) as unknown as TypedDocumentString<SupportDeadlinesQuery, SupportDeadlinesQueryVariables>;
export const SupportTicketDocument = new TypedDocumentString(`
    query SupportTicket($id: ID!, $limit: Int!) {
  supportTicket(id: $id) {
    ...SupportTicketFields
    comments(limit: $limit) {
      ...SupportCommentFields
    }
  }
}
    fragment TicketRequestFields on Request {
  id
  number
  status
  total
  created_at
}
fragment SupportCommentFields on SupportComment {
  id
  body
  internal
  created_at
  author {
    kind
    name
  }
}
fragment SupportTicketFields on SupportTicket {
  id
  subject
  description
  status
  created_at
  awaitingReply
  commentCount
  assignee {
    name
  }
  customer {
    name
    email
    cpf
    phone
    city
    state
  }
  product {
    id
    name
  }
  request {
    ...TicketRequestFields
  }
  customerRequests {
    ...TicketRequestFields
  }
}`) as unknown as TypedDocumentString<SupportTicketQuery, SupportTicketQueryVariables>;
export const SupportTicketCommentsDocument = new TypedDocumentString(`
    query SupportTicketComments($id: ID!, $offset: Int, $limit: Int!) {
  supportTicket(id: $id) {
    comments(offset: $offset, limit: $limit) {
      ...SupportCommentFields
    }
  }
}
    fragment SupportCommentFields on SupportComment {
  id
  body
  internal
  created_at
  author {
    kind
    name
  }
}`) as unknown as TypedDocumentString<SupportTicketCommentsQuery, SupportTicketCommentsQueryVariables>;
export const AnswerTicketDocument = new TypedDocumentString(`
    mutation AnswerTicket($id: ID!, $body: String!) {
  answerTicket(ticketId: $id, body: $body) {
    id
  }
}
    `) as unknown as TypedDocumentString<AnswerTicketMutation, AnswerTicketMutationVariables>;
export const AddTicketNoteDocument = new TypedDocumentString(`
    mutation AddTicketNote($id: ID!, $body: String!) {
  addTicketNote(ticketId: $id, body: $body) {
    id
  }
}
    `) as unknown as TypedDocumentString<AddTicketNoteMutation, AddTicketNoteMutationVariables>;
export const SetTicketStatusDocument = new TypedDocumentString(`
    mutation SetTicketStatus($id: ID!, $status: TicketStatus!) {
  setTicketStatus(ticketId: $id, status: $status) {
    id
  }
}
    `) as unknown as TypedDocumentString<SetTicketStatusMutation, SetTicketStatusMutationVariables>;
export const TeamMembersDocument = new TypedDocumentString(`
    query TeamMembers {
  staffMembers {
    ...TeamMemberFields
  }
}
    fragment TeamMemberFields on StaffMember {
  id
  name
  email
  role
  active
  invitationPending
}`) as unknown as TypedDocumentString<TeamMembersQuery, TeamMembersQueryVariables>;
export const InviteStaffDocument = new TypedDocumentString(`
    mutation InviteStaff($input: InviteStaffInput!) {
  inviteStaff(input: $input) {
    ...TeamMemberFields
  }
}
    fragment TeamMemberFields on StaffMember {
  id
  name
  email
  role
  active
  invitationPending
}`) as unknown as TypedDocumentString<InviteStaffMutation, InviteStaffMutationVariables>;
export const ChangeStaffRoleDocument = new TypedDocumentString(`
    mutation ChangeStaffRole($id: ID!, $role: StaffRole!) {
  changeStaffRole(id: $id, role: $role) {
    id
  }
}
    `) as unknown as TypedDocumentString<ChangeStaffRoleMutation, ChangeStaffRoleMutationVariables>;
export const DeactivateStaffDocument = new TypedDocumentString(`
    mutation DeactivateStaff($id: ID!) {
  deactivateStaff(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeactivateStaffMutation, DeactivateStaffMutationVariables>;
export const ReinviteStaffDocument = new TypedDocumentString(`
    mutation ReinviteStaff($id: ID!) {
  reinviteStaff(id: $id) {
    ...TeamMemberFields
  }
}
    fragment TeamMemberFields on StaffMember {
  id
  name
  email
  role
  active
  invitationPending
}`) as unknown as TypedDocumentString<ReinviteStaffMutation, ReinviteStaffMutationVariables>;
export const StaffChangePasswordDocument = new TypedDocumentString(`
    mutation StaffChangePassword($currentPassword: String!, $newPassword: String!) {
  staffChangePassword(
    currentPassword: $currentPassword
    newPassword: $newPassword
  )
}
    `) as unknown as TypedDocumentString<StaffChangePasswordMutation, StaffChangePasswordMutationVariables>;