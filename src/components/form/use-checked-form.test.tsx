// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextField } from './FormField.tsx';
import { useCheckedForm } from './use-checked-form.ts';

const RULES = {
  name: (value: string) => (value.trim() === '' ? 'Informe o nome.' : undefined),
  code: (value: string) => (/^\d{3}$/.test(value) ? undefined : 'O código tem 3 dígitos.'),
};

function Form({ onValid }: { readonly onValid: () => Promise<void> }) {
  const { field, handleSubmit, errors, submitting, setValue, setFocus } = useCheckedForm(RULES);
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <TextField label="Nome" {...field('name')} error={errors.name} />
      <TextField label="Código" {...field('code')} error={errors.code} />
      <button type="submit" disabled={submitting}>
        Enviar
      </button>
      <button
        type="button"
        onClick={() => {
          setValue('code', '');
          setFocus('code');
        }}
      >
        Limpar
      </button>
    </form>
  );
}

const nameBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Nome' });
const codeBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Código' });
const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Enviar' });
const send = () => fireEvent.click(sendButton());

afterEach(cleanup);

describe('useCheckedForm', () => {
  it('checks nothing before the first sending', () => {
    render(<Form onValid={vi.fn()} />);
    fireEvent.change(codeBox(), { target: { value: '1' } });
    expect(codeBox().getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('O código tem 3 dígitos.')).toBeNull();
  });

  it('names every wrong field, marks it invalid, focuses the first and sends nothing', () => {
    const onValid = vi.fn(() => Promise.resolve());
    render(<Form onValid={onValid} />);
    send();
    expect(onValid).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(nameBox());
    expect(nameBox().getAttribute('aria-invalid')).toBe('true');
    expect(codeBox().getAttribute('aria-invalid')).toBe('true');
    const described = nameBox().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Informe o nome.');
    expect(screen.getByText('O código tem 3 dígitos.')).toBeTruthy();
  });

  it('focuses the first wrong field in the rules order', () => {
    render(<Form onValid={vi.fn()} />);
    fireEvent.change(nameBox(), { target: { value: 'Ana' } });
    send();
    expect(document.activeElement).toBe(codeBox());
    expect(nameBox().getAttribute('aria-invalid')).toBeNull();
  });

  it('checks each field again as it changes once the form was sent', () => {
    render(<Form onValid={vi.fn()} />);
    send();
    fireEvent.change(codeBox(), { target: { value: '123' } });
    expect(codeBox().getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('O código tem 3 dígitos.')).toBeNull();
    expect(screen.getByText('Informe o nome.')).toBeTruthy();
    fireEvent.change(codeBox(), { target: { value: '12' } });
    expect(screen.getByText('O código tem 3 dígitos.')).toBeTruthy();
  });

  it('runs the handler once every field is fine, and is submitting meanwhile', async () => {
    let finish = () => {};
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Form onValid={onValid} />);
    fireEvent.change(nameBox(), { target: { value: 'Ana' } });
    fireEvent.change(codeBox(), { target: { value: '123' } });
    send();
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(sendButton().disabled).toBe(true);
    await act(async () => finish());
    expect(sendButton().disabled).toBe(false);
  });

  it('sets a value and the focus as asked', () => {
    render(<Form onValid={vi.fn()} />);
    fireEvent.change(codeBox(), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(codeBox().value).toBe('');
    expect(document.activeElement).toBe(codeBox());
  });
});
