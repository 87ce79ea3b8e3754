/**
 * The confirmation a destructive command asks for: `--yes` gives it up front (scripts, CI); else
 * the person at the terminal answers the question; with neither (no terminal, no `--yes`) the
 * command is refused, since nobody could have agreed to it.
 */
import { createInterface } from 'node:readline/promises';

/** Asks a question at the terminal and answers what was typed. */
export type Ask = (question: string) => Promise<string>;

/** A command given no confirmation: it must change nothing and exit non-zero with this message. */
export class NotConfirmedError extends Error {
  override readonly name = 'NotConfirmedError';
}

export interface ConfirmOptions {
  /** The command's name, as it prefixes its lines (`db:reset`). */
  readonly command: string;
  /** `--yes` was given. */
  readonly yes: boolean;
  /** The terminal's prompt, null when the input or the output is not a terminal. */
  readonly ask: Ask | null;
  /** What will be destroyed, as a question (`Empty … and seed it again?`). */
  readonly question: string;
}

const AGREED = /^\s*(y|yes|s|sim)\s*$/i;

/** Resolves when the destruction is agreed to; throws NotConfirmedError otherwise. */
export async function confirm({ command, yes, ask, question }: ConfirmOptions): Promise<void> {
  if (yes) return;
  if (ask === null) {
    throw new NotConfirmedError(
      `${question} This cannot be undone, and there is no terminal to confirm it: run ${command} in a terminal, or pass --yes to confirm in advance.`,
    );
  }
  const answer = await ask(`${question} This cannot be undone. Continue? [y/N] `);
  if (!AGREED.test(answer)) throw new NotConfirmedError('Nothing was changed (not confirmed).');
}

/** The process's terminal prompt, or null when stdin or stdout is not a terminal. */
export function terminalAsk(): Ask | null {
  if (!process.stdin.isTTY || !process.stdout.isTTY) return null;
  return async (question) => {
    const terminal = createInterface({ input: process.stdin, output: process.stdout });
    try {
      return await terminal.question(question);
    } finally {
      terminal.close();
    }
  };
}
