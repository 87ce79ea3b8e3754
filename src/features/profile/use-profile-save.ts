import { useRef, useState } from 'react';
import type { RefObject } from 'react';
import type {
  FieldValues,
  Path,
  UseFormGetValues,
  UseFormReset,
  UseFormSetError,
} from 'react-hook-form';
import { isSessionRejected } from '~/lib/api/errors';
import { submitProblem } from '~/lib/form-errors';
import { setCustomer } from '~/features/session/store';
import type { Customer } from '~/features/session/store';
import type { UpdateCustomerInput } from '~/lib/graphql/generated/graphql';
import { updateCustomer } from './profile-api.ts';
import { dropProfileDraft, keepProfileDraft } from './profile-draft.ts';

export interface ProfileSave {
  /** The failure of the last submission (pt-BR), for the form's `role="alert"`. */
  readonly alert: string | undefined;
  /** The confirmation of the last submission, for the form's `role="status"`. */
  readonly status: string;
  readonly alertRef: RefObject<HTMLDivElement | null>;
  /** Sends the form's (validated) input through `UpdateCostumer`. */
  save(input: UpdateCustomerInput): Promise<void>;
}

/**
 * One profile form's save: on success the page's customer is replaced (the header and the
 * greeting follow) and the form takes the saved values; on failure what was typed stays, the
 * message goes to the alert and problems the API names mark their fields. Never retried
 * automatically: the customer presses `Salvar` again. When the API refused the session, what
 * was typed is kept for after the login (the session sends the customer there).
 *
 * @param draftName the form's name for what is kept across a login.
 * @param apiFields the API's input names mapped to this form's fields.
 * @param toValues the form's values for a customer (masked as the fields show them).
 */
export function useProfileSave<T extends FieldValues>(
  draftName: string,
  form: {
    readonly reset: UseFormReset<T>;
    readonly setError: UseFormSetError<T>;
    readonly getValues: UseFormGetValues<T>;
  },
  apiFields: Readonly<Partial<Record<string, Path<T>>>>,
  toValues: (customer: Customer) => T,
  savedMessage: string,
): ProfileSave {
  const [alert, setAlert] = useState<string>();
  const [status, setStatus] = useState('');
  const alertRef = useRef<HTMLDivElement>(null);

  async function save(input: UpdateCustomerInput) {
    setAlert(undefined);
    setStatus('');
    try {
      const customer = await updateCustomer(input);
      setCustomer(customer);
      dropProfileDraft(draftName);
      form.reset(toValues(customer));
      setStatus(savedMessage);
    } catch (error) {
      if (isSessionRejected(error)) keepProfileDraft(draftName, form.getValues());
      const problem = submitProblem(error, apiFields);
      setAlert(problem.message);
      problem.fields.forEach(({ name, message }, index) =>
        form.setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      if (problem.fields.length === 0) alertRef.current?.focus();
    }
  }

  return { alert, status, alertRef, save };
}
