/**
 * Lets the bundler drop the GraphQL documents a bundle does not use. A generated module (the
 * site's src/lib/graphql/generated/graphql.ts, the back office's at the same place in
 * backoffice/) builds every operation's document at load time with
 * `new TypedDocumentString(...)`, which a bundler must keep as a possible side effect, so each
 * page that used one document carried all of them (the build's, or the back office's server's).
 * Marking those constructions `#__PURE__` (they only wrap a string) lets each bundle keep just
 * the documents it imports.
 */
import type { Plugin } from 'vite';

const GENERATED_DOCUMENTS = /\/src\/lib\/graphql\/generated\/graphql\.ts$/;
const CONSTRUCTION = /= new TypedDocumentString\(/g;

/** `code` with each document construction marked pure. */
export function markDocumentsPure(code: string): string {
  return code.replace(CONSTRUCTION, '= /*#__PURE__*/ new TypedDocumentString(');
}

export function pureGraphqlDocuments(): Plugin {
  return {
    name: 'pure-graphql-documents',
    transform(code, id) {
      if (!GENERATED_DOCUMENTS.test(id.split('?')[0] ?? '')) return undefined;
      return { code: markDocumentsPure(code), map: null };
    },
  };
}
