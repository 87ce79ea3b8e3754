import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { markDocumentsPure } from './pure-graphql-documents.ts';

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

  it('matches what codegen writes today', () => {
    const generated = readFileSync(
      new URL('../src/lib/graphql/generated/graphql.ts', import.meta.url),
      'utf8',
    );
    const documents = generated.match(/export const \w+ = new TypedDocumentString\(/g) ?? [];
    expect(documents.length).toBeGreaterThan(30);
    expect(markDocumentsPure(generated)).not.toMatch(/= new TypedDocumentString\(/);
  });
});
