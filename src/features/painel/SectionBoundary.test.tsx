// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense, lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SectionBoundary } from './SectionBoundary.tsx';

afterEach(cleanup);

describe('SectionBoundary', () => {
  it('shows the section when its code loads', async () => {
    const Section = lazy(async () => ({ default: () => <p>Seus pedidos</p> }));
    render(
      <SectionBoundary>
        <Suspense fallback={<p>Carregando…</p>}>
          <Section />
        </Suspense>
      </SectionBoundary>,
    );
    await screen.findByText('Seus pedidos');
  });

  it('says what failed, with Tentar novamente, when the code cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Section = lazy(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /_astro/x.js')),
    );
    render(
      <div>
        <h1>Olá, Cliente</h1>
        <SectionBoundary>
          <Suspense fallback={<p>Carregando…</p>}>
            <Section />
          </Suspense>
        </SectionBoundary>
      </div>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar esta seção.');
    screen.getByRole('button', { name: 'Tentar novamente' });
    // The rest of the page stays.
    screen.getByRole('heading', { name: 'Olá, Cliente' });
  });
});
