/**
 * The device proofs this browser keeps: one per customer who logged in here (the API's
 * `LoginResult.deviceProof`), newest first, at most DEVICE_PROOFS_KEPT. They go back to the API
 * in the `X-Device-Proof` header with the login, recovery and password checks, so that other
 * people's wrong guesses at an account never lock its customer out of a browser they logged in
 * from. A proof is no session: it opens nothing, it only lets this browser's own guesses count
 * on their own. They live in the site's local storage (the API is another origin, so a cookie of
 * the site would not reach it), which is why no e-mail is stored beside them: the API finds
 * which one belongs to the account a request names.
 */
export const DEVICE_PROOFS_KEY = 'vertice:navegador-conhecido';
/** The API reads at most five; a shared computer seldom has more customers than that. */
export const DEVICE_PROOFS_KEPT = 5;

export type ProofStorage = Pick<Storage, 'getItem' | 'setItem'>;

const PROOF = /^[0-9a-f]{64}$/;

/** The browser's local storage, or undefined where there is none (server, refused access). */
function localStore(): ProofStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The kept proofs, newest first; anything else under the key is ignored. */
export function readDeviceProofs(storage = localStore()): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(DEVICE_PROOFS_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((item): item is string => typeof item === 'string' && PROOF.test(item))
      : [];
  } catch {
    return [];
  }
}

/** Keeps `proof` as the newest, dropping the oldest beyond DEVICE_PROOFS_KEPT. */
export function rememberDeviceProof(proof: string, storage = localStore()): void {
  if (!PROOF.test(proof)) return;
  const kept = [proof, ...readDeviceProofs(storage).filter((p) => p !== proof)];
  try {
    storage?.setItem(DEVICE_PROOFS_KEY, JSON.stringify(kept.slice(0, DEVICE_PROOFS_KEPT)));
  } catch {
    // Full or refused storage: this browser stays unknown, as a private window is.
  }
}

/** The `X-Device-Proof` value to send, or undefined when this browser keeps none. */
export function deviceProofHeader(storage = localStore()): string | undefined {
  const proofs = readDeviceProofs(storage);
  return proofs.length > 0 ? proofs.join(', ') : undefined;
}
