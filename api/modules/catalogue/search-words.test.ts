import { describe, expect, it } from 'vitest';
import {
  MAX_SEARCH_WORDS,
  MAX_WORD_LENGTH,
  searchWords,
  typosAllowed,
  variantsOf,
} from './search-words.ts';

describe('searchWords', () => {
  it('splits on anything but letters and digits, keeping how each word was written', () => {
    expect(searchWords('  Teclado  mecânico, NB-0001! ')).toEqual([
      { written: 'Teclado', folded: 'teclado' },
      { written: 'mecânico', folded: 'mecanico' },
      { written: 'NB', folded: 'nb' },
      { written: '0001', folded: '0001' },
    ]);
  });

  it('keeps letters of any script and bounds the number and length of words', () => {
    expect(searchWords('клавиатура')).toEqual([{ written: 'клавиатура', folded: 'клавиатура' }]);
    expect(searchWords('a '.repeat(20))).toHaveLength(MAX_SEARCH_WORDS);
    expect(searchWords('x'.repeat(90))[0]?.written).toHaveLength(MAX_WORD_LENGTH);
    expect(searchWords('%_\'"\\')).toEqual([]);
  });
});

describe('variantsOf', () => {
  it('adds the singular of a word in -s and the plural of any other', () => {
    expect(variantsOf('notebooks')).toEqual(['notebooks', 'notebook']);
    expect(variantsOf('headset')).toEqual(['headset', 'headsets']);
  });

  it('leaves words with digits and very short words as they are', () => {
    expect(variantsOf('ddr5')).toEqual(['ddr5']);
    expect(variantsOf('hd')).toEqual(['hd']);
  });
});

describe('typosAllowed', () => {
  it('allows none below 4 letters, one up to 7 and two from 8', () => {
    expect(['ssd', 'tela', 'notbook', 'notebooks'].map(typosAllowed)).toEqual([0, 1, 1, 2]);
  });
});
