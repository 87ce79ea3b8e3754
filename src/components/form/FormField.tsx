/**
 * One labelled input of a form, wired for assistive technology: the hint and the
 * error are linked with aria-describedby, an error sets aria-invalid. With `mask`, the value
 * is formatted as it is typed (CPF, phone).
 */
import { useId, useRef } from 'react';
import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { maskEdit } from '~/lib/masks';
import type { Mask } from '~/lib/masks';

interface FormFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'onChange' | 'onBlur'
> {
  readonly label: string;
  readonly registration: UseFormRegisterReturn;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
  readonly mask?: Mask;
}

export function FormField({ label, registration, error, hint, mask, ...input }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const previousValue = useRef('');

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    if (mask) {
      const element = event.target;
      const { value, caret } = maskEdit(mask, {
        value: element.value,
        caret: element.selectionStart ?? element.value.length,
        previous: previousValue.current,
        inputType: (event.nativeEvent as InputEvent).inputType,
      });
      element.value = value;
      element.setSelectionRange(caret, caret);
      previousValue.current = value;
    }
    return registration.onChange(event);
  }

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <div id={hintId} className="field__hint">
          {hint}
        </div>
      )}
      <input
        {...input}
        {...registration}
        id={id}
        onChange={onChange}
        onFocus={(event) => (previousValue.current = event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      />
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
