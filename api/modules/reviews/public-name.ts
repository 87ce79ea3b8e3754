/**
 * The name a review is signed with in public: the first name and the surname's initial
 * (`Cliente E.`), never the whole name nor the e-mail, so a review does not identify its author
 * beyond what they would say at a shop's counter.
 */
export function publicName(fullName: string): string {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  const last = rest.at(-1);
  const initial = last ? `${Array.from(last)[0]?.toLocaleUpperCase('pt-BR')}.` : '';
  return [first, initial].filter((part) => part !== '').join(' ') || 'Cliente';
}
