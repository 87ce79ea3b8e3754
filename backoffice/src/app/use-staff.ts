/** The logged-in staff member, read from the back office's server (`/api/sessao`). */
import { useEffect, useState } from 'react';
import { goToLogin } from '../lib/api';
import type { StaffFieldsFragment } from '../lib/graphql/generated/graphql';

/** Who is logged in, as the server has it from the API. */
export type Staff = StaffFieldsFragment;

export type StaffState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly staff: Staff }
  | { readonly kind: 'failed' };

export function useStaff(): StaffState {
  const [state, setState] = useState<StaffState>({ kind: 'loading' });
  useEffect(() => {
    let cancelled = false;
    fetch('/api/sessao', { credentials: 'same-origin' })
      .then(async (response) => {
        if (response.status === 401) return goToLogin();
        if (!response.ok) throw new Error(String(response.status));
        const { staff } = (await response.json()) as { staff: Staff };
        if (!cancelled) setState({ kind: 'ready', staff });
      })
      .catch(() => !cancelled && setState({ kind: 'failed' }));
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
}
