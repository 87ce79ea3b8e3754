/**
 * The state of a small form whose fields are plain text inputs, each checked by one rule: the
 * same behaviour as react-hook-form's defaults for such a form, without the library (a page
 * with one short form would otherwise download it, about 14 KB of gzip, for two fields).
 *
 * - Sending checks every field; with a problem the form is not sent, each field shows its
 *   message (`errors`) and the first wrong field, in the rules' order, takes the focus.
 * - Once the form was sent (or tried), each change checks its field again.
 * - `submitting` is true while the `onValid` handler runs.
 *
 * The inputs keep their values themselves (uncontrolled): `field(name)` gives an input its
 * `name`, `ref` and `onChange`, and the handler reads the values from the form it sends.
 */
import { useRef, useState } from 'react';
import type { ChangeEvent, SubmitEvent } from 'react';

/** A field's rule: the message saying what is wrong with `value`, or undefined when it is fine. */
export type FieldRule = (value: string) => string | undefined;

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface FieldWiring<F extends string> {
  readonly name: F;
  readonly ref: (element: HTMLInputElement | null) => void;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export interface CheckedForm<F extends string> {
  readonly errors: FieldErrors<F>;
  readonly submitting: boolean;
  /** The attributes that tie an input to the form's state. */
  field(name: F): FieldWiring<F>;
  /** The form's submit handler: checks the fields, then runs `onValid` if they are fine. */
  handleSubmit(onValid: () => Promise<void> | void): (event: SubmitEvent<HTMLFormElement>) => void;
  /** Sets a field's value (as the visitor would see it typed), without checking it. */
  setValue(name: F, value: string): void;
  setFocus(name: F): void;
}

/** Each field's message, for the fields `rules` finds a problem with. */
export function fieldErrors<F extends string>(
  rules: Readonly<Record<F, FieldRule>>,
  valueOf: (name: F) => string,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const name of Object.keys(rules) as F[]) {
    const message = rules[name](valueOf(name));
    if (message !== undefined) errors[name] = message;
  }
  return errors;
}

export function useCheckedForm<F extends string>(
  rules: Readonly<Record<F, FieldRule>>,
): CheckedForm<F> {
  const inputs = useRef(new Map<F, HTMLInputElement>());
  const tried = useRef(false);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [submitting, setSubmitting] = useState(false);

  const valueOf = (name: F) => inputs.current.get(name)?.value ?? '';

  function recheck(name: F) {
    const message = rules[name](valueOf(name));
    setErrors((current) => {
      if (current[name] === message) return current;
      const { [name]: _previous, ...others } = current;
      return (message === undefined ? others : { ...others, [name]: message }) as FieldErrors<F>;
    });
  }

  return {
    errors,
    submitting,
    field: (name) => ({
      name,
      ref: (element) => {
        if (element) inputs.current.set(name, element);
        else inputs.current.delete(name);
      },
      onChange: () => {
        if (tried.current) recheck(name);
      },
    }),
    handleSubmit: (onValid) => (event) => {
      event.preventDefault();
      tried.current = true;
      const found = fieldErrors(rules, valueOf);
      setErrors(found);
      const first = (Object.keys(rules) as F[]).find((name) => found[name] !== undefined);
      if (first !== undefined) {
        inputs.current.get(first)?.focus();
        return;
      }
      setSubmitting(true);
      void (async () => {
        try {
          await onValid();
        } finally {
          setSubmitting(false);
        }
      })();
    },
    setValue: (name, value) => {
      const input = inputs.current.get(name);
      if (input) input.value = value;
    },
    setFocus: (name) => inputs.current.get(name)?.focus(),
  };
}
