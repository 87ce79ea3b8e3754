/** Field `Quantidade`: 1 up to `max` units, with the problem of what was typed under it. */
import { useId } from 'react';

interface QuantityFieldProps {
  readonly value: string;
  readonly max: number;
  readonly error: string | undefined;
  readonly onChange: (value: string) => void;
  readonly className?: string;
  readonly disabled?: boolean;
}

export function QuantityField({
  value,
  max,
  error,
  onChange,
  className,
  disabled,
}: QuantityFieldProps) {
  const id = useId();
  const errorId = `${id}-erro`;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>Quantidade</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
