import { describe, expect, it } from 'vitest';
import {
  EDITOR_FORMATS,
  HISTORY,
  buttonLabel,
  pickerItemLabel,
  pickerLabel,
  toolbarConfig,
} from './toolbar.ts';

type Control = ReturnType<typeof toolbarConfig>[number][number];

function control(format: string): Control | undefined {
  return toolbarConfig()
    .flat()
    .find((entry) => typeof entry === 'object' && format in entry);
}

describe('the editor configuration', () => {
  it('leaves the formula format out (CVE-2025-15056), keeping video', () => {
    expect(EDITOR_FORMATS).not.toContain('formula');
    expect(EDITOR_FORMATS).toContain('video');
    expect(JSON.stringify(toolbarConfig())).not.toContain('formula');
  });

  it('merges edits within 1000 ms, keeps 100 steps and undoes only the writer', () => {
    expect(HISTORY).toEqual({ delay: 1000, maxStack: 100, userOnly: true });
  });

  it('offers headers 1 and 2, the three fonts, four sizes and four alignments', () => {
    const headers = toolbarConfig()
      .flat()
      .filter((entry) => typeof entry === 'object' && 'header' in entry);
    expect(headers).toEqual([{ header: 1 }, { header: 2 }]);
    expect(control('font')).toEqual({ font: [false, 'serif', 'monospace'] });
    expect(control('size')).toEqual({ size: ['small', false, 'large', 'huge'] });
    expect(control('align')).toEqual({ align: [false, 'center', 'right', 'justify'] });
  });

  it('offers the 35 colours for text and background', () => {
    const color = control('color') as { color: unknown[] };
    const background = control('background') as { background: unknown[] };
    expect(color.color).toHaveLength(35);
    expect(background.background).toHaveLength(35);
  });

  it('has a format for every toolbar control', () => {
    const formats = toolbarConfig()
      .flat()
      .map((entry) => (typeof entry === 'string' ? entry : Object.keys(entry)[0]));
    for (const format of formats) {
      if (format !== 'clean') expect(EDITOR_FORMATS).toContain(format);
    }
  });

  it('names every button and picker in pt-BR', () => {
    for (const entry of toolbarConfig().flat()) {
      if (typeof entry === 'string') {
        expect(buttonLabel(entry, null), entry).toBeTruthy();
        continue;
      }
      const [format, value] = Object.entries(entry)[0] ?? [];
      if (!format) continue;
      if (Array.isArray(value)) {
        expect(pickerLabel(format), format).toBeTruthy();
        for (const option of value) {
          expect(pickerItemLabel(format, option || null), `${format} ${option}`).toBeTruthy();
        }
      } else {
        expect(buttonLabel(format, String(value)), format).toBeTruthy();
      }
    }
    expect(buttonLabel('bold', null)).toBe('Negrito (Ctrl+B)');
    expect(buttonLabel('list', 'bullet')).toBe('Lista com marcadores');
    expect(pickerItemLabel('size', null)).toBe('Normal');
    expect(pickerItemLabel('color', '#e60000')).toBe('Vermelho');
    expect(pickerItemLabel('color', null)).toBe('Preto (padrão)');
  });
});
