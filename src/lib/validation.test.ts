import { describe, expect, it } from 'vitest';
import { checkCpf } from '../../contract/validation.ts';
import { checked, checkedOrEmpty } from './validation.ts';
import { z } from './zod.ts';

const form = z.strictObject({ cpf: checked(checkCpf), other: checkedOrEmpty(checkCpf) });

describe('checked and checkedOrEmpty', () => {
  it("give the check's value, or its message as the field's issue", () => {
    expect(form.parse({ cpf: '529.982.247-25', other: '' })).toEqual({
      cpf: '52998224725',
      other: '',
    });
    const result = form.safeParse({ cpf: '', other: '123' });
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['cpf'], message: 'Informe o CPF.' },
      { path: ['other'], message: 'CPF inválido: confira os 11 dígitos.' },
    ]);
  });
});
