import type { ReactNode } from 'react';

interface SubmitButtonProps {
  /** While the submission runs: the button is disabled and tells assistive technology why. */
  readonly busy: boolean;
  readonly className?: string | undefined;
  readonly children: ReactNode;
}

/** A form's submit button, disabled and marked `aria-busy` while its submission runs. */
export function SubmitButton({ busy, className, children }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={className ? `button ${className}` : 'button'}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {children}
    </button>
  );
}
