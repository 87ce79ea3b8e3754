import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { markDocumentsPure, pureGraphqlDocuments } from './pure-graphql-documents.ts';

/** The plugin's transform, as Vite calls it with a module's code and id. */
const transform = pureGraphqlDocuments().transform as (
  code: string,
  id: string,
) => { code: string } | undefined;

describe('markDocumentsPure', () => {
  it('marks each document construction pure and leaves the rest of the module alone', () => {
    const code = [
      'export class TypedDocumentString extends String {}',
      'export const ADocument = new TypedDocumentString(`query A { a }`);',
      'export const BFragmentDoc = new TypedDocumentString(`fragment B on T { b }`, {});',
    ].join('\n');
    expect(markDocumentsPure(code)).toBe(
      [
        'export class TypedDocumentString extends String {}',
        'export const ADocument = /*#__PURE__*/ new TypedDocumentString(`query A { a }`);',
        'export const BFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`fragment B on T { b }`, {});',
      ].join('\n'),
    );
  });
});

describe('pureGraphqlDocuments', () => {
  it.each([
    'src/lib/graphql/generated/graphql.ts',
    'backoffice/src/lib/graphql/generated/graphql.ts',
  ])('marks every document of %s as codegen writes it today', (path) => {
    const file = fileURLToPath(new URL(`../${path}`, import.meta.url));
    const generated = readFileSync(file, 'utf8');
    const documents = generated.match(/export const \w+ = new TypedDocumentString\(/g) ?? [];
    expect(documents.length).toBeGreaterThan(30);
    const marked = transform(generated, `${file}?v=1`)?.code;
    expect(marked).toBe(markDocumentsPure(generated));
    expect(marked).not.toMatch(/= new TypedDocumentString\(/);
  });

  it('leaves every other module alone', () => {
    const code = 'export const ADocument = new TypedDocumentString(`query A { a }`);';
    expect(transform(code, fileURLToPath(new URL('./csp.ts', import.meta.url)))).toBeUndefined();
  });
});
