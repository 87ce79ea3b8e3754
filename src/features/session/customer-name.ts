/** The first word of a full name, as the header greets the customer ("Cliente Exemplo" → "Cliente"). */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/, 1)[0] ?? '';
}
