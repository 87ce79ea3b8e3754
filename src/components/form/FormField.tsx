/**
 * One labelled input of a form, wired for assistive technology: the hint and the
 * error are linked with aria-describedby, an error sets aria-invalid. With `mask`, the value
 * is formatted as it is typed (CPF, phone, CEP).
 *
 * `FormField` takes a react-hook-form registration; `TextField` is the same field for a form
 * that keeps its value itself, so a page with one small form needs no form library.
 */
import { useId, useRef } from 'react';
import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { maskEdit } from '~/lib/masks';
import type { Mask } from '~/lib/masks';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  readonly label: string;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
  readonly mask?: Mask;
  /** Optional: a form may instead read the field when it is sent. */
  readonly onChange?: (event: ChangeEvent<HTMLInputElement>) => unknown;
  readonly ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, mask, onChange, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const previousValue = useRef('');

  function change(event: ChangeEvent<HTMLInputElement>) {
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
    return onChange?.(event);
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
        id={id}
        onChange={change}
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

interface FormFieldProps extends Omit<TextFieldProps, 'name' | 'onChange' | 'onBlur' | 'ref'> {
  readonly registration: UseFormRegisterReturn;
}

export function FormField({ registration, ...field }: FormFieldProps) {
  return <TextField {...field} {...registration} />;
}
