import { describe, expect, it } from 'vitest';
import { reviewProblems, reviewStatusLabel, starsLabel } from './review-form.ts';

describe('the review form', () => {
  it('names every problem in pt-BR before sending', () => {
    expect(reviewProblems({ rating: null, title: ' a ', body: 'curto' })).toEqual({
      rating: 'Escolha uma nota de 1 a 5 estrelas.',
      title: 'O título deve ter de 3 a 100 caracteres.',
      body: 'O comentário deve ter de 10 a 2.000 caracteres.',
    });
    expect(reviewProblems({ rating: 4, title: 'Bom', body: 'Funciona bem.' })).toEqual({});
    expect(reviewProblems({ rating: 4, title: 'Bom', body: 'x'.repeat(2001) })).toHaveProperty(
      'body',
    );
  });

  it('names stars and states as the painel shows them', () => {
    expect([starsLabel(1), starsLabel(5)]).toEqual(['1 estrela', '5 estrelas']);
    expect(['PENDING', 'APPROVED', 'REJECTED'].map((s) => reviewStatusLabel(s as never))).toEqual([
      'Aguardando aprovação',
      'Publicada',
      'Não aprovada',
    ]);
  });
});
