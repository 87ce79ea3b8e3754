import { init } from 'es-module-lexer';
import { beforeAll, describe, expect, it } from 'vitest';
import { componentExports } from './react-renderer-tags.ts';

beforeAll(() => init);

describe('componentExports', () => {
  it('names exported components by their local names, default exports included', () => {
    const code = [
      'export default function CheckoutPage() { return null; }',
      'export function OrderSummary() { return null; }',
      'const Inner = () => null;',
      'export { Inner as Outer };',
    ].join('\n');
    expect(componentExports(code)).toEqual(['CheckoutPage', 'OrderSummary', 'Inner']);
  });

  it('leaves out hooks, helpers and anonymous default exports', () => {
    const code = [
      'export function useCart() { return null; }',
      'export const formatPrice = (n) => String(n);',
      'export default () => null;',
    ].join('\n');
    expect(componentExports(code)).toEqual([]);
  });
});
