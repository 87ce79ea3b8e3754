// @vitest-environment jsdom
import { getByRole, queryByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { showRefusals } from './refusal-notice.ts';

afterEach(() => {
  document.body.replaceChildren();
});

describe('the notice of refused changes', () => {
  it('says each refusal, as text, in an alert inside the page', () => {
    document.body.innerHTML = '<main></main>';
    showRefusals([
      'Não foi possível adicionar <b>Teclado</b> aos favoritos. Produto com ID não encontrado.',
      'Não foi possível marcar como lida a resposta do ticket nº 7. Muitas tentativas.',
    ]);
    const main = document.querySelector('main') as HTMLElement;
    const alert = getByRole(main, 'alert');
    expect([...alert.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
      'Não foi possível adicionar <b>Teclado</b> aos favoritos. Produto com ID não encontrado.',
      'Não foi possível marcar como lida a resposta do ticket nº 7. Muitas tentativas.',
    ]);
    expect(alert.querySelector('b')).toBeNull();
  });

  it('goes away with its button', () => {
    document.body.innerHTML = '<main></main>';
    showRefusals(['Não foi possível remover o produto dos favoritos.']);
    getByRole(document.body, 'button', { name: 'Fechar aviso' }).click();
    expect(queryByRole(document.body, 'alert')).toBeNull();
  });

  it('shows nothing when nothing was refused', () => {
    document.body.innerHTML = '<main></main>';
    showRefusals([]);
    expect(document.querySelector('main')?.childElementCount).toBe(0);
  });
});
