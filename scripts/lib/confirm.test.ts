import { describe, expect, it } from 'vitest';
import { NotConfirmedError, confirm } from './confirm.ts';

const QUESTION = 'Empty the database and seed it again?';

describe('confirm', () => {
  it('goes ahead without asking when --yes was given', async () => {
    const asked: string[] = [];
    const ask = async (question: string) => {
      asked.push(question);
      return 'n';
    };
    await expect(
      confirm({ command: 'db:reset', yes: true, ask, question: QUESTION }),
    ).resolves.toBe(undefined);
    expect(asked).toEqual([]);
  });

  it('refuses without a terminal and without --yes, saying how to confirm', async () => {
    const refused = confirm({ command: 'db:reset', yes: false, ask: null, question: QUESTION });
    await expect(refused).rejects.toThrow(NotConfirmedError);
    await expect(refused).rejects.toThrow(
      'Empty the database and seed it again? This cannot be undone, and there is no terminal to confirm it: run db:reset in a terminal, or pass --yes to confirm in advance.',
    );
  });

  it.each(['y', 'yes', 'Sim', ' s '])('goes ahead when the terminal answers %j', async (answer) => {
    const asked: string[] = [];
    const ask = async (question: string) => {
      asked.push(question);
      return answer;
    };
    await confirm({ command: 'db:reset', yes: false, ask, question: QUESTION });
    expect(asked).toEqual([`${QUESTION} This cannot be undone. Continue? [y/N] `]);
  });

  it.each(['', 'n', 'no', 'talvez'])(
    'changes nothing when the terminal answers %j',
    async (answer) => {
      const ask = async () => answer;
      await expect(
        confirm({ command: 'db:reset', yes: false, ask, question: QUESTION }),
      ).rejects.toThrow('Nothing was changed (not confirmed).');
    },
  );
});
