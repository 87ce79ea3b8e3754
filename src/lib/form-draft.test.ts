import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../tests/support/memory-storage.ts';
import {
  clearDraft,
  draftKey,
  keepFieldsDraft,
  readDraft,
  withFieldsDraft,
  writeDraft,
} from './form-draft.ts';

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

describe('field drafts', () => {
  const empty = { street: '', number: '', password: '' };

  it('gives back the text fields a form held, over the values it opens with', () => {
    const storage = memoryStorage();
    keepFieldsDraft(storage, 'k', { street: 'Rua A', number: '10', count: 3 });
    expect(withFieldsDraft(storage, 'k', { ...empty, street: 'perfil' })).toEqual({
      street: 'Rua A',
      number: '10',
      password: '',
    });
  });

  it('never keeps passwords, nor takes fields the form does not have', () => {
    const storage = memoryStorage();
    keepFieldsDraft(storage, 'k', { number: '10', password: 'segredo', newPassword: 'outro' });
    expect(storage.items.get('k')).toBe('{"number":"10"}');
    storage.setItem('k', '{"number":"20","password":"x","admin":"true"}');
    expect(withFieldsDraft(storage, 'k', empty)).toEqual({ ...empty, number: '20' });
  });

  it('opens with its own values when nothing or garbage was kept', () => {
    const storage = memoryStorage();
    expect(withFieldsDraft(storage, 'k', empty)).toBe(empty);
    storage.setItem('k', '{not json');
    expect(withFieldsDraft(storage, 'k', empty)).toBe(empty);
    storage.setItem('k', '"texto"');
    expect(withFieldsDraft(storage, 'k', empty)).toBe(empty);
    expect(withFieldsDraft(refusing, 'k', empty)).toBe(empty);
  });
});
