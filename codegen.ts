import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * The API's types, so a field renamed in the SDL fails the server's type check as it fails the
 * site's. Two files: `api/core/generated/schema-types.ts` holds the SDL's own types (inputs,
 * enums, each field's arguments as `QueryXxxArgs`/`MutationXxxArgs`) and imports nothing, so
 * domain modules may take the input types; `resolvers.ts` beside it types every resolver map
 * (`satisfies Resolvers`) with the API's context and the records below, and imports the stores.
 */
const API_TYPES_CONFIG = {
  // Read-only like the records: resolvers never change their arguments, and may answer a
  // record's readonly lists as they are.
  immutableTypes: true,
  useTypeImports: true,
  enumsAsTypes: true,
  strictScalars: true,
  scalars: { Timestamp: 'number', ID: 'string' },
};

/** The store modules, as the generated `resolvers.ts` imports them. */
const STORES = '../../modules/';

/**
 * What the API's resolvers receive as `parent` and may answer for each object type: the record
 * its store returns, from which the type's own field resolvers compute the rest (a Product's
 * category, a Request's total). Types left out are answered as the SDL writes them.
 */
const MAPPERS = {
  Product: `${STORES}catalogue/product-store.ts#ProductRecord`,
  Category: `${STORES}catalogue/category-store.ts#CategoryRecord`,
  ProductPage: `${STORES}catalogue/product-page.ts#ProductPageSource`,
  Customer: `${STORES}account/customer-store.ts#CustomerRecord`,
  SupportCustomer: `${STORES}account/customer-store.ts#CustomerRecord`,
  CreditCard: `${STORES}cards/card-store.ts#CardRecord`,
  StaffMember: `${STORES}staff/staff-store.ts#StaffRecord`,
  Request: `${STORES}orders/request-store.ts#RequestRecord`,
  RequestItem: `${STORES}orders/request-store.ts#RequestItemRecord`,
  RequestFreight: `${STORES}orders/request-store.ts#RequestFreightRecord`,
  RequestEvent: `${STORES}orders/request-store.ts#RequestEventRecord`,
  AfterSale: `${STORES}returns/after-sale-store.ts#AfterSaleRecord`,
  AfterSaleItem: `${STORES}returns/after-sale-store.ts#AfterSaleItemRecord`,
  AfterSaleEvent: `${STORES}returns/after-sale-store.ts#AfterSaleEventRecord`,
  Ticket: `${STORES}tickets/ticket-store.ts#TicketRecord`,
  SupportTicket: `${STORES}tickets/ticket-store.ts#TicketRecord`,
  TicketComment: `${STORES}tickets/ticket-store.ts#TicketCommentRecord`,
  SupportComment: `${STORES}tickets/ticket-store.ts#TicketCommentRecord`,
  ProductContentView: '../../../contract/product-content.ts#ProductContent',
  ProductImage: '../../../contract/product-content.ts#ProductPhoto',
  ProductVersion: `${STORES}backoffice/workspace-store.ts#ProductVersion as VersionRecord`,
  ActivityEntry: `${STORES}backoffice/activity-store.ts#ActivityEntry as ActivityRecord`,
  OwnReview: `${STORES}reviews/review-store.ts#OwnReview as OwnReviewRecord`,
  PublicReview: `${STORES}reviews/review-store.ts#PublicReview as PublicReviewRecord`,
  StaffReview: `${STORES}reviews/review-store.ts#StaffReview as StaffReviewRecord`,
  StockAlert: `${STORES}alerts/alert-store.ts#StockAlertRecord`,
};

/**
 * Client types generated from the one SDL file, for each area that talks to the API: the
 * storefront (`src/`), the back office (its pages and its server) and the publisher. Each area
 * keeps its operations in `.graphql` files beside the code that sends them, and its generated
 * `graphql.ts` exports one typed document per operation (`XxxDocument`), imported by name so
 * bundles carry only what they use. Selections several operations share are fragments
 * (`ProductCardFields` beside the product card, `CustomerFields` in the session's operations,
 * `WorkspaceProductFields` in the back office's catalogue); their `XxxFragment` types name the
 * shared shapes. Fragment masking is off: an operation's result type holds the fragment's
 * fields as plain fields, which is what the code reads.
 * `npm test` runs this with `--check`: a renamed field fails the tests, not the shopper.
 */
const typedDocuments = {
  preset: 'client',
  presetConfig: { fragmentMasking: false },
  config: {
    documentMode: 'string',
    pureMagicComment: true,
    enumsAsTypes: true,
    useTypeImports: true,
    strictScalars: true,
    scalars: { Timestamp: 'number', ID: 'string' },
    avoidOptionals: { field: true, inputValue: false },
  },
} as const;

const config: CodegenConfig = {
  schema: 'mocks/schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'src/lib/graphql/generated/': { ...typedDocuments, documents: ['src/**/*.graphql'] },
    'backoffice/src/lib/graphql/generated/': {
      ...typedDocuments,
      documents: ['backoffice/**/*.graphql'],
    },
    // The publisher fetches changed products as the site's build fetches every product: with
    // the site's own fragments.
    'publisher/generated/': {
      ...typedDocuments,
      documents: [
        'publisher/**/*.graphql',
        'src/components/product-card/operations.graphql',
        'src/components/picture/operations.graphql',
        'src/features/catalogue/product-fields.graphql',
      ],
    },
    'api/core/generated/schema-types.ts': {
      plugins: ['typescript'],
      config: API_TYPES_CONFIG,
    },
    'api/core/generated/resolvers.ts': {
      plugins: [
        { add: { content: "import type * as Types from './schema-types.ts';" } },
        'typescript-resolvers',
      ],
      config: {
        ...API_TYPES_CONFIG,
        namespacedImportName: 'Types',
        contextType: '../context.ts#ApiContext',
        mappers: MAPPERS,
      },
    },
  },
};

export default config;
