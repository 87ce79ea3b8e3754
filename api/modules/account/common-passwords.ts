/**
 * The commonest passwords, refused at registration and reset: zxcvbn-ts' list of the ~49,000
 * most used passwords, plus the same trick in Portuguese — a common password, a common pt-BR
 * word or a Brazilian first name followed only by digits (`senha1234`, `flamengo10`,
 * `gabriel123`). Server side only: this module is never imported by the site's own code (mock
 * mode loads it on demand), so the lists stay out of the shop's bundle.
 */
import { dictionary as common } from '@zxcvbn-ts/language-common';
import { dictionary as portuguese } from '@zxcvbn-ts/language-pt-br';

const PASSWORDS = new Set(common['passwords-common']);
const WORDS = new Set([
  ...portuguese['commonWords-pt-br'],
  ...portuguese['firstnames-pt-br'],
  ...portuguese['wikipedia-pt-br'],
]);

function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  // The lists spell some words with accents and some without: try both.
  return [lower, withoutAccents(lower)].some((candidate) => {
    if (PASSWORDS.has(candidate)) return true;
    const stem = /^(\p{L}+)\d+$/u.exec(candidate)?.[1];
    return stem !== undefined && (PASSWORDS.has(stem) || WORDS.has(stem));
  });
}
