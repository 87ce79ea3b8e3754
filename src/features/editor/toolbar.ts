/**
 * The editor's configuration as plain data: toolbar, formats, history, and
 * the pt-BR accessible names of every control (Quill's own buttons have none, or English
 * ones such as "bold").
 */
import { colourName, colourOptions } from './palette.ts';

export const TEXT_COLOUR_DEFAULT = '#000000';
export const BACKGROUND_DEFAULT = '#ffffff';

/** Undo history: edits within 1000 ms merge into one step, 100 steps kept, only the writer's. */
export const HISTORY = { delay: 1000, maxStack: 100, userOnly: true } as const;

/**
 * Every format the editor accepts, also from pasted HTML. `formula` stays out: Quill <= 2.0.3
 * exports it unescaped (CVE-2025-15056), and a hidden button would not stop a paste.
 */
export const EDITOR_FORMATS: readonly string[] = [
  'header',
  'font',
  'size',
  'bold',
  'italic',
  'underline',
  'strike',
  'color',
  'background',
  'list',
  'indent',
  'align',
  'blockquote',
  'code',
  'code-block',
  'link',
  'image',
  'video',
];

type Control = string | Readonly<Record<string, string | number | readonly (string | false)[]>>;

/** Quill's toolbar groups, in reading order. */
export function toolbarConfig(): Control[][] {
  return [
    [{ header: 1 }, { header: 2 }],
    [{ font: [false, 'serif', 'monospace'] }, { size: ['small', false, 'large', 'huge'] }],
    ['bold', 'italic', 'underline', 'strike'],
    [
      { color: colourOptions(TEXT_COLOUR_DEFAULT) },
      { background: colourOptions(BACKGROUND_DEFAULT) },
    ],
    [{ list: 'ordered' }, { list: 'bullet' }, { indent: '-1' }, { indent: '+1' }],
    [{ align: [false, 'center', 'right', 'justify'] }],
    ['blockquote', 'code-block'],
    ['link', 'image', 'video'],
    ['clean'],
  ];
}

const BUTTON_LABELS: Readonly<Record<string, string>> = {
  'header:1': 'Título 1',
  'header:2': 'Título 2',
  bold: 'Negrito (Ctrl+B)',
  italic: 'Itálico (Ctrl+I)',
  underline: 'Sublinhado (Ctrl+U)',
  strike: 'Tachado',
  'list:ordered': 'Lista numerada',
  'list:bullet': 'Lista com marcadores',
  'indent:-1': 'Diminuir recuo',
  'indent:+1': 'Aumentar recuo',
  blockquote: 'Citação',
  'code-block': 'Bloco de código',
  link: 'Link (Ctrl+K)',
  image: 'Imagem',
  video: 'Vídeo do YouTube ou Vimeo',
  clean: 'Limpar formatação',
};

/** The accessible name of a toolbar button (`format`, or `format:value` for valued ones). */
export function buttonLabel(format: string, value: string | null): string | undefined {
  return BUTTON_LABELS[value ? `${format}:${value}` : format] ?? BUTTON_LABELS[format];
}

const PICKERS: Readonly<Record<string, { label: string; items: Record<string, string> }>> = {
  font: { label: 'Fonte', items: { '': 'Padrão', serif: 'Serifada', monospace: 'Monoespaçada' } },
  size: {
    label: 'Tamanho do texto',
    items: { small: 'Pequeno', '': 'Normal', large: 'Grande', huge: 'Enorme' },
  },
  align: {
    label: 'Alinhamento',
    items: {
      '': 'Alinhar à esquerda',
      center: 'Centralizar',
      right: 'Alinhar à direita',
      justify: 'Justificar',
    },
  },
  color: { label: 'Cor do texto', items: { '': 'Preto (padrão)' } },
  background: { label: 'Cor de fundo', items: { '': 'Branco (sem destaque)' } },
};

/** The accessible name of a picker's button (`font`, `size`, `align`, `color`, `background`). */
export function pickerLabel(format: string): string | undefined {
  return PICKERS[format]?.label;
}

/** The accessible name of one option of a picker; `value` null for the default option. */
export function pickerItemLabel(format: string, value: string | null): string | undefined {
  const picker = PICKERS[format];
  if (!picker) return undefined;
  const named = picker.items[value ?? ''];
  if (named !== undefined) return named;
  return value && (format === 'color' || format === 'background') ? colourName(value) : undefined;
}
