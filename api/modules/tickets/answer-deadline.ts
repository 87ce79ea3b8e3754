/**
 * The company's deadline to answer a customer: 5 days after the customer's first message it has
 * not answered (Decreto 7.962/2013, art. 4 V), shown in Atendimento as `Responder até`. The
 * ticket store computes the same deadline in SQL to filter the queue and count the home's figures.
 */

/** A ticket as far as its deadline goes (a TicketRecord): since when a reply is owed, if one is. */
interface Owed {
  readonly awaitingSince: number | null;
}

export const ANSWER_DAYS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** By when `ticket` must be answered; null when no answer is owed. */
export function answerBy(ticket: Owed): number | null {
  return ticket.awaitingSince === null ? null : ticket.awaitingSince + ANSWER_DAYS * DAY_MS;
}

/** Whether an answer owed on `ticket` is past its deadline at `now`. */
export function answerLate(ticket: Owed, now: number): boolean {
  const deadline = answerBy(ticket);
  return deadline !== null && deadline < now;
}
