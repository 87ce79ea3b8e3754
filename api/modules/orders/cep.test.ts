import { describe, expect, it } from 'vitest';
import { lookupCep } from './cep.ts';
import { STATES } from './cep-table.ts';
import { errorsOf, gql, testHandler } from '../../../tests/support/api/api.ts';

const ADDRESS = `query($cep: String!) {
  addressByCep(cep: $cep) { cep street district city state stateName region }
}`;

describe('addressByCep', () => {
  it('answers a street-level CEP in full, punctuation accepted', async () => {
    const result = await gql(await testHandler(), ADDRESS, { variables: { cep: '01310-100' } });
    expect(result.data).toEqual({
      addressByCep: {
        cep: '01310100',
        street: 'Avenida Paulista',
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        stateName: 'São Paulo',
        region: 'SUDESTE',
      },
    });
  });

  it.each([
    ['70150-900', 'Praça dos Três Poderes', 'Brasília', 'DF', 'CENTRO_OESTE'],
    ['88010400', 'Rua Felipe Schmidt', 'Florianópolis', 'SC', 'SUL'],
    ['69005-070', 'Avenida Eduardo Ribeiro', 'Manaus', 'AM', 'NORTE'],
  ])('knows %s in full', (cep, street, city, state, region) => {
    expect(lookupCep(cep)).toMatchObject({ street, city, state, region });
  });

  it('answers the city with an empty street for a capital CEP it has no street for', () => {
    expect(lookupCep('30190-001')).toMatchObject({
      street: '',
      district: '',
      city: 'Belo Horizonte',
      state: 'MG',
    });
  });

  it('answers only the state for a CEP outside its capital', () => {
    expect(lookupCep('13560-000')).toMatchObject({ street: '', city: '', state: 'SP' });
  });

  it('covers all 27 states with their Correios ranges', () => {
    expect(new Set(STATES.map((s) => s.uf)).size).toBe(27);
    expect(lookupCep('19999-999').state).toBe('SP');
    expect(lookupCep('20000-000').state).toBe('RJ');
    expect(lookupCep('68950-000').state).toBe('AP');
    expect(lookupCep('69350-000').state).toBe('RR');
    expect(lookupCep('69500-000').state).toBe('AM');
    expect(lookupCep('72900-000').state).toBe('GO');
    expect(lookupCep('73100-000').state).toBe('DF');
    expect(lookupCep('76900-000').state).toBe('RO');
    expect(lookupCep('99999-999').state).toBe('RS');
    for (const state of STATES) {
      for (const range of state.ranges) {
        const first = String(range.from).padStart(8, '0');
        expect(lookupCep(first).state).toBe(state.uf);
      }
    }
  });

  it.each([
    ['0131010', 'BAD_USER_INPUT', 'Informe o CEP com 8 dígitos, por exemplo 01310-100.'],
    ['01310-10a', 'BAD_USER_INPUT', 'Informe o CEP com 8 dígitos, por exemplo 01310-100.'],
    ['00000-000', 'NOT_FOUND', 'CEP não encontrado.'],
    ['00999-999', 'NOT_FOUND', 'CEP não encontrado.'],
  ])('refuses %s clearly', async (cep, code, message) => {
    const result = await gql(await testHandler(), ADDRESS, { variables: { cep } });
    expect(errorsOf(result)).toEqual([{ code, message }]);
    expect(result.errors[0]?.extensions?.field).toBe('cep');
  });
});
