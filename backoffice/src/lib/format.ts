/** Numbers and dates as the back office shows them (pt-BR, Brasília time). */
const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

export function formatMoney(reais: number): string {
  return money.format(reais);
}

export function formatDateTime(when: number | string): string {
  return dateTime.format(new Date(when));
}

const dayMonth = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

/** `DD/MM`, the day in Brasília (a deadline's day). */
export function formatDayMonth(when: number | string): string {
  return dayMonth.format(new Date(when));
}

/** A price as typed in pt-BR (`1.234,56`, `99,9`, `100`) in reais, or null. */
export function parsePrice(text: string): number | null {
  const match = /^\s*(?:R\$\s*)?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const whole = Number((match[1] ?? '').replace(/\./g, ''));
  return (whole * 100 + Number((match[2] ?? '0').padEnd(2, '0'))) / 100;
}

/** A price as the form shows it for editing: `1234,50`. */
export function priceInput(reais: number): string {
  return reais.toFixed(2).replace('.', ',');
}
