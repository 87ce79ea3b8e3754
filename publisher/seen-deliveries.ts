/**
 * The delivery ids the publisher has accepted, each kept only until its timestamp leaves the
 * acceptance window (from then on the freshness check refuses it anyway), so memory and the file
 * hold at most one window of deliveries. Every accepted delivery is written to a file before
 * the publisher answers, so a replay right after a restart is refused too. The file is written
 * aside and renamed over the old one (flushed first): a crash leaves the old list or the new
 * one, never half of one.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { isDeliveryId, MAX_AGE_MS } from '../contract/webhook-delivery.ts';

/**
 * Far above what editors send in one window (about one webhook per change); past it new
 * deliveries are refused until old ones expire, rather than growing without bound.
 */
export const MAX_SEEN_DELIVERIES = 10_000;
const FILE_VERSION = 1;

export type RememberResult = 'remembered' | 'seen' | 'full';

interface SavedFile {
  readonly version: number;
  readonly deliveries: readonly (readonly [string, number])[];
}

function parseSaved(text: string): Map<string, number> {
  const saved = JSON.parse(text) as Partial<SavedFile>;
  if (saved.version !== FILE_VERSION || !Array.isArray(saved.deliveries)) {
    throw new Error(`not a version ${FILE_VERSION} list of deliveries`);
  }
  const entries = new Map<string, number>();
  for (const entry of saved.deliveries as unknown[]) {
    const [id, until] = Array.isArray(entry) ? (entry as unknown[]) : [];
    if (!isDeliveryId(id) || typeof until !== 'number') {
      throw new Error(`malformed entry ${JSON.stringify(entry).slice(0, 60)}`);
    }
    entries.set(id, until);
  }
  return entries;
}

export class SeenDeliveries {
  readonly #file: string;
  readonly #now: () => number;
  readonly #limit: number;
  /** Delivery id → until when it must be remembered (ms since the epoch). */
  readonly #entries: Map<string, number>;
  /** The write that will include changes made now, while it has not started. */
  #nextWrite: Promise<void> | null = null;
  #lastWrite: Promise<void> = Promise.resolve();

  private constructor(
    file: string,
    now: () => number,
    limit: number,
    entries: Map<string, number>,
  ) {
    this.#file = file;
    this.#now = now;
    this.#limit = limit;
    this.#entries = entries;
    this.#forgetExpired();
  }

  /**
   * Reads the list `file` holds (none yet: an empty list). A file that cannot be read is an
   * error: starting with an empty list would accept replays of the last window's deliveries.
   */
  static async open(
    file: string,
    options: { now: () => number; limit?: number },
  ): Promise<SeenDeliveries> {
    let entries = new Map<string, number>();
    try {
      entries = parseSaved(await readFile(file, 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(
          `the list of webhook deliveries already received (${file}) cannot be read (${reason}); ` +
            `delete it to start anyway (webhooks signed in the last ${MAX_AGE_MS / 60_000} minutes could then be replayed)`,
          { cause: error },
        );
      }
    }
    return new SeenDeliveries(file, options.now, options.limit ?? MAX_SEEN_DELIVERIES, entries);
  }

  /** Deliveries remembered now. */
  get size(): number {
    this.#forgetExpired();
    return this.#entries.size;
  }

  /**
   * Records `id` until `until` and resolves once that is on disk; `seen` if it already was
   * (nothing changes), `full` when the list is at its limit. If writing fails, `id` is
   * forgotten again and the promise rejects.
   */
  async remember(id: string, until: number): Promise<RememberResult> {
    this.#forgetExpired();
    if (this.#entries.has(id)) return 'seen';
    if (this.#entries.size >= this.#limit) return 'full';
    this.#entries.set(id, until);
    try {
      await this.#save();
    } catch (error) {
      this.#entries.delete(id);
      throw error;
    }
    return 'remembered';
  }

  /** Milliseconds until the oldest delivery expires (how long a full list stays full at most). */
  msUntilRoom(): number {
    const soonest = Math.min(...this.#entries.values());
    return Math.max(0, soonest - this.#now());
  }

  #forgetExpired(): void {
    const now = this.#now();
    for (const [id, until] of this.#entries) if (until <= now) this.#entries.delete(id);
  }

  /** Changes made while a write runs are saved together by one write after it. */
  #save(): Promise<void> {
    if (!this.#nextWrite) {
      const write = this.#lastWrite.then(() => {
        this.#nextWrite = null;
        return this.#write();
      });
      this.#nextWrite = write;
      this.#lastWrite = write.catch(() => undefined);
    }
    return this.#nextWrite;
  }

  async #write(): Promise<void> {
    const saved: SavedFile = { version: FILE_VERSION, deliveries: [...this.#entries] };
    const text = JSON.stringify(saved);
    const aside = `${this.#file}.next`;
    await mkdir(dirname(this.#file), { recursive: true });
    await writeFile(aside, text, { flush: true });
    await rename(aside, this.#file);
  }
}
