/**
 * The editor's colour palette (35 colours): Quill's classic grid of seven
 * columns (black/white/greys, red, orange, yellow, green, blue, purple) in five rows, each
 * colour with a pt-BR name for the picker's accessible names.
 */

export interface PaletteColour {
  /** Lower-case hex, as Quill writes it. */
  readonly value: string;
  readonly name: string;
}

const HUES = ['Vermelho', 'Laranja', 'Amarelo', 'Verde', 'Azul', 'Roxo'] as const;

/** Rows of the grid: the neutral of the row, then the six hues in that row's shade. */
const ROWS: readonly (readonly [neutral: PaletteColour, shade: string, hues: readonly string[]])[] =
  [
    [
      { value: '#000000', name: 'Preto' },
      '',
      ['#e60000', '#ff9900', '#ffff00', '#008a00', '#0066cc', '#9933ff'],
    ],
    [
      { value: '#ffffff', name: 'Branco' },
      'muito claro',
      ['#facccc', '#ffebcc', '#ffffcc', '#cce8cc', '#cce0f5', '#ebd6ff'],
    ],
    [
      { value: '#bbbbbb', name: 'Cinza claro' },
      'claro',
      ['#f06666', '#ffc266', '#ffff66', '#66b966', '#66a3e0', '#c285ff'],
    ],
    [
      { value: '#888888', name: 'Cinza' },
      'escuro',
      ['#a10000', '#b26b00', '#b2b200', '#006100', '#0047b2', '#6b24b2'],
    ],
    [
      { value: '#444444', name: 'Cinza escuro' },
      'muito escuro',
      ['#5c0000', '#663d00', '#666600', '#003700', '#002966', '#3d1466'],
    ],
  ];

/** The 35 colours in the picker's order (row by row). */
export const PALETTE: readonly PaletteColour[] = ROWS.flatMap(([neutral, shade, values]) => [
  neutral,
  ...values.map((value, index) => ({
    value,
    name: shade ? `${HUES[index] ?? ''} ${shade}` : (HUES[index] ?? ''),
  })),
]);

/**
 * The options of a colour picker for Quill's toolbar: `false` marks the colour that means "no
 * colour set" (black text, white background), as Quill's own pickers do.
 */
export function colourOptions(defaultColour: string): (string | false)[] {
  return PALETTE.map(({ value }) => (value === defaultColour ? false : value));
}

/** The pt-BR name of a palette colour, or undefined for any other value. */
export function colourName(value: string): string | undefined {
  return PALETTE.find((colour) => colour.value === value.toLowerCase())?.name;
}
