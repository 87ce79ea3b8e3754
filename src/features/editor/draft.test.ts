import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, readDraft, writeDraft } from './draft.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const refusing = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('drafts', () => {
  it('keeps one draft per key until it is cleared', () => {
    const storage = memoryStorage();
    const comment = draftKey('ticket-7', 'comentario');
    const other = draftKey('ticket-8', 'comentario');
    writeDraft(storage, comment, '<p>a</p>');
    writeDraft(storage, other, '<p>b</p>');
    expect(readDraft(storage, comment)).toBe('<p>a</p>');
    clearDraft(storage, comment);
    expect(readDraft(storage, comment)).toBe('');
    expect(readDraft(storage, other)).toBe('<p>b</p>');
  });

  it('does not keep empty drafts', () => {
    const storage = memoryStorage();
    writeDraft(storage, 'k', 'x');
    writeDraft(storage, 'k', '');
    expect(storage.items.has('k')).toBe(false);
  });

  it('names keys under the shop prefix', () => {
    expect(draftKey('ticket-novo', 'assunto')).toBe('vertice:rascunho:ticket-novo:assunto');
  });

  it('survives storage that refuses or is missing', () => {
    expect(() => writeDraft(refusing, 'k', 'x')).not.toThrow();
    expect(readDraft(refusing, 'k')).toBe('');
    expect(readDraft(undefined, 'k')).toBe('');
    expect(() => clearDraft(undefined, 'k')).not.toThrow();
  });
});
