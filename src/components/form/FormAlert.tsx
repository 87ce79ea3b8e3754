import type { Ref } from 'react';

interface FormAlertProps {
  readonly message: string | undefined;
  readonly ref?: Ref<HTMLDivElement>;
}

/**
 * The form's error region: always in the page (screen readers announce changes of a live
 * region that already exists), styled as an alert only while it has something to say.
 * Focusable, so a failed submission can move focus to it.
 */
export function FormAlert({ message, ref }: FormAlertProps) {
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={message ? 'alert' : undefined}>
      {message}
    </div>
  );
}
