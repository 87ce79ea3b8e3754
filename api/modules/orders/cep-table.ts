/**
 * The API's postal data: the Correios CEP ranges of every state (UF), the ranges of the state
 * capitals, and the street of a few well-known CEPs. Ranges decide the state and the freight
 * region; a CEP whose street is not here is answered with its state (and city, for a capital's
 * range), and the customer types the street.
 */

export type Region = 'SUL' | 'SUDESTE' | 'CENTRO_OESTE' | 'NORDESTE' | 'NORTE';

/** An inclusive range of CEPs as 8-digit numbers. */
export interface CepRange {
  readonly from: number;
  readonly to: number;
}

export interface StateRanges {
  readonly uf: string;
  readonly name: string;
  readonly region: Region;
  readonly ranges: readonly CepRange[];
  readonly capital: string;
  readonly capitalRanges: readonly CepRange[];
}

export interface FullAddress {
  readonly cep: string;
  readonly street: string;
  readonly district: string;
  readonly city: string;
  readonly uf: string;
}

/** A range written as the first five digits of its first and last CEP (`01000` to `19999`). */
function r(from: string, to: string): CepRange {
  return { from: Number(`${from}000`), to: Number(`${to}999`) };
}

/** The 27 UFs with the Correios ranges of the state and of its capital. */
// prettier-ignore
export const STATES: readonly StateRanges[] = [
  { uf: 'SP', name: 'São Paulo', region: 'SUDESTE', ranges: [r('01000', '19999')], capital: 'São Paulo', capitalRanges: [r('01000', '05999'), r('08000', '08499')] },
  { uf: 'RJ', name: 'Rio de Janeiro', region: 'SUDESTE', ranges: [r('20000', '28999')], capital: 'Rio de Janeiro', capitalRanges: [r('20000', '23799')] },
  { uf: 'ES', name: 'Espírito Santo', region: 'SUDESTE', ranges: [r('29000', '29999')], capital: 'Vitória', capitalRanges: [r('29000', '29099')] },
  { uf: 'MG', name: 'Minas Gerais', region: 'SUDESTE', ranges: [r('30000', '39999')], capital: 'Belo Horizonte', capitalRanges: [r('30000', '31999')] },
  { uf: 'BA', name: 'Bahia', region: 'NORDESTE', ranges: [r('40000', '48999')], capital: 'Salvador', capitalRanges: [r('40000', '42599')] },
  { uf: 'SE', name: 'Sergipe', region: 'NORDESTE', ranges: [r('49000', '49999')], capital: 'Aracaju', capitalRanges: [r('49000', '49099')] },
  { uf: 'PE', name: 'Pernambuco', region: 'NORDESTE', ranges: [r('50000', '56999')], capital: 'Recife', capitalRanges: [r('50000', '52999')] },
  { uf: 'AL', name: 'Alagoas', region: 'NORDESTE', ranges: [r('57000', '57999')], capital: 'Maceió', capitalRanges: [r('57000', '57099')] },
  { uf: 'PB', name: 'Paraíba', region: 'NORDESTE', ranges: [r('58000', '58999')], capital: 'João Pessoa', capitalRanges: [r('58000', '58099')] },
  { uf: 'RN', name: 'Rio Grande do Norte', region: 'NORDESTE', ranges: [r('59000', '59999')], capital: 'Natal', capitalRanges: [r('59000', '59139')] },
  { uf: 'CE', name: 'Ceará', region: 'NORDESTE', ranges: [r('60000', '63999')], capital: 'Fortaleza', capitalRanges: [r('60000', '61599')] },
  { uf: 'PI', name: 'Piauí', region: 'NORDESTE', ranges: [r('64000', '64999')], capital: 'Teresina', capitalRanges: [r('64000', '64099')] },
  { uf: 'MA', name: 'Maranhão', region: 'NORDESTE', ranges: [r('65000', '65999')], capital: 'São Luís', capitalRanges: [r('65000', '65109')] },
  { uf: 'PA', name: 'Pará', region: 'NORTE', ranges: [r('66000', '68899')], capital: 'Belém', capitalRanges: [r('66000', '66999')] },
  { uf: 'AP', name: 'Amapá', region: 'NORTE', ranges: [r('68900', '68999')], capital: 'Macapá', capitalRanges: [r('68900', '68911')] },
  { uf: 'AM', name: 'Amazonas', region: 'NORTE', ranges: [r('69000', '69299'), r('69400', '69899')], capital: 'Manaus', capitalRanges: [r('69000', '69099')] },
  { uf: 'RR', name: 'Roraima', region: 'NORTE', ranges: [r('69300', '69399')], capital: 'Boa Vista', capitalRanges: [r('69300', '69339')] },
  { uf: 'AC', name: 'Acre', region: 'NORTE', ranges: [r('69900', '69999')], capital: 'Rio Branco', capitalRanges: [r('69900', '69923')] },
  { uf: 'DF', name: 'Distrito Federal', region: 'CENTRO_OESTE', ranges: [r('70000', '72799'), r('73000', '73699')], capital: 'Brasília', capitalRanges: [r('70000', '72799'), r('73000', '73699')] },
  { uf: 'GO', name: 'Goiás', region: 'CENTRO_OESTE', ranges: [r('72800', '72999'), r('73700', '76799')], capital: 'Goiânia', capitalRanges: [r('74000', '74899')] },
  { uf: 'RO', name: 'Rondônia', region: 'NORTE', ranges: [r('76800', '76999')], capital: 'Porto Velho', capitalRanges: [r('76800', '76834')] },
  { uf: 'TO', name: 'Tocantins', region: 'NORTE', ranges: [r('77000', '77999')], capital: 'Palmas', capitalRanges: [r('77000', '77249')] },
  { uf: 'MT', name: 'Mato Grosso', region: 'CENTRO_OESTE', ranges: [r('78000', '78899')], capital: 'Cuiabá', capitalRanges: [r('78000', '78109')] },
  { uf: 'MS', name: 'Mato Grosso do Sul', region: 'CENTRO_OESTE', ranges: [r('79000', '79999')], capital: 'Campo Grande', capitalRanges: [r('79000', '79129')] },
  { uf: 'PR', name: 'Paraná', region: 'SUL', ranges: [r('80000', '87999')], capital: 'Curitiba', capitalRanges: [r('80000', '82999')] },
  { uf: 'SC', name: 'Santa Catarina', region: 'SUL', ranges: [r('88000', '89999')], capital: 'Florianópolis', capitalRanges: [r('88000', '88099')] },
  { uf: 'RS', name: 'Rio Grande do Sul', region: 'SUL', ranges: [r('90000', '99999')], capital: 'Porto Alegre', capitalRanges: [r('90000', '91999')] },
];

/** Street-level CEPs the mock knows in full (the demo customers' included). */
// prettier-ignore
export const FULL_ADDRESSES: readonly FullAddress[] = [
  { cep: '01001000', street: 'Praça da Sé', district: 'Sé', city: 'São Paulo', uf: 'SP' },
  { cep: '01310100', street: 'Avenida Paulista', district: 'Bela Vista', city: 'São Paulo', uf: 'SP' },
  { cep: '13015904', street: 'Rua Conceição', district: 'Centro', city: 'Campinas', uf: 'SP' },
  { cep: '20010010', street: 'Rua da Assembleia', district: 'Centro', city: 'Rio de Janeiro', uf: 'RJ' },
  { cep: '22021001', street: 'Avenida Atlântica', district: 'Copacabana', city: 'Rio de Janeiro', uf: 'RJ' },
  { cep: '30130010', street: 'Praça Sete de Setembro', district: 'Centro', city: 'Belo Horizonte', uf: 'MG' },
  { cep: '40026010', street: 'Largo do Pelourinho', district: 'Pelourinho', city: 'Salvador', uf: 'BA' },
  { cep: '50030230', street: 'Avenida Rio Branco', district: 'Recife', city: 'Recife', uf: 'PE' },
  { cep: '69005070', street: 'Avenida Eduardo Ribeiro', district: 'Centro', city: 'Manaus', uf: 'AM' },
  { cep: '70150900', street: 'Praça dos Três Poderes', district: 'Zona Cívico-Administrativa', city: 'Brasília', uf: 'DF' },
  { cep: '80020310', street: 'Rua XV de Novembro', district: 'Centro', city: 'Curitiba', uf: 'PR' },
  { cep: '88010400', street: 'Rua Felipe Schmidt', district: 'Centro', city: 'Florianópolis', uf: 'SC' },
  { cep: '90010150', street: 'Rua dos Andradas', district: 'Centro Histórico', city: 'Porto Alegre', uf: 'RS' },
];
