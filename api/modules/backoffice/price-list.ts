/**
 * The spreadsheet editors import: a CSV with `;` between fields (what a pt-BR spreadsheet
 * saves), one product per line: id, price and stock, prices with pt-BR decimals (`1.234,56`),
 * an optional header line. Parsed with Papa Parse; every bad line is named by its number with
 * the reason in pt-BR, and nothing of a file with a bad line is applied.
 */
import Papa from 'papaparse';

/** Bounds before any work: the file's size and its lines. */
export const PRICE_LIST_MAX_BYTES = 200 * 1024;
export const PRICE_LIST_MAX_LINES = 5_000;

export interface PriceListLine {
  /** 1-based line number in the file. */
  readonly line: number;
  readonly productId: string;
  readonly price: number;
  readonly quantity: number;
}

export interface PriceListProblem {
  readonly line: number;
  readonly message: string;
}

const HEADER = /^\s*(id|c[óo]digo|produto)\s*$/i;
const PT_BR_MONEY = /^(?:R\$\s*)?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;
const WHOLE = /^\d{1,7}$/;
const ID = /^[1-9]\d{0,9}$/;

/** A pt-BR amount (`1.234,56`, `99,9`, `100`, `R$ 10,00`) in reais, or null. */
export function parsePtBrMoney(text: string): number | null {
  const match = PT_BR_MONEY.exec(text.trim());
  if (!match) return null;
  const whole = Number((match[1] ?? '').replace(/\./g, ''));
  const cents = Number((match[2] ?? '0').padEnd(2, '0'));
  return (whole * 100 + cents) / 100;
}

export interface ParsedPriceList {
  readonly lines: PriceListLine[];
  readonly problems: PriceListProblem[];
}

export function parsePriceList(csv: string): ParsedPriceList {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), {
    delimiter: ';',
    skipEmptyLines: 'greedy',
  });
  const lines: PriceListLine[] = [];
  const problems: PriceListProblem[] = [];
  const seen = new Map<string, number>();
  // Papa Parse reports rows, not file lines: count the file's lines to name them.
  const rowLines = lineNumbersOfRows(csv);
  parsed.data.forEach((fields, index) => {
    const line = rowLines[index] ?? index + 1;
    const [id = '', price = '', stock = ''] = fields.map((field) => field.trim());
    if (index === 0 && HEADER.test(id)) return;
    if (fields.length !== 3) {
      problems.push({
        line,
        message: `Esperados 3 campos separados por ";" (id; preço; estoque), encontrados ${fields.length}.`,
      });
      return;
    }
    const reasons: string[] = [];
    if (!ID.test(id)) reasons.push(`id "${id.slice(0, 20)}" inválido`);
    const amount = parsePtBrMoney(price);
    if (amount === null) reasons.push(`preço "${price.slice(0, 20)}" inválido (use 1.234,56)`);
    else if (!(amount > 0) || amount > 1_000_000)
      reasons.push('preço fora de R$ 0,01 a R$ 1.000.000,00');
    if (!WHOLE.test(stock) || Number(stock) > 1_000_000) {
      reasons.push(`estoque "${stock.slice(0, 20)}" inválido (número inteiro de 0 a 1.000.000)`);
    }
    const earlier = seen.get(id);
    if (earlier !== undefined) reasons.push(`produto ${id} repetido (já na linha ${earlier})`);
    if (reasons.length > 0) {
      problems.push({ line, message: `${capitalised(reasons.join('; '))}.` });
      return;
    }
    seen.set(id, line);
    lines.push({ line, productId: id, price: amount ?? 0, quantity: Number(stock) });
  });
  return { lines, problems };
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The file line each non-empty row starts on (rows never span lines in this format). */
function lineNumbersOfRows(csv: string): number[] {
  return csv
    .split(/\r\n|\n|\r/)
    .map((text, i) => ({ text, line: i + 1 }))
    .filter(({ text }) => text.trim() !== '' && text.replace(/;/g, '').trim() !== '')
    .map(({ line }) => line);
}
