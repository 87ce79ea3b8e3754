import { describe, expect, it } from 'vitest';
import { DESCRIPTION_EMPTY, newTicketSchema, toOpenTicketInput } from './new-ticket.ts';

const valid = {
  subject: 'Monitor sem imagem',
  description: '<p>Não liga.</p>',
  requestId: '',
  productId: '',
};

function messages(values: Partial<typeof valid>): Record<string, string | undefined> {
  const result = newTicketSchema.safeParse({ ...valid, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe('the new-ticket rules', () => {
  it('accepts a subject of 3 to 120 characters (trimmed)', () => {
    expect(messages({ subject: '  abc  ' })).toEqual({});
    expect(messages({ subject: 'x'.repeat(120) })).toEqual({});
    expect(messages({ subject: ' ab ' }).subject).toBe(
      'Informe o assunto com pelo menos 3 caracteres.',
    );
    expect(messages({ subject: 'x'.repeat(121) }).subject).toBe(
      'O assunto deve ter no máximo 120 caracteres.',
    );
  });

  it('asks for a description that shows something, within 20,000 characters of HTML', () => {
    expect(messages({ description: '<p><br></p>' }).description).toBe(DESCRIPTION_EMPTY);
    expect(messages({ description: `<p>${'a'.repeat(20_000)}</p>` }).description).toMatch(
      /^O texto pode ter no máximo 20\.000 caracteres, incluindo a formatação \(agora tem 20\.007\)\.$/,
    );
  });

  it('takes a product code of digits only', () => {
    expect(messages({ productId: '12' })).toEqual({});
    expect(messages({ productId: 'abc' }).productId).toBe(
      'Informe o código do produto só com números.',
    );
  });

  it('sends the trimmed subject and only the links that were chosen', () => {
    expect(toOpenTicketInput({ ...valid, subject: ' Monitor ' })).toEqual({
      subject: 'Monitor',
      description: '<p>Não liga.</p>',
    });
    expect(toOpenTicketInput({ ...valid, requestId: '2', productId: ' 4 ' })).toEqual({
      subject: 'Monitor sem imagem',
      description: '<p>Não liga.</p>',
      requestId: '2',
      productId: '4',
    });
  });
});
