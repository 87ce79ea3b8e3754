// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/lib/api/errors';
import { useApiQuery } from './use-api-query.ts';

afterEach(cleanup);

function Probe({ id, load }: { id: string; load: (signal: AbortSignal) => Promise<string> }) {
  const query = useApiQuery(`probe:${id}`, load);
  return (
    <div>
      <p>
        {query.status === 'success'
          ? query.data
          : query.status === 'error'
            ? query.message
            : 'carregando'}
      </p>
      <button type="button" onClick={query.reload}>
        Tentar novamente
      </button>
    </div>
  );
}

describe('useApiQuery', () => {
  it('shows loading, then the data', async () => {
    render(<Probe id="1" load={async () => 'dados'} />);
    screen.getByText('carregando');
    await screen.findByText('dados');
  });

  it('gives a pt-BR message on failure and loads again on reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<(signal: AbortSignal) => Promise<string>>()
      .mockRejectedValueOnce(new ApiError('network', 'down'))
      .mockResolvedValueOnce('de volta');
    render(<Probe id="1" load={load} />);
    await screen.findByText(/Não foi possível conectar ao servidor/);
    await act(async () => screen.getByRole('button', { name: 'Tentar novamente' }).click());
    await screen.findByText('de volta');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops a slow answer for an old key and aborts its request', async () => {
    let firstSignal: AbortSignal | undefined;
    let resolveFirst: (value: string) => void = () => undefined;
    const slow = (signal: AbortSignal) => {
      firstSignal = signal;
      return new Promise<string>((resolve) => (resolveFirst = resolve));
    };
    const { rerender } = render(<Probe id="1" load={slow} />);
    rerender(<Probe id="2" load={async () => 'novo'} />);
    await screen.findByText('novo');
    await act(async () => resolveFirst('velho'));
    expect(screen.queryByText('velho')).toBeNull();
    expect(firstSignal?.aborted).toBe(true);
  });
});
