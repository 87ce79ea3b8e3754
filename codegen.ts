import type { CodegenConfig } from '@graphql-codegen/cli';

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
        'src/features/catalogue/product-fields.graphql',
      ],
    },
  },
};

export default config;
