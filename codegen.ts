import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Client types generated from the one SDL file. Each feature keeps its operations in an
 * `operations.graphql` file; the generated `graphql.ts` exports one typed document per
 * operation (`XxxDocument`), imported by name so bundles carry only what they use.
 * Selections several operations share are fragments (`ProductCardFields` beside the product
 * card, `CustomerFields` in the session's operations); their `XxxFragment` types name the
 * shared shapes. Fragment masking is off: an operation's result type holds the fragment's
 * fields as plain fields, which is what the code reads.
 * `npm test` runs this with `--check`: a renamed field fails the tests, not the shopper.
 */
const config: CodegenConfig = {
  schema: 'mocks/schema.graphql',
  documents: ['src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'src/lib/graphql/generated/': {
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
    },
  },
};

export default config;
