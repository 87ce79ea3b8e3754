import { describe, expect, it } from 'vitest';
import { splitAddressLine } from './address-line.ts';

describe('splitAddressLine', () => {
  it('splits street, number, complement and district', () => {
    expect(splitAddressLine('Avenida Paulista, 1000, apto 42 - Bela Vista')).toEqual({
      street: 'Avenida Paulista',
      number: '1000',
      complement: 'apto 42',
      district: 'Bela Vista',
    });
  });

  it('needs neither a complement nor a district', () => {
    expect(splitAddressLine('Rua das Flores, 12A')).toEqual({
      street: 'Rua das Flores',
      number: '12A',
      complement: '',
      district: '',
    });
  });

  it('reads "nº 45" and "s/n" as the number', () => {
    expect(splitAddressLine('Rua A, nº 45 - Centro').number).toBe('45');
    expect(splitAddressLine('Estrada Velha, S/N, km 3').number).toBe('s/n');
    expect(splitAddressLine('Estrada Velha, S/N, km 3').complement).toBe('km 3');
  });

  it('keeps a complement that has commas of its own', () => {
    expect(splitAddressLine('Rua B, 7, bloco 2, apto 31 - Jardim').complement).toBe(
      'bloco 2, apto 31',
    );
  });

  it('leaves a line without a house number whole in the street, but for its district', () => {
    for (const line of ['Rua Sem Número', 'Praça da Sé, lado ímpar', 'Rua Pará-de-Minas']) {
      expect(splitAddressLine(line)).toEqual({
        street: line,
        number: '',
        complement: '',
        district: '',
      });
    }
    expect(splitAddressLine('Avenida Paulista - Bela Vista')).toEqual({
      street: 'Avenida Paulista',
      number: '',
      complement: '',
      district: 'Bela Vista',
    });
  });

  it('does not take a hyphen inside a name for the district', () => {
    expect(splitAddressLine('Rua Pará-de-Minas, 30')).toMatchObject({
      street: 'Rua Pará-de-Minas',
      number: '30',
      district: '',
    });
  });
});
