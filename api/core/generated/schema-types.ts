export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * A point in time as milliseconds since 1970-01-01T00:00:00Z, serialized as a JSON number
   * (e.g. 1763640000000). Shown to shoppers as `DD/MM/YYYY HH:mm:ss`.
   */
  Timestamp: { input: number; output: number; }
};

/** One staff change in the activity log. */
export type ActivityEntry = {
  readonly __typename?: 'ActivityEntry';
  /** What was done, as a code (e.g. product.publish). */
  readonly action: Scalars['String']['output'];
  /** When the change was made. */
  readonly at: Scalars['Timestamp']['output'];
  /** Entry id. */
  readonly id: Scalars['ID']['output'];
  /** Who made it (null for the API itself). */
  readonly staffId?: Maybe<Scalars['ID']['output']>;
  /** Their name at the time. */
  readonly staffName: Scalars['String']['output'];
  /** Which one (a product id, a staff id…). */
  readonly subjectId: Scalars['String']['output'];
  /** What kind of thing it changed. */
  readonly subjectType: ActivitySubject;
  /** What happened, in pt-BR. */
  readonly summary: Scalars['String']['output'];
};

/** The activity log's filters; each one given narrows the list. */
export type ActivityFilter = {
  /** Words of the summary, at most 100 characters. */
  readonly search?: InputMaybe<Scalars['String']['input']>;
  /** Only this staff member's changes (an id, at most 20 characters). */
  readonly staffId?: InputMaybe<Scalars['ID']['input']>;
  /** Only changes of this one (a product id, a staff id…), at most 40 characters. */
  readonly subjectId?: InputMaybe<Scalars['String']['input']>;
  /** Only changes of this kind of thing. */
  readonly subjectType?: InputMaybe<ActivitySubject>;
};

/** One page of the activity log. */
export type ActivityPage = {
  readonly __typename?: 'ActivityPage';
  /** The entries of the page, newest first. */
  readonly items: ReadonlyArray<ActivityEntry>;
  /** This page, from 1. */
  readonly page: Scalars['Int']['output'];
  /** Entries per page. */
  readonly pageSize: Scalars['Int']['output'];
  /** Entries matching the filter. */
  readonly total: Scalars['Int']['output'];
  /** How many pages there are. */
  readonly totalPages: Scalars['Int']['output'];
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

/** A card to save: the payment provider's token and what the provider answered about the card. */
export type AddCreditCardInput = {
  /** The brand the provider answered for the card's BIN. */
  readonly brand: CardBrand;
  /** 1 to 12. */
  readonly expMonth: Scalars['Int']['input'];
  /** Four digits; with expMonth, not in the past. */
  readonly expYear: Scalars['Int']['input'];
  /** Name as printed on the card: letters and spaces, up to 100 characters. */
  readonly holderName: Scalars['String']['input'];
  /** The last four digits the provider answered (4 characters). */
  readonly last4: Scalars['String']['input'];
  /** The provider's single-use card token (`tok_…` at the embedded stand-in), at most 200 characters. */
  readonly token: Scalars['String']['input'];
};

/** A cancellation, withdrawal or return (`DEV-…`). */
export type AfterSale = {
  readonly __typename?: 'AfterSale';
  /** While it waits for an answer: by when the shop answers (5 days after it was made). */
  readonly answerBy?: Maybe<Scalars['Timestamp']['output']>;
  /** Whether `answerBy` has passed. */
  readonly answerLate: Scalars['Boolean']['output'];
  /** Whether support may refuse it now (never a withdrawal). */
  readonly canRefuse: Scalars['Boolean']['output'];
  /** When the customer asked. */
  readonly created_at: Scalars['Timestamp']['output'];
  /** An exchange's new pedido number, once sent. */
  readonly exchangeRequestNumber?: Maybe<Scalars['String']['output']>;
  /** The pedido's freight included in `refundAmount`, in reais (a withdrawal's, once per pedido). */
  readonly freightAmount: Scalars['Float']['output'];
  /** Every step, oldest first. */
  readonly history: ReadonlyArray<AfterSaleEvent>;
  /** The request id (the `/painel/solicitacao/{id}` route parameter). */
  readonly id: Scalars['ID']['output'];
  /** The units it covers (none for a cancellation). */
  readonly items: ReadonlyArray<AfterSaleItem>;
  /** What the customer asked. */
  readonly kind: AfterSaleKind;
  /** The kind in pt-BR, e.g. `Desistência da compra`. */
  readonly kindLabel: Scalars['String']['output'];
  /** The protocol, e.g. `DEV-2026-000101`. */
  readonly number: Scalars['String']['output'];
  /** The customer's photos of the defect, as `data:` URLs (its customer and support only). */
  readonly photos: ReadonlyArray<Scalars['String']['output']>;
  /** The Correios authorization to post the items back, once approved. */
  readonly postageCode?: Maybe<Scalars['String']['output']>;
  /** The last moment the postage code may be used. */
  readonly postageExpiresAt?: Maybe<Scalars['Timestamp']['output']>;
  /** The customer's reason (a withdrawal's, optional) or the defect's description. */
  readonly reason?: Maybe<Scalars['String']['output']>;
  /** What is to be refunded, in reais: the items' share of what was paid, plus `freightAmount`. */
  readonly refundAmount: Scalars['Float']['output'];
  /** Why the provider did not refund (`REFUND_PENDING`). */
  readonly refundFailure?: Maybe<Scalars['String']['output']>;
  /** What has been refunded, in reais. */
  readonly refundedAmount: Scalars['Float']['output'];
  /** Why support refused it, as the customer was told. */
  readonly refusalReason?: Maybe<Scalars['String']['output']>;
  /** The pedido's id. */
  readonly requestId: Scalars['ID']['output'];
  /** The pedido's number, e.g. `PED-2026-000101`. */
  readonly requestNumber: Scalars['String']['output'];
  /** Where it stands. */
  readonly status: AfterSaleStatus;
  /** The status in pt-BR, e.g. `Aguardando análise`. */
  readonly statusLabel: Scalars['String']['output'];
};

/** One step of an after-sale request. */
export type AfterSaleEvent = {
  readonly __typename?: 'AfterSaleEvent';
  /** When. */
  readonly at: Scalars['Timestamp']['output'];
  /** What happened, in pt-BR, e.g. `Aprovada`. */
  readonly label: Scalars['String']['output'];
  /** What was said with it: the customer's reason, the refusal's, the postage code. */
  readonly note?: Maybe<Scalars['String']['output']>;
  /** The status it left the request in. */
  readonly status: AfterSaleStatus;
};

/** A withdrawal or return the customer asks. */
export type AfterSaleInput = {
  /** The units, at most 50 lines. */
  readonly items: ReadonlyArray<AfterSaleUnitsInput>;
  /** WITHDRAWAL, RETURN or EXCHANGE. */
  readonly kind: AfterSaleKind;
  /** Photos of the defect from `uploadAfterSalePhoto`, at most 3, each id at most 40 characters. */
  readonly photoIds?: InputMaybe<ReadonlyArray<Scalars['ID']['input']>>;
  /** A withdrawal's reason (optional) or the defect's description; at most 1,000 characters. */
  readonly reason?: InputMaybe<Scalars['String']['input']>;
  /** The pedido id, at most 20 characters. */
  readonly requestId: Scalars['ID']['input'];
};

/** Units of a pedido line in an after-sale request. */
export type AfterSaleItem = {
  readonly __typename?: 'AfterSaleItem';
  /** The product's name as ordered. */
  readonly productName: Scalars['String']['output'];
  /** Units of the line. */
  readonly quantity: Scalars['Int']['output'];
  /** What was paid for these units, in reais. */
  readonly refundAmount: Scalars['Float']['output'];
  /** The pedido line (`RequestItem.id`). */
  readonly requestItemId: Scalars['ID']['output'];
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

/** A page of after-sale requests for the back office. */
export type AfterSalePage = {
  readonly __typename?: 'AfterSalePage';
  /** The requests of the page. */
  readonly items: ReadonlyArray<AfterSale>;
  /** This page, from 1. */
  readonly page: Scalars['Int']['output'];
  /** Requests per page. */
  readonly pageSize: Scalars['Int']['output'];
  /** Requests matching, over all pages. */
  readonly total: Scalars['Int']['output'];
  /** How many pages there are. */
  readonly totalPages: Scalars['Int']['output'];
};

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
  readonly quantity: Scalars['Int']['input'];
  /** The line's id, at most 20 characters. */
  readonly requestItemId: Scalars['ID']['input'];
};

/** A short notice on the home page. */
export type Announcement = {
  readonly __typename?: 'Announcement';
  /** One or two plain-text sentences. */
  readonly body: Scalars['String']['output'];
  /** Optional site path the notice links to. */
  readonly href?: Maybe<Scalars['String']['output']>;
  /** Announcement id. */
  readonly id: Scalars['ID']['output'];
  /** Headline. */
  readonly title: Scalars['String']['output'];
};

/** One announcement of the home page as the form sends it. */
export type AnnouncementInput = {
  /** Its text, at most 300 characters. */
  readonly body: Scalars['String']['input'];
  /** A path of the shop, at most 200 characters. */
  readonly href: Scalars['String']['input'];
  /** The announcement's title, 3 to 120 characters. */
  readonly title: Scalars['String']['input'];
};

/** The values of one attribute available for filtering, in display order. */
export type AttributeFacet = {
  readonly __typename?: 'AttributeFacet';
  /** Attribute name (`Cor` or `Tamanho`). */
  readonly name: Scalars['String']['output'];
  /** Values that would find products, in display order. */
  readonly values: ReadonlyArray<Scalars['String']['output']>;
};

/** One attribute condition: the product must have at least one of `values` for `name`. */
export type AttributeFilterInput = {
  /** Attribute name, e.g. `Cor`; at most 40 characters. */
  readonly name: Scalars['String']['input'];
  /** Accepted values, e.g. ["Preto", "Prata"]: at most 50, each at most 40 characters. */
  readonly values: ReadonlyArray<Scalars['String']['input']>;
};

/** One value of a product attribute. */
export type AttributeValue = {
  readonly __typename?: 'AttributeValue';
  /** Stable across products for the same value (e.g. `cor-preto`). */
  readonly id: Scalars['ID']['output'];
  /** Display value, e.g. `Preto` or `14"`. */
  readonly value: Scalars['String']['output'];
};

/** The home page's editable content in the back office. */
export type BackofficeHomeContent = {
  readonly __typename?: 'BackofficeHomeContent';
  /** The draft waiting to be published, if any. */
  readonly draft?: Maybe<HomeEditable>;
  /** What the home page shows now. */
  readonly live: HomeEditable;
  /** What the next write must name (optimistic concurrency). */
  readonly revision: Scalars['Int']['output'];
  /** When the draft was saved last. */
  readonly savedAt?: Maybe<Scalars['Timestamp']['output']>;
  /** Who saved the draft last. */
  readonly savedBy?: Maybe<Scalars['String']['output']>;
};

/** A product as the back office edits it: live content, draft, schedule and history. */
export type BackofficeProduct = {
  readonly __typename?: 'BackofficeProduct';
  /** The draft waiting to be published, if any. */
  readonly draft?: Maybe<ProductDraftView>;
  /** Product id. */
  readonly id: Scalars['ID']['output'];
  /** What the shop shows now. */
  readonly live: ProductContentView;
  /** What the next write must name (optimistic concurrency). */
  readonly revision: Scalars['Int']['output'];
  /** The pending schedule, if any. */
  readonly schedule?: Maybe<ProductSchedule>;
  /** Newest first, the last 50. */
  readonly versions: ReadonlyArray<ProductVersion>;
};

/** One page of the back office's product list. */
export type BackofficeProductPage = {
  readonly __typename?: 'BackofficeProductPage';
  /** The products of the page. */
  readonly items: ReadonlyArray<BackofficeProductRow>;
  /** This page, from 1. */
  readonly page: Scalars['Int']['output'];
  /** Products per page. */
  readonly pageSize: Scalars['Int']['output'];
  /** Products matching the search and filter. */
  readonly total: Scalars['Int']['output'];
  /** How many pages there are. */
  readonly totalPages: Scalars['Int']['output'];
};

/** One product in the back office's list. */
export type BackofficeProductRow = {
  readonly __typename?: 'BackofficeProductRow';
  /** Whether a draft waits to be published. */
  readonly hasDraft: Scalars['Boolean']['output'];
  /** Product id. */
  readonly id: Scalars['ID']['output'];
  /** Live name. */
  readonly name: Scalars['String']['output'];
  /** Live price in reais. */
  readonly price: Scalars['Float']['output'];
  /** Whether it is in the shop now. */
  readonly published: Scalars['Boolean']['output'];
  /** Units in stock now. */
  readonly quantity: Scalars['Int']['output'];
  /** Its pending schedule, if any. */
  readonly schedule?: Maybe<ProductSchedule>;
  /** When its live content last changed. */
  readonly updatedAt: Scalars['Timestamp']['output'];
};

/** Boleto payment instructions: the boleto the payment provider registered for the request. */
export type BoletoPayment = {
  readonly __typename?: 'BoletoPayment';
  /** The amount, in reais (the request's total). */
  readonly amount: Scalars['Float']['output'];
  /** The 44-digit bar code number. */
  readonly barcode: Scalars['String']['output'];
  /**
   * The linha digitável: 47 digits without punctuation (bank, currency, three fields with their
   * modulus 10 check digits, the modulus 11 general check digit, due date factor and amount).
   */
  readonly digitableLine: Scalars['String']['output'];
  /** The due date (midnight in São Paulo), BOLETO_DUE_DAYS days after the order (3 by default). */
  readonly dueDate: Scalars['Timestamp']['output'];
};

/** What a cancel link cancelled. */
export type CancelledStockAlert = {
  readonly __typename?: 'CancelledStockAlert';
  /** The product of the request. */
  readonly productId: Scalars['ID']['output'];
  /** The product's name now (empty if it no longer exists). */
  readonly productName: Scalars['String']['output'];
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
  readonly brand?: InputMaybe<CardBrand>;
  /** How many installments: one of `installmentPlan(total)`'s counts. */
  readonly installments: Scalars['Int']['input'];
  /**
   * A saved card (`creditCards`), at most 20 characters, with its `token`; another customer's:
   * NOT_FOUND.
   */
  readonly savedCardId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * The token the payment provider's card form answered (`tok_…` at the embedded stand-in): of a
   * new card's number, or of a saved card's id and CVV. Used once, at most 200 characters. A
   * spent or expired token: BAD_USER_INPUT on `card.token` (`Os dados do cartão expiraram: digite
   * o cartão de novo.`).
   */
  readonly token?: InputMaybe<Scalars['String']['input']>;
};

/** One line of a cart: a product, how many units and the chosen options. */
export type CartLineInput = {
  /**
   * The chosen value ids (`Product.attributes.values.id`, e.g. `cor-preto`), one per attribute
   * of the product; at most 10, each at most 40 characters. Required by placeOrder, ignored by
   * freightQuote.
   */
  readonly attributeValueIds?: InputMaybe<ReadonlyArray<Scalars['ID']['input']>>;
  /** The product id, at most 20 characters. */
  readonly productId: Scalars['ID']['input'];
  /** Units, 1 to 10 (and no more than the stock when ordering). */
  readonly quantity: Scalars['Int']['input'];
};

/** One product changed since the checkpoint. */
export type CatalogueChange = {
  readonly __typename?: 'CatalogueChange';
  /** The product's id. */
  readonly id: Scalars['ID']['output'];
  /** Its position in the published catalogue's name order (0-based); null when not published. */
  readonly position?: Maybe<Scalars['Int']['output']>;
  /** The product as listed now; null when it is not published (or no longer exists). */
  readonly product?: Maybe<Product>;
  /** Its `updated_at`, ms since the epoch: the same product with the same time is the same version. */
  readonly updatedAt: Scalars['Float']['output'];
};

/** The catalogue's changes since a checkpoint (`Query.catalogueChanges`). */
export type CatalogueChanges = {
  readonly __typename?: 'CatalogueChanges';
  /** The products changed, oldest change first. */
  readonly changes: ReadonlyArray<CatalogueChange>;
  /** The API's time of this answer (ms since the epoch): the next call's `since`. */
  readonly checkpoint: Scalars['Float']['output'];
  /** False when more products changed than were listed. */
  readonly complete: Scalars['Boolean']['output'];
  /**
   * Changes when the catalogue is replaced as a whole (a reset to the seed, a restore), which
   * moves no product's `updated_at`: a checkpoint taken in another epoch lists nothing reliable.
   */
  readonly epoch: Scalars['String']['output'];
};

/** A product category. */
export type Category = {
  readonly __typename?: 'Category';
  /** One-sentence presentation of the category. */
  readonly description: Scalars['String']['output'];
  /** Category id (what `ProductFilter.categoryId` takes). */
  readonly id: Scalars['ID']['output'];
  /** Display name, e.g. `Periféricos`. */
  readonly name: Scalars['String']['output'];
  /** How many products the category holds. */
  readonly productCount: Scalars['Int']['output'];
  /** URL-friendly name, e.g. `perifericos`. */
  readonly slug: Scalars['String']['output'];
};

/** The address of a CEP. */
export type CepAddress = {
  readonly __typename?: 'CepAddress';
  /** The CEP, 8 digits. */
  readonly cep: Scalars['String']['output'];
  /** City; empty when the API knows only the CEP's state. */
  readonly city: Scalars['String']['output'];
  /** District (bairro); empty when the API knows only the CEP's range. */
  readonly district: Scalars['String']['output'];
  /** The state's region. */
  readonly region: Region;
  /** State as its UF code, e.g. SP. */
  readonly state: Scalars['String']['output'];
  /** State name, e.g. São Paulo. */
  readonly stateName: Scalars['String']['output'];
  /** Street; empty when the API knows only the CEP's range. */
  readonly street: Scalars['String']['output'];
};

/** An option chosen for a request item. */
export type ChosenAttribute = {
  readonly __typename?: 'ChosenAttribute';
  /** Attribute name, e.g. `Cor`. */
  readonly name: Scalars['String']['output'];
  /** The chosen value, e.g. `Preto`. */
  readonly value: Scalars['String']['output'];
};

/** Who wrote a comment. */
export type CommentAuthor = {
  readonly __typename?: 'CommentAuthor';
  /** The customer or the company. */
  readonly kind: CommentAuthorKind;
  /** Display name (the customer's name, or the support agent's). */
  readonly name: Scalars['String']['output'];
};

/** Which side of the conversation wrote a comment. */
export type CommentAuthorKind =
  | 'COMPANY'
  | 'CUSTOMER';

/** A new product; the same rules as UpdateProductInput. */
export type CreateProductInput = {
  /** An existing category id (at most 20 characters). */
  readonly categoryId: Scalars['ID']['input'];
  /** Rich text (HTML) of at most 20,000 characters that shows some text or media. */
  readonly description: Scalars['String']['input'];
  /** Defaults to true. */
  readonly is_published?: InputMaybe<Scalars['Boolean']['input']>;
  /** 2 to 120 characters. */
  readonly name: Scalars['String']['input'];
  /** Price in reais, above 0 and up to 1,000,000, at most two decimals. */
  readonly price: Scalars['Float']['input'];
  /** Units in stock, 0 to 1,000,000. */
  readonly quantity: Scalars['Int']['input'];
};

/** A saved credit card, masked: the API never receives the full number nor the CVV. */
export type CreditCard = {
  readonly __typename?: 'CreditCard';
  /** Brand, as the payment provider recognised it from the number. */
  readonly brand: CardBrand;
  /** When the card was saved. */
  readonly created_at: Scalars['Timestamp']['output'];
  /** Expiry month, 1 to 12. */
  readonly expMonth: Scalars['Int']['output'];
  /** Expiry year, four digits. */
  readonly expYear: Scalars['Int']['output'];
  /** Name as printed on the card, upper case. */
  readonly holderName: Scalars['String']['output'];
  /** Saved card id. */
  readonly id: Scalars['ID']['output'];
  /** Last four digits of the number. */
  readonly last4: Scalars['String']['output'];
  /**
   * The payment provider's id of the card: what the card form makes a single-use token of, with
   * the CVV typed again, to pay with it (`CardPaymentInput`). Useless without the CVV, and only
   * chargeable as this customer.
   */
  readonly providerCardId: Scalars['String']['output'];
};

/** A registered customer and their profile. */
export type Customer = {
  readonly __typename?: 'Customer';
  /** Street, number, complement and neighbourhood. */
  readonly address?: Maybe<Scalars['String']['output']>;
  /** Postal code (CEP), 8 digits without punctuation. */
  readonly cep?: Maybe<Scalars['String']['output']>;
  /** City. */
  readonly city?: Maybe<Scalars['String']['output']>;
  /** Country name, e.g. Brasil. */
  readonly country?: Maybe<Scalars['String']['output']>;
  /** CPF, 11 digits without punctuation. */
  readonly cpf?: Maybe<Scalars['String']['output']>;
  /** When the account was created. */
  readonly created_at: Scalars['Timestamp']['output'];
  /** When the account was deleted; null for active accounts. */
  readonly deleted_at?: Maybe<Scalars['Timestamp']['output']>;
  /** E-mail, lower case; also the login. */
  readonly email: Scalars['String']['output'];
  /**
   * Whether the customer proved `email` is theirs by opening the link mailed to it (`verifyEmail`).
   * False after registration and after a change of e-mail until then; while false, the
   * `Avise-me quando chegar` requests made with the address are kept out of `myData` and out of
   * `deleteMyAccount`.
   */
  readonly emailVerified: Scalars['Boolean']['output'];
  /** Customer id. */
  readonly id: Scalars['ID']['output'];
  /** Full name. */
  readonly name: Scalars['String']['output'];
  /** Phone with area code, 10 or 11 digits without punctuation. */
  readonly phone?: Maybe<Scalars['String']['output']>;
  /** Identity document number (RG), as typed. */
  readonly rg?: Maybe<Scalars['String']['output']>;
  /** State as its two-letter code (UF), e.g. SP. */
  readonly state?: Maybe<Scalars['String']['output']>;
  /** When the profile last changed. */
  readonly updated_at: Scalars['Timestamp']['output'];
};

/** Where a request is delivered. */
export type DeliveryAddress = {
  readonly __typename?: 'DeliveryAddress';
  /** CEP, 8 digits. */
  readonly cep: Scalars['String']['output'];
  /** City. */
  readonly city: Scalars['String']['output'];
  /** Complement (apartment, room...), empty when none. */
  readonly complement: Scalars['String']['output'];
  /** District (bairro). */
  readonly district: Scalars['String']['output'];
  /** Number. */
  readonly number: Scalars['String']['output'];
  /** Who receives it. */
  readonly recipient: Scalars['String']['output'];
  /** State as its UF code, e.g. SP. */
  readonly state: Scalars['String']['output'];
  /** Street. */
  readonly street: Scalars['String']['output'];
};

/** Where to deliver an order. Text is trimmed; each field says its bounds. */
export type DeliveryAddressInput = {
  /** CEP, 8 digits (punctuation accepted, at most 10 characters); must be known to addressByCep. */
  readonly cep: Scalars['String']['input'];
  /** City: 2 to 100 characters; must be the CEP's when the API knows it (case and accents ignored). */
  readonly city: Scalars['String']['input'];
  /** Complement: at most 100 characters; optional. */
  readonly complement?: InputMaybe<Scalars['String']['input']>;
  /** District (bairro): 1 to 100 characters. */
  readonly district: Scalars['String']['input'];
  /** Number: 1 to 20 characters (`s/n` when none). */
  readonly number: Scalars['String']['input'];
  /** Who receives it: 2 to 120 characters. */
  readonly recipient: Scalars['String']['input'];
  /** State as its UF code (2 characters); must be the CEP's. */
  readonly state: Scalars['String']['input'];
  /** Street: 2 to 200 characters. */
  readonly street: Scalars['String']['input'];
};

/** An e-mail the delivery gave up on. */
export type FailedMessage = {
  readonly __typename?: 'FailedMessage';
  /** The tries made. */
  readonly attempts: Scalars['Int']['output'];
  /** When it was written. */
  readonly createdAt: Scalars['Timestamp']['output'];
  /** When the delivery gave up. */
  readonly failedAt: Scalars['Timestamp']['output'];
  /** The message's id. */
  readonly id: Scalars['ID']['output'];
  /** The SMTP server's last answer (or why it could not be reached). */
  readonly lastError: Scalars['String']['output'];
  /** Its text is still kept, so `retryFailedMessage` can send it. */
  readonly retryable: Scalars['Boolean']['output'];
  /** Its subject. */
  readonly subject: Scalars['String']['output'];
  /** The address it was for. */
  readonly to: Scalars['String']['output'];
};

/** One page of the e-mails the delivery gave up on. */
export type FailedMessagePage = {
  readonly __typename?: 'FailedMessagePage';
  /** The messages of the page, newest first. */
  readonly items: ReadonlyArray<FailedMessage>;
  /** This page, from 1. */
  readonly page: Scalars['Int']['output'];
  /** Messages per page. */
  readonly pageSize: Scalars['Int']['output'];
  /** How many messages were given up on. */
  readonly total: Scalars['Int']['output'];
  /** How many pages there are. */
  readonly totalPages: Scalars['Int']['output'];
};

/** One changed field of a version, as people read it (pt-BR). */
export type FieldChange = {
  readonly __typename?: 'FieldChange';
  /** The field: name, price, quantity, categoryId, description, photos or published. */
  readonly field: Scalars['String']['output'];
  /** The value before, as people read it. */
  readonly from: Scalars['String']['output'];
  /** The field's name in pt-BR. */
  readonly label: Scalars['String']['output'];
  /** The value after, as people read it. */
  readonly to: Scalars['String']['output'];
};

/** One freight option. */
export type FreightOption = {
  readonly __typename?: 'FreightOption';
  /** Delivery time in business days after shipping. */
  readonly deliveryDays: Scalars['Int']['output'];
  /** The price before the promise, in reais. */
  readonly fullPrice: Scalars['Float']['output'];
  /** Display name: `PAC` or `SEDEX`. */
  readonly name: Scalars['String']['output'];
  /** What the customer pays, in reais (after the promise). */
  readonly price: Scalars['Float']['output'];
  /** The service. */
  readonly service: FreightService;
};

/**
 * The home page's promise for a region: with products worth `minimum` or more, freight is free to
 * the Sul and Sudeste and 50% off elsewhere.
 */
export type FreightPromise = {
  readonly __typename?: 'FreightPromise';
  /** Percent off every option once it applies: 100 (free) in the Sul and Sudeste, 50 elsewhere. */
  readonly freightDiscountPercent: Scalars['Int']['output'];
  /** Products subtotal from which it applies, in reais (before any Pix discount). */
  readonly minimum: Scalars['Float']['output'];
  /** How much more of products these lines need to get it, in reais; 0 once they have it. */
  readonly missing: Scalars['Float']['output'];
};

/** Freight options for a cart and a CEP. */
export type FreightQuote = {
  readonly __typename?: 'FreightQuote';
  /** The CEP's address. */
  readonly address: CepAddress;
  /** The whole kilograms billed (weightKg rounded up, at least 1). */
  readonly billedKg: Scalars['Int']['output'];
  /** PAC and SEDEX, cheapest first. */
  readonly options: ReadonlyArray<FreightOption>;
  /** The promise for this CEP's region, and how far these lines are from it. */
  readonly promise: FreightPromise;
  /** The pt-BR sentence of the promise that applied (free or 50% off freight), or null. */
  readonly promotion?: Maybe<Scalars['String']['output']>;
  /** The products' subtotal the promise was judged on, in reais. */
  readonly subtotal: Scalars['Float']['output'];
  /** Shipping weight of the lines, in kilograms. */
  readonly weightKg: Scalars['Float']['output'];
};

/** Shipping services. */
export type FreightService =
  /** Correios PAC: cheaper, slower. */
  | 'PAC'
  /** Correios SEDEX: express. */
  | 'SEDEX';

/** The home page's lead section. */
export type Hero = {
  readonly __typename?: 'Hero';
  /** Target of the call-to-action link, a site path such as `/produtos`. */
  readonly ctaHref: Scalars['String']['output'];
  /** Text of the call-to-action link. */
  readonly ctaLabel: Scalars['String']['output'];
  /** Supporting sentence under the heading. */
  readonly subtitle: Scalars['String']['output'];
  /** Main heading. */
  readonly title: Scalars['String']['output'];
};

/** The home page's hero as the form sends it. */
export type HeroInput = {
  /** A path of the shop, e.g. /produtos, at most 200 characters. */
  readonly ctaHref: Scalars['String']['input'];
  /** The button's text, 2 to 40 characters. */
  readonly ctaLabel: Scalars['String']['input'];
  /** The line under it, at most 300 characters. */
  readonly subtitle: Scalars['String']['input'];
  /** The heading, 3 to 120 characters. */
  readonly title: Scalars['String']['input'];
};

/** Content of the home page. */
export type HomeContent = {
  readonly __typename?: 'HomeContent';
  /** Current notices, in display order. */
  readonly announcements: ReadonlyArray<Announcement>;
  /** Products to feature, in display order. */
  readonly featuredProducts: ReadonlyArray<Product>;
  /** The lead section. */
  readonly hero: Hero;
  /** Services the company offers, in display order. */
  readonly services: ReadonlyArray<Service>;
};

/** The hero and announcements of the home page, as editors change them. */
export type HomeEditable = {
  readonly __typename?: 'HomeEditable';
  /** The announcements under it. */
  readonly announcements: ReadonlyArray<Announcement>;
  /** The hero at the top of the home page. */
  readonly hero: Hero;
};

/** The home content form's content. */
export type HomeEditableInput = {
  /** The announcements under it, at most 6. */
  readonly announcements: ReadonlyArray<AnnouncementInput>;
  /** The hero at the top of the home page. */
  readonly hero: HeroInput;
};

/** One format of a photo in every size made of it, as a `<source>` takes it. */
export type ImageSource = {
  readonly __typename?: 'ImageSource';
  /**
   * A `srcset`: each size's URL and width, smallest first (`/files/photos/….avif 320w, …`, at
   * most 1280 wide, never wider than the photo). A URL is relative to the API's origin when the
   * API keeps the photo, absolute on the photo bucket's CDN when that does; its content never
   * changes.
   */
  readonly srcset: Scalars['String']['output'];
  /** Its MIME type: `image/avif`, `image/webp` or `image/jpeg`. */
  readonly type: Scalars['String']['output'];
};

/** One choice of installments for a card payment: Decreto 5.903 art. 3's number, value and total. */
export type InstallmentOption = {
  readonly __typename?: 'InstallmentOption';
  /** Each installment after the first, in reais: the total divided by `count`, rounded down to the cent. */
  readonly amount: Scalars['Float']['output'];
  /** How many installments (1 to INSTALLMENTS_MAX). */
  readonly count: Scalars['Int']['output'];
  /** The first installment, in reais: `amount` plus the cents the division left over. */
  readonly firstAmount: Scalars['Float']['output'];
  /** What the installments add up to, in reais: the total (interest-free). */
  readonly total: Scalars['Float']['output'];
};

/** A price in interest-free installments. */
export type Installments = {
  readonly __typename?: 'Installments';
  /**
   * Each installment in reais: the price divided by `count`, rounded down to the cent (the first
   * installment takes the cents left over).
   */
  readonly amount: Scalars['Float']['output'];
  /** How many installments. */
  readonly count: Scalars['Int']['output'];
};

/** A person to invite to the staff. */
export type InviteStaffInput = {
  /** Their e-mail, at most 254 characters; not already in the staff. */
  readonly email: Scalars['String']['input'];
  /** The person's name, 2 to 120 characters. */
  readonly name: Scalars['String']['input'];
  /** The role they get. */
  readonly role: StaffRole;
};

/** Answer of a successful login or registration. */
export type LoginResult = {
  readonly __typename?: 'LoginResult';
  /**
   * This browser's device proof: keep it (it is no session) and send it in `X-Device-Proof` with
   * later logins and password checks. Valid 90 days from the last login through it; a customer
   * keeps their 10 most recent ones. `resetPassword` and `logoutEverywhere` revoke them.
   */
  readonly deviceProof: Scalars['String']['output'];
  /** Opaque bearer token, valid for 7 days. */
  readonly token: Scalars['String']['output'];
};

/** The write operations of the API. */
export type Mutation = {
  readonly __typename?: 'Mutation';
  /**
   * The invitee chooses a password with the code they received and is logged in. A wrong or
   * expired code: `Convite inválido ou expirado.` (BAD_USER_INPUT on `code`; each try counts as a
   * guess from the client's address only: the code is too long to guess, and no one's wrong
   * guesses at the account lock its invitee out). The password follows the customers' rule.
   */
  readonly acceptStaffInvitation: StaffSession;
  /**
   * Saves a credit card from a payment provider's card token. Needs a bearer token. The shop never
   * receives the card number nor the CVV: the browser sends them to the provider, which answers a
   * token with the brand, last four digits, holder name and expiry; those come here. The API has
   * the provider save the card under the provider's customer of this customer (found by e-mail or
   * made the first time), which spends the token (a token works once, for 10 minutes), and keeps the provider's card id only when the
   * input matches what the provider recorded (else the card is removed there again). An unknown,
   * used, expired or mismatching token is refused with BAD_USER_INPUT on field `token`; the
   * provider unreachable, PAYMENT_UNAVAILABLE. At most 10 cards per customer.
   */
  readonly addCreditCard: CreditCard;
  /**
   * Adds a product to the customer's favorites (idempotent) and returns it, now with
   * `isFavorited: true`. Needs a bearer token. Unknown product: `Produto com ID não encontrado.`
   * A customer keeps at most 100 favorites (then FORBIDDEN).
   */
  readonly addFavorite: Product;
  /**
   * Adds the customer's comment to a ticket and returns the ticket. Needs a bearer token.
   * A CLOSED ticket refuses it: `Este ticket está fechado e não aceita novos comentários.`,
   * code FORBIDDEN. A SOLVED ticket is reopened (status OPEN) by the comment. The body is rich
   * text (HTML) of at most 20,000 characters that must show some text or media; it is stored
   * as given and must be sanitized when displayed.
   */
  readonly addTicketComment: Ticket;
  /**
   * Atendimento (support or admin): a note on the ticket for the staff only. No operation a
   * customer token may call ever returns it. Recorded in the activity log.
   */
  readonly addTicketNote: SupportTicket;
  /**
   * Atendimento (support or admin): answers a customer's ticket with rich text (the rules of
   * `addTicketComment`'s body). The customer sees it in the painel as an unread reply and gets an
   * e-mail notice linking to the ticket. A CLOSED ticket: FORBIDDEN. Recorded in the activity log.
   */
  readonly answerTicket: SupportTicket;
  /**
   * Support approves a request waiting for an answer: a `Código de postagem` for sending the items
   * back by post, e-mailed (`Devolução aprovada`). Support or admin.
   */
  readonly approveAfterSale: AfterSale;
  /**
   * Publishes a pending review (editor or admin). A review no longer pending: FORBIDDEN
   * `Esta avaliação já foi decidida.` The product's page is published again.
   */
  readonly approveReview: StaffReview;
  /**
   * The customer cancels their own pedido that has not shipped (PENDING, PAID or PREPARING): its
   * charge is called off or, paid, refunded in whole; its units go back to stock; the answer is the
   * cancellation's protocol (`DEV-…`), also e-mailed. Repeated: the same protocol. Shipped or
   * delivered: FORBIDDEN. Not theirs: `Pedido não encontrado.`, NOT_FOUND.
   */
  readonly cancelMyRequest: AfterSale;
  /** Cancels the product's pending schedule (editor or admin). CONFLICT as above. */
  readonly cancelProductSchedule: BackofficeProduct;
  /**
   * Cancels the request whose notice carried `token` (the link's `token`); cancelling again
   * answers the same. A token no request has: NOT_FOUND.
   */
  readonly cancelStockAlert: CancelledStockAlert;
  /** Changes a staff member's role (admin). The last active admin keeps the role (FORBIDDEN). */
  readonly changeStaffRole: StaffMember;
  /**
   * Support confirms an approved request's items arrived: their units go back to stock, and what
   * they cost (with a withdrawal's freight) is refunded through the payment provider (`REFUNDED`,
   * e-mailed `Reembolso`; a refusal leaves `REFUND_PENDING` with `refundFailure`), or an exchange
   * sends a new pedido at no charge (`EXCHANGED`; refunded instead when the units are out of
   * stock). Done once: a second confirmation is FORBIDDEN. Support or admin.
   */
  readonly confirmAfterSaleReceipt: AfterSale;
  /**
   * Adds a product to the catalogue (staff operation: editor or admin), with the next free id.
   * Same rules, record and announcement as updateProduct.
   */
  readonly createProduct: Product;
  /**
   * Deactivates a staff member (admin): their sessions end at once and they can no longer log in.
   * The last active admin cannot be deactivated (FORBIDDEN).
   */
  readonly deactivateStaff: StaffMember;
  /**
   * Deletes the logged-in customer's account once `password` is theirs (a wrong one counts
   * against the guessing bound; BAD_USER_INPUT on `password`): profile, tickets, favorites, saved
   * cards, sessions, reviews (their product pages are published again) and the `Avise-me quando
   * chegar` requests made with its e-mail are deleted; pedidos are kept without name, CPF, e-mail
   * and phone. The e-mail may be registered again.
   */
  readonly deleteMyAccount: Scalars['Boolean']['output'];
  /** Drops the home content's draft (editor or admin). */
  readonly discardHomeContentDraft: BackofficeHomeContent;
  /** Drops the product's draft (editor or admin). CONFLICT as for saveProductDraft. */
  readonly discardProductDraft: BackofficeProduct;
  /**
   * Prices and stock from a spreadsheet (editor or admin): CSV with `;` between id, price (pt-BR
   * decimals, `1.234,56`) and stock, an optional header line; at most 200 KB and 5,000 lines.
   * `apply: false` reports what would change and each bad line by number; `apply: true` applies
   * the whole file in one transaction (refused while any line is bad) and announces it in one
   * publish.
   */
  readonly importPriceList: PriceListReport;
  /**
   * Invites a person to the staff (admin): the account is created with its role and an
   * invitation code valid 7 days is e-mailed with a link to the back office's invitation page
   * (BACKOFFICE_URL). E-mail already in the staff: BAD_USER_INPUT on `email`.
   */
  readonly inviteStaff: StaffMember;
  /**
   * Ends the session of the bearer token (the token stops working). Always true, also when the
   * token was already unknown or expired. The browser's device proof stays valid.
   */
  readonly logoutCustomer: Scalars['Boolean']['output'];
  /**
   * Ends every session of the logged-in customer (this one included) and revokes every device
   * proof: no browser is known any more. Needs a bearer token. Always true.
   */
  readonly logoutEverywhere: Scalars['Boolean']['output'];
  /** Marks the ticket's replies as read (`hasUnreadReply: false`). Needs a bearer token. */
  readonly markTicketRead: Ticket;
  /**
   * The customer withdraws from a delivered purchase (`WITHDRAWAL`, until the end of the 7th day
   * after delivery in São Paulo; the freight is refunded with the first units) or asks to return
   * defective units (`RETURN` for a refund, `EXCHANGE` for the same product again; until the 90th
   * day; `reason` is then the defect's description, 10 to 1000 characters). The answer is the
   * protocol (`DEV-…`), also e-mailed. Outside the window: FORBIDDEN. A unit already in a request
   * not refused, or not of the pedido: BAD_USER_INPUT.
   */
  readonly openAfterSale: AfterSale;
  /** Opens a support ticket with status OPEN. Needs a bearer token. */
  readonly openTicket: Ticket;
  /**
   * Places an order and charges it through the payment provider: the answer is the new request,
   * which shows in `requests` at once. Needs a bearer token. The amount charged is always the
   * API's own total (the browser never sends an amount).
   * - `CREDIT_CARD` (needs `card`; `card` with another method: BAD_USER_INPUT on field `card`):
   *   the card is charged at once. Approved: the request answers PAID (timeline `Pagamento
   *   aprovado`) with `installments` and `card`. Declined: PAYMENT_DECLINED (see above); the
   *   request is CANCELLED and its units are back in stock. `card.installments` must be one of
   *   `installmentPlan(total)`'s counts (BAD_USER_INPUT on `card.installments` otherwise).
   * - `PIX` and `BOLETO`: the request answers PENDING with a charge at the provider (`Request.pix`:
   *   a dynamic BR Code of that charge; `Request.boleto`: the provider's linha digitável;
   *   `Request.payLink`: the provider's page to pay). It becomes PAID when the provider tells the
   *   API (a signed notification to `POST /webhooks/payments`, or the API asking the provider
   *   from time to time), or is cancelled at `expiresAt`, the charge too.
   * - The provider unreachable: PAYMENT_UNAVAILABLE. A card charge whose answer was lost leaves
   *   the request PENDING until the API learns from the provider what happened (paid, or
   *   cancelled with its units back); sending the same request again with the same key answers
   *   that request and never charges twice.
   * - The API prices everything from its own data (the input carries no price): unit prices,
   *   freight by the `freightQuote` rule for the address's CEP and the chosen service, and, for
   *   Pix, the company's Pix discount on the products (`paymentOptions`). Totals in reais:
   *   `total = subtotal + freight.price - discount`.
   * - Each line must choose exactly one value of each of its product's attributes
   *   (`attributeValueIds`, ids from `Product.attributes.values`); the same product may appear on
   *   several lines with other options. At most 20 lines, quantities 1 to 10, at most 10 option
   *   ids per line. Unknown or unpublished products, an empty cart, options that are not the
   *   product's, a missing option and a bad address: one BAD_USER_INPUT naming every problem
   *   (`extensions.fields`, e.g. "lines.1.attributeValueIds", "address.cep"), products by name.
   * - The address's CEP must be known (addressByCep), its state must be the CEP's and its city
   *   the CEP's when the API knows the city.
   * - Stock: all lines are checked and their units taken in one step; if any product has fewer
   *   units than asked (summed over its lines), nothing is taken and the answer is
   *   TOO_LITTLE_STOCK naming each such product and how many units remain. Of two customers
   *   racing for the last unit, exactly one gets it.
   * - Idempotency: `idempotencyKey` (8 to 100 letters, digits, `-` or `_`; a UUID made when the
   *   checkout opens) makes retries safe: the same customer sending the same key again gets the
   *   SAME request back, without a new order, stock taken or charge; the same key with different
   *   content is refused with CONFLICT. Use a new key for each new order (and after a declined
   *   card).
   * - Quotas: at most 5 requests waiting for payment and 20 orders in 24 hours per customer;
   *   beyond: FORBIDDEN saying so. A Pix or boleto order, which holds its units until paid, is
   *   also refused with FORBIDDEN when the customer's unpaid requests would hold more units of a
   *   product than the server's MAX_HELD_UNITS setting (default 5); a card order is not bound by it.
   */
  readonly placeOrder: Request;
  /** Publishes the home content's draft (editor or admin); the publisher rebuilds the home page. */
  readonly publishHomeContentDraft: BackofficeHomeContent;
  /**
   * Publishes the product's draft (editor or admin): the fields the draft changed go live, the
   * change is kept as a version and announced to the publisher. CONFLICT as for saveProductDraft.
   */
  readonly publishProductDraft: BackofficeProduct;
  /**
   * Support refuses a return waiting for an answer, saying why (1-500 characters), e-mailed. A
   * withdrawal is never refused: FORBIDDEN. Support or admin.
   */
  readonly refuseAfterSale: AfterSale;
  /**
   * Creates a customer account and logs it in: the answer is a token as from `loginCustomer`.
   * The new profile has country `Brasil` and no RG or address yet (see updateCostumer).
   * E-mail already registered: `E-mail já cadastrado.`; CPF already registered:
   * `CPF já cadastrado.` (both BAD_USER_INPUT). Captcha: with the captcha on, always needs a
   * confirmed token in the header `X-Captcha-Token` (checked first; refusals as for
   * `loginCustomer`).
   */
  readonly registerCustomer: LoginResult;
  /**
   * Sends an active staff member a new invitation (admin), as when they forgot their password:
   * their password stops working and their sessions end at once, until they choose a new one
   * through the e-mailed link (valid 7 days). An admin's own account: FORBIDDEN (they use
   * `staffChangePassword`); a deactivated member: FORBIDDEN. Answers the member, with
   * `invitationPending` true.
   */
  readonly reinviteStaff: StaffMember;
  /** Refuses a pending review (editor or admin); FORBIDDEN as for approveReview. */
  readonly rejectReview: StaffReview;
  /**
   * Deletes one of the customer's saved cards, at the payment provider first, and answers its id.
   * Needs a bearer token. Unknown id or another customer's card: `Cartão não encontrado.`, code
   * NOT_FOUND; the provider unreachable: PAYMENT_UNAVAILABLE, and the card stays.
   */
  readonly removeCreditCard: Scalars['ID']['output'];
  /**
   * Removes a product from the customer's favorites (idempotent) and returns it, now with
   * `isFavorited: false`. Needs a bearer token. Unknown product: `Produto com ID não encontrado.`
   */
  readonly removeFavorite: Product;
  /**
   * Takes an approved review off the shop (editor or admin; it becomes REJECTED); a review not
   * approved: FORBIDDEN `Esta avaliação não está publicada.` The product's page is published again.
   */
  readonly removeReview: StaffReview;
  /**
   * Starts password recovery: when the e-mail belongs to a customer, a 6-digit code valid for
   * 15 minutes is sent by e-mail (`Código de recuperação de senha`; never written to a log).
   * Always true, so the answer does not
   * reveal whether the e-mail is registered. A new request replaces the previous code.
   * Captcha: with the captcha on, always needs a confirmed token in the header `X-Captcha-Token`
   * (refusals as for `loginCustomer`).
   */
  readonly requestPasswordReset: Scalars['Boolean']['output'];
  /**
   * `Avise-me quando chegar`: asks for one e-mail notice when a published, out-of-stock product is
   * back (no login needed). Asking again for the same product and e-mail is the same request and
   * gets the same answer. Bad e-mail: BAD_USER_INPUT on `email`; unknown or unpublished product:
   * `Produto com ID não encontrado.` (NOT_FOUND); a product in stock: BAD_USER_INPUT on
   * `productId`; an e-mail with STOCK_ALERTS_PER_EMAIL requests waiting: FORBIDDEN; more than
   * DAILY_STOCK_ALERTS requests from one client address in a day: TOO_MANY_REQUESTS. Captcha:
   * with the captcha on, needs a confirmed token in the header `X-Captcha-Token` (refusals as for
   * `loginCustomer`).
   */
  readonly requestStockAlert: StockAlertReceipt;
  /**
   * Mails the logged-in customer a new confirmation link for their e-mail (the previous link stops
   * working). Needs a bearer token. Already confirmed: true, nothing sent. Asked again within a
   * minute: TOO_MANY_REQUESTS (`Acabamos de enviar um e-mail de confirmação.`, with Retry-After).
   */
  readonly resendEmailVerification: Scalars['Boolean']['output'];
  /**
   * Sets a new password with the code from `requestPasswordReset`, ends every open session of the
   * customer and revokes every device proof but the one this request presented. A wrong, expired or used code, or an e-mail without a pending code:
   * `Código inválido ou expirado.` (BAD_USER_INPUT, field "code"), without telling which.
   * Five wrong tries burn the code; each wrong code also counts against the account's guessing
   * bound (TOO_MANY_REQUESTS). The new password follows the registration rule.
   */
  readonly resetPassword: Scalars['Boolean']['output'];
  /**
   * Copies a version of the product's history into its draft (editor or admin), to review and
   * publish; the stock stays today's. Recorded in the activity log. CONFLICT as above.
   */
  readonly restoreProductVersion: BackofficeProduct;
  /**
   * Support retries a `REFUND_PENDING` request's refund, or one left halfway (`RECEIVED` for over
   * 2 minutes; sooner: FORBIDDEN, it is under way). Never refunds twice. Support or admin.
   */
  readonly retryAfterSaleRefund: AfterSale;
  /**
   * `Tentar de novo` (admin): a message the delivery gave up on is due again at once, its tries
   * counted from zero; recorded in the activity log. An id of no such message: NOT_FOUND
   * `E-mail não encontrado entre os não entregues.`; one whose text is no longer kept: FORBIDDEN.
   */
  readonly retryFailedMessage: Scalars['Boolean']['output'];
  /**
   * Reviews a product the customer received. Needs a bearer token. The pedido must be the
   * customer's, DELIVERED and hold the product (else FORBIDDEN: `Só é possível avaliar produtos de
   * pedidos entregues.`); one review per customer and product (again: FORBIDDEN `Você já avaliou
   * este produto.`). Bad stars, title or comment: BAD_USER_INPUT naming each field. The review
   * waits for staff approval (PENDING).
   */
  readonly reviewProduct: OwnReview;
  /** Saves the home content's draft (editor or admin). CONFLICT when `revision` is stale. */
  readonly saveHomeContentDraft: BackofficeHomeContent;
  /**
   * Saves the form as the product's draft (editor or admin); the live product does not change.
   * Without `id`, creates a new product, out of the shop until its draft is published. With
   * `id`, `revision` must be the product's revision the form loaded: when someone else saved in
   * between, CONFLICT and nothing is saved.
   */
  readonly saveProductDraft: BackofficeProduct;
  /**
   * Schedules the product (editor or admin): at `at` (in the future, at most a year ahead) the
   * API publishes its draft (PUBLISH; a draft must exist) or takes it out of the shop
   * (UNPUBLISH), with no browser open. Replaces any pending schedule. CONFLICT as above.
   */
  readonly scheduleProduct: BackofficeProduct;
  /**
   * Turns the caller's own e-mails about new work on or off (any staff session; no one else's
   * choice can be changed): each field given sets that notice, an omitted or null one stays. A
   * notice the caller's role does not receive: FORBIDDEN `Acesso negado.`
   */
  readonly setMyStaffNotices: StaffNotices;
  /**
   * Atendimento (support or admin): sets a ticket's status to IN_PROGRESS (`Aguardando cliente`
   * in the back office, `Em andamento` in the painel) or SOLVED (`Resolvido`; a customer comment
   * reopens it). Any other status: BAD_USER_INPUT; a CLOSED ticket: FORBIDDEN. Recorded in the
   * activity log.
   */
  readonly setTicketStatus: SupportTicket;
  /**
   * The staff member of the session changes their own password (`Alterar senha`, any role). A
   * wrong current password: `Senha atual incorreta.` (BAD_USER_INPUT on `currentPassword`; each
   * try counts as a guess at the account, like a failed `staffLogin`). The new password follows
   * the customers' rule and is refused when common or equal to the current one (BAD_USER_INPUT
   * on `newPassword`). Every other session of the member ends; this one stays. Always true.
   */
  readonly staffChangePassword: Scalars['Boolean']['output'];
  /**
   * Logs a staff member in (the back office): a staff session token for `Authorization: Bearer`,
   * valid 12 hours. Wrong e-mail or password, a deactivated account or a pending invitation:
   * `Credenciais inválidas` (HTTP 401). Guesses are bounded like customers' logins
   * (TOO_MANY_REQUESTS with Retry-After).
   */
  readonly staffLogin: StaffSession;
  /** Ends the staff session of the bearer token. Always true. */
  readonly staffLogout: Scalars['Boolean']['output'];
  /**
   * Updates the logged-in customer's profile (the original API's spelling, operation name
   * `UpdateCostumer`). Needs a bearer token. Omitted or null fields stay as they are; see
   * UpdateCustomerInput for the rules. Validation failures: BAD_USER_INPUT naming the fields.
   */
  readonly updateCostumer: Customer;
  /**
   * Changes a product's live content at once (staff operation: editor or admin; a staff bearer
   * token from `staffLogin`). Omitted or null fields stay as they are; `is_published: false`
   * hides the product from shoppers. Unknown id: NOT_FOUND. Validation failures: BAD_USER_INPUT
   * naming the fields. Kept as a version, recorded in the activity log, announced to the
   * publisher.
   */
  readonly updateProduct: Product;
  /**
   * Staff operation (support or admin): moves any customer's request along its timeline and
   * answers it; recorded in the activity log. PENDING -> PAID (`Marcar como pago`, for money
   * that arrived by other means) is an admin's move only (support: FORBIDDEN) and needs a `note`
   * saying how it was paid (BAD_USER_INPUT on `note` otherwise). Cancelling a PAID or PREPARING
   * request paid through the provider refunds it there: timeline `Reembolso de R$ … solicitado`,
   * then `Reembolsado` once the provider says so; cancelling a PENDING one cancels its charge.
   * Allowed moves: PENDING -> PAID or
   * CANCELLED; PAID -> PREPARING, SHIPPED or CANCELLED; PREPARING -> SHIPPED or CANCELLED; SHIPPED ->
   * DELIVERED; DELIVERED and CANCELLED are final. Any other move: FORBIDDEN naming both
   * statuses. SHIPPED needs `trackingCode`, a Correios code like `QB123456785BR` (two letters,
   * eight digits, the UPU S10 check digit, `BR`; BAD_USER_INPUT otherwise), and the customer gets
   * an e-mail notice with it and a link to the painel. Cancelling puts the request's units back in stock. Each move adds a timeline
   * entry with the time and the optional `note` (at most 500 characters). Unknown id:
   * `Pedido não encontrado.`, NOT_FOUND.
   */
  readonly updateRequestStatus: Request;
  /**
   * The customer keeps a photo of a defect to send with `openAfterSale` (`photoIds`): a JPEG, PNG
   * or WebP of at most 160 KB (the painel shrinks photos, dropping their EXIF), as base64; the
   * answer is its id. At most 10 photos kept unsent for a day; BAD_USER_INPUT otherwise.
   */
  readonly uploadAfterSalePhoto: Scalars['ID']['output'];
  /**
   * Confirms an e-mail address with the token of the link mailed to it (`Confirme seu e-mail`,
   * sent at registration, after a change of e-mail and by `resendEmailVerification`); no login
   * needed. Each link works once, for 7 days, and only while the account still has the address it
   * was sent to; otherwise NOT_FOUND (`Este link de confirmação não vale mais: …`). True when
   * confirmed.
   */
  readonly verifyEmail: Scalars['Boolean']['output'];
};


/** The write operations of the API. */
export type MutationAcceptStaffInvitationArgs = {
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** The write operations of the API. */
export type MutationAddCreditCardArgs = {
  input: AddCreditCardInput;
};


/** The write operations of the API. */
export type MutationAddFavoriteArgs = {
  productId: Scalars['ID']['input'];
};


/** The write operations of the API. */
export type MutationAddTicketCommentArgs = {
  body: Scalars['String']['input'];
  ticketId: Scalars['ID']['input'];
};


/** The write operations of the API. */
export type MutationAddTicketNoteArgs = {
  body: Scalars['String']['input'];
  ticketId: Scalars['ID']['input'];
};


/** The write operations of the API. */
export type MutationAnswerTicketArgs = {
  body: Scalars['String']['input'];
  ticketId: Scalars['ID']['input'];
};


/** The write operations of the API. */
export type MutationApproveAfterSaleArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations of the API. */
export type MutationApproveReviewArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations of the API. */
export type MutationCancelMyRequestArgs = {
  requestId: Scalars['ID']['input'];
};


/** The write operations of the API. */
export type MutationCancelProductScheduleArgs = {
  id: Scalars['ID']['input'];
  revision: Scalars['Int']['input'];
};


/** The write operations of the API. */
export type MutationCancelStockAlertArgs = {
  token: Scalars['String']['input'];
};


/** The write operations of the API. */
export type MutationChangeStaffRoleArgs = {
  id: Scalars['ID']['input'];
  role: StaffRole;
};


/** The write operations of the API. */
export type MutationConfirmAfterSaleReceiptArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations of the API. */
export type MutationCreateProductArgs = {
  input: CreateProductInput;
};


/** The write operations of the API. */
export type MutationDeactivateStaffArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations of the API. */
export type MutationDeleteMyAccountArgs = {
  password: Scalars['String']['input'];
};


/** The write operations of the API. */
export type MutationDiscardHomeContentDraftArgs = {
  revision: Scalars['Int']['input'];
};


/** The write operations of the API. */
export type MutationDiscardProductDraftArgs = {
  id: Scalars['ID']['input'];
  revision: Scalars['Int']['input'];
};


/** The write operations of the API. */
export type MutationImportPriceListArgs = {
  apply: Scalars['Boolean']['input'];
  csv: Scalars['String']['input'];
};


/** The write operations of the API. */
export type MutationInviteStaffArgs = {
  input: InviteStaffInput;
};


/** The write operations of the API. */
export type MutationMarkTicketReadArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations of the API. */
export type MutationOpenAfterSaleArgs = {
  input: AfterSaleInput;
};


/** The write operations of the API. */
export type MutationOpenTicketArgs = {
  input: OpenTicketInput;
};


/** The write operations of the API. */
export type MutationPlaceOrderArgs = {
  input: PlaceOrderInput;
};


/** The write operations of the API. */
export type MutationPublishHomeContentDraftArgs = {
  revision: Scalars['Int']['input'];
};


/** The write operations of the API. */
export type MutationPublishProductDraftArgs = {
  id: Scalars['ID']['input'];
  revision: Scalars['Int']['input'];
};


/** The write operations of the API. */
export type MutationRefuseAfterSaleArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


/** The write operations of the API. */
export type MutationRegisterCustomerArgs = {
  input: RegisterCustomerInput;
};


/** The write operations of the API. */
export type MutationReinviteStaffArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations of the API. */
export type MutationRejectReviewArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations of the API. */
export type MutationRemoveCreditCardArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations of the API. */
export type MutationRemoveFavoriteArgs = {
  productId: Scalars['ID']['input'];
};


/** The write operations of the API. */
export type MutationRemoveReviewArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations of the API. */
export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


/** The write operations of the API. */
export type MutationRequestStockAlertArgs = {
  email: Scalars['String']['input'];
  productId: Scalars['ID']['input'];
};


/** The write operations of the API. */
export type MutationResetPasswordArgs = {
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


/** The write operations of the API. */
export type MutationRestoreProductVersionArgs = {
  id: Scalars['ID']['input'];
  revision: Scalars['Int']['input'];
  version: Scalars['Int']['input'];
};


/** The write operations of the API. */
export type MutationRetryAfterSaleRefundArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations of the API. */
export type MutationRetryFailedMessageArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations of the API. */
export type MutationReviewProductArgs = {
  input: ReviewInput;
};


/** The write operations of the API. */
export type MutationSaveHomeContentDraftArgs = {
  input: HomeEditableInput;
  revision: Scalars['Int']['input'];
};


/** The write operations of the API. */
export type MutationSaveProductDraftArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: ProductContentInput;
  revision?: InputMaybe<Scalars['Int']['input']>;
};


/** The write operations of the API. */
export type MutationScheduleProductArgs = {
  action: ScheduleAction;
  at: Scalars['Timestamp']['input'];
  id: Scalars['ID']['input'];
  revision: Scalars['Int']['input'];
};


/** The write operations of the API. */
export type MutationSetMyStaffNoticesArgs = {
  input: StaffNoticesInput;
};


/** The write operations of the API. */
export type MutationSetTicketStatusArgs = {
  status: TicketStatus;
  ticketId: Scalars['ID']['input'];
};


/** The write operations of the API. */
export type MutationStaffChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


/** The write operations of the API. */
export type MutationStaffLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** The write operations of the API. */
export type MutationUpdateCostumerArgs = {
  input: UpdateCustomerInput;
};


/** The write operations of the API. */
export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: UpdateProductInput;
};


/** The write operations of the API. */
export type MutationUpdateRequestStatusArgs = {
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  status: RequestStatus;
  trackingCode?: InputMaybe<Scalars['String']['input']>;
};


/** The write operations of the API. */
export type MutationUploadAfterSalePhotoArgs = {
  data: Scalars['String']['input'];
};


/** The write operations of the API. */
export type MutationVerifyEmailArgs = {
  linkToken: Scalars['String']['input'];
};

/** A new ticket. */
export type OpenTicketInput = {
  /**
   * Rich text (HTML) of at most 20,000 characters that shows some text or media; stored as
   * given, sanitized on display.
   */
  readonly description: Scalars['String']['input'];
  /** Optional product the ticket is about (must be on sale; its id, at most 20 characters). */
  readonly productId?: InputMaybe<Scalars['ID']['input']>;
  /** Optional request the ticket is about (one of the customer's; its id, at most 20 characters). */
  readonly requestId?: InputMaybe<Scalars['ID']['input']>;
  /** 3 to 120 characters. */
  readonly subject: Scalars['String']['input'];
};

/** The customer's own review of a product they received. */
export type OwnReview = {
  readonly __typename?: 'OwnReview';
  /** The comment, plain text (line breaks kept). */
  readonly body: Scalars['String']['output'];
  /** When it was written. */
  readonly createdAt: Scalars['Timestamp']['output'];
  /** Review id. */
  readonly id: Scalars['ID']['output'];
  /** The product reviewed. */
  readonly productId: Scalars['ID']['output'];
  /** 1 to 5 stars. */
  readonly rating: Scalars['Int']['output'];
  /** The delivered pedido the product came in. */
  readonly requestId: Scalars['ID']['output'];
  /** PENDING until staff decide; APPROVED is public; REJECTED is not. */
  readonly status: ReviewStatus;
  /** The title, one line. */
  readonly title: Scalars['String']['output'];
};

/** A link to the payment provider's page for a request. */
export type PayLink = {
  readonly __typename?: 'PayLink';
  /** The link's text in pt-BR, e.g. `Pagar no banco de testes`. */
  readonly label: Scalars['String']['output'];
  /** The provider's page (its own origin). */
  readonly url: Scalars['String']['output'];
};

/** How a request is paid, always through the payment provider (PAYMENT_PROVIDER). */
export type PaymentMethod =
  /** Boleto bancário, due a few days after the order. */
  | 'BOLETO'
  /** Cartão de crédito: charged at once, in 1x up to `installmentPlan`'s most installments. */
  | 'CREDIT_CARD'
  /** Pix (instant transfer) with a dynamic BR Code, with the company's Pix discount. */
  | 'PIX';

/** A payment method the checkout offers. */
export type PaymentOption = {
  readonly __typename?: 'PaymentOption';
  /** One pt-BR sentence on its conditions. */
  readonly description: Scalars['String']['output'];
  /** Percent off the products' subtotal when paying this way (0 for none). */
  readonly discountPercent: Scalars['Float']['output'];
  /** The method. */
  readonly method: PaymentMethod;
  /** Display name: `Pix`, `Cartão de crédito` or `Boleto`. */
  readonly name: Scalars['String']['output'];
};

/**
 * Pix payment instructions of the request's charge at the payment provider. The BR Code is
 * dynamic: it points to that charge, which asks exactly `amount`; paying it is confirmed by the
 * provider.
 */
export type PixPayment = {
  readonly __typename?: 'PixPayment';
  /** The amount asked, in reais (the request's total). */
  readonly amount: Scalars['Float']['output'];
  /**
   * The BR Code ("Pix copia e cola", EMV QRCPS-MPM with its CRC16) the provider made for the
   * charge: its payload location, the receiver name and city.
   */
  readonly qrCode: Scalars['String']['output'];
  /** The BR Code as a QR code image: a `data:image/png;base64,...` URL. */
  readonly qrCodeBase64: Scalars['String']['output'];
  /** The request number without hyphens, as the charge's reference. */
  readonly txid: Scalars['String']['output'];
};

/** An order to place. There are no prices: the API prices it. */
export type PlaceOrderInput = {
  /** Where to deliver. */
  readonly address: DeliveryAddressInput;
  /** The card to charge: required with CREDIT_CARD, refused with other methods. */
  readonly card?: InputMaybe<CardPaymentInput>;
  /** The shipping service chosen from freightQuote. */
  readonly freight: FreightService;
  /** The client's key for this order (see placeOrder): 8 to 100 letters, digits, `-` or `_`. */
  readonly idempotencyKey: Scalars['String']['input'];
  /** The cart's lines (1 to 20). */
  readonly lines: ReadonlyArray<CartLineInput>;
  /** How the customer pays. */
  readonly paymentMethod: PaymentMethod;
};

/** A line of a price list that changes its product. */
export type PriceListChange = {
  readonly __typename?: 'PriceListChange';
  /** 1-based line of the file. */
  readonly line: Scalars['Int']['output'];
  /** The product's name. */
  readonly name: Scalars['String']['output'];
  /** Its price now. */
  readonly priceFrom: Scalars['Float']['output'];
  /** Its price from the file. */
  readonly priceTo: Scalars['Float']['output'];
  /** The product the line names. */
  readonly productId: Scalars['ID']['output'];
  /** Its stock now. */
  readonly quantityFrom: Scalars['Int']['output'];
  /** Its stock from the file. */
  readonly quantityTo: Scalars['Int']['output'];
};

/** A line of a price list that cannot be applied. */
export type PriceListProblem = {
  readonly __typename?: 'PriceListProblem';
  /** 1-based line of the file. */
  readonly line: Scalars['Int']['output'];
  /** What is wrong, in pt-BR. */
  readonly message: Scalars['String']['output'];
};

/** What a price list changes (or would change) and its bad lines. */
export type PriceListReport = {
  readonly __typename?: 'PriceListReport';
  /** Whether the changes were applied (one transaction, one publish). */
  readonly applied: Scalars['Boolean']['output'];
  /** The lines that change their product. */
  readonly changes: ReadonlyArray<PriceListChange>;
  /** Lines read (the header aside). */
  readonly lines: Scalars['Int']['output'];
  /** The bad lines; while there is one, nothing is applied. */
  readonly problems: ReadonlyArray<PriceListProblem>;
  /** Lines whose product already has that price and stock. */
  readonly unchanged: Scalars['Int']['output'];
};

/** A price range in reais. */
export type PriceRange = {
  readonly __typename?: 'PriceRange';
  /** Highest price, in reais. */
  readonly max: Scalars['Float']['output'];
  /** Lowest price, in reais. */
  readonly min: Scalars['Float']['output'];
};

/** A catalogue product. */
export type Product = {
  readonly __typename?: 'Product';
  /** Options the product comes in: `Cor` and `Tamanho`. */
  readonly attributes: ReadonlyArray<ProductAttribute>;
  /** The category the product belongs to. */
  readonly category: Category;
  /** The first photo (what a product card shows), null without photos. */
  readonly cover?: Maybe<ProductImage>;
  /** When the product was created. */
  readonly created_at: Scalars['Timestamp']['output'];
  /** When the product was deleted; null for active products. */
  readonly deleted_at?: Maybe<Scalars['Timestamp']['output']>;
  /** Rich text (HTML from the back office's editor); sanitize it before display. */
  readonly description: Scalars['String']['output'];
  /** Product id ("1", "2", ...). */
  readonly id: Scalars['ID']['output'];
  /** The photos with the alt text editors gave each ('' where the page describes the photo). */
  readonly images: ReadonlyArray<ProductImage>;
  /**
   * The price in interest-free card installments (`em até {count}x de R$ {amount} sem juros`):
   * the most installments, up to INSTALLMENTS_MAX (10), of which each is at least INSTALLMENT_MIN
   * (R$ 20,00), that is min(INSTALLMENTS_MAX, floor(price / INSTALLMENT_MIN)); 1 when the price is
   * below INSTALLMENT_MIN.
   */
  readonly installments: Installments;
  /** Whether the bearer token's customer has it among favorites; false for anonymous visitors. */
  readonly isFavorited: Scalars['Boolean']['output'];
  /** Whether the product is visible in the catalogue. */
  readonly is_published: Scalars['Boolean']['output'];
  /** Display name. */
  readonly name: Scalars['String']['output'];
  /**
   * Photo URLs, usually relative to the API's origin (e.g. `/files/products/1/1.svg`); the site
   * prefixes relative paths with the API base and leaves absolute http(s) URLs as they are.
   */
  readonly photos: ReadonlyArray<Scalars['String']['output']>;
  /**
   * What one unit costs paid by Pix, in reais: the price less the Pix discount
   * (PIX_DISCOUNT_PERCENT, rounded to the cent), exactly what `placeOrder` charges for its products
   * (`total - freight.price` of a pedido of this one unit paid by Pix).
   */
  readonly pixPrice: Scalars['Float']['output'];
  /** Price in reais (BRL), e.g. 100 for R$ 100,00. */
  readonly price: Scalars['Float']['output'];
  /** Units in stock now (orders take them, cancellations return them); 0 means sold out. */
  readonly quantity: Scalars['Int']['output'];
  /** When the product last changed. */
  readonly updated_at: Scalars['Timestamp']['output'];
};

/** An option a product comes in, with its possible values. */
export type ProductAttribute = {
  readonly __typename?: 'ProductAttribute';
  /** Id of this attribute of this product. */
  readonly id: Scalars['ID']['output'];
  /** Attribute name, e.g. `Cor` or `Tamanho`. */
  readonly name: Scalars['String']['output'];
  /** The values the product comes in, in display order. */
  readonly values: ReadonlyArray<AttributeValue>;
};

/** The product form's content (every field, as the form shows it). */
export type ProductContentInput = {
  /** An existing category id (at most 20 characters). */
  readonly categoryId: Scalars['ID']['input'];
  /** Rich text (HTML) of at most 20,000 characters that shows some text or media. */
  readonly description: Scalars['String']['input'];
  /** 2 to 120 characters. */
  readonly name: Scalars['String']['input'];
  /** At most 8 photos, in the order the page shows them. */
  readonly photos: ReadonlyArray<ProductPhotoInput>;
  /** Above 0 and up to 1,000,000, at most two decimals. */
  readonly price: Scalars['Float']['input'];
  /** Whether the product is in the shop once the draft is published. */
  readonly published: Scalars['Boolean']['input'];
  /** 0 to 1,000,000. */
  readonly quantity: Scalars['Int']['input'];
};

/** A product's content as the back office edits it. */
export type ProductContentView = {
  readonly __typename?: 'ProductContentView';
  /** The category, null if it no longer exists. */
  readonly category?: Maybe<Category>;
  /** Category id. */
  readonly categoryId: Scalars['ID']['output'];
  /** Rich text (HTML). */
  readonly description: Scalars['String']['output'];
  /** Name, 2 to 120 characters. */
  readonly name: Scalars['String']['output'];
  /** Photos with their alt texts, in order. */
  readonly photos: ReadonlyArray<ProductImage>;
  /** Price in reais. */
  readonly price: Scalars['Float']['output'];
  /** Whether it is (or will be) in the shop. */
  readonly published: Scalars['Boolean']['output'];
  /** Units in stock. */
  readonly quantity: Scalars['Int']['output'];
};

/** A product's saved draft. */
export type ProductDraftView = {
  readonly __typename?: 'ProductDraftView';
  /** The fields the draft changed since it began: name, price, quantity, categoryId, description, photos, published. */
  readonly changedFields: ReadonlyArray<Scalars['String']['output']>;
  /** The draft as saved. */
  readonly content: ProductContentView;
  /** What publishing the draft puts online (the live product with the fields the draft changed). */
  readonly result: ProductContentView;
  /** When it was saved last. */
  readonly savedAt: Scalars['Timestamp']['output'];
  /** Who saved it last. */
  readonly savedBy: Scalars['String']['output'];
};

/**
 * What the filter controls can offer. Facets are disjunctive: each one is computed with every
 * condition except its own, so the shopper can widen a condition they already set.
 */
export type ProductFacets = {
  readonly __typename?: 'ProductFacets';
  /** For `Cor` and `Tamanho`, the values found ignoring that attribute's own condition. */
  readonly attributes: ReadonlyArray<AttributeFacet>;
  /** Price range of the matching products ignoring the price condition; null when none match. */
  readonly priceRange?: Maybe<PriceRange>;
};

/** Conditions for `products`; every given condition must hold. */
export type ProductFilter = {
  /**
   * Attribute conditions: a product matches when, for every listed attribute, it has at least
   * one of the listed values (names and values compared ignoring case and accents). An entry
   * with no values is no condition. At most 10 attributes.
   */
  readonly attributes?: InputMaybe<ReadonlyArray<AttributeFilterInput>>;
  /** Only products of this category (its id, at most 20 characters). */
  readonly categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Only these product ids (at most 500, each at most 20 characters); unknown ids are ignored. */
  readonly ids?: InputMaybe<ReadonlyArray<Scalars['ID']['input']>>;
  /** Highest price in reais, inclusive (0 or more, not below minPrice). */
  readonly maxPrice?: InputMaybe<Scalars['Float']['input']>;
  /** Lowest price in reais, inclusive (0 or more). */
  readonly minPrice?: InputMaybe<Scalars['Float']['input']>;
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
  readonly search?: InputMaybe<Scalars['String']['input']>;
  /**
   * true while the shopper is still typing (the search box's suggestions): the last word of
   * `search` also matches the words it begins ("tecl" finds "Teclado", "ddr" finds "DDR5").
   * Default false.
   */
  readonly searchAsYouType?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A photo of a product with its alt text. */
export type ProductImage = {
  readonly __typename?: 'ProductImage';
  /** The text that describes the photo; '' where the page describes it from the product's name. */
  readonly alt: Scalars['String']['output'];
  /** The photo's height in pixels, as its largest variant has it; null where `width` is. */
  readonly height?: Maybe<Scalars['Int']['output']>;
  /**
   * The sizes made of an uploaded photo for `<picture>`, one entry per format: AVIF, then WebP,
   * then JPEG. Empty for a drawing (SVG), which scales, and for an older upload.
   */
  readonly sources: ReadonlyArray<ImageSource>;
  /**
   * Where the API serves the photo (`/files/…`): for an uploaded photo its largest JPEG
   * (`/files/photos/…`), the name the product form sends back.
   */
  readonly url: Scalars['String']['output'];
  /** The photo's width in pixels, upright, as its largest variant has it; null for a drawing (SVG) or an older upload. */
  readonly width?: Maybe<Scalars['Int']['output']>;
};

/** One page of products. */
export type ProductPage = {
  readonly __typename?: 'ProductPage';
  /**
   * When a word of `filter.search` is in no published product but a catalogue word is near it:
   * the search with each such word replaced ("notbook" gives "notebook"), which is what `items`,
   * `total` and `facets` answer. Null when every word was found as typed, or nothing was near.
   */
  readonly didYouMean?: Maybe<Scalars['String']['output']>;
  /**
   * The cursor after this page's last item, for `after`; null on an empty page and in RELEVANCE
   * order.
   */
  readonly endCursor?: Maybe<Scalars['String']['output']>;
  /** What the filter controls can offer for the current filter. */
  readonly facets: ProductFacets;
  /** The products of this page, in the requested order. */
  readonly items: ReadonlyArray<Product>;
  /** The requested page number (1-based). */
  readonly page: Scalars['Int']['output'];
  /** The requested page size. */
  readonly pageSize: Scalars['Int']['output'];
  /** How many products match the filter, over all pages. */
  readonly total: Scalars['Int']['output'];
  /** ceil(total / pageSize); 0 when nothing matches. */
  readonly totalPages: Scalars['Int']['output'];
};

/** A photo of the product form. */
export type ProductPhotoInput = {
  /** The photo's alt text, at most 150 characters. */
  readonly alt?: InputMaybe<Scalars['String']['input']>;
  /** A path the API serves, at most 100 characters: an upload's (`/files/uploads/…`) or the catalogue's. */
  readonly url: Scalars['String']['input'];
};

/** The public figures of a product's approved reviews. */
export type ProductRating = {
  readonly __typename?: 'ProductRating';
  /** Mean of the stars, rounded to one decimal (e.g. 4.5). */
  readonly average: Scalars['Float']['output'];
  /** How many approved reviews there are. */
  readonly count: Scalars['Int']['output'];
  /** The 5 newest approved reviews, newest first. */
  readonly latest: ReadonlyArray<PublicReview>;
  /** The product. */
  readonly productId: Scalars['ID']['output'];
};

/** One page of products with approved reviews, by product id; pass `endCursor` as `after`. */
export type ProductRatingPage = {
  readonly __typename?: 'ProductRatingPage';
  /** The last product id of the page; null when this page is the last. */
  readonly endCursor?: Maybe<Scalars['ID']['output']>;
  /** The products of the page. */
  readonly items: ReadonlyArray<ProductRating>;
};

/** One page of a product's approved reviews, newest first. */
export type ProductReviewPage = {
  readonly __typename?: 'ProductReviewPage';
  /** The reviews of the page. */
  readonly items: ReadonlyArray<PublicReview>;
  /** This page, from 1. */
  readonly page: Scalars['Int']['output'];
  /** Reviews per page. */
  readonly pageSize: Scalars['Int']['output'];
  /** Approved reviews of the product. */
  readonly total: Scalars['Int']['output'];
  /** How many pages there are. */
  readonly totalPages: Scalars['Int']['output'];
};

/** A product's pending schedule. */
export type ProductSchedule = {
  readonly __typename?: 'ProductSchedule';
  /** What happens. */
  readonly action: ScheduleAction;
  /** When it happens. */
  readonly at: Scalars['Timestamp']['output'];
  /** Who scheduled it ('' in the list). */
  readonly by: Scalars['String']['output'];
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

/** One version of a product's live content. */
export type ProductVersion = {
  readonly __typename?: 'ProductVersion';
  /** How: INITIAL, CREATE, EDIT, PUBLISH, IMPORT, SCHEDULED_PUBLISH or SCHEDULED_UNPUBLISH. */
  readonly action: Scalars['String']['output'];
  /** How, in pt-BR. */
  readonly actionLabel: Scalars['String']['output'];
  /** When it went live. */
  readonly at: Scalars['Timestamp']['output'];
  /** Who made it live (the staff member, or the schedule they set). */
  readonly by: Scalars['String']['output'];
  /** What changed, field by field. */
  readonly changes: ReadonlyArray<FieldChange>;
  /** Version number, from 1 (the state before the first recorded change). */
  readonly number: Scalars['Int']['output'];
};

/** An approved review as the shop shows it. */
export type PublicReview = {
  readonly __typename?: 'PublicReview';
  /** The author's first name and the initial of their surname (`Cliente E.`), never more. */
  readonly authorName: Scalars['String']['output'];
  /** The comment, plain text. */
  readonly body: Scalars['String']['output'];
  /** When it was written. */
  readonly createdAt: Scalars['Timestamp']['output'];
  /** Review id. */
  readonly id: Scalars['ID']['output'];
  /** 1 to 5 stars. */
  readonly rating: Scalars['Int']['output'];
  /** The title. */
  readonly title: Scalars['String']['output'];
};

/** The read operations of the API. */
export type Query = {
  readonly __typename?: 'Query';
  /**
   * The activity log (admin), newest first: who changed what and when, every login to the back
   * office (refused ones too), and every time staff opened a customer's pedido, ticket or
   * after-sale request or searched pedidos by a customer's e-mail or CPF. Read-only: no operation
   * changes or removes an entry. `pageSize` 1-100 (default 50).
   */
  readonly activityLog: ActivityPage;
  /**
   * The address of a CEP (8 digits, punctuation accepted), to fill address forms. Public.
   * A street-level CEP answers street and district; a CEP whose range the API knows but whose
   * street it does not answers `street` and `district` empty (and `city` empty when only the
   * state is known): the customer types them. Not 8 digits:
   * `Informe o CEP com 8 dígitos, por exemplo 01310-100.` (BAD_USER_INPUT); a CEP outside every
   * state's range: `CEP não encontrado.` (NOT_FOUND); both with `extensions.field` "cep".
   */
  readonly addressByCep: CepAddress;
  /** The customer's own after-sale request (`DEV-…`), or null when it is not theirs. */
  readonly afterSale?: Maybe<AfterSale>;
  /** The home page's editable content (editor or admin): live, its draft and the revision. */
  readonly backofficeHomeContent: BackofficeHomeContent;
  /** One product in the back office (editor or admin): live content, draft, schedule, history. */
  readonly backofficeProduct: BackofficeProduct;
  /**
   * The back office's product list (editor or admin): every product, published or not, newest
   * first, with `search` (an id, or words of the name or description; accents and case ignored;
   * at most 100 characters) and a `status` filter. `pageSize` 1-100 (default 25).
   */
  readonly backofficeProducts: BackofficeProductPage;
  /**
   * What changed in the catalogue since a checkpoint, for the site's publisher. Public: ids and
   * times only. Products whose `updated_at` is after `since` minus a grace period of a minute
   * (a change whose transaction began earlier may commit later), oldest change first, at most
   * 1,000; `complete` is false when more changed (the publisher then rebuilds everything).
   * Without `since`, the changes of the last minute. Pass the answer's `checkpoint` next time.
   */
  readonly catalogueChanges: CatalogueChanges;
  /** Every product category, in display order. Public. */
  readonly categories: ReadonlyArray<Category>;
  /** The customer's saved credit cards (masked), oldest first. Needs a bearer token. */
  readonly creditCards: ReadonlyArray<CreditCard>;
  /**
   * `E-mails não entregues` (admin): the messages the delivery gave up on (the SMTP server refused
   * them for good, or MAIL_MAX_ATTEMPTS tries failed), newest first, each with the server's last
   * answer. `pageSize` 1-50 (default 20).
   */
  readonly failedMessages: FailedMessagePage;
  /**
   * Ids of the customer's favorite products, most recently added first: a cheap query for
   * marking product cards. Needs a bearer token.
   */
  readonly favoriteIds: ReadonlyArray<Scalars['ID']['output']>;
  /** The customer's favorite products, most recently added first. Needs a bearer token. */
  readonly favorites: ReadonlyArray<Product>;
  /**
   * Freight options (PAC and SEDEX) with price and delivery days for sending the cart's lines to
   * a CEP. Public. The API prices the products itself: only `productId` and `quantity` of each
   * line count (options are not looked at here). The rule:
   * - weight: the sum of each unit's shipping weight by category (Notebooks 2.5 kg, Monitores
   *   6 kg, Periféricos 0.6 kg, Redes 0.8 kg, Armazenamento 0.3 kg, Componentes 0.5 kg), billed
   *   in whole kilograms rounded up, at least 1;
   * - price: the service's price for the first kilogram plus one per further kilogram, by the
   *   CEP's region (first kg + each further kg, in reais; delivery in business days):
   *   PAC: Sudeste 18 + 4, 5 days; Sul 22 + 4, 6 days; Centro-Oeste 26 + 5, 7 days; Nordeste
   *   30 + 6, 9 days; Norte 34 + 7, 12 days. SEDEX: Sudeste 32 + 7, 2 days; Sul 38 + 7, 3 days;
   *   Centro-Oeste 44 + 8, 3 days; Nordeste 52 + 9, 4 days; Norte 60 + 10, 6 days;
   * - the home page's promise: with products worth R$ 299,00 or more (before any Pix discount)
   *   every option is free to the Sul and Sudeste regions and costs 50% less (rounded to the
   *   cent) elsewhere; `promotion` says which applied.
   * Errors: the CEP's (see addressByCep); an empty cart, more than 20 lines, a quantity outside
   * 1 to 10, an unknown or unpublished product: BAD_USER_INPUT naming the line
   * (`extensions.field` like "lines.0.quantity"); a published product by its name, an unknown or
   * unpublished one alike by its id only.
   */
  readonly freightQuote: FreightQuote;
  /**
   * The customer the bearer token belongs to (operation name `GetCustomerLoggedIn`).
   * Needs a bearer token: without a valid one, `Usuário não autenticado`.
   */
  readonly getCustomerLoggedIn?: Maybe<Customer>;
  /**
   * One product by id (operation name `GetProduct`). Public. Unknown id, or a product that is
   * not published (except for staff who keep the catalogue, through the back office):
   * `Produto com ID não encontrado.`, code NOT_FOUND.
   */
  readonly getProduct: Product;
  /** Content of the home page. Public. */
  readonly homeContent: HomeContent;
  /**
   * The choices of `Parcelas` for a card payment of `total` reais (the pedido's total), by the
   * product page's rule (`Product.installments`): 1x up to min(INSTALLMENTS_MAX,
   * floor(total / INSTALLMENT_MIN)), at least 1x. Interest-free: every option adds up to `total`.
   * Computed on the server in whole cents; the client shows them as they are. Public. A total
   * that is not above 0 or is above R$ 1.000.000,00: BAD_USER_INPUT on field `total`.
   */
  readonly installmentPlan: ReadonlyArray<InstallmentOption>;
  /**
   * Logs a customer in (a query, as in the original API; operation name `LoginCustomer`).
   * The e-mail is compared without regard to case. The token is opaque and valid for 7 days
   * (`TOKEN_LIFETIME_DAYS`); send it as `Authorization: Bearer {token}`.
   * Wrong e-mail or password: `Credenciais inválidas`, HTTP 401, code INVALID_CREDENTIALS.
   * After 10 wrong passwords for the e-mail in 15 minutes (or too many from the client's
   * address), every attempt, the right one included, gets TOO_MANY_REQUESTS (HTTP 429), except
   * from a browser that presents a device proof of the account (header `X-Device-Proof`): its
   * guesses count against its own bound of 10 alone. The answer's `deviceProof` is that browser's
   * proof from now on (the same one renewed, or a new one).
   * Captcha: when the site has a captcha key, the widget's response travels in the HTTP header
   * `X-Captcha-Token`. With the captcha on (PUBLIC_CAPTCHA_SITE_KEY and CAPTCHA_SECRET_KEY), once
   * the e-mail, the client's address or the browser has 3 wrong passwords in the window, a login
   * also needs a token the provider confirms: missing or refused, `Confirme que você não é um
   * robô.` (CAPTCHA_FAILED); the provider unreachable, CAPTCHA_UNAVAILABLE (HTTP 503, send again
   * later). Each token is good for one request. With the captcha off, the header is ignored.
   */
  readonly loginCustomer: LoginResult;
  /**
   * Everything the API stores about the logged-in customer, as a JSON document: profile, the
   * privacy consent, tickets with comments, pedidos, favorites, saved cards as stored (token,
   * brand, last 4 digits, expiry), the customer's reviews and the `Avise-me quando chegar`
   * requests made with the customer's e-mail. Never a password hash, session token or recovery
   * code.
   * UNAUTHENTICATED without a valid token.
   */
  readonly myData: Scalars['String']['output'];
  /** The logged-in customer's reviews, newest first. Needs a bearer token. */
  readonly myReviews: ReadonlyArray<OwnReview>;
  /**
   * Which e-mails about new work the caller gets (any staff session; UNAUTHENTICATED without
   * one): `Novo pedido` and `Novo ticket` go to support and admins unless they turned them off. A
   * notice the caller's role does not receive is null.
   */
  readonly myStaffNotices: StaffNotices;
  /**
   * The payment methods of the checkout with their conditions, in this order: `Pix`,
   * `Cartão de crédito`, `Boleto` (the Pix discount is the company's setting). Public.
   */
  readonly paymentOptions: ReadonlyArray<PaymentOption>;
  /**
   * Products with approved reviews (the build's source for the product pages' `Avaliações`), by
   * product id after `after` (at most 20 characters), `pageSize` 1-100 (default 100); only those
   * of `productIds` when it is given. Public.
   */
  readonly productRatings: ProductRatingPage;
  /** A product's approved reviews, newest first; `pageSize` 1-50 (default 10). Public. */
  readonly productReviews: ProductReviewPage;
  /**
   * `Avise-me quando chegar` requests of a product (editors and admins; others `Acesso negado.`),
   * newest first, with how many are waiting. Requests older than 90 days are deleted first (the
   * retention bound). `pageSize` 1-50 (default 20).
   */
  readonly productStockAlerts: StockAlertPage;
  /**
   * One page of the catalogue, filtered and sorted, with the facets of the filtered set. Public.
   * Used by the product list and by the build, which walks the whole catalogue in pages of 500
   * with `after`. `page` starts at 1 and `pageSize` goes from 1 to 500; outside those ranges the
   * answer is a BAD_USER_INPUT error naming the allowed range. A page past the end is empty (not
   * an error).
   */
  readonly products: ProductPage;
  /**
   * One of the customer's requests. Needs a bearer token. An unknown id, or a request of
   * another customer: `Pedido não encontrado.`, code NOT_FOUND.
   */
  readonly request?: Maybe<Request>;
  /** The customer's requests (orders), newest first. Needs a bearer token. */
  readonly requests: ReadonlyArray<Request>;
  /** One after-sale request (support or admin). Unknown id: `Solicitação não encontrada.`, NOT_FOUND. */
  readonly staffAfterSale: AfterSale;
  /**
   * After-sale requests (support or admin): `open` (default true) the ones still being handled,
   * oldest first; false the closed ones, newest first. `pageSize` 1-50 (default 20).
   */
  readonly staffAfterSales: AfterSalePage;
  /** The staff member of the staff bearer token; null without a live staff session. */
  readonly staffMe?: Maybe<StaffMember>;
  /** Every staff account (admin). */
  readonly staffMembers: ReadonlyArray<StaffMember>;
  /** Any customer's pedido (support or admin). Unknown id: `Pedido não encontrado.`, NOT_FOUND. */
  readonly staffRequest: Request;
  /**
   * Pedidos of every customer (support or admin), newest first: `status` filters; `search` (at most
   * 100 characters) is the buyer's e-mail (whole, any case), their CPF (11 digits, dots and dash
   * allowed) or part of the pedido's number. `pageSize` 1-50 (default 20).
   */
  readonly staffRequests: StaffRequestPage;
  /**
   * The moderation list (editor or admin): every review in `status` (all: pending first), newest
   * first; `pageSize` 1-100 (default 25).
   */
  readonly staffReviews: StaffReviewPage;
  /**
   * How many tickets owe the customer a reply past their `answerBy` (late), and how many fall due
   * later today in São Paulo's calendar (support or admin): the back office's home.
   */
  readonly supportDeadlines: TicketDeadlineCounts;
  /** One ticket as the support desk sees it (support or admin). Unknown id: `Ticket não encontrado.` */
  readonly supportTicket: SupportTicket;
  /**
   * Atendimento's queue (support or admin): every customer's tickets, those owing the customer a
   * reply first (open, and the customer spoke last), the nearest `answerBy` first (so the late
   * ones lead); then the others, oldest activity first. `status` filters; `assignedToMe` keeps
   * the tickets assigned to the caller (a ticket is assigned to the staff member who first
   * answers, notes or changes it); `deadline` keeps the owed tickets past their `answerBy`
   * (LATE) or due later today in São Paulo (DUE_TODAY). `pageSize` 1-50 (default 20).
   */
  readonly supportTickets: SupportTicketPage;
  /**
   * One of the customer's tickets. Needs a bearer token. An unknown id, or a ticket of another
   * customer: `Ticket não encontrado.`, code NOT_FOUND.
   */
  readonly ticket?: Maybe<Ticket>;
  /**
   * The customer's support tickets, most recent activity first, with the count per status.
   * Needs a bearer token.
   */
  readonly tickets: TicketList;
};


/** The read operations of the API. */
export type QueryActivityLogArgs = {
  filter?: InputMaybe<ActivityFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryAddressByCepArgs = {
  cep: Scalars['String']['input'];
};


/** The read operations of the API. */
export type QueryAfterSaleArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations of the API. */
export type QueryBackofficeProductArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations of the API. */
export type QueryBackofficeProductsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<WorkspaceStatus>;
};


/** The read operations of the API. */
export type QueryCatalogueChangesArgs = {
  since?: InputMaybe<Scalars['Float']['input']>;
};


/** The read operations of the API. */
export type QueryFailedMessagesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryFreightQuoteArgs = {
  cep: Scalars['String']['input'];
  lines: ReadonlyArray<CartLineInput>;
};


/** The read operations of the API. */
export type QueryGetProductArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations of the API. */
export type QueryInstallmentPlanArgs = {
  total: Scalars['Float']['input'];
};


/** The read operations of the API. */
export type QueryLoginCustomerArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** The read operations of the API. */
export type QueryProductRatingsArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  productIds?: InputMaybe<ReadonlyArray<Scalars['ID']['input']>>;
};


/** The read operations of the API. */
export type QueryProductReviewsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  productId: Scalars['ID']['input'];
};


/** The read operations of the API. */
export type QueryProductStockAlertsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  productId: Scalars['ID']['input'];
};


/** The read operations of the API. */
export type QueryProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ProductFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};


/** The read operations of the API. */
export type QueryRequestArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations of the API. */
export type QueryStaffAfterSaleArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations of the API. */
export type QueryStaffAfterSalesArgs = {
  open?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryStaffRequestArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations of the API. */
export type QueryStaffRequestsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<RequestStatus>;
};


/** The read operations of the API. */
export type QueryStaffReviewsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ReviewStatus>;
};


/** The read operations of the API. */
export type QuerySupportTicketArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations of the API. */
export type QuerySupportTicketsArgs = {
  assignedToMe?: InputMaybe<Scalars['Boolean']['input']>;
  deadline?: InputMaybe<TicketDeadline>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<TicketStatus>;
};


/** The read operations of the API. */
export type QueryTicketArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations of the API. */
export type QueryTicketsArgs = {
  status?: InputMaybe<TicketStatus>;
};

/** The regions of Brazil, which set freight prices and the free-freight promise. */
export type Region =
  | 'CENTRO_OESTE'
  | 'NORDESTE'
  | 'NORTE'
  | 'SUDESTE'
  | 'SUL';

/** A new customer account. Every field is required. */
export type RegisterCustomerInput = {
  /**
   * The customer read and accepted the privacy policy. Anything but true is refused
   * (BAD_USER_INPUT on this field); the API records the date and the policy's current version.
   */
  readonly acceptPrivacyPolicy?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * A CPF with valid check digits, not yet registered; punctuation accepted (at most 20
   * characters).
   */
  readonly cpf: Scalars['String']['input'];
  /** A valid e-mail of at most 254 characters, not yet registered. */
  readonly email: Scalars['String']['input'];
  /** 2 to 120 characters, with letters. */
  readonly name: Scalars['String']['input'];
  /**
   * 8 to 128 characters with at least one letter and one digit, and not one of the commonest
   * passwords (a published list, or a common word or name followed only by digits, such as
   * `senha123`): BAD_USER_INPUT on this field.
   */
  readonly password: Scalars['String']['input'];
  /**
   * Brazilian phone with area code, 10 or 11 digits; punctuation accepted (at most 25
   * characters).
   */
  readonly phone: Scalars['String']['input'];
};

/** A request (order) the customer placed. */
export type Request = {
  readonly __typename?: 'Request';
  /** Its cancellation, withdrawals and returns, oldest first. */
  readonly afterSales: ReadonlyArray<AfterSale>;
  /** How to pay by boleto, while the request is PENDING and paid by boleto; null otherwise. */
  readonly boleto?: Maybe<BoletoPayment>;
  /**
   * Who bought it, for the back office (support or admin; anyone else: an error); null once the
   * customer deleted their account.
   */
  readonly buyer?: Maybe<SupportCustomer>;
  /** Whether the customer may cancel it now (it has not shipped). */
  readonly canCancel: Scalars['Boolean']['output'];
  /** The card a CREDIT_CARD request was charged to (brand and last four digits); null otherwise. */
  readonly card?: Maybe<RequestCard>;
  /** When the request was placed. */
  readonly created_at: Scalars['Timestamp']['output'];
  /** While the customer may report a defect: the last day (`YYYY-MM-DD`, São Paulo); null otherwise. */
  readonly defectLastDay?: Maybe<Scalars['String']['output']>;
  /** Where the request is delivered; null when it was not recorded. */
  readonly delivery?: Maybe<DeliveryAddress>;
  /** Pix discount on the products, in reais (0 for boleto). */
  readonly discount: Scalars['Float']['output'];
  /**
   * While the request is PENDING: when it is cancelled if still unpaid (Pix: PIX_EXPIRY_SECONDS
   * after the order; boleto: the end of its due date in São Paulo). The cancellation adds the
   * timeline entry `Pagamento não recebido no prazo` and returns the units to stock. Null once
   * the request left PENDING.
   */
  readonly expiresAt?: Maybe<Scalars['Timestamp']['output']>;
  /**
   * The shipping service and its price; null on requests placed before the online checkout
   * (the seed's), which had no freight.
   */
  readonly freight?: Maybe<RequestFreight>;
  /** Request id. */
  readonly id: Scalars['ID']['output'];
  /**
   * The installments of a CREDIT_CARD request, as charged (the painel says `{count}x de R$
   * {amount}`); null for other methods.
   */
  readonly installments?: Maybe<InstallmentOption>;
  /** The lines of the request. */
  readonly items: ReadonlyArray<RequestItem>;
  /** Human-facing number, e.g. `PED-2026-000101`. */
  readonly number: Scalars['String']['output'];
  /**
   * The payment provider's page to pay the request, while it is PENDING with a charge (Pix or
   * boleto); null otherwise. With the embedded stand-in: its test bank, label `Pagar no banco de
   * testes`.
   */
  readonly payLink?: Maybe<PayLink>;
  /** How the customer pays. */
  readonly paymentMethod: PaymentMethod;
  /** How to pay by Pix, while the request is PENDING and paid by Pix; null otherwise. */
  readonly pix?: Maybe<PixPayment>;
  /** How much of the total was refunded through the provider, in reais (0 when nothing). */
  readonly refundedAmount: Scalars['Float']['output'];
  /** Current status. */
  readonly status: RequestStatus;
  /** Sum of the items' subtotals, in reais. */
  readonly subtotal: Scalars['Float']['output'];
  /** Every status the request went through, oldest first; the last one is `status`. */
  readonly timeline: ReadonlyArray<RequestEvent>;
  /** What the customer pays, in reais: subtotal + freight price - discount. */
  readonly total: Scalars['Float']['output'];
  /** The carrier's tracking code once the request is SHIPPED, e.g. `QB123456785BR`. */
  readonly trackingCode?: Maybe<Scalars['String']['output']>;
  /** The Correios page that follows the parcel, with the tracking code. */
  readonly trackingUrl?: Maybe<Scalars['String']['output']>;
  /** While the customer may withdraw: the last day (`YYYY-MM-DD`, São Paulo); null otherwise. */
  readonly withdrawalLastDay?: Maybe<Scalars['String']['output']>;
};

/** The card a request was charged to, masked. */
export type RequestCard = {
  readonly __typename?: 'RequestCard';
  /** Brand, as the provider recognised it. */
  readonly brand: CardBrand;
  /** Last four digits of the number. */
  readonly last4: Scalars['String']['output'];
};

/** One step of a request's timeline. */
export type RequestEvent = {
  readonly __typename?: 'RequestEvent';
  /** When. */
  readonly at: Scalars['Timestamp']['output'];
  /**
   * What happened, in pt-BR, for the timeline: `Pagamento aprovado` (the provider confirmed the
   * payment), `Reembolso de R$ … solicitado`, `Reembolsado`, `Pagamento não recebido no prazo`
   * (expired unpaid), else the status's name (`Aguardando pagamento`, `Pago`, `Em separação`,
   * `Enviado`, `Entregue`, `Cancelado`).
   */
  readonly label: Scalars['String']['output'];
  /** What the company noted, e.g. why it was cancelled; null when nothing. */
  readonly note?: Maybe<Scalars['String']['output']>;
  /** The status the request entered. */
  readonly status: RequestStatus;
};

/** The shipping of a request. */
export type RequestFreight = {
  readonly __typename?: 'RequestFreight';
  /** Delivery time quoted at the order, in business days after shipping. */
  readonly deliveryDays: Scalars['Int']['output'];
  /** Display name: `PAC` or `SEDEX`. */
  readonly name: Scalars['String']['output'];
  /** What the customer paid for it, in reais (0 when free). */
  readonly price: Scalars['Float']['output'];
  /** The service. */
  readonly service: FreightService;
};

/** One line of a request. */
export type RequestItem = {
  readonly __typename?: 'RequestItem';
  /** The chosen options, e.g. Cor: Preto. */
  readonly attributes: ReadonlyArray<ChosenAttribute>;
  /** Line id. */
  readonly id: Scalars['ID']['output'];
  /** The product, or null when it no longer exists in the catalogue. */
  readonly product?: Maybe<Product>;
  /** Product name at the time of the request. */
  readonly productName: Scalars['String']['output'];
  /** Units ordered. */
  readonly quantity: Scalars['Int']['output'];
  /** Units not yet in a cancellation, withdrawal or return that was not refused. */
  readonly returnableQuantity: Scalars['Int']['output'];
  /** quantity x unitPrice, in reais. */
  readonly subtotal: Scalars['Float']['output'];
  /** Price of one unit at the time of the request, in reais. */
  readonly unitPrice: Scalars['Float']['output'];
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
  readonly body: Scalars['String']['input'];
  /** The product, at most 20 characters. */
  readonly productId: Scalars['ID']['input'];
  /** 1 to 5 stars. */
  readonly rating: Scalars['Int']['input'];
  /** The delivered pedido the product came in, at most 20 characters. */
  readonly requestId: Scalars['ID']['input'];
  /** A title of 3 to 100 characters, one line; at most 100 characters. */
  readonly title: Scalars['String']['input'];
};

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

/** A service the company offers. */
export type Service = {
  readonly __typename?: 'Service';
  /** One or two plain-text sentences. */
  readonly description: Scalars['String']['output'];
  /** Pictogram to show beside it. */
  readonly icon: ServiceIcon;
  /** Service id. */
  readonly id: Scalars['ID']['output'];
  /** Service name. */
  readonly title: Scalars['String']['output'];
};

/** Which pictogram a service shows. */
export type ServiceIcon =
  | 'BACKUP'
  | 'INSTALLATION'
  | 'MAINTENANCE'
  | 'NETWORK'
  | 'SECURITY'
  | 'SUPPORT';

/** A member of the staff (the back office's people), never a customer. */
export type StaffMember = {
  readonly __typename?: 'StaffMember';
  /** false once deactivated: no login, no session. */
  readonly active: Scalars['Boolean']['output'];
  /** When the account was created (invited or seeded). */
  readonly createdAt: Scalars['Timestamp']['output'];
  /** E-mail they log in with. */
  readonly email: Scalars['String']['output'];
  /** Staff member id. */
  readonly id: Scalars['ID']['output'];
  /** Invited, the password not chosen yet. */
  readonly invitationPending: Scalars['Boolean']['output'];
  /** Full name, as the activity log and publications show it. */
  readonly name: Scalars['String']['output'];
  /** What the role may do: CATALOGUE, CONTENT, PUBLICATIONS, REVIEWS, PEDIDOS, TICKETS, STAFF, ACTIVITY, MESSAGES. */
  readonly permissions: ReadonlyArray<Scalars['String']['output']>;
  /** What they may do. */
  readonly role: StaffRole;
};

/** Which e-mails about new work a staff member gets; null where their role does not receive it. */
export type StaffNotices = {
  readonly __typename?: 'StaffNotices';
  /** `Novo pedido PED-…`, for each pedido confirmed to its customer. */
  readonly newOrders?: Maybe<Scalars['Boolean']['output']>;
  /** `Novo ticket: {assunto}`, for each ticket a customer opens. */
  readonly newTickets?: Maybe<Scalars['Boolean']['output']>;
};

/** The caller's choice of e-mails about new work; omitted or null fields stay as they are. */
export type StaffNoticesInput = {
  /** Get `Novo pedido PED-…`. */
  readonly newOrders?: InputMaybe<Scalars['Boolean']['input']>;
  /** Get `Novo ticket: {assunto}`. */
  readonly newTickets?: InputMaybe<Scalars['Boolean']['input']>;
};

/** One page of the back office's pedidos. */
export type StaffRequestPage = {
  readonly __typename?: 'StaffRequestPage';
  /** The pedidos of the page, newest first. */
  readonly items: ReadonlyArray<Request>;
  /** This page's number, from 1. */
  readonly page: Scalars['Int']['output'];
  /** Pedidos per page. */
  readonly pageSize: Scalars['Int']['output'];
  /** How many pedidos match. */
  readonly total: Scalars['Int']['output'];
  /** How many pages there are. */
  readonly totalPages: Scalars['Int']['output'];
};

/** A review as staff moderate it. */
export type StaffReview = {
  readonly __typename?: 'StaffReview';
  /** The name shown in public (first name and initial). */
  readonly authorName: Scalars['String']['output'];
  /** The comment, plain text. */
  readonly body: Scalars['String']['output'];
  /** When it was written. */
  readonly createdAt: Scalars['Timestamp']['output'];
  /** When staff last decided on it. */
  readonly decidedAt?: Maybe<Scalars['Timestamp']['output']>;
  /** Who decided. */
  readonly decidedByName?: Maybe<Scalars['String']['output']>;
  /** Review id. */
  readonly id: Scalars['ID']['output'];
  /** The product reviewed. */
  readonly productId: Scalars['ID']['output'];
  /** Its name now. */
  readonly productName: Scalars['String']['output'];
  /** 1 to 5 stars. */
  readonly rating: Scalars['Int']['output'];
  /** The pedido the product came in (`PED-…`). */
  readonly requestNumber: Scalars['String']['output'];
  /** Where it stands. */
  readonly status: ReviewStatus;
  /** The title. */
  readonly title: Scalars['String']['output'];
};

/** One page of the moderation list. */
export type StaffReviewPage = {
  readonly __typename?: 'StaffReviewPage';
  /** The reviews of the page: pending first, then newest first. */
  readonly items: ReadonlyArray<StaffReview>;
  /** This page, from 1. */
  readonly page: Scalars['Int']['output'];
  /** Reviews per page. */
  readonly pageSize: Scalars['Int']['output'];
  /** Reviews matching the filter. */
  readonly total: Scalars['Int']['output'];
  /** How many pages there are. */
  readonly totalPages: Scalars['Int']['output'];
};

/** A staff role: EDITOR (catalogue, home content, publications), SUPPORT (tickets, pedidos), ADMIN (everything, the staff and the undelivered e-mails). */
export type StaffRole =
  | 'ADMIN'
  | 'EDITOR'
  | 'SUPPORT';

/** A staff session: its bearer token and who it belongs to. */
export type StaffSession = {
  readonly __typename?: 'StaffSession';
  /**
   * This browser's device proof: the back office keeps it (an HttpOnly cookie) and presents it as
   * `X-Device-Proof` with the staff member's next logins, whose wrong passwords then count against
   * this browser alone, so strangers' guesses never lock the staff member out of it.
   */
  readonly deviceProof: Scalars['String']['output'];
  /** When the session ends, unless `staffLogout` ends it first. */
  readonly expiresAt: Scalars['Timestamp']['output'];
  /** Who the session belongs to. */
  readonly staff: StaffMember;
  /** Opaque bearer token for staff operations, valid 12 hours. */
  readonly token: Scalars['String']['output'];
};

/** One request of `Avise-me quando chegar`, as the back office lists it. */
export type StockAlert = {
  readonly __typename?: 'StockAlert';
  /** When it was made. */
  readonly createdAt: Scalars['Timestamp']['output'];
  /** The e-mail to notify. */
  readonly email: Scalars['String']['output'];
  /** The request's id. */
  readonly id: Scalars['ID']['output'];
  /** When the notice was sent, if it was. */
  readonly notifiedAt?: Maybe<Scalars['Timestamp']['output']>;
  /** Where it stands. */
  readonly state: StockAlertState;
};

/** One page of a product's `Avise-me quando chegar` requests. */
export type StockAlertPage = {
  readonly __typename?: 'StockAlertPage';
  /** The requests of the page, newest first. */
  readonly items: ReadonlyArray<StockAlert>;
  /** This page's number, from 1. */
  readonly page: Scalars['Int']['output'];
  /** Requests per page. */
  readonly pageSize: Scalars['Int']['output'];
  /** How many requests the product has. */
  readonly total: Scalars['Int']['output'];
  /** How many pages there are. */
  readonly totalPages: Scalars['Int']['output'];
  /** How many of them are waiting. */
  readonly waiting: Scalars['Int']['output'];
};

/** A request of `Avise-me quando chegar` as its shopper made it. */
export type StockAlertReceipt = {
  readonly __typename?: 'StockAlertReceipt';
  /** The e-mail that will get the notice, as the API keeps it (lower case). */
  readonly email: Scalars['String']['output'];
  /** The product asked about. */
  readonly productId: Scalars['ID']['output'];
};

/** Where a request of `Avise-me quando chegar` stands. */
export type StockAlertState =
  /** Cancelled through the notice's link (`Cancelado`). */
  | 'CANCELLED'
  /** The notice was sent (`Avisado`). */
  | 'NOTIFIED'
  /** Waiting for the product to be back (`Aguardando`). */
  | 'WAITING';

/** A comment on a ticket as staff see it. */
export type SupportComment = {
  readonly __typename?: 'SupportComment';
  /** Who wrote it. */
  readonly author: CommentAuthor;
  /** Rich text (HTML); sanitize before display. */
  readonly body: Scalars['String']['output'];
  /** When it was written. */
  readonly created_at: Scalars['Timestamp']['output'];
  /** Comment id. */
  readonly id: Scalars['ID']['output'];
  /** A note for the staff only: the customer never sees it. */
  readonly internal: Scalars['Boolean']['output'];
};

/** A customer as the support desk sees them. */
export type SupportCustomer = {
  readonly __typename?: 'SupportCustomer';
  /** City; null when not given. */
  readonly city?: Maybe<Scalars['String']['output']>;
  /** CPF, 11 digits; null when not given. */
  readonly cpf?: Maybe<Scalars['String']['output']>;
  /** E-mail address (where notices go). */
  readonly email: Scalars['String']['output'];
  /** Customer id. */
  readonly id: Scalars['ID']['output'];
  /** Full name. */
  readonly name: Scalars['String']['output'];
  /** Phone; null when not given. */
  readonly phone?: Maybe<Scalars['String']['output']>;
  /** State (UF); null when not given. */
  readonly state?: Maybe<Scalars['String']['output']>;
};

/** A ticket as the support desk sees it: the customer, their pedidos and the internal notes. */
export type SupportTicket = {
  readonly __typename?: 'SupportTicket';
  /**
   * While a reply is owed, by when: 5 days after the customer's first message the company has not
   * answered (Decreto 7.962/2013, art. 4 V); null otherwise.
   */
  readonly answerBy?: Maybe<Scalars['Timestamp']['output']>;
  /** A reply is owed and `answerBy` has passed. */
  readonly answerLate: Scalars['Boolean']['output'];
  /** The staff member who first worked on the ticket. */
  readonly assignee?: Maybe<StaffMember>;
  /** Open, and the customer spoke last: the company owes a reply. */
  readonly awaitingReply: Scalars['Boolean']['output'];
  /** Every comment, the internal notes included. */
  readonly commentCount: Scalars['Int']['output'];
  /** Comments and internal notes, oldest first (`offset` from 0; `limit` from 1 to 50). */
  readonly comments: ReadonlyArray<SupportComment>;
  /** When the customer opened it. */
  readonly created_at: Scalars['Timestamp']['output'];
  /** Who opened it. */
  readonly customer?: Maybe<SupportCustomer>;
  /** The customer's pedidos, newest first (at most 20). */
  readonly customerRequests: ReadonlyArray<Request>;
  /** Rich text (HTML) as the customer wrote it; sanitize before display. */
  readonly description: Scalars['String']['output'];
  /** Whether the customer has not yet read the company's latest answer. */
  readonly hasUnreadReply: Scalars['Boolean']['output'];
  /** Ticket id (the same as the painel's). */
  readonly id: Scalars['ID']['output'];
  /** Time of the newest comment the customer can see, or of the creation. */
  readonly lastActivityAt: Scalars['Timestamp']['output'];
  /** The product the ticket is about, while the shop sells it. */
  readonly product?: Maybe<Product>;
  /** The pedido the ticket is about. */
  readonly request?: Maybe<Request>;
  /** Current status. */
  readonly status: TicketStatus;
  /** Subject line, plain text. */
  readonly subject: Scalars['String']['output'];
  /** When it last changed (status or comments). */
  readonly updated_at: Scalars['Timestamp']['output'];
};


/** A ticket as the support desk sees it: the customer, their pedidos and the internal notes. */
export type SupportTicketCommentsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/** One page of the support queue. */
export type SupportTicketPage = {
  readonly __typename?: 'SupportTicketPage';
  /** The tickets of the page, in queue order. */
  readonly items: ReadonlyArray<SupportTicket>;
  /** This page's number, from 1. */
  readonly page: Scalars['Int']['output'];
  /** Tickets per page. */
  readonly pageSize: Scalars['Int']['output'];
  /** How many tickets match. */
  readonly total: Scalars['Int']['output'];
  /** How many pages there are. */
  readonly totalPages: Scalars['Int']['output'];
};

/** A support ticket. */
export type Ticket = {
  readonly __typename?: 'Ticket';
  /** How many comments the ticket has. */
  readonly commentCount: Scalars['Int']['output'];
  /** Comments, oldest first, one page at a time (`offset` from 0; `limit` from 1 to 50). */
  readonly comments: ReadonlyArray<TicketComment>;
  /** When the ticket was opened. */
  readonly created_at: Scalars['Timestamp']['output'];
  /** Rich text (HTML) as the customer wrote it; sanitize before display. */
  readonly description: Scalars['String']['output'];
  /** Whether the company commented after the customer last read the ticket (see markTicketRead). */
  readonly hasUnreadReply: Scalars['Boolean']['output'];
  /** Ticket id (the `/painel/ticket/{id}` route parameter). */
  readonly id: Scalars['ID']['output'];
  /** Time of the newest comment, or of the creation when there is none. */
  readonly lastActivityAt: Scalars['Timestamp']['output'];
  /** The product the ticket is about, if any (null also when the product no longer exists). */
  readonly product?: Maybe<Product>;
  /** The request the ticket is about, if any. */
  readonly request?: Maybe<Request>;
  /** Current status. */
  readonly status: TicketStatus;
  /** Subject line, plain text. */
  readonly subject: Scalars['String']['output'];
  /** When the ticket last changed (status or comments). */
  readonly updated_at: Scalars['Timestamp']['output'];
};


/** A support ticket. */
export type TicketCommentsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/** A comment on a ticket. */
export type TicketComment = {
  readonly __typename?: 'TicketComment';
  /** Who wrote it. */
  readonly author: CommentAuthor;
  /** Rich text (HTML); sanitize before display. */
  readonly body: Scalars['String']['output'];
  /** When it was written. */
  readonly created_at: Scalars['Timestamp']['output'];
  /** Comment id. */
  readonly id: Scalars['ID']['output'];
};

/** Number of tickets per status. */
export type TicketCounts = {
  readonly __typename?: 'TicketCounts';
  /** Every ticket of the customer. */
  readonly all: Scalars['Int']['output'];
  /** Tickets in status CLOSED. */
  readonly closed: Scalars['Int']['output'];
  /** Tickets in status IN_PROGRESS. */
  readonly inProgress: Scalars['Int']['output'];
  /** Tickets in status OPEN. */
  readonly open: Scalars['Int']['output'];
  /** Tickets in status SOLVED. */
  readonly solved: Scalars['Int']['output'];
  /** Tickets with a company answer the customer has not read yet (any status). */
  readonly unread: Scalars['Int']['output'];
};

/** Where an owed ticket stands against its `answerBy`, as the support queue filters it. */
export type TicketDeadline =
  /** Its `answerBy` falls later today, São Paulo's calendar day, and has not passed yet. */
  | 'DUE_TODAY'
  /** Its `answerBy` has passed (`answerLate`). */
  | 'LATE';

/** How many owed tickets stand where against their `answerBy`; the two never overlap. */
export type TicketDeadlineCounts = {
  readonly __typename?: 'TicketDeadlineCounts';
  /** Due later today (São Paulo's calendar day), not passed yet. */
  readonly dueToday: Scalars['Int']['output'];
  /** Past their `answerBy`. */
  readonly late: Scalars['Int']['output'];
};

/** The customer's tickets and their counts. */
export type TicketList = {
  readonly __typename?: 'TicketList';
  /** Counts over all of the customer's tickets, whatever the status filter. */
  readonly counts: TicketCounts;
  /** Tickets of the requested status, most recent activity first. */
  readonly items: ReadonlyArray<Ticket>;
};

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
  readonly address?: InputMaybe<Scalars['String']['input']>;
  /** 8 digits; at most 10 characters with its punctuation. */
  readonly cep?: InputMaybe<Scalars['String']['input']>;
  /** At most 100 characters. */
  readonly city?: InputMaybe<Scalars['String']['input']>;
  /** At most 60 characters. */
  readonly country?: InputMaybe<Scalars['String']['input']>;
  /**
   * A CPF with valid check digits, not used by another customer (`CPF já cadastrado.`); at most
   * 20 characters with its punctuation.
   */
  readonly cpf?: InputMaybe<Scalars['String']['input']>;
  /**
   * The customer's current password, at most 128 characters; required when `email` or `cpf`
   * changes (wrong or missing: `Senha atual incorreta.`, BAD_USER_INPUT, field
   * "currentPassword"; a wrong one counts as a guess at the account, like a failed login). The
   * old e-mail address is told of the change.
   */
  readonly currentPassword?: InputMaybe<Scalars['String']['input']>;
  /**
   * A valid e-mail of at most 254 characters, not used by another customer
   * (`E-mail já cadastrado.`).
   */
  readonly email?: InputMaybe<Scalars['String']['input']>;
  /** 2 to 120 characters, with letters. */
  readonly name?: InputMaybe<Scalars['String']['input']>;
  /**
   * Brazilian phone with area code: 10 (landline) or 11 (mobile) digits; at most 25 characters
   * with its punctuation.
   */
  readonly phone?: InputMaybe<Scalars['String']['input']>;
  /** 4 to 20 characters: digits, letters, dots, slashes and hyphens. */
  readonly rg?: InputMaybe<Scalars['String']['input']>;
  /** One of the 27 UF codes (AC ... TO), any case: at most 2 characters. */
  readonly state?: InputMaybe<Scalars['String']['input']>;
};

/** What updateProduct may change; omitted or null fields stay as they are. */
export type UpdateProductInput = {
  /** Rich text (HTML) of at most 20,000 characters that shows some text or media. */
  readonly description?: InputMaybe<Scalars['String']['input']>;
  /** false hides the product from shoppers (lists, home, product page). */
  readonly is_published?: InputMaybe<Scalars['Boolean']['input']>;
  /** 2 to 120 characters. */
  readonly name?: InputMaybe<Scalars['String']['input']>;
  /** Price in reais, above 0 and up to 1,000,000, at most two decimals. */
  readonly price?: InputMaybe<Scalars['Float']['input']>;
  /** Units in stock, 0 to 1,000,000. */
  readonly quantity?: InputMaybe<Scalars['Int']['input']>;
};

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
