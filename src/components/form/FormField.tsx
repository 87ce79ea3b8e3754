/**
 * One labelled input of a form, wired for assistive technology: the hint and the
 * error are linked with aria-describedby, an error sets aria-invalid. With `mask`, the value
 * is formatted as it is typed (CPF, phone, CEP).
 *
 * `FormField` takes a react-hook-form registration; `TextField` is the same field for a form
 * that keeps its value itself, so a page with one small form needs no form library.
 * `TextAreaField` is a text of several lines, wired the same way.
 */
import { useId, useRef } from 'react';
import type {
  ChangeEvent,
  InputHTMLAttributes,
  ReactNode,
  Ref,
  TextareaHTMLAttributes,
} from 'react';
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

interface FrameProps {
  readonly label: string;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
  /** The control, given its id and the attributes that tie it to the hint and the error. */
  readonly children: (wiring: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

/** The label, hint and error around one control, tied to it for assistive technology. */
function FieldFrame({ label, error, hint, children }: FrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <div id={hintId} className="field__hint">
          {hint}
        </div>
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({ label, error, hint, mask, onChange, ...input }: TextFieldProps) {
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
    <FieldFrame label={label} error={error} hint={hint}>
      {(wiring) => (
        <input
          {...input}
          {...wiring}
          onChange={change}
          onFocus={(event) => (previousValue.current = event.target.value)}
        />
      )}
    </FieldFrame>
  );
}

interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'children'
> {
  readonly label: string;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
}

export function TextAreaField({ label, error, hint, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(wiring) => <textarea {...textarea} {...wiring} />}
    </FieldFrame>
  );
}

interface FormFieldProps extends Omit<TextFieldProps, 'name' | 'onChange' | 'onBlur' | 'ref'> {
  readonly registration: UseFormRegisterReturn;
}

export function FormField({ registration, ...field }: FormFieldProps) {
  return <TextField {...field} {...registration} />;
}
