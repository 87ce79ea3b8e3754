/** A labelled `<select>` wired like `FormField` (error, aria-invalid). */
import { useId } from 'react';
import type { SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'name' | 'onChange' | 'onBlur' | 'children'
> {
  readonly label: string;
  readonly registration: UseFormRegisterReturn;
  readonly error?: string | undefined;
  /** The first option, with an empty value (nothing chosen). */
  readonly placeholder: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly className?: string;
}

export function SelectField({
  label,
  registration,
  error,
  placeholder,
  options,
  className,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <select
        {...select}
        {...registration}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
