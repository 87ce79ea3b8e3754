import type * as Types from './schema-types.ts';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ProductRecord } from '../../modules/catalogue/product-store.ts';
import type { CategoryRecord } from '../../modules/catalogue/category-store.ts';
import type { ProductPageSource } from '../../modules/catalogue/product-page.ts';
import type { CustomerRecord } from '../../modules/account/customer-store.ts';
import type { CardRecord } from '../../modules/cards/card-store.ts';
import type { StaffRecord } from '../../modules/staff/staff-store.ts';
import type { RequestRecord, RequestItemRecord, RequestFreightRecord, RequestEventRecord } from '../../modules/orders/request-store.ts';
import type { AfterSaleRecord, AfterSaleItemRecord, AfterSaleEventRecord } from '../../modules/returns/after-sale-store.ts';
import type { TicketRecord, TicketCommentRecord } from '../../modules/tickets/ticket-store.ts';
import type { ProductContent, ProductPhoto } from '../../../contract/product-content.ts';
import type { ProductVersion as VersionRecord } from '../../modules/backoffice/workspace-store.ts';
import type { ActivityEntry as ActivityRecord } from '../../modules/backoffice/activity-store.ts';
import type { OwnReview as OwnReviewRecord, PublicReview as PublicReviewRecord, StaffReview as StaffReviewRecord } from '../../modules/reviews/review-store.ts';
import type { StockAlertRecord } from '../../modules/alerts/alert-store.ts';
import type { ApiContext } from '../context.ts';
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };


export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Types.Maybe<TTypes> | Promise<Types.Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ActivityEntry: ResolverTypeWrapper<ActivityRecord>;
  ActivityFilter: Types.ActivityFilter;
  ActivityPage: ResolverTypeWrapper<Omit<Types.ActivityPage, 'items'> & { items: ReadonlyArray<ResolversTypes['ActivityEntry']> }>;
  ActivitySubject: Types.ActivitySubject;
  AddCreditCardInput: Types.AddCreditCardInput;
  AfterSale: ResolverTypeWrapper<AfterSaleRecord>;
  AfterSaleEvent: ResolverTypeWrapper<AfterSaleEventRecord>;
  AfterSaleInput: Types.AfterSaleInput;
  AfterSaleItem: ResolverTypeWrapper<AfterSaleItemRecord>;
  AfterSaleKind: Types.AfterSaleKind;
  AfterSalePage: ResolverTypeWrapper<Omit<Types.AfterSalePage, 'items'> & { items: ReadonlyArray<ResolversTypes['AfterSale']> }>;
  AfterSaleStatus: Types.AfterSaleStatus;
  AfterSaleUnitsInput: Types.AfterSaleUnitsInput;
  Announcement: ResolverTypeWrapper<Types.Announcement>;
  AnnouncementInput: Types.AnnouncementInput;
  AttributeFacet: ResolverTypeWrapper<Types.AttributeFacet>;
  AttributeFilterInput: Types.AttributeFilterInput;
  AttributeValue: ResolverTypeWrapper<Types.AttributeValue>;
  BackofficeHomeContent: ResolverTypeWrapper<Types.BackofficeHomeContent>;
  BackofficeProduct: ResolverTypeWrapper<Omit<Types.BackofficeProduct, 'draft' | 'live' | 'versions'> & { draft?: Types.Maybe<ResolversTypes['ProductDraftView']>, live: ResolversTypes['ProductContentView'], versions: ReadonlyArray<ResolversTypes['ProductVersion']> }>;
  BackofficeProductPage: ResolverTypeWrapper<Types.BackofficeProductPage>;
  BackofficeProductRow: ResolverTypeWrapper<Types.BackofficeProductRow>;
  BoletoPayment: ResolverTypeWrapper<Types.BoletoPayment>;
  Boolean: ResolverTypeWrapper<Types.Scalars['Boolean']['output']>;
  CancelledStockAlert: ResolverTypeWrapper<Types.CancelledStockAlert>;
  CardBrand: Types.CardBrand;
  CardPaymentInput: Types.CardPaymentInput;
  CartLineInput: Types.CartLineInput;
  CatalogueChange: ResolverTypeWrapper<Omit<Types.CatalogueChange, 'product'> & { product?: Types.Maybe<ResolversTypes['Product']> }>;
  CatalogueChanges: ResolverTypeWrapper<Omit<Types.CatalogueChanges, 'changes'> & { changes: ReadonlyArray<ResolversTypes['CatalogueChange']> }>;
  Category: ResolverTypeWrapper<CategoryRecord>;
  CepAddress: ResolverTypeWrapper<Types.CepAddress>;
  ChosenAttribute: ResolverTypeWrapper<Types.ChosenAttribute>;
  CommentAuthor: ResolverTypeWrapper<Types.CommentAuthor>;
  CommentAuthorKind: Types.CommentAuthorKind;
  CreateProductInput: Types.CreateProductInput;
  CreditCard: ResolverTypeWrapper<CardRecord>;
  Customer: ResolverTypeWrapper<CustomerRecord>;
  DeliveryAddress: ResolverTypeWrapper<Types.DeliveryAddress>;
  DeliveryAddressInput: Types.DeliveryAddressInput;
  FailedMessage: ResolverTypeWrapper<Types.FailedMessage>;
  FailedMessagePage: ResolverTypeWrapper<Types.FailedMessagePage>;
  FieldChange: ResolverTypeWrapper<Types.FieldChange>;
  Float: ResolverTypeWrapper<Types.Scalars['Float']['output']>;
  FreightOption: ResolverTypeWrapper<Types.FreightOption>;
  FreightPromise: ResolverTypeWrapper<Types.FreightPromise>;
  FreightQuote: ResolverTypeWrapper<Types.FreightQuote>;
  FreightService: Types.FreightService;
  Hero: ResolverTypeWrapper<Types.Hero>;
  HeroInput: Types.HeroInput;
  HomeContent: ResolverTypeWrapper<Omit<Types.HomeContent, 'featuredProducts'> & { featuredProducts: ReadonlyArray<ResolversTypes['Product']> }>;
  HomeEditable: ResolverTypeWrapper<Types.HomeEditable>;
  HomeEditableInput: Types.HomeEditableInput;
  ID: ResolverTypeWrapper<Types.Scalars['ID']['output']>;
  ImageSource: ResolverTypeWrapper<Types.ImageSource>;
  InstallmentOption: ResolverTypeWrapper<Types.InstallmentOption>;
  Installments: ResolverTypeWrapper<Types.Installments>;
  Int: ResolverTypeWrapper<Types.Scalars['Int']['output']>;
  InviteStaffInput: Types.InviteStaffInput;
  LoginResult: ResolverTypeWrapper<Types.LoginResult>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OpenTicketInput: Types.OpenTicketInput;
  OwnReview: ResolverTypeWrapper<OwnReviewRecord>;
  PayLink: ResolverTypeWrapper<Types.PayLink>;
  PaymentMethod: Types.PaymentMethod;
  PaymentOption: ResolverTypeWrapper<Types.PaymentOption>;
  PixPayment: ResolverTypeWrapper<Types.PixPayment>;
  PlaceOrderInput: Types.PlaceOrderInput;
  PriceListChange: ResolverTypeWrapper<Types.PriceListChange>;
  PriceListProblem: ResolverTypeWrapper<Types.PriceListProblem>;
  PriceListReport: ResolverTypeWrapper<Types.PriceListReport>;
  PriceRange: ResolverTypeWrapper<Types.PriceRange>;
  Product: ResolverTypeWrapper<ProductRecord>;
  ProductAttribute: ResolverTypeWrapper<Types.ProductAttribute>;
  ProductContentInput: Types.ProductContentInput;
  ProductContentView: ResolverTypeWrapper<ProductContent>;
  ProductDraftView: ResolverTypeWrapper<Omit<Types.ProductDraftView, 'content' | 'result'> & { content: ResolversTypes['ProductContentView'], result: ResolversTypes['ProductContentView'] }>;
  ProductFacets: ResolverTypeWrapper<Types.ProductFacets>;
  ProductFilter: Types.ProductFilter;
  ProductImage: ResolverTypeWrapper<ProductPhoto>;
  ProductPage: ResolverTypeWrapper<ProductPageSource>;
  ProductPhotoInput: Types.ProductPhotoInput;
  ProductRating: ResolverTypeWrapper<Omit<Types.ProductRating, 'latest'> & { latest: ReadonlyArray<ResolversTypes['PublicReview']> }>;
  ProductRatingPage: ResolverTypeWrapper<Omit<Types.ProductRatingPage, 'items'> & { items: ReadonlyArray<ResolversTypes['ProductRating']> }>;
  ProductReviewPage: ResolverTypeWrapper<Omit<Types.ProductReviewPage, 'items'> & { items: ReadonlyArray<ResolversTypes['PublicReview']> }>;
  ProductSchedule: ResolverTypeWrapper<Types.ProductSchedule>;
  ProductSort: Types.ProductSort;
  ProductVersion: ResolverTypeWrapper<VersionRecord>;
  PublicReview: ResolverTypeWrapper<PublicReviewRecord>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Region: Types.Region;
  RegisterCustomerInput: Types.RegisterCustomerInput;
  Request: ResolverTypeWrapper<RequestRecord>;
  RequestCard: ResolverTypeWrapper<Types.RequestCard>;
  RequestEvent: ResolverTypeWrapper<RequestEventRecord>;
  RequestFreight: ResolverTypeWrapper<RequestFreightRecord>;
  RequestItem: ResolverTypeWrapper<RequestItemRecord>;
  RequestStatus: Types.RequestStatus;
  ReviewInput: Types.ReviewInput;
  ReviewStatus: Types.ReviewStatus;
  ScheduleAction: Types.ScheduleAction;
  Service: ResolverTypeWrapper<Types.Service>;
  ServiceIcon: Types.ServiceIcon;
  StaffMember: ResolverTypeWrapper<StaffRecord>;
  StaffNotices: ResolverTypeWrapper<Types.StaffNotices>;
  StaffNoticesInput: Types.StaffNoticesInput;
  StaffRequestPage: ResolverTypeWrapper<Omit<Types.StaffRequestPage, 'items'> & { items: ReadonlyArray<ResolversTypes['Request']> }>;
  StaffReview: ResolverTypeWrapper<StaffReviewRecord>;
  StaffReviewPage: ResolverTypeWrapper<Omit<Types.StaffReviewPage, 'items'> & { items: ReadonlyArray<ResolversTypes['StaffReview']> }>;
  StaffRole: Types.StaffRole;
  StaffSession: ResolverTypeWrapper<Omit<Types.StaffSession, 'staff'> & { staff: ResolversTypes['StaffMember'] }>;
  StockAlert: ResolverTypeWrapper<StockAlertRecord>;
  StockAlertPage: ResolverTypeWrapper<Omit<Types.StockAlertPage, 'items'> & { items: ReadonlyArray<ResolversTypes['StockAlert']> }>;
  StockAlertReceipt: ResolverTypeWrapper<Types.StockAlertReceipt>;
  StockAlertState: Types.StockAlertState;
  String: ResolverTypeWrapper<Types.Scalars['String']['output']>;
  SupportComment: ResolverTypeWrapper<TicketCommentRecord>;
  SupportCustomer: ResolverTypeWrapper<CustomerRecord>;
  SupportTicket: ResolverTypeWrapper<TicketRecord>;
  SupportTicketPage: ResolverTypeWrapper<Omit<Types.SupportTicketPage, 'items'> & { items: ReadonlyArray<ResolversTypes['SupportTicket']> }>;
  Ticket: ResolverTypeWrapper<TicketRecord>;
  TicketComment: ResolverTypeWrapper<TicketCommentRecord>;
  TicketCounts: ResolverTypeWrapper<Types.TicketCounts>;
  TicketDeadline: Types.TicketDeadline;
  TicketDeadlineCounts: ResolverTypeWrapper<Types.TicketDeadlineCounts>;
  TicketList: ResolverTypeWrapper<Omit<Types.TicketList, 'items'> & { items: ReadonlyArray<ResolversTypes['Ticket']> }>;
  TicketStatus: Types.TicketStatus;
  Timestamp: ResolverTypeWrapper<Types.Scalars['Timestamp']['output']>;
  UpdateCustomerInput: Types.UpdateCustomerInput;
  UpdateProductInput: Types.UpdateProductInput;
  WorkspaceStatus: Types.WorkspaceStatus;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActivityEntry: ActivityRecord;
  ActivityFilter: Types.ActivityFilter;
  ActivityPage: Omit<Types.ActivityPage, 'items'> & { items: ReadonlyArray<ResolversParentTypes['ActivityEntry']> };
  AddCreditCardInput: Types.AddCreditCardInput;
  AfterSale: AfterSaleRecord;
  AfterSaleEvent: AfterSaleEventRecord;
  AfterSaleInput: Types.AfterSaleInput;
  AfterSaleItem: AfterSaleItemRecord;
  AfterSalePage: Omit<Types.AfterSalePage, 'items'> & { items: ReadonlyArray<ResolversParentTypes['AfterSale']> };
  AfterSaleUnitsInput: Types.AfterSaleUnitsInput;
  Announcement: Types.Announcement;
  AnnouncementInput: Types.AnnouncementInput;
  AttributeFacet: Types.AttributeFacet;
  AttributeFilterInput: Types.AttributeFilterInput;
  AttributeValue: Types.AttributeValue;
  BackofficeHomeContent: Types.BackofficeHomeContent;
  BackofficeProduct: Omit<Types.BackofficeProduct, 'draft' | 'live' | 'versions'> & { draft?: Types.Maybe<ResolversParentTypes['ProductDraftView']>, live: ResolversParentTypes['ProductContentView'], versions: ReadonlyArray<ResolversParentTypes['ProductVersion']> };
  BackofficeProductPage: Types.BackofficeProductPage;
  BackofficeProductRow: Types.BackofficeProductRow;
  BoletoPayment: Types.BoletoPayment;
  Boolean: Types.Scalars['Boolean']['output'];
  CancelledStockAlert: Types.CancelledStockAlert;
  CardPaymentInput: Types.CardPaymentInput;
  CartLineInput: Types.CartLineInput;
  CatalogueChange: Omit<Types.CatalogueChange, 'product'> & { product?: Types.Maybe<ResolversParentTypes['Product']> };
  CatalogueChanges: Omit<Types.CatalogueChanges, 'changes'> & { changes: ReadonlyArray<ResolversParentTypes['CatalogueChange']> };
  Category: CategoryRecord;
  CepAddress: Types.CepAddress;
  ChosenAttribute: Types.ChosenAttribute;
  CommentAuthor: Types.CommentAuthor;
  CreateProductInput: Types.CreateProductInput;
  CreditCard: CardRecord;
  Customer: CustomerRecord;
  DeliveryAddress: Types.DeliveryAddress;
  DeliveryAddressInput: Types.DeliveryAddressInput;
  FailedMessage: Types.FailedMessage;
  FailedMessagePage: Types.FailedMessagePage;
  FieldChange: Types.FieldChange;
  Float: Types.Scalars['Float']['output'];
  FreightOption: Types.FreightOption;
  FreightPromise: Types.FreightPromise;
  FreightQuote: Types.FreightQuote;
  Hero: Types.Hero;
  HeroInput: Types.HeroInput;
  HomeContent: Omit<Types.HomeContent, 'featuredProducts'> & { featuredProducts: ReadonlyArray<ResolversParentTypes['Product']> };
  HomeEditable: Types.HomeEditable;
  HomeEditableInput: Types.HomeEditableInput;
  ID: Types.Scalars['ID']['output'];
  ImageSource: Types.ImageSource;
  InstallmentOption: Types.InstallmentOption;
  Installments: Types.Installments;
  Int: Types.Scalars['Int']['output'];
  InviteStaffInput: Types.InviteStaffInput;
  LoginResult: Types.LoginResult;
  Mutation: Record<PropertyKey, never>;
  OpenTicketInput: Types.OpenTicketInput;
  OwnReview: OwnReviewRecord;
  PayLink: Types.PayLink;
  PaymentOption: Types.PaymentOption;
  PixPayment: Types.PixPayment;
  PlaceOrderInput: Types.PlaceOrderInput;
  PriceListChange: Types.PriceListChange;
  PriceListProblem: Types.PriceListProblem;
  PriceListReport: Types.PriceListReport;
  PriceRange: Types.PriceRange;
  Product: ProductRecord;
  ProductAttribute: Types.ProductAttribute;
  ProductContentInput: Types.ProductContentInput;
  ProductContentView: ProductContent;
  ProductDraftView: Omit<Types.ProductDraftView, 'content' | 'result'> & { content: ResolversParentTypes['ProductContentView'], result: ResolversParentTypes['ProductContentView'] };
  ProductFacets: Types.ProductFacets;
  ProductFilter: Types.ProductFilter;
  ProductImage: ProductPhoto;
  ProductPage: ProductPageSource;
  ProductPhotoInput: Types.ProductPhotoInput;
  ProductRating: Omit<Types.ProductRating, 'latest'> & { latest: ReadonlyArray<ResolversParentTypes['PublicReview']> };
  ProductRatingPage: Omit<Types.ProductRatingPage, 'items'> & { items: ReadonlyArray<ResolversParentTypes['ProductRating']> };
  ProductReviewPage: Omit<Types.ProductReviewPage, 'items'> & { items: ReadonlyArray<ResolversParentTypes['PublicReview']> };
  ProductSchedule: Types.ProductSchedule;
  ProductVersion: VersionRecord;
  PublicReview: PublicReviewRecord;
  Query: Record<PropertyKey, never>;
  RegisterCustomerInput: Types.RegisterCustomerInput;
  Request: RequestRecord;
  RequestCard: Types.RequestCard;
  RequestEvent: RequestEventRecord;
  RequestFreight: RequestFreightRecord;
  RequestItem: RequestItemRecord;
  ReviewInput: Types.ReviewInput;
  Service: Types.Service;
  StaffMember: StaffRecord;
  StaffNotices: Types.StaffNotices;
  StaffNoticesInput: Types.StaffNoticesInput;
  StaffRequestPage: Omit<Types.StaffRequestPage, 'items'> & { items: ReadonlyArray<ResolversParentTypes['Request']> };
  StaffReview: StaffReviewRecord;
  StaffReviewPage: Omit<Types.StaffReviewPage, 'items'> & { items: ReadonlyArray<ResolversParentTypes['StaffReview']> };
  StaffSession: Omit<Types.StaffSession, 'staff'> & { staff: ResolversParentTypes['StaffMember'] };
  StockAlert: StockAlertRecord;
  StockAlertPage: Omit<Types.StockAlertPage, 'items'> & { items: ReadonlyArray<ResolversParentTypes['StockAlert']> };
  StockAlertReceipt: Types.StockAlertReceipt;
  String: Types.Scalars['String']['output'];
  SupportComment: TicketCommentRecord;
  SupportCustomer: CustomerRecord;
  SupportTicket: TicketRecord;
  SupportTicketPage: Omit<Types.SupportTicketPage, 'items'> & { items: ReadonlyArray<ResolversParentTypes['SupportTicket']> };
  Ticket: TicketRecord;
  TicketComment: TicketCommentRecord;
  TicketCounts: Types.TicketCounts;
  TicketDeadlineCounts: Types.TicketDeadlineCounts;
  TicketList: Omit<Types.TicketList, 'items'> & { items: ReadonlyArray<ResolversParentTypes['Ticket']> };
  Timestamp: Types.Scalars['Timestamp']['output'];
  UpdateCustomerInput: Types.UpdateCustomerInput;
  UpdateProductInput: Types.UpdateProductInput;
};

export type MaxItemsDirectiveArgs = {
  value: Types.Scalars['Int']['input'];
};

export type MaxItemsDirectiveResolver<Result, Parent, ContextType = ApiContext, Args = MaxItemsDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type MaxLengthDirectiveArgs = {
  value: Types.Scalars['Int']['input'];
};

export type MaxLengthDirectiveResolver<Result, Parent, ContextType = ApiContext, Args = MaxLengthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type StaffOnlyDirectiveArgs = { };

export type StaffOnlyDirectiveResolver<Result, Parent, ContextType = ApiContext, Args = StaffOnlyDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ActivityEntryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ActivityEntry'] = ResolversParentTypes['ActivityEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  staffId?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  staffName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjectType?: Resolver<ResolversTypes['ActivitySubject'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ActivityPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ActivityPage'] = ResolversParentTypes['ActivityPage']> = {
  items?: Resolver<ReadonlyArray<ResolversTypes['ActivityEntry']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AfterSaleResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AfterSale'] = ResolversParentTypes['AfterSale']> = {
  answerBy?: Resolver<Types.Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  answerLate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canRefuse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  exchangeRequestNumber?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  freightAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  history?: Resolver<ReadonlyArray<ResolversTypes['AfterSaleEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<ReadonlyArray<ResolversTypes['AfterSaleItem']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AfterSaleKind'], ParentType, ContextType>;
  kindLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photos?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  postageCode?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postageExpiresAt?: Resolver<Types.Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  reason?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refundFailure?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundedAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refusalReason?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  requestNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AfterSaleStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AfterSaleEventResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AfterSaleEvent'] = ResolversParentTypes['AfterSaleEvent']> = {
  at?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AfterSaleStatus'], ParentType, ContextType>;
};

export type AfterSaleItemResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AfterSaleItem'] = ResolversParentTypes['AfterSaleItem']> = {
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  requestItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AfterSalePageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AfterSalePage'] = ResolversParentTypes['AfterSalePage']> = {
  items?: Resolver<ReadonlyArray<ResolversTypes['AfterSale']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AnnouncementResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Announcement'] = ResolversParentTypes['Announcement']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  href?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AttributeFacetResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AttributeFacet'] = ResolversParentTypes['AttributeFacet']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AttributeValueResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AttributeValue'] = ResolversParentTypes['AttributeValue']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BackofficeHomeContentResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BackofficeHomeContent'] = ResolversParentTypes['BackofficeHomeContent']> = {
  draft?: Resolver<Types.Maybe<ResolversTypes['HomeEditable']>, ParentType, ContextType>;
  live?: Resolver<ResolversTypes['HomeEditable'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  savedAt?: Resolver<Types.Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  savedBy?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BackofficeProductResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BackofficeProduct'] = ResolversParentTypes['BackofficeProduct']> = {
  draft?: Resolver<Types.Maybe<ResolversTypes['ProductDraftView']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  live?: Resolver<ResolversTypes['ProductContentView'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  schedule?: Resolver<Types.Maybe<ResolversTypes['ProductSchedule']>, ParentType, ContextType>;
  versions?: Resolver<ReadonlyArray<ResolversTypes['ProductVersion']>, ParentType, ContextType>;
};

export type BackofficeProductPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BackofficeProductPage'] = ResolversParentTypes['BackofficeProductPage']> = {
  items?: Resolver<ReadonlyArray<ResolversTypes['BackofficeProductRow']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BackofficeProductRowResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BackofficeProductRow'] = ResolversParentTypes['BackofficeProductRow']> = {
  hasDraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  schedule?: Resolver<Types.Maybe<ResolversTypes['ProductSchedule']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
};

export type BoletoPaymentResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BoletoPayment'] = ResolversParentTypes['BoletoPayment']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  barcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  digitableLine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
};

export type CancelledStockAlertResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CancelledStockAlert'] = ResolversParentTypes['CancelledStockAlert']> = {
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CatalogueChangeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CatalogueChange'] = ResolversParentTypes['CatalogueChange']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  product?: Resolver<Types.Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CatalogueChangesResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CatalogueChanges'] = ResolversParentTypes['CatalogueChanges']> = {
  changes?: Resolver<ReadonlyArray<ResolversTypes['CatalogueChange']>, ParentType, ContextType>;
  checkpoint?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  complete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  epoch?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CepAddressResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CepAddress'] = ResolversParentTypes['CepAddress']> = {
  cep?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  district?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  region?: Resolver<ResolversTypes['Region'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChosenAttributeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ChosenAttribute'] = ResolversParentTypes['ChosenAttribute']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CommentAuthorResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CommentAuthor'] = ResolversParentTypes['CommentAuthor']> = {
  kind?: Resolver<ResolversTypes['CommentAuthorKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreditCardResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CreditCard'] = ResolversParentTypes['CreditCard']> = {
  brand?: Resolver<ResolversTypes['CardBrand'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  expMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  holderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerCardId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  address?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cep?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cpf?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  deleted_at?: Resolver<Types.Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rg?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
};

export type DeliveryAddressResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DeliveryAddress'] = ResolversParentTypes['DeliveryAddress']> = {
  cep?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  complement?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  district?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FailedMessageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FailedMessage'] = ResolversParentTypes['FailedMessage']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  failedAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastError?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  retryable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FailedMessagePageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FailedMessagePage'] = ResolversParentTypes['FailedMessagePage']> = {
  items?: Resolver<ReadonlyArray<ResolversTypes['FailedMessage']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FieldChangeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FieldChange'] = ResolversParentTypes['FieldChange']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FreightOptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FreightOption'] = ResolversParentTypes['FreightOption']> = {
  deliveryDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fullPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  service?: Resolver<ResolversTypes['FreightService'], ParentType, ContextType>;
};

export type FreightPromiseResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FreightPromise'] = ResolversParentTypes['FreightPromise']> = {
  freightDiscountPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minimum?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  missing?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type FreightQuoteResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FreightQuote'] = ResolversParentTypes['FreightQuote']> = {
  address?: Resolver<ResolversTypes['CepAddress'], ParentType, ContextType>;
  billedKg?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  options?: Resolver<ReadonlyArray<ResolversTypes['FreightOption']>, ParentType, ContextType>;
  promise?: Resolver<ResolversTypes['FreightPromise'], ParentType, ContextType>;
  promotion?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  weightKg?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type HeroResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Hero'] = ResolversParentTypes['Hero']> = {
  ctaHref?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ctaLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HomeContentResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['HomeContent'] = ResolversParentTypes['HomeContent']> = {
  announcements?: Resolver<ReadonlyArray<ResolversTypes['Announcement']>, ParentType, ContextType>;
  featuredProducts?: Resolver<ReadonlyArray<ResolversTypes['Product']>, ParentType, ContextType>;
  hero?: Resolver<ResolversTypes['Hero'], ParentType, ContextType>;
  services?: Resolver<ReadonlyArray<ResolversTypes['Service']>, ParentType, ContextType>;
};

export type HomeEditableResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['HomeEditable'] = ResolversParentTypes['HomeEditable']> = {
  announcements?: Resolver<ReadonlyArray<ResolversTypes['Announcement']>, ParentType, ContextType>;
  hero?: Resolver<ResolversTypes['Hero'], ParentType, ContextType>;
};

export type ImageSourceResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ImageSource'] = ResolversParentTypes['ImageSource']> = {
  srcset?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InstallmentOptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['InstallmentOption'] = ResolversParentTypes['InstallmentOption']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type InstallmentsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Installments'] = ResolversParentTypes['Installments']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LoginResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = {
  deviceProof?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptStaffInvitation?: Resolver<ResolversTypes['StaffSession'], ParentType, ContextType, RequireFields<Types.MutationAcceptStaffInvitationArgs, 'code' | 'email' | 'password'>>;
  addCreditCard?: Resolver<ResolversTypes['CreditCard'], ParentType, ContextType, RequireFields<Types.MutationAddCreditCardArgs, 'input'>>;
  addFavorite?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<Types.MutationAddFavoriteArgs, 'productId'>>;
  addTicketComment?: Resolver<ResolversTypes['Ticket'], ParentType, ContextType, RequireFields<Types.MutationAddTicketCommentArgs, 'body' | 'ticketId'>>;
  addTicketNote?: Resolver<ResolversTypes['SupportTicket'], ParentType, ContextType, RequireFields<Types.MutationAddTicketNoteArgs, 'body' | 'ticketId'>>;
  answerTicket?: Resolver<ResolversTypes['SupportTicket'], ParentType, ContextType, RequireFields<Types.MutationAnswerTicketArgs, 'body' | 'ticketId'>>;
  approveAfterSale?: Resolver<ResolversTypes['AfterSale'], ParentType, ContextType, RequireFields<Types.MutationApproveAfterSaleArgs, 'id'>>;
  approveReview?: Resolver<ResolversTypes['StaffReview'], ParentType, ContextType, RequireFields<Types.MutationApproveReviewArgs, 'id'>>;
  cancelMyRequest?: Resolver<ResolversTypes['AfterSale'], ParentType, ContextType, RequireFields<Types.MutationCancelMyRequestArgs, 'requestId'>>;
  cancelProductSchedule?: Resolver<ResolversTypes['BackofficeProduct'], ParentType, ContextType, RequireFields<Types.MutationCancelProductScheduleArgs, 'id' | 'revision'>>;
  cancelStockAlert?: Resolver<ResolversTypes['CancelledStockAlert'], ParentType, ContextType, RequireFields<Types.MutationCancelStockAlertArgs, 'token'>>;
  changeStaffRole?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<Types.MutationChangeStaffRoleArgs, 'id' | 'role'>>;
  confirmAfterSaleReceipt?: Resolver<ResolversTypes['AfterSale'], ParentType, ContextType, RequireFields<Types.MutationConfirmAfterSaleReceiptArgs, 'id'>>;
  createProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<Types.MutationCreateProductArgs, 'input'>>;
  deactivateStaff?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<Types.MutationDeactivateStaffArgs, 'id'>>;
  deleteMyAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationDeleteMyAccountArgs, 'password'>>;
  discardHomeContentDraft?: Resolver<ResolversTypes['BackofficeHomeContent'], ParentType, ContextType, RequireFields<Types.MutationDiscardHomeContentDraftArgs, 'revision'>>;
  discardProductDraft?: Resolver<ResolversTypes['BackofficeProduct'], ParentType, ContextType, RequireFields<Types.MutationDiscardProductDraftArgs, 'id' | 'revision'>>;
  importPriceList?: Resolver<ResolversTypes['PriceListReport'], ParentType, ContextType, RequireFields<Types.MutationImportPriceListArgs, 'apply' | 'csv'>>;
  inviteStaff?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<Types.MutationInviteStaffArgs, 'input'>>;
  logoutCustomer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  logoutEverywhere?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markTicketRead?: Resolver<ResolversTypes['Ticket'], ParentType, ContextType, RequireFields<Types.MutationMarkTicketReadArgs, 'id'>>;
  openAfterSale?: Resolver<ResolversTypes['AfterSale'], ParentType, ContextType, RequireFields<Types.MutationOpenAfterSaleArgs, 'input'>>;
  openTicket?: Resolver<ResolversTypes['Ticket'], ParentType, ContextType, RequireFields<Types.MutationOpenTicketArgs, 'input'>>;
  placeOrder?: Resolver<ResolversTypes['Request'], ParentType, ContextType, RequireFields<Types.MutationPlaceOrderArgs, 'input'>>;
  publishHomeContentDraft?: Resolver<ResolversTypes['BackofficeHomeContent'], ParentType, ContextType, RequireFields<Types.MutationPublishHomeContentDraftArgs, 'revision'>>;
  publishProductDraft?: Resolver<ResolversTypes['BackofficeProduct'], ParentType, ContextType, RequireFields<Types.MutationPublishProductDraftArgs, 'id' | 'revision'>>;
  refuseAfterSale?: Resolver<ResolversTypes['AfterSale'], ParentType, ContextType, RequireFields<Types.MutationRefuseAfterSaleArgs, 'id' | 'reason'>>;
  registerCustomer?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<Types.MutationRegisterCustomerArgs, 'input'>>;
  reinviteStaff?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<Types.MutationReinviteStaffArgs, 'id'>>;
  rejectReview?: Resolver<ResolversTypes['StaffReview'], ParentType, ContextType, RequireFields<Types.MutationRejectReviewArgs, 'id'>>;
  removeCreditCard?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<Types.MutationRemoveCreditCardArgs, 'id'>>;
  removeFavorite?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<Types.MutationRemoveFavoriteArgs, 'productId'>>;
  removeReview?: Resolver<ResolversTypes['StaffReview'], ParentType, ContextType, RequireFields<Types.MutationRemoveReviewArgs, 'id'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationRequestPasswordResetArgs, 'email'>>;
  requestStockAlert?: Resolver<ResolversTypes['StockAlertReceipt'], ParentType, ContextType, RequireFields<Types.MutationRequestStockAlertArgs, 'email' | 'productId'>>;
  resendEmailVerification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationResetPasswordArgs, 'code' | 'email' | 'newPassword'>>;
  restoreProductVersion?: Resolver<ResolversTypes['BackofficeProduct'], ParentType, ContextType, RequireFields<Types.MutationRestoreProductVersionArgs, 'id' | 'revision' | 'version'>>;
  retryAfterSaleRefund?: Resolver<ResolversTypes['AfterSale'], ParentType, ContextType, RequireFields<Types.MutationRetryAfterSaleRefundArgs, 'id'>>;
  retryFailedMessage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationRetryFailedMessageArgs, 'id'>>;
  reviewProduct?: Resolver<ResolversTypes['OwnReview'], ParentType, ContextType, RequireFields<Types.MutationReviewProductArgs, 'input'>>;
  saveHomeContentDraft?: Resolver<ResolversTypes['BackofficeHomeContent'], ParentType, ContextType, RequireFields<Types.MutationSaveHomeContentDraftArgs, 'input' | 'revision'>>;
  saveProductDraft?: Resolver<ResolversTypes['BackofficeProduct'], ParentType, ContextType, RequireFields<Types.MutationSaveProductDraftArgs, 'input'>>;
  scheduleProduct?: Resolver<ResolversTypes['BackofficeProduct'], ParentType, ContextType, RequireFields<Types.MutationScheduleProductArgs, 'action' | 'at' | 'id' | 'revision'>>;
  setMyStaffNotices?: Resolver<ResolversTypes['StaffNotices'], ParentType, ContextType, RequireFields<Types.MutationSetMyStaffNoticesArgs, 'input'>>;
  setTicketStatus?: Resolver<ResolversTypes['SupportTicket'], ParentType, ContextType, RequireFields<Types.MutationSetTicketStatusArgs, 'status' | 'ticketId'>>;
  staffChangePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationStaffChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  staffLogin?: Resolver<ResolversTypes['StaffSession'], ParentType, ContextType, RequireFields<Types.MutationStaffLoginArgs, 'email' | 'password'>>;
  staffLogout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updateCostumer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<Types.MutationUpdateCostumerArgs, 'input'>>;
  updateProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<Types.MutationUpdateProductArgs, 'id' | 'input'>>;
  updateRequestStatus?: Resolver<ResolversTypes['Request'], ParentType, ContextType, RequireFields<Types.MutationUpdateRequestStatusArgs, 'id' | 'status'>>;
  uploadAfterSalePhoto?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<Types.MutationUploadAfterSalePhotoArgs, 'data'>>;
  verifyEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationVerifyEmailArgs, 'linkToken'>>;
};

export type OwnReviewResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OwnReview'] = ResolversParentTypes['OwnReview']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requestId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReviewStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PayLinkResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PayLink'] = ResolversParentTypes['PayLink']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentOptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PaymentOption'] = ResolversParentTypes['PaymentOption']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PixPaymentResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PixPayment'] = ResolversParentTypes['PixPayment']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  qrCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qrCodeBase64?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  txid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PriceListChangeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PriceListChange'] = ResolversParentTypes['PriceListChange']> = {
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceFrom?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceTo?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantityFrom?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantityTo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PriceListProblemResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PriceListProblem'] = ResolversParentTypes['PriceListProblem']> = {
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PriceListReportResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PriceListReport'] = ResolversParentTypes['PriceListReport']> = {
  applied?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  changes?: Resolver<ReadonlyArray<ResolversTypes['PriceListChange']>, ParentType, ContextType>;
  lines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  problems?: Resolver<ReadonlyArray<ResolversTypes['PriceListProblem']>, ParentType, ContextType>;
  unchanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PriceRangeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PriceRange'] = ResolversParentTypes['PriceRange']> = {
  max?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  attributes?: Resolver<ReadonlyArray<ResolversTypes['ProductAttribute']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  cover?: Resolver<Types.Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  deleted_at?: Resolver<Types.Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<ReadonlyArray<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  installments?: Resolver<ResolversTypes['Installments'], ParentType, ContextType>;
  isFavorited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photos?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  pixPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
};

export type ProductAttributeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductAttribute'] = ResolversParentTypes['ProductAttribute']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<ReadonlyArray<ResolversTypes['AttributeValue']>, ParentType, ContextType>;
};

export type ProductContentViewResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductContentView'] = ResolversParentTypes['ProductContentView']> = {
  category?: Resolver<Types.Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  categoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photos?: Resolver<ReadonlyArray<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductDraftViewResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductDraftView'] = ResolversParentTypes['ProductDraftView']> = {
  changedFields?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['ProductContentView'], ParentType, ContextType>;
  result?: Resolver<ResolversTypes['ProductContentView'], ParentType, ContextType>;
  savedAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  savedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductFacetsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductFacets'] = ResolversParentTypes['ProductFacets']> = {
  attributes?: Resolver<ReadonlyArray<ResolversTypes['AttributeFacet']>, ParentType, ContextType>;
  priceRange?: Resolver<Types.Maybe<ResolversTypes['PriceRange']>, ParentType, ContextType>;
};

export type ProductImageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductImage'] = ResolversParentTypes['ProductImage']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sources?: Resolver<ReadonlyArray<ResolversTypes['ImageSource']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ProductPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = {
  didYouMean?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endCursor?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  facets?: Resolver<ResolversTypes['ProductFacets'], ParentType, ContextType>;
  items?: Resolver<ReadonlyArray<ResolversTypes['Product']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductRatingResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductRating'] = ResolversParentTypes['ProductRating']> = {
  average?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  latest?: Resolver<ReadonlyArray<ResolversTypes['PublicReview']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ProductRatingPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductRatingPage'] = ResolversParentTypes['ProductRatingPage']> = {
  endCursor?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  items?: Resolver<ReadonlyArray<ResolversTypes['ProductRating']>, ParentType, ContextType>;
};

export type ProductReviewPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductReviewPage'] = ResolversParentTypes['ProductReviewPage']> = {
  items?: Resolver<ReadonlyArray<ResolversTypes['PublicReview']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductScheduleResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductSchedule'] = ResolversParentTypes['ProductSchedule']> = {
  action?: Resolver<ResolversTypes['ScheduleAction'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  by?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductVersionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductVersion'] = ResolversParentTypes['ProductVersion']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actionLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  by?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changes?: Resolver<ReadonlyArray<ResolversTypes['FieldChange']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PublicReviewResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PublicReview'] = ResolversParentTypes['PublicReview']> = {
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  activityLog?: Resolver<ResolversTypes['ActivityPage'], ParentType, ContextType, Partial<Types.QueryActivityLogArgs>>;
  addressByCep?: Resolver<ResolversTypes['CepAddress'], ParentType, ContextType, RequireFields<Types.QueryAddressByCepArgs, 'cep'>>;
  afterSale?: Resolver<Types.Maybe<ResolversTypes['AfterSale']>, ParentType, ContextType, RequireFields<Types.QueryAfterSaleArgs, 'id'>>;
  backofficeHomeContent?: Resolver<ResolversTypes['BackofficeHomeContent'], ParentType, ContextType>;
  backofficeProduct?: Resolver<ResolversTypes['BackofficeProduct'], ParentType, ContextType, RequireFields<Types.QueryBackofficeProductArgs, 'id'>>;
  backofficeProducts?: Resolver<ResolversTypes['BackofficeProductPage'], ParentType, ContextType, Partial<Types.QueryBackofficeProductsArgs>>;
  catalogueChanges?: Resolver<ResolversTypes['CatalogueChanges'], ParentType, ContextType, Partial<Types.QueryCatalogueChangesArgs>>;
  categories?: Resolver<ReadonlyArray<ResolversTypes['Category']>, ParentType, ContextType>;
  creditCards?: Resolver<ReadonlyArray<ResolversTypes['CreditCard']>, ParentType, ContextType>;
  failedMessages?: Resolver<ResolversTypes['FailedMessagePage'], ParentType, ContextType, Partial<Types.QueryFailedMessagesArgs>>;
  favoriteIds?: Resolver<ReadonlyArray<ResolversTypes['ID']>, ParentType, ContextType>;
  favorites?: Resolver<ReadonlyArray<ResolversTypes['Product']>, ParentType, ContextType>;
  freightQuote?: Resolver<ResolversTypes['FreightQuote'], ParentType, ContextType, RequireFields<Types.QueryFreightQuoteArgs, 'cep' | 'lines'>>;
  getCustomerLoggedIn?: Resolver<Types.Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  getProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<Types.QueryGetProductArgs, 'id'>>;
  homeContent?: Resolver<ResolversTypes['HomeContent'], ParentType, ContextType>;
  installmentPlan?: Resolver<ReadonlyArray<ResolversTypes['InstallmentOption']>, ParentType, ContextType, RequireFields<Types.QueryInstallmentPlanArgs, 'total'>>;
  loginCustomer?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<Types.QueryLoginCustomerArgs, 'email' | 'password'>>;
  myData?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  myReviews?: Resolver<ReadonlyArray<ResolversTypes['OwnReview']>, ParentType, ContextType>;
  myStaffNotices?: Resolver<ResolversTypes['StaffNotices'], ParentType, ContextType>;
  paymentOptions?: Resolver<ReadonlyArray<ResolversTypes['PaymentOption']>, ParentType, ContextType>;
  productRatings?: Resolver<ResolversTypes['ProductRatingPage'], ParentType, ContextType, Partial<Types.QueryProductRatingsArgs>>;
  productReviews?: Resolver<ResolversTypes['ProductReviewPage'], ParentType, ContextType, RequireFields<Types.QueryProductReviewsArgs, 'productId'>>;
  productStockAlerts?: Resolver<ResolversTypes['StockAlertPage'], ParentType, ContextType, RequireFields<Types.QueryProductStockAlertsArgs, 'productId'>>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<Types.QueryProductsArgs, 'page' | 'pageSize' | 'sort'>>;
  request?: Resolver<Types.Maybe<ResolversTypes['Request']>, ParentType, ContextType, RequireFields<Types.QueryRequestArgs, 'id'>>;
  requests?: Resolver<ReadonlyArray<ResolversTypes['Request']>, ParentType, ContextType>;
  staffAfterSale?: Resolver<ResolversTypes['AfterSale'], ParentType, ContextType, RequireFields<Types.QueryStaffAfterSaleArgs, 'id'>>;
  staffAfterSales?: Resolver<ResolversTypes['AfterSalePage'], ParentType, ContextType, Partial<Types.QueryStaffAfterSalesArgs>>;
  staffMe?: Resolver<Types.Maybe<ResolversTypes['StaffMember']>, ParentType, ContextType>;
  staffMembers?: Resolver<ReadonlyArray<ResolversTypes['StaffMember']>, ParentType, ContextType>;
  staffRequest?: Resolver<ResolversTypes['Request'], ParentType, ContextType, RequireFields<Types.QueryStaffRequestArgs, 'id'>>;
  staffRequests?: Resolver<ResolversTypes['StaffRequestPage'], ParentType, ContextType, Partial<Types.QueryStaffRequestsArgs>>;
  staffReviews?: Resolver<ResolversTypes['StaffReviewPage'], ParentType, ContextType, Partial<Types.QueryStaffReviewsArgs>>;
  supportDeadlines?: Resolver<ResolversTypes['TicketDeadlineCounts'], ParentType, ContextType>;
  supportTicket?: Resolver<ResolversTypes['SupportTicket'], ParentType, ContextType, RequireFields<Types.QuerySupportTicketArgs, 'id'>>;
  supportTickets?: Resolver<ResolversTypes['SupportTicketPage'], ParentType, ContextType, Partial<Types.QuerySupportTicketsArgs>>;
  ticket?: Resolver<Types.Maybe<ResolversTypes['Ticket']>, ParentType, ContextType, RequireFields<Types.QueryTicketArgs, 'id'>>;
  tickets?: Resolver<ResolversTypes['TicketList'], ParentType, ContextType, Partial<Types.QueryTicketsArgs>>;
};

export type RequestResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Request'] = ResolversParentTypes['Request']> = {
  afterSales?: Resolver<ReadonlyArray<ResolversTypes['AfterSale']>, ParentType, ContextType>;
  boleto?: Resolver<Types.Maybe<ResolversTypes['BoletoPayment']>, ParentType, ContextType>;
  buyer?: Resolver<Types.Maybe<ResolversTypes['SupportCustomer']>, ParentType, ContextType>;
  canCancel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  card?: Resolver<Types.Maybe<ResolversTypes['RequestCard']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  defectLastDay?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  delivery?: Resolver<Types.Maybe<ResolversTypes['DeliveryAddress']>, ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  expiresAt?: Resolver<Types.Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  freight?: Resolver<Types.Maybe<ResolversTypes['RequestFreight']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  installments?: Resolver<Types.Maybe<ResolversTypes['InstallmentOption']>, ParentType, ContextType>;
  items?: Resolver<ReadonlyArray<ResolversTypes['RequestItem']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payLink?: Resolver<Types.Maybe<ResolversTypes['PayLink']>, ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  pix?: Resolver<Types.Maybe<ResolversTypes['PixPayment']>, ParentType, ContextType>;
  refundedAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RequestStatus'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  timeline?: Resolver<ReadonlyArray<ResolversTypes['RequestEvent']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  trackingCode?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trackingUrl?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  withdrawalLastDay?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RequestCardResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['RequestCard'] = ResolversParentTypes['RequestCard']> = {
  brand?: Resolver<ResolversTypes['CardBrand'], ParentType, ContextType>;
  last4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RequestEventResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['RequestEvent'] = ResolversParentTypes['RequestEvent']> = {
  at?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RequestStatus'], ParentType, ContextType>;
};

export type RequestFreightResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['RequestFreight'] = ResolversParentTypes['RequestFreight']> = {
  deliveryDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  service?: Resolver<ResolversTypes['FreightService'], ParentType, ContextType>;
};

export type RequestItemResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['RequestItem'] = ResolversParentTypes['RequestItem']> = {
  attributes?: Resolver<ReadonlyArray<ResolversTypes['ChosenAttribute']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<Types.Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnableQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ServiceResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Service'] = ResolversParentTypes['Service']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['ServiceIcon'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffMemberResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['StaffMember'] = ResolversParentTypes['StaffMember']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitationPending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['StaffRole'], ParentType, ContextType>;
};

export type StaffNoticesResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['StaffNotices'] = ResolversParentTypes['StaffNotices']> = {
  newOrders?: Resolver<Types.Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  newTickets?: Resolver<Types.Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type StaffRequestPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['StaffRequestPage'] = ResolversParentTypes['StaffRequestPage']> = {
  items?: Resolver<ReadonlyArray<ResolversTypes['Request']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffReviewResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['StaffReview'] = ResolversParentTypes['StaffReview']> = {
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  decidedAt?: Resolver<Types.Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  decidedByName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requestNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReviewStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffReviewPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['StaffReviewPage'] = ResolversParentTypes['StaffReviewPage']> = {
  items?: Resolver<ReadonlyArray<ResolversTypes['StaffReview']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffSessionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['StaffSession'] = ResolversParentTypes['StaffSession']> = {
  deviceProof?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  staff?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StockAlertResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['StockAlert'] = ResolversParentTypes['StockAlert']> = {
  createdAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notifiedAt?: Resolver<Types.Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['StockAlertState'], ParentType, ContextType>;
};

export type StockAlertPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['StockAlertPage'] = ResolversParentTypes['StockAlertPage']> = {
  items?: Resolver<ReadonlyArray<ResolversTypes['StockAlert']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waiting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StockAlertReceiptResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['StockAlertReceipt'] = ResolversParentTypes['StockAlertReceipt']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SupportCommentResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SupportComment'] = ResolversParentTypes['SupportComment']> = {
  author?: Resolver<ResolversTypes['CommentAuthor'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SupportCustomerResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SupportCustomer'] = ResolversParentTypes['SupportCustomer']> = {
  city?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cpf?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SupportTicketResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SupportTicket'] = ResolversParentTypes['SupportTicket']> = {
  answerBy?: Resolver<Types.Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  answerLate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  assignee?: Resolver<Types.Maybe<ResolversTypes['StaffMember']>, ParentType, ContextType>;
  awaitingReply?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  commentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  comments?: Resolver<ReadonlyArray<ResolversTypes['SupportComment']>, ParentType, ContextType, RequireFields<Types.SupportTicketCommentsArgs, 'limit' | 'offset'>>;
  created_at?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  customer?: Resolver<Types.Maybe<ResolversTypes['SupportCustomer']>, ParentType, ContextType>;
  customerRequests?: Resolver<ReadonlyArray<ResolversTypes['Request']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasUnreadReply?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastActivityAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  product?: Resolver<Types.Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  request?: Resolver<Types.Maybe<ResolversTypes['Request']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TicketStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
};

export type SupportTicketPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SupportTicketPage'] = ResolversParentTypes['SupportTicketPage']> = {
  items?: Resolver<ReadonlyArray<ResolversTypes['SupportTicket']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TicketResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Ticket'] = ResolversParentTypes['Ticket']> = {
  commentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  comments?: Resolver<ReadonlyArray<ResolversTypes['TicketComment']>, ParentType, ContextType, RequireFields<Types.TicketCommentsArgs, 'limit' | 'offset'>>;
  created_at?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasUnreadReply?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastActivityAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  product?: Resolver<Types.Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  request?: Resolver<Types.Maybe<ResolversTypes['Request']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TicketStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
};

export type TicketCommentResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TicketComment'] = ResolversParentTypes['TicketComment']> = {
  author?: Resolver<ResolversTypes['CommentAuthor'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TicketCountsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TicketCounts'] = ResolversParentTypes['TicketCounts']> = {
  all?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  closed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inProgress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  solved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TicketDeadlineCountsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TicketDeadlineCounts'] = ResolversParentTypes['TicketDeadlineCounts']> = {
  dueToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  late?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TicketListResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TicketList'] = ResolversParentTypes['TicketList']> = {
  counts?: Resolver<ResolversTypes['TicketCounts'], ParentType, ContextType>;
  items?: Resolver<ReadonlyArray<ResolversTypes['Ticket']>, ParentType, ContextType>;
};

export interface TimestampScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Timestamp'], any> {
  name: 'Timestamp';
}

export type Resolvers<ContextType = ApiContext> = {
  ActivityEntry?: ActivityEntryResolvers<ContextType>;
  ActivityPage?: ActivityPageResolvers<ContextType>;
  AfterSale?: AfterSaleResolvers<ContextType>;
  AfterSaleEvent?: AfterSaleEventResolvers<ContextType>;
  AfterSaleItem?: AfterSaleItemResolvers<ContextType>;
  AfterSalePage?: AfterSalePageResolvers<ContextType>;
  Announcement?: AnnouncementResolvers<ContextType>;
  AttributeFacet?: AttributeFacetResolvers<ContextType>;
  AttributeValue?: AttributeValueResolvers<ContextType>;
  BackofficeHomeContent?: BackofficeHomeContentResolvers<ContextType>;
  BackofficeProduct?: BackofficeProductResolvers<ContextType>;
  BackofficeProductPage?: BackofficeProductPageResolvers<ContextType>;
  BackofficeProductRow?: BackofficeProductRowResolvers<ContextType>;
  BoletoPayment?: BoletoPaymentResolvers<ContextType>;
  CancelledStockAlert?: CancelledStockAlertResolvers<ContextType>;
  CatalogueChange?: CatalogueChangeResolvers<ContextType>;
  CatalogueChanges?: CatalogueChangesResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CepAddress?: CepAddressResolvers<ContextType>;
  ChosenAttribute?: ChosenAttributeResolvers<ContextType>;
  CommentAuthor?: CommentAuthorResolvers<ContextType>;
  CreditCard?: CreditCardResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  DeliveryAddress?: DeliveryAddressResolvers<ContextType>;
  FailedMessage?: FailedMessageResolvers<ContextType>;
  FailedMessagePage?: FailedMessagePageResolvers<ContextType>;
  FieldChange?: FieldChangeResolvers<ContextType>;
  FreightOption?: FreightOptionResolvers<ContextType>;
  FreightPromise?: FreightPromiseResolvers<ContextType>;
  FreightQuote?: FreightQuoteResolvers<ContextType>;
  Hero?: HeroResolvers<ContextType>;
  HomeContent?: HomeContentResolvers<ContextType>;
  HomeEditable?: HomeEditableResolvers<ContextType>;
  ImageSource?: ImageSourceResolvers<ContextType>;
  InstallmentOption?: InstallmentOptionResolvers<ContextType>;
  Installments?: InstallmentsResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OwnReview?: OwnReviewResolvers<ContextType>;
  PayLink?: PayLinkResolvers<ContextType>;
  PaymentOption?: PaymentOptionResolvers<ContextType>;
  PixPayment?: PixPaymentResolvers<ContextType>;
  PriceListChange?: PriceListChangeResolvers<ContextType>;
  PriceListProblem?: PriceListProblemResolvers<ContextType>;
  PriceListReport?: PriceListReportResolvers<ContextType>;
  PriceRange?: PriceRangeResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductAttribute?: ProductAttributeResolvers<ContextType>;
  ProductContentView?: ProductContentViewResolvers<ContextType>;
  ProductDraftView?: ProductDraftViewResolvers<ContextType>;
  ProductFacets?: ProductFacetsResolvers<ContextType>;
  ProductImage?: ProductImageResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  ProductRating?: ProductRatingResolvers<ContextType>;
  ProductRatingPage?: ProductRatingPageResolvers<ContextType>;
  ProductReviewPage?: ProductReviewPageResolvers<ContextType>;
  ProductSchedule?: ProductScheduleResolvers<ContextType>;
  ProductVersion?: ProductVersionResolvers<ContextType>;
  PublicReview?: PublicReviewResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Request?: RequestResolvers<ContextType>;
  RequestCard?: RequestCardResolvers<ContextType>;
  RequestEvent?: RequestEventResolvers<ContextType>;
  RequestFreight?: RequestFreightResolvers<ContextType>;
  RequestItem?: RequestItemResolvers<ContextType>;
  Service?: ServiceResolvers<ContextType>;
  StaffMember?: StaffMemberResolvers<ContextType>;
  StaffNotices?: StaffNoticesResolvers<ContextType>;
  StaffRequestPage?: StaffRequestPageResolvers<ContextType>;
  StaffReview?: StaffReviewResolvers<ContextType>;
  StaffReviewPage?: StaffReviewPageResolvers<ContextType>;
  StaffSession?: StaffSessionResolvers<ContextType>;
  StockAlert?: StockAlertResolvers<ContextType>;
  StockAlertPage?: StockAlertPageResolvers<ContextType>;
  StockAlertReceipt?: StockAlertReceiptResolvers<ContextType>;
  SupportComment?: SupportCommentResolvers<ContextType>;
  SupportCustomer?: SupportCustomerResolvers<ContextType>;
  SupportTicket?: SupportTicketResolvers<ContextType>;
  SupportTicketPage?: SupportTicketPageResolvers<ContextType>;
  Ticket?: TicketResolvers<ContextType>;
  TicketComment?: TicketCommentResolvers<ContextType>;
  TicketCounts?: TicketCountsResolvers<ContextType>;
  TicketDeadlineCounts?: TicketDeadlineCountsResolvers<ContextType>;
  TicketList?: TicketListResolvers<ContextType>;
  Timestamp?: GraphQLScalarType;
};

export type DirectiveResolvers<ContextType = ApiContext> = {
  maxItems?: MaxItemsDirectiveResolver<any, any, ContextType>;
  maxLength?: MaxLengthDirectiveResolver<any, any, ContextType>;
  staffOnly?: StaffOnlyDirectiveResolver<any, any, ContextType>;
};
