/**
 * The new-ticket form's rules: validation (the SDL's limits, pt-BR messages) and what it
 * sends. Only the form imports this module (zod comes with it).
 */
import { z } from '~/lib/zod';
import { richTextProblem } from '~/features/editor/rich-text';
import type { OpenTicketInput } from '~/lib/graphql/generated/graphql';

export const SUBJECT_MIN_LENGTH = 3;
export const SUBJECT_MAX_LENGTH = 120;

export const DESCRIPTION_EMPTY = 'Descreva o problema ou a solicitação.';

const PRODUCT_ID = /^\d{1,9}$/;

export const newTicketSchema = z.object({
  subject: z
    .string()
    .check(
      z.trim(),
      z.minLength(
        SUBJECT_MIN_LENGTH,
        `Informe o assunto com pelo menos ${SUBJECT_MIN_LENGTH} caracteres.`,
      ),
      z.maxLength(
        SUBJECT_MAX_LENGTH,
        `O assunto pode ter no máximo ${SUBJECT_MAX_LENGTH} caracteres.`,
      ),
    ),
  description: z.string().check(
    z.superRefine((html, context) => {
      const problem = richTextProblem(html, DESCRIPTION_EMPTY);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  ),
  requestId: z.string(),
  productId: z.string().check(
    z.trim(),
    z.refine(
      (value) => value === '' || PRODUCT_ID.test(value),
      'Informe o código do produto só com números.',
    ),
  ),
});

export type NewTicketValues = z.input<typeof newTicketSchema>;

/** The API input of valid form values (empty links left out). */
export function toOpenTicketInput(values: NewTicketValues): OpenTicketInput {
  const { subject, description, requestId, productId } = newTicketSchema.parse(values);
  return {
    subject,
    description,
    ...(requestId ? { requestId } : {}),
    ...(productId ? { productId } : {}),
  };
}
