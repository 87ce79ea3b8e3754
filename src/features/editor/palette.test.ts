import { describe, expect, it } from 'vitest';
import { PALETTE, colourName, colourOptions } from './palette.ts';

describe('the palette', () => {
  it("has the 35 colours of Quill's grid, each once, each named", () => {
    expect(PALETTE).toHaveLength(35);
    expect(new Set(PALETTE.map((colour) => colour.value)).size).toBe(35);
    expect(new Set(PALETTE.map((colour) => colour.name)).size).toBe(35);
    for (const { value } of PALETTE) expect(value).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('starts each row of seven with its neutral, then the hues in order', () => {
    expect(PALETTE.slice(0, 7).map((colour) => colour.name)).toEqual([
      'Preto',
      'Vermelho',
      'Laranja',
      'Amarelo',
      'Verde',
      'Azul',
      'Roxo',
    ]);
    expect(PALETTE[7]).toEqual({ value: '#ffffff', name: 'Branco' });
    expect(PALETTE[34]).toEqual({ value: '#3d1466', name: 'Roxo muito escuro' });
  });

  it('marks the default colour of a picker as "no colour" for Quill', () => {
    const options = colourOptions('#ffffff');
    expect(options).toHaveLength(35);
    expect(options[7]).toBe(false);
    expect(options.filter((option) => option === false)).toHaveLength(1);
  });

  it('names palette colours whatever their case, and nothing else', () => {
    expect(colourName('#E60000')).toBe('Vermelho');
    expect(colourName('#123456')).toBeUndefined();
  });
});
