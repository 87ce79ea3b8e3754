import { useCallback, useState } from 'react';
import { clearDraft, draftStorage, readDraft, writeDraft } from './form-draft.ts';

/**
 * A form value kept in the tab's session storage as it is typed (see form-draft.ts), read once
 * when the form mounts. Forms that use it render in the browser only (after the customer is
 * known), so the first render may read storage.
 */
export function useFormDraft(key: string): [string, (value: string) => void, () => void] {
  const [value, setValue] = useState(() => readDraft(draftStorage(), key));
  const update = useCallback(
    (next: string) => {
      setValue(next);
      writeDraft(draftStorage(), key, next);
    },
    [key],
  );
  const clear = useCallback(() => {
    setValue('');
    clearDraft(draftStorage(), key);
  }, [key]);
  return [value, update, clear];
}
