import { useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { FieldValues, Path, UseFormReset, UseFormSetError } from 'react-hook-form';
import { submitProblem } from '~/lib/form-errors';
import { setCustomer } from '~/features/session/store';
import type { Customer } from '~/features/session/store';
import type { UpdateCustomerInput } from '~/lib/graphql/generated/graphql';
import { updateCustomer } from './profile-api.ts';

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
 * automatically: the customer presses `Salvar` again.
 *
 * @param apiFields the API's input names mapped to this form's fields.
 * @param toValues the form's values for a customer (masked as the fields show them).
 */
export function useProfileSave<T extends FieldValues>(
  form: { readonly reset: UseFormReset<T>; readonly setError: UseFormSetError<T> },
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
      form.reset(toValues(customer));
      setStatus(savedMessage);
    } catch (error) {
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
