/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** A card to save: the payment provider's token and what the provider answered about the card. */
export type AddCreditCardInput = {
  /** The brand the provider answered for the card's BIN. */
  brand: CardBrand;
  /** 1 to 12. */
  expMonth: number;
  /** Four digits; with expMonth, not in the past. */
  expYear: number;
  /** Name as printed on the card: letters and spaces, up to 100 characters. */
  holderName: string;
  /** The last four digits the provider answered (4 characters). */
  last4: string;
  /** The provider's single-use card token (`tok_…` at the embedded stand-in), at most 200 characters. */
  token: string;
};

/** A withdrawal or return the customer asks. */
export type AfterSaleInput = {
  /** The units, at most 50 lines. */
  items: Array<AfterSaleUnitsInput>;
  /** WITHDRAWAL, RETURN or EXCHANGE. */
  kind: AfterSaleKind;
  /** Photos of the defect from `uploadAfterSalePhoto`, at most 3, each id at most 40 characters. */
  photoIds?: Array<string> | null | undefined;
  /** A withdrawal's reason (optional) or the defect's description; at most 1,000 characters. */
  reason?: string | null | undefined;
  /** The pedido id, at most 20 characters. */
  requestId: string;
};

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

/** Units of one pedido line. */
export type AfterSaleUnitsInput = {
  /** 0 to the line's returnable units. */
  quantity: number;
  /** The line's id, at most 20 characters. */
  requestItemId: string;
};

/** One attribute condition: the product must have at least one of `values` for `name`. */
export type AttributeFilterInput = {
  /** Attribute name, e.g. `Cor`; at most 40 characters. */
  name: string;
  /** Accepted values, e.g. ["Preto", "Prata"]: at most 50, each at most 40 characters. */
  values: Array<string>;
};

/** Card brands a payment gateway recognises from the number. */
export type CardBrand =
  | 'AMEX'
  | 'DINERS'
  | 'DISCOVER'
  | 'ELO'
  | 'HIPERCARD'
  | 'MASTERCARD'
  | 'OTHER'
  | 'VISA';

/**
 * A card payment, one of two shapes: a new card, `token` and `brand`; a saved card, `savedCardId`
 * and `token`, the token the provider made from the saved card and its CVV typed again (the
 * provider keeps no CVV, and asks for it on every payment). Anything else: BAD_USER_INPUT on field
 * `card`. The card's number and CVV never come here. A saved card is charged as the provider's
 * customer it is saved under, with its saved brand.
 */
export type CardPaymentInput = {
  /** A new card's brand, as the provider recognised it from the BIN; refused with `savedCardId`. */
  brand?: CardBrand | null | undefined;
  /** How many installments: one of `installmentPlan(total)`'s counts. */
  installments: number;
  /**
   * A saved card (`creditCards`), at most 20 characters, with its `token`; another customer's:
   * NOT_FOUND.
   */
  savedCardId?: string | null | undefined;
  /**
   * The token the payment provider's card form answered (`tok_…` at the embedded stand-in): of a
   * new card's number, or of a saved card's id and CVV. Used once, at most 200 characters. A
   * spent or expired token: BAD_USER_INPUT on `card.token` (`Os dados do cartão expiraram: digite
   * o cartão de novo.`).
   */
  token?: string | null | undefined;
};

/** One line of a cart: a product, how many units and the chosen options. */
export type CartLineInput = {
  /**
   * The chosen value ids (`Product.attributes.values.id`, e.g. `cor-preto`), one per attribute
   * of the product; at most 10, each at most 40 characters. Required by placeOrder, ignored by
   * freightQuote.
   */
  attributeValueIds?: Array<string> | null | undefined;
  /** The product id, at most 20 characters. */
  productId: string;
  /** Units, 1 to 10 (and no more than the stock when ordering). */
  quantity: number;
};

/** Which side of the conversation wrote a comment. */
export type CommentAuthorKind =
  | 'COMPANY'
  | 'CUSTOMER';

/** Where to deliver an order. Text is trimmed; each field says its bounds. */
export type DeliveryAddressInput = {
  /** CEP, 8 digits (punctuation accepted, at most 10 characters); must be known to addressByCep. */
  cep: string;
  /** City: 2 to 100 characters; must be the CEP's when the API knows it (case and accents ignored). */
  city: string;
  /** Complement: at most 100 characters; optional. */
  complement?: string | null | undefined;
  /** District (bairro): 1 to 100 characters. */
  district: string;
  /** Number: 1 to 20 characters (`s/n` when none). */
  number: string;
  /** Who receives it: 2 to 120 characters. */
  recipient: string;
  /** State as its UF code (2 characters); must be the CEP's. */
  state: string;
  /** Street: 2 to 200 characters. */
  street: string;
};

/** Shipping services. */
export type FreightService =
  /** Correios PAC: cheaper, slower. */
  | 'PAC'
  /** Correios SEDEX: express. */
  | 'SEDEX';

/** A new ticket. */
export type OpenTicketInput = {
  /**
   * Rich text (HTML) of at most 20,000 characters that shows some text or media; stored as
   * given, sanitized on display.
   */
  description: string;
  /** Optional product the ticket is about (must be on sale; its id, at most 20 characters). */
  productId?: string | null | undefined;
  /** Optional request the ticket is about (one of the customer's; its id, at most 20 characters). */
  requestId?: string | null | undefined;
  /** 3 to 120 characters. */
  subject: string;
};

/** How a request is paid, always through the payment provider (PAYMENT_PROVIDER). */
export type PaymentMethod =
  /** Boleto bancário, due a few days after the order. */
  | 'BOLETO'
  /** Cartão de crédito: charged at once, in 1x up to `installmentPlan`'s most installments. */
  | 'CREDIT_CARD'
  /** Pix (instant transfer) with a dynamic BR Code, with the company's Pix discount. */
  | 'PIX';

/** An order to place. There are no prices: the API prices it. */
export type PlaceOrderInput = {
  /** Where to deliver. */
  address: DeliveryAddressInput;
  /** The card to charge: required with CREDIT_CARD, refused with other methods. */
  card?: CardPaymentInput | null | undefined;
  /** The shipping service chosen from freightQuote. */
  freight: FreightService;
  /** The client's key for this order (see placeOrder): 8 to 100 letters, digits, `-` or `_`. */
  idempotencyKey: string;
  /** The cart's lines (1 to 20). */
  lines: Array<CartLineInput>;
  /** How the customer pays. */
  paymentMethod: PaymentMethod;
};

/** Conditions for `products`; every given condition must hold. */
export type ProductFilter = {
  /**
   * Attribute conditions: a product matches when, for every listed attribute, it has at least
   * one of the listed values (names and values compared ignoring case and accents). An entry
   * with no values is no condition. At most 10 attributes.
   */
  attributes?: Array<AttributeFilterInput> | null | undefined;
  /** Only products of this category (its id, at most 20 characters). */
  categoryId?: string | null | undefined;
  /** Only these product ids (at most 500, each at most 20 characters); unknown ids are ignored. */
  ids?: Array<string> | null | undefined;
  /** Highest price in reais, inclusive (0 or more, not below minPrice). */
  maxPrice?: number | null | undefined;
  /** Lowest price in reais, inclusive (0 or more). */
  minPrice?: number | null | undefined;
  /**
   * Words to look for in the name and description: every word must match. Case and accents are
   * ignored ("teclado mecanico" finds "Teclado Mecânico"), Portuguese plurals and inflections
   * find one another ("teclados" finds "teclado", "notebooks" finds "notebook"; PostgreSQL's
   * Portuguese stemmer), and a word no published product holds is read as the catalogue word
   * nearest to it, within one edit for words of 4 to 7 letters and two from 8 ("notbook" finds
   * the notebooks; see `ProductPage.didYouMean`). Words are runs of letters and digits (at most 8
   * are used); common words such as "de" or "para" match nothing by themselves. At most 100
   * characters; blank = no condition. Sort by RELEVANCE to get the best matches first.
   */
  search?: string | null | undefined;
  /**
   * true while the shopper is still typing (the search box's suggestions): the last word of
   * `search` also matches the words it begins ("tecl" finds "Teclado", "ddr" finds "DDR5").
   * Default false.
   */
  searchAsYouType?: boolean | null | undefined;
};

/** Orders of the product list. */
export type ProductSort =
  /** Name A-Z (ignoring case and accents). */
  | 'NAME_ASC'
  /** Name Z-A. */
  | 'NAME_DESC'
  /** Most recently created first. */
  | 'NEWEST'
  /** Cheapest first. */
  | 'PRICE_ASC'
  /** Most expensive first. */
  | 'PRICE_DESC'
  /**
   * The best matches of `filter.search` first: all words in the name before words found only in
   * the description (PostgreSQL's ts_rank, the name weighing more), then by name. Without a
   * search, as NAME_ASC. Pages by `page` only: no `endCursor`, and `after` is refused.
   */
  | 'RELEVANCE';

/** A new customer account. Every field is required. */
export type RegisterCustomerInput = {
  /**
   * The customer read and accepted the privacy policy. Anything but true is refused
   * (BAD_USER_INPUT on this field); the API records the date and the policy's current version.
   */
  acceptPrivacyPolicy?: boolean | null | undefined;
  /**
   * A CPF with valid check digits, not yet registered; punctuation accepted (at most 20
   * characters).
   */
  cpf: string;
  /** A valid e-mail of at most 254 characters, not yet registered. */
  email: string;
  /** 2 to 120 characters, with letters. */
  name: string;
  /**
   * 8 to 128 characters with at least one letter and one digit, and not one of the commonest
   * passwords (a published list, or a common word or name followed only by digits, such as
   * `senha123`): BAD_USER_INPUT on this field.
   */
  password: string;
  /**
   * Brazilian phone with area code, 10 or 11 digits; punctuation accepted (at most 25
   * characters).
   */
  phone: string;
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

/** A review of a product from a delivered pedido. */
export type ReviewInput = {
  /** A comment of 10 to 2,000 characters, plain text; at most 2000 characters. */
  body: string;
  /** The product, at most 20 characters. */
  productId: string;
  /** 1 to 5 stars. */
  rating: number;
  /** The delivered pedido the product came in, at most 20 characters. */
  requestId: string;
  /** A title of 3 to 100 characters, one line; at most 100 characters. */
  title: string;
};

/** Where a review stands: waiting for staff, public, or not public (rejected or removed). */
export type ReviewStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED';

/** Which pictogram a service shows. */
export type ServiceIcon =
  | 'BACKUP'
  | 'INSTALLATION'
  | 'MAINTENANCE'
  | 'NETWORK'
  | 'SECURITY'
  | 'SUPPORT';

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

/**
 * Profile changes: every field is optional; omitted or null leaves the field unchanged. An
 * empty string clears the optional fields (rg, phone, address, cep, city, state, country);
 * name, email and cpf cannot be cleared. Punctuation in cpf, phone and cep is accepted and
 * removed.
 */
export type UpdateCustomerInput = {
  /** At most 200 characters. */
  address?: string | null | undefined;
  /** 8 digits; at most 10 characters with its punctuation. */
  cep?: string | null | undefined;
  /** At most 100 characters. */
  city?: string | null | undefined;
  /** At most 60 characters. */
  country?: string | null | undefined;
  /**
   * A CPF with valid check digits, not used by another customer (`CPF já cadastrado.`); at most
   * 20 characters with its punctuation.
   */
  cpf?: string | null | undefined;
  /**
   * The customer's current password, at most 128 characters; required when `email` or `cpf`
   * changes (wrong or missing: `Senha atual incorreta.`, BAD_USER_INPUT, field
   * "currentPassword"; a wrong one counts as a guess at the account, like a failed login). The
   * old e-mail address is told of the change.
   */
  currentPassword?: string | null | undefined;
  /**
   * A valid e-mail of at most 254 characters, not used by another customer
   * (`E-mail já cadastrado.`).
   */
  email?: string | null | undefined;
  /** 2 to 120 characters, with letters. */
  name?: string | null | undefined;
  /**
   * Brazilian phone with area code: 10 (landline) or 11 (mobile) digits; at most 25 characters
   * with its punctuation.
   */
  phone?: string | null | undefined;
  /** 4 to 20 characters: digits, letters, dots, slashes and hyphens. */
  rg?: string | null | undefined;
  /** One of the 27 UF codes (AC ... TO), any case: at most 2 characters. */
  state?: string | null | undefined;
};

export type ProductPictureFieldsFragment = { url: string, width: number | null, height: number | null, sources: Array<{ type: string, srcset: string }> };

export type ProductCardFieldsFragment = { id: string, name: string, price: number, quantity: number, photos: Array<string>, cover: { url: string, width: number | null, height: number | null, sources: Array<{ type: string, srcset: string }> } | null, category: { id: string, name: string, slug: string } };

export type CartPricingQueryVariables = Exact<{
  ids: Array<string> | string;
  pageSize: number;
}>;


export type CartPricingQuery = { products: { items: Array<{ id: string, name: string, price: number, quantity: number, photos: Array<string>, attributes: Array<{ id: string, name: string, values: Array<{ id: string, value: string }> }> }> }, paymentOptions: Array<{ method: PaymentMethod, name: string, discountPercent: number }> };

export type CartFreightQueryVariables = Exact<{
  cep: string;
  lines: Array<CartLineInput> | CartLineInput;
}>;


export type CartFreightQuery = { freightQuote: { promotion: string | null, address: { city: string, state: string }, promise: { missing: number, freightDiscountPercent: number }, options: Array<{ service: FreightService, name: string, price: number, fullPrice: number, deliveryDays: number }> } };

export type InstallmentPlanQueryVariables = Exact<{
  total: number;
}>;


export type InstallmentPlanQuery = { installmentPlan: Array<{ count: number, amount: number, firstAmount: number, total: number }> };

export type CheckoutCreditCardsQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutCreditCardsQuery = { creditCards: Array<{ id: string, providerCardId: string, brand: CardBrand, last4: string }> };

export type PlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
}>;


export type PlaceOrderMutation = { placeOrder: { id: string, number: string, status: RequestStatus, total: number, paymentMethod: PaymentMethod, pix: { qrCode: string, qrCodeBase64: string } | null, boleto: { digitableLine: string } | null, installments: { count: number, amount: number, firstAmount: number, total: number } | null, card: { brand: CardBrand, last4: string } | null, payLink: { url: string, label: string } | null } };

export type CatalogueProductsQueryVariables = Exact<{
  after?: string | null | undefined;
  pageSize: number;
  first: boolean;
}>;


export type CatalogueProductsQuery = { products: { total?: number, endCursor: string | null, items: Array<{ description: string, is_published: boolean, deleted_at: number | null, created_at: number, pixPrice: number, id: string, name: string, price: number, quantity: number, photos: Array<string>, images: Array<{ alt: string, url: string, width: number | null, height: number | null, sources: Array<{ type: string, srcset: string }> }>, installments: { count: number, amount: number }, attributes: Array<{ id: string, name: string, values: Array<{ id: string, value: string }> }>, cover: { url: string, width: number | null, height: number | null, sources: Array<{ type: string, srcset: string }> } | null, category: { id: string, name: string, slug: string } }> } };

export type CatalogueCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueCategoriesQuery = { categories: Array<{ id: string, name: string, slug: string, description: string }> };

export type ProductListPageQueryVariables = Exact<{
  filter?: ProductFilter | null | undefined;
  sort?: ProductSort | null | undefined;
  page: number;
  pageSize: number;
}>;


export type ProductListPageQuery = { products: { total: number, totalPages: number, page: number, didYouMean: string | null, items: Array<{ id: string, name: string, price: number, quantity: number, photos: Array<string>, cover: { url: string, width: number | null, height: number | null, sources: Array<{ type: string, srcset: string }> } | null, category: { id: string, name: string, slug: string } }>, facets: { attributes: Array<{ name: string, values: Array<string> }> } } };

export type CatalogueProductFieldsFragment = { description: string, is_published: boolean, deleted_at: number | null, created_at: number, pixPrice: number, id: string, name: string, price: number, quantity: number, photos: Array<string>, images: Array<{ alt: string, url: string, width: number | null, height: number | null, sources: Array<{ type: string, srcset: string }> }>, installments: { count: number, amount: number }, attributes: Array<{ id: string, name: string, values: Array<{ id: string, value: string }> }>, cover: { url: string, width: number | null, height: number | null, sources: Array<{ type: string, srcset: string }> } | null, category: { id: string, name: string, slug: string } };

export type FavoriteIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type FavoriteIdsQuery = { favoriteIds: Array<string> };

export type AddFavoriteMutationVariables = Exact<{
  productId: string;
}>;


export type AddFavoriteMutation = { addFavorite: { id: string, isFavorited: boolean } };

export type RemoveFavoriteMutationVariables = Exact<{
  productId: string;
}>;


export type RemoveFavoriteMutation = { removeFavorite: { id: string, isFavorited: boolean } };

export type FavoriteProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type FavoriteProductsQuery = { favorites: Array<{ id: string, name: string, price: number, quantity: number, photos: Array<string>, cover: { url: string, width: number | null, height: number | null, sources: Array<{ type: string, srcset: string }> } | null, category: { id: string, name: string, slug: string } }> };

export type HomePageQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePageQuery = { homeContent: { hero: { title: string, subtitle: string, ctaLabel: string, ctaHref: string }, announcements: Array<{ id: string, title: string, body: string, href: string | null }>, services: Array<{ id: string, title: string, description: string, icon: ServiceIcon }>, featuredProducts: Array<{ id: string, name: string, price: number, quantity: number, photos: Array<string>, cover: { url: string, width: number | null, height: number | null, sources: Array<{ type: string, srcset: string }> } | null, category: { id: string, name: string, slug: string } }> }, categories: Array<{ id: string, name: string, slug: string, description: string, productCount: number }> };

export type PainelSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type PainelSummaryQuery = { tickets: { counts: { open: number, inProgress: number, unread: number } }, requests: Array<{ id: string, number: string, status: RequestStatus, created_at: number }> };

export type RequestPaymentFieldsFragment = { paymentMethod: PaymentMethod, installments: { count: number, amount: number, firstAmount: number, total: number } | null, card: { brand: CardBrand, last4: string } | null, payLink: { url: string, label: string } | null };

export type UpdateCostumerMutationVariables = Exact<{
  input: UpdateCustomerInput;
}>;


export type UpdateCostumerMutation = { updateCostumer: { id: string, name: string, email: string, rg: string | null, cpf: string | null, phone: string | null, address: string | null, cep: string | null, city: string | null, state: string | null, country: string | null, created_at: number, updated_at: number, deleted_at: number | null, emailVerified: boolean } };

export type CreditCardsQueryVariables = Exact<{ [key: string]: never; }>;


export type CreditCardsQuery = { creditCards: Array<{ id: string, brand: CardBrand, last4: string, holderName: string, expMonth: number, expYear: number }> };

export type AddCreditCardMutationVariables = Exact<{
  input: AddCreditCardInput;
}>;


export type AddCreditCardMutation = { addCreditCard: { id: string, brand: CardBrand, last4: string, holderName: string, expMonth: number, expYear: number } };

export type RemoveCreditCardMutationVariables = Exact<{
  id: string;
}>;


export type RemoveCreditCardMutation = { removeCreditCard: string };

export type MyDataQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDataQuery = { myData: string };

export type DeleteMyAccountMutationVariables = Exact<{
  password: string;
}>;


export type DeleteMyAccountMutation = { deleteMyAccount: boolean };

export type LogoutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutEverywhereMutation = { logoutEverywhere: boolean };

export type ResendEmailVerificationMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendEmailVerificationMutation = { resendEmailVerification: boolean };

export type VerifyEmailMutationVariables = Exact<{
  linkToken: string;
}>;


export type VerifyEmailMutation = { verifyEmail: boolean };

export type CustomerRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerRequestsQuery = { requests: Array<{ id: string, number: string, status: RequestStatus, created_at: number, expiresAt: number | null, total: number, refundedAmount: number, trackingCode: string | null, trackingUrl: string | null, canCancel: boolean, withdrawalLastDay: string | null, defectLastDay: string | null, paymentMethod: PaymentMethod, afterSales: Array<{ id: string, number: string, kindLabel: string, status: AfterSaleStatus, statusLabel: string }>, delivery: { recipient: string, cep: string, street: string, number: string, complement: string, district: string, city: string, state: string } | null, timeline: Array<{ status: RequestStatus, at: number, note: string | null, label: string }>, items: Array<{ id: string, productName: string, quantity: number, unitPrice: number, subtotal: number, returnableQuantity: number, attributes: Array<{ name: string, value: string }>, product: { id: string } | null }>, installments: { count: number, amount: number, firstAmount: number, total: number } | null, card: { brand: CardBrand, last4: string } | null, payLink: { url: string, label: string } | null }> };

export type RequestPaymentQueryVariables = Exact<{
  id: string;
}>;


export type RequestPaymentQuery = { request: { id: string, status: RequestStatus, expiresAt: number | null, refundedAmount: number, payLink: { url: string, label: string } | null, timeline: Array<{ status: RequestStatus, at: number, note: string | null, label: string }> } | null };

export type CancelMyRequestMutationVariables = Exact<{
  requestId: string;
}>;


export type CancelMyRequestMutation = { cancelMyRequest: { id: string, number: string } };

export type OpenAfterSaleMutationVariables = Exact<{
  input: AfterSaleInput;
}>;


export type OpenAfterSaleMutation = { openAfterSale: { id: string, number: string } };

export type MyAfterSaleQueryVariables = Exact<{
  id: string;
}>;


export type MyAfterSaleQuery = { afterSale: { id: string, number: string, kind: AfterSaleKind, kindLabel: string, status: AfterSaleStatus, statusLabel: string, created_at: number, requestNumber: string, reason: string | null, refusalReason: string | null, postageCode: string | null, postageExpiresAt: number | null, refundAmount: number, refundedAmount: number, freightAmount: number, refundFailure: string | null, exchangeRequestNumber: string | null, photos: Array<string>, items: Array<{ requestItemId: string, productName: string, quantity: number, refundAmount: number }>, history: Array<{ status: AfterSaleStatus, at: number, label: string, note: string | null }> } | null };

export type UploadAfterSalePhotoMutationVariables = Exact<{
  data: string;
}>;


export type UploadAfterSalePhotoMutation = { uploadAfterSalePhoto: string };

export type MyReviewsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyReviewsQuery = { myReviews: Array<{ id: string, productId: string, requestId: string, status: ReviewStatus }> };

export type ReviewProductMutationVariables = Exact<{
  input: ReviewInput;
}>;


export type ReviewProductMutation = { reviewProduct: { id: string, productId: string, requestId: string, status: ReviewStatus } };

export type ProductRatingsQueryVariables = Exact<{
  after?: string | null | undefined;
  productIds?: Array<string> | string | null | undefined;
}>;


export type ProductRatingsQuery = { productRatings: { endCursor: string | null, items: Array<{ productId: string, average: number, count: number, latest: Array<{ id: string, rating: number, title: string, body: string, authorName: string, createdAt: number }> }> } };

export type PublicReviewFieldsFragment = { id: string, rating: number, title: string, body: string, authorName: string, createdAt: number };

export type ProductReviewsPageQueryVariables = Exact<{
  productId: string;
  page: number;
}>;


export type ProductReviewsPageQuery = { productReviews: { total: number, totalPages: number, items: Array<{ id: string, rating: number, title: string, body: string, authorName: string, createdAt: number }> } };

export type SearchSuggestionsQueryVariables = Exact<{
  search: string;
  pageSize: number;
}>;


export type SearchSuggestionsQuery = { products: { didYouMean: string | null, items: Array<{ id: string, name: string, price: number }> } };

export type LoginCustomerQueryVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginCustomerQuery = { loginCustomer: { token: string, deviceProof: string } };

export type CustomerFieldsFragment = { id: string, name: string, email: string, rg: string | null, cpf: string | null, phone: string | null, address: string | null, cep: string | null, city: string | null, state: string | null, country: string | null, created_at: number, updated_at: number, deleted_at: number | null, emailVerified: boolean };

export type GetCustomerLoggedInQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCustomerLoggedInQuery = { getCustomerLoggedIn: { id: string, name: string, email: string, rg: string | null, cpf: string | null, phone: string | null, address: string | null, cep: string | null, city: string | null, state: string | null, country: string | null, created_at: number, updated_at: number, deleted_at: number | null, emailVerified: boolean } | null };

export type RegisterCustomerMutationVariables = Exact<{
  input: RegisterCustomerInput;
}>;


export type RegisterCustomerMutation = { registerCustomer: { token: string, deviceProof: string } };

export type LogoutCustomerMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutCustomerMutation = { logoutCustomer: boolean };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  email: string;
  code: string;
  newPassword: string;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type RequestStockAlertMutationVariables = Exact<{
  productId: string;
  email: string;
}>;


export type RequestStockAlertMutation = { requestStockAlert: { productId: string, email: string } };

export type CancelStockAlertMutationVariables = Exact<{
  token: string;
}>;


export type CancelStockAlertMutation = { cancelStockAlert: { productId: string, productName: string } };

export type TicketListQueryVariables = Exact<{
  status?: TicketStatus | null | undefined;
}>;


export type TicketListQuery = { tickets: { items: Array<{ id: string, subject: string, status: TicketStatus, created_at: number, updated_at: number, lastActivityAt: number, hasUnreadReply: boolean }>, counts: { all: number, open: number, inProgress: number, closed: number, solved: number } } };

export type TicketDetailFieldsFragment = { id: string, subject: string, description: string, status: TicketStatus, created_at: number, updated_at: number, hasUnreadReply: boolean, commentCount: number, product: { id: string, name: string } | null, request: { id: string, number: string } | null, comments: Array<{ id: string, body: string, created_at: number, author: { kind: CommentAuthorKind, name: string } }> };

export type TicketDetailQueryVariables = Exact<{
  id: string;
  commentOffset: number;
  commentLimit: number;
}>;


export type TicketDetailQuery = { ticket: { id: string, subject: string, description: string, status: TicketStatus, created_at: number, updated_at: number, hasUnreadReply: boolean, commentCount: number, product: { id: string, name: string } | null, request: { id: string, number: string } | null, comments: Array<{ id: string, body: string, created_at: number, author: { kind: CommentAuthorKind, name: string } }> } | null };

export type OpenTicketMutationVariables = Exact<{
  input: OpenTicketInput;
}>;


export type OpenTicketMutation = { openTicket: { id: string } };

export type AddTicketCommentMutationVariables = Exact<{
  ticketId: string;
  body: string;
  commentOffset: number;
  commentLimit: number;
}>;


export type AddTicketCommentMutation = { addTicketComment: { id: string, subject: string, description: string, status: TicketStatus, created_at: number, updated_at: number, hasUnreadReply: boolean, commentCount: number, product: { id: string, name: string } | null, request: { id: string, number: string } | null, comments: Array<{ id: string, body: string, created_at: number, author: { kind: CommentAuthorKind, name: string } }> } };

export type MarkTicketReadMutationVariables = Exact<{
  id: string;
}>;


export type MarkTicketReadMutation = { markTicketRead: { id: string, hasUnreadReply: boolean } };

export type AddressByCepQueryVariables = Exact<{
  cep: string;
}>;


export type AddressByCepQuery = { addressByCep: { street: string, district: string, city: string, state: string } };

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
export const ProductPictureFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductPictureFields on ProductImage {
  url
  width
  height
  sources {
    type
    srcset
  }
}
    `, {"fragmentName":"ProductPictureFields"}) as unknown as TypedDocumentString<ProductPictureFieldsFragment, unknown>;
export const ProductCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductCardFields on Product {
  id
  name
  price
  quantity
  photos
  cover {
    ...ProductPictureFields
  }
  category {
    id
    name
    slug
  }
}
    fragment ProductPictureFields on ProductImage {
  url
  width
  height
  sources {
    type
    srcset
  }
}`, {"fragmentName":"ProductCardFields"}) as unknown as TypedDocumentString<ProductCardFieldsFragment, unknown>;
export const CatalogueProductFieldsFragmentDoc = new TypedDocumentString(`
    fragment CatalogueProductFields on Product {
  ...ProductCardFields
  description
  images {
    alt
    ...ProductPictureFields
  }
  is_published
  deleted_at
  created_at
  pixPrice
  installments {
    count
    amount
  }
  attributes {
    id
    name
    values {
      id
      value
    }
  }
}
    fragment ProductPictureFields on ProductImage {
  url
  width
  height
  sources {
    type
    srcset
  }
}
fragment ProductCardFields on Product {
  id
  name
  price
  quantity
  photos
  cover {
    ...ProductPictureFields
  }
  category {
    id
    name
    slug
  }
}`, {"fragmentName":"CatalogueProductFields"}) as unknown as TypedDocumentString<CatalogueProductFieldsFragment, unknown>;
export const RequestPaymentFieldsFragmentDoc = new TypedDocumentString(`
    fragment RequestPaymentFields on Request {
  paymentMethod
  installments {
    count
    amount
    firstAmount
    total
  }
  card {
    brand
    last4
  }
  payLink {
    url
    label
  }
}
    `, {"fragmentName":"RequestPaymentFields"}) as unknown as TypedDocumentString<RequestPaymentFieldsFragment, unknown>;
export const PublicReviewFieldsFragmentDoc = new TypedDocumentString(`
    fragment PublicReviewFields on PublicReview {
  id
  rating
  title
  body
  authorName
  createdAt
}
    `, {"fragmentName":"PublicReviewFields"}) as unknown as TypedDocumentString<PublicReviewFieldsFragment, unknown>;
export const CustomerFieldsFragmentDoc = new TypedDocumentString(`
    fragment CustomerFields on Customer {
  id
  name
  email
  rg
  cpf
  phone
  address
  cep
  city
  state
  country
  created_at
  updated_at
  deleted_at
  emailVerified
}
    `, {"fragmentName":"CustomerFields"}) as unknown as TypedDocumentString<CustomerFieldsFragment, unknown>;
export const TicketDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment TicketDetailFields on Ticket {
  id
  subject
  description
  status
  created_at
  updated_at
  hasUnreadReply
  product {
    id
    name
  }
  request {
    id
    number
  }
  commentCount
  comments(offset: $commentOffset, limit: $commentLimit) {
    id
    body
    created_at
    author {
      kind
      name
    }
  }
}
    `, {"fragmentName":"TicketDetailFields"}) as unknown as TypedDocumentString<TicketDetailFieldsFragment, unknown>;
export const CartPricingDocument = new TypedDocumentString(`
    query CartPricing($ids: [ID!]!, $pageSize: Int!) {
  products(filter: {ids: $ids}, pageSize: $pageSize) {
    items {
      id
      name
      price
      quantity
      photos
      attributes {
        id
        name
        values {
          id
          value
        }
      }
    }
  }
  paymentOptions {
    method
    name
    discountPercent
  }
}
    `) as unknown as TypedDocumentString<CartPricingQuery, CartPricingQueryVariables>;
export const CartFreightDocument = new TypedDocumentString(`
    query CartFreight($cep: String!, $lines: [CartLineInput!]!) {
  freightQuote(cep: $cep, lines: $lines) {
    address {
      city
      state
    }
    promotion
    promise {
      missing
      freightDiscountPercent
    }
    options {
      service
      name
      price
      fullPrice
      deliveryDays
    }
  }
}
    `) as unknown as TypedDocumentString<CartFreightQuery, CartFreightQueryVariables>;
export const InstallmentPlanDocument = new TypedDocumentString(`
    query InstallmentPlan($total: Float!) {
  installmentPlan(total: $total) {
    count
    amount
    firstAmount
    total
  }
}
    `) as unknown as TypedDocumentString<InstallmentPlanQuery, InstallmentPlanQueryVariables>;
export const CheckoutCreditCardsDocument = new TypedDocumentString(`
    query CheckoutCreditCards {
  creditCards {
    id
    providerCardId
    brand
    last4
  }
}
    `) as unknown as TypedDocumentString<CheckoutCreditCardsQuery, CheckoutCreditCardsQueryVariables>;
export const PlaceOrderDocument = new TypedDocumentString(`
    mutation PlaceOrder($input: PlaceOrderInput!) {
  placeOrder(input: $input) {
    id
    number
    status
    total
    ...RequestPaymentFields
    pix {
      qrCode
      qrCodeBase64
    }
    boleto {
      digitableLine
    }
  }
}
    fragment RequestPaymentFields on Request {
  paymentMethod
  installments {
    count
    amount
    firstAmount
    total
  }
  card {
    brand
    last4
  }
  payLink {
    url
    label
  }
}`) as unknown as TypedDocumentString<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const CatalogueProductsDocument = new TypedDocumentString(`
    query CatalogueProducts($after: String, $pageSize: Int!, $first: Boolean!) {
  products(after: $after, pageSize: $pageSize, sort: NAME_ASC) {
    total @include(if: $first)
    endCursor
    items {
      ...CatalogueProductFields
    }
  }
}
    fragment ProductPictureFields on ProductImage {
  url
  width
  height
  sources {
    type
    srcset
  }
}
fragment ProductCardFields on Product {
  id
  name
  price
  quantity
  photos
  cover {
    ...ProductPictureFields
  }
  category {
    id
    name
    slug
  }
}
fragment CatalogueProductFields on Product {
  ...ProductCardFields
  description
  images {
    alt
    ...ProductPictureFields
  }
  is_published
  deleted_at
  created_at
  pixPrice
  installments {
    count
    amount
  }
  attributes {
    id
    name
    values {
      id
      value
    }
  }
}`) as unknown as TypedDocumentString<CatalogueProductsQuery, CatalogueProductsQueryVariables>;
export const CatalogueCategoriesDocument = new TypedDocumentString(`
    query CatalogueCategories {
  categories {
    id
    name
    slug
    description
  }
}
    `) as unknown as TypedDocumentString<CatalogueCategoriesQuery, CatalogueCategoriesQueryVariables>;
export const ProductListPageDocument = new TypedDocumentString(`
    query ProductListPage($filter: ProductFilter, $sort: ProductSort, $page: Int!, $pageSize: Int!) {
  products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
    total
    totalPages
    page
    didYouMean
    items {
      ...ProductCardFields
    }
    facets {
      attributes {
        name
        values
      }
    }
  }
}
    fragment ProductPictureFields on ProductImage {
  url
  width
  height
  sources {
    type
    srcset
  }
}
fragment ProductCardFields on Product {
  id
  name
  price
  quantity
  photos
  cover {
    ...ProductPictureFields
  }
  category {
    id
    name
    slug
  }
}`) as unknown as TypedDocumentString<ProductListPageQuery, ProductListPageQueryVariables>;
export const FavoriteIdsDocument = new TypedDocumentString(`
    query FavoriteIds {
  favoriteIds
}
    `) as unknown as TypedDocumentString<FavoriteIdsQuery, FavoriteIdsQueryVariables>;
export const AddFavoriteDocument = new TypedDocumentString(`
    mutation AddFavorite($productId: ID!) {
  addFavorite(productId: $productId) {
    id
    isFavorited
  }
}
    `) as unknown as TypedDocumentString<AddFavoriteMutation, AddFavoriteMutationVariables>;
export const RemoveFavoriteDocument = new TypedDocumentString(`
    mutation RemoveFavorite($productId: ID!) {
  removeFavorite(productId: $productId) {
    id
    isFavorited
  }
}
    `) as unknown as TypedDocumentString<RemoveFavoriteMutation, RemoveFavoriteMutationVariables>;
export const FavoriteProductsDocument = new TypedDocumentString(`
    query FavoriteProducts {
  favorites {
    ...ProductCardFields
  }
}
    fragment ProductPictureFields on ProductImage {
  url
  width
  height
  sources {
    type
    srcset
  }
}
fragment ProductCardFields on Product {
  id
  name
  price
  quantity
  photos
  cover {
    ...ProductPictureFields
  }
  category {
    id
    name
    slug
  }
}`) as unknown as TypedDocumentString<FavoriteProductsQuery, FavoriteProductsQueryVariables>;
export const HomePageDocument = new TypedDocumentString(`
    query HomePage {
  homeContent {
    hero {
      title
      subtitle
      ctaLabel
      ctaHref
    }
    announcements {
      id
      title
      body
      href
    }
    services {
      id
      title
      description
      icon
    }
    featuredProducts {
      ...ProductCardFields
    }
  }
  categories {
    id
    name
    slug
    description
    productCount
  }
}
    fragment ProductPictureFields on ProductImage {
  url
  width
  height
  sources {
    type
    srcset
  }
}
fragment ProductCardFields on Product {
  id
  name
  price
  quantity
  photos
  cover {
    ...ProductPictureFields
  }
  category {
    id
    name
    slug
  }
}`) as unknown as TypedDocumentString<HomePageQuery, HomePageQueryVariables>;
export const PainelSummaryDocument = new TypedDocumentString(`
    query PainelSummary {
  tickets {
    counts {
      open
      inProgress
      unread
    }
  }
  requests {
    id
    number
    status
    created_at
  }
}
    `) as unknown as TypedDocumentString<PainelSummaryQuery, PainelSummaryQueryVariables>;
export const UpdateCostumerDocument = new TypedDocumentString(`
    mutation UpdateCostumer($input: UpdateCustomerInput!) {
  updateCostumer(input: $input) {
    ...CustomerFields
  }
}
    fragment CustomerFields on Customer {
  id
  name
  email
  rg
  cpf
  phone
  address
  cep
  city
  state
  country
  created_at
  updated_at
  deleted_at
  emailVerified
}`) as unknown as TypedDocumentString<UpdateCostumerMutation, UpdateCostumerMutationVariables>;
export const CreditCardsDocument = new TypedDocumentString(`
    query CreditCards {
  creditCards {
    id
    brand
    last4
    holderName
    expMonth
    expYear
  }
}
    `) as unknown as TypedDocumentString<CreditCardsQuery, CreditCardsQueryVariables>;
export const AddCreditCardDocument = new TypedDocumentString(`
    mutation AddCreditCard($input: AddCreditCardInput!) {
  addCreditCard(input: $input) {
    id
    brand
    last4
    holderName
    expMonth
    expYear
  }
}
    `) as unknown as TypedDocumentString<AddCreditCardMutation, AddCreditCardMutationVariables>;
export const RemoveCreditCardDocument = new TypedDocumentString(`
    mutation RemoveCreditCard($id: ID!) {
  removeCreditCard(id: $id)
}
    `) as unknown as TypedDocumentString<RemoveCreditCardMutation, RemoveCreditCardMutationVariables>;
export const MyDataDocument = new TypedDocumentString(`
    query MyData {
  myData
}
    `) as unknown as TypedDocumentString<MyDataQuery, MyDataQueryVariables>;
export const DeleteMyAccountDocument = new TypedDocumentString(`
    mutation DeleteMyAccount($password: String!) {
  deleteMyAccount(password: $password)
}
    `) as unknown as TypedDocumentString<DeleteMyAccountMutation, DeleteMyAccountMutationVariables>;
export const LogoutEverywhereDocument = new TypedDocumentString(`
    mutation LogoutEverywhere {
  logoutEverywhere
}
    `) as unknown as TypedDocumentString<LogoutEverywhereMutation, LogoutEverywhereMutationVariables>;
export const ResendEmailVerificationDocument = new TypedDocumentString(`
    mutation ResendEmailVerification {
  resendEmailVerification
}
    `) as unknown as TypedDocumentString<ResendEmailVerificationMutation, ResendEmailVerificationMutationVariables>;
export const VerifyEmailDocument = new TypedDocumentString(`
    mutation VerifyEmail($linkToken: String!) {
  verifyEmail(linkToken: $linkToken)
}
    `) as unknown as TypedDocumentString<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const CustomerRequestsDocument = new TypedDocumentString(`
    query CustomerRequests {
  requests {
    id
    number
    status
    created_at
    expiresAt
    total
    ...RequestPaymentFields
    refundedAmount
    trackingCode
    trackingUrl
    canCancel
    withdrawalLastDay
    defectLastDay
    afterSales {
      id
      number
      kindLabel
      status
      statusLabel
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
    timeline {
      status
      at
      note
      label
    }
    items {
      id
      productName
      quantity
      unitPrice
      subtotal
      returnableQuantity
      attributes {
        name
        value
      }
      product {
        id
      }
    }
  }
}
    fragment RequestPaymentFields on Request {
  paymentMethod
  installments {
    count
    amount
    firstAmount
    total
  }
  card {
    brand
    last4
  }
  payLink {
    url
    label
  }
}`) as unknown as TypedDocumentString<CustomerRequestsQuery, CustomerRequestsQueryVariables>;
export const RequestPaymentDocument = new TypedDocumentString(`
    query RequestPayment($id: ID!) {
  request(id: $id) {
    id
    status
    expiresAt
    refundedAmount
    payLink {
      url
      label
    }
    timeline {
      status
      at
      note
      label
    }
  }
}
    `) as unknown as TypedDocumentString<RequestPaymentQuery, RequestPaymentQueryVariables>;
export const CancelMyRequestDocument = new TypedDocumentString(`
    mutation CancelMyRequest($requestId: ID!) {
  cancelMyRequest(requestId: $requestId) {
    id
    number
  }
}
    `) as unknown as TypedDocumentString<CancelMyRequestMutation, CancelMyRequestMutationVariables>;
export const OpenAfterSaleDocument = new TypedDocumentString(`
    mutation OpenAfterSale($input: AfterSaleInput!) {
  openAfterSale(input: $input) {
    id
    number
  }
}
    `) as unknown as TypedDocumentString<OpenAfterSaleMutation, OpenAfterSaleMutationVariables>;
export const MyAfterSaleDocument = new TypedDocumentString(`
    query MyAfterSale($id: ID!) {
  afterSale(id: $id) {
    id
    number
    kind
    kindLabel
    status
    statusLabel
    created_at
    requestNumber
    reason
    refusalReason
    postageCode
    postageExpiresAt
    refundAmount
    refundedAmount
    freightAmount
    refundFailure
    exchangeRequestNumber
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
}
    `) as unknown as TypedDocumentString<MyAfterSaleQuery, MyAfterSaleQueryVariables>;
export const UploadAfterSalePhotoDocument = new TypedDocumentString(`
    mutation UploadAfterSalePhoto($data: String!) {
  uploadAfterSalePhoto(data: $data)
}
    `) as unknown as TypedDocumentString<UploadAfterSalePhotoMutation, UploadAfterSalePhotoMutationVariables>;
export const MyReviewsDocument = new TypedDocumentString(`
    query MyReviews {
  myReviews {
    id
    productId
    requestId
    status
  }
}
    `) as unknown as TypedDocumentString<MyReviewsQuery, MyReviewsQueryVariables>;
export const ReviewProductDocument = new TypedDocumentString(`
    mutation ReviewProduct($input: ReviewInput!) {
  reviewProduct(input: $input) {
    id
    productId
    requestId
    status
  }
}
    `) as unknown as TypedDocumentString<ReviewProductMutation, ReviewProductMutationVariables>;
export const ProductRatingsDocument = new TypedDocumentString(`
    query ProductRatings($after: ID, $productIds: [ID!]) {
  productRatings(after: $after, pageSize: 100, productIds: $productIds) {
    endCursor
    items {
      productId
      average
      count
      latest {
        ...PublicReviewFields
      }
    }
  }
}
    fragment PublicReviewFields on PublicReview {
  id
  rating
  title
  body
  authorName
  createdAt
}`) as unknown as TypedDocumentString<ProductRatingsQuery, ProductRatingsQueryVariables>;
export const ProductReviewsPageDocument = new TypedDocumentString(`
    query ProductReviewsPage($productId: ID!, $page: Int!) {
  productReviews(productId: $productId, page: $page, pageSize: 50) {
    total
    totalPages
    items {
      ...PublicReviewFields
    }
  }
}
    fragment PublicReviewFields on PublicReview {
  id
  rating
  title
  body
  authorName
  createdAt
}`) as unknown as TypedDocumentString<ProductReviewsPageQuery, ProductReviewsPageQueryVariables>;
export const SearchSuggestionsDocument = new TypedDocumentString(`
    query SearchSuggestions($search: String!, $pageSize: Int!) {
  products(
    filter: {search: $search, searchAsYouType: true}
    sort: RELEVANCE
    pageSize: $pageSize
  ) {
    didYouMean
    items {
      id
      name
      price
    }
  }
}
    `) as unknown as TypedDocumentString<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>;
export const LoginCustomerDocument = new TypedDocumentString(`
    query LoginCustomer($email: String!, $password: String!) {
  loginCustomer(email: $email, password: $password) {
    token
    deviceProof
  }
}
    `) as unknown as TypedDocumentString<LoginCustomerQuery, LoginCustomerQueryVariables>;
export const GetCustomerLoggedInDocument = new TypedDocumentString(`
    query GetCustomerLoggedIn {
  getCustomerLoggedIn {
    ...CustomerFields
  }
}
    fragment CustomerFields on Customer {
  id
  name
  email
  rg
  cpf
  phone
  address
  cep
  city
  state
  country
  created_at
  updated_at
  deleted_at
  emailVerified
}`) as unknown as TypedDocumentString<GetCustomerLoggedInQuery, GetCustomerLoggedInQueryVariables>;
export const RegisterCustomerDocument = new TypedDocumentString(`
    mutation RegisterCustomer($input: RegisterCustomerInput!) {
  registerCustomer(input: $input) {
    token
    deviceProof
  }
}
    `) as unknown as TypedDocumentString<RegisterCustomerMutation, RegisterCustomerMutationVariables>;
export const LogoutCustomerDocument = new TypedDocumentString(`
    mutation LogoutCustomer {
  logoutCustomer
}
    `) as unknown as TypedDocumentString<LogoutCustomerMutation, LogoutCustomerMutationVariables>;
export const RequestPasswordResetDocument = new TypedDocumentString(`
    mutation RequestPasswordReset($email: String!) {
  requestPasswordReset(email: $email)
}
    `) as unknown as TypedDocumentString<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($email: String!, $code: String!, $newPassword: String!) {
  resetPassword(email: $email, code: $code, newPassword: $newPassword)
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const RequestStockAlertDocument = new TypedDocumentString(`
    mutation RequestStockAlert($productId: ID!, $email: String!) {
  requestStockAlert(productId: $productId, email: $email) {
    productId
    email
  }
}
    `) as unknown as TypedDocumentString<RequestStockAlertMutation, RequestStockAlertMutationVariables>;
export const CancelStockAlertDocument = new TypedDocumentString(`
    mutation CancelStockAlert($token: String!) {
  cancelStockAlert(token: $token) {
    productId
    productName
  }
}
    `) as unknown as TypedDocumentString<CancelStockAlertMutation, CancelStockAlertMutationVariables>;
export const TicketListDocument = new TypedDocumentString(`
    query TicketList($status: TicketStatus) {
  tickets(status: $status) {
    items {
      id
      subject
      status
      created_at
      updated_at
      lastActivityAt
      hasUnreadReply
    }
    counts {
      all
      open
      inProgress
      closed
      solved
    }
  }
}
    `) as unknown as TypedDocumentString<TicketListQuery, TicketListQueryVariables>;
export const TicketDetailDocument = new TypedDocumentString(`
    query TicketDetail($id: ID!, $commentOffset: Int!, $commentLimit: Int!) {
  ticket(id: $id) {
    ...TicketDetailFields
  }
}
    fragment TicketDetailFields on Ticket {
  id
  subject
  description
  status
  created_at
  updated_at
  hasUnreadReply
  product {
    id
    name
  }
  request {
    id
    number
  }
  commentCount
  comments(offset: $commentOffset, limit: $commentLimit) {
    id
    body
    created_at
    author {
      kind
      name
    }
  }
}`) as unknown as TypedDocumentString<TicketDetailQuery, TicketDetailQueryVariables>;
export const OpenTicketDocument = new TypedDocumentString(`
    mutation OpenTicket($input: OpenTicketInput!) {
  openTicket(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<OpenTicketMutation, OpenTicketMutationVariables>;
export const AddTicketCommentDocument = new TypedDocumentString(`
    mutation AddTicketComment($ticketId: ID!, $body: String!, $commentOffset: Int!, $commentLimit: Int!) {
  addTicketComment(ticketId: $ticketId, body: $body) {
    ...TicketDetailFields
  }
}
    fragment TicketDetailFields on Ticket {
  id
  subject
  description
  status
  created_at
  updated_at
  hasUnreadReply
  product {
    id
    name
  }
  request {
    id
    number
  }
  commentCount
  comments(offset: $commentOffset, limit: $commentLimit) {
    id
    body
    created_at
    author {
      kind
      name
    }
  }
}`) as unknown as TypedDocumentString<AddTicketCommentMutation, AddTicketCommentMutationVariables>;
export const MarkTicketReadDocument = new TypedDocumentString(`
    mutation MarkTicketRead($id: ID!) {
  markTicketRead(id: $id) {
    id
    hasUnreadReply
  }
}
    `) as unknown as TypedDocumentString<MarkTicketReadMutation, MarkTicketReadMutationVariables>;
export const AddressByCepDocument = new TypedDocumentString(`
    query AddressByCep($cep: String!) {
  addressByCep(cep: $cep) {
    street
    district
    city
    state
  }
}
    `) as unknown as TypedDocumentString<AddressByCepQuery, AddressByCepQueryVariables>;