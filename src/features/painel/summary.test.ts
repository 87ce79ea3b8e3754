import { describe, expect, it } from 'vitest';
import { inProgressLabel, openTicketsLabel, unreadRepliesLabel } from './summary.ts';

describe('openTicketsLabel', () => {
  it('counts open tickets in pt-BR', () => {
    expect(openTicketsLabel(0)).toBe('Nenhum ticket aberto');
    expect(openTicketsLabel(1)).toBe('1 ticket aberto');
    expect(openTicketsLabel(2)).toBe('2 tickets abertos');
  });
});

describe('inProgressLabel', () => {
  it('says so when none is in progress', () => {
    expect(inProgressLabel(0)).toBe('Nenhum em andamento');
    expect(inProgressLabel(1)).toBe('1 em andamento');
  });
});

describe('unreadRepliesLabel', () => {
  it('counts the answers not read yet', () => {
    expect(unreadRepliesLabel(0)).toBe('Nenhuma resposta nova');
    expect(unreadRepliesLabel(1)).toBe('1 resposta nova');
    expect(unreadRepliesLabel(3)).toBe('3 respostas novas');
  });
});
