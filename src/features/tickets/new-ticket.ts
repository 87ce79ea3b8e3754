/**
 * The new-ticket form's rules: validation (the rules the API applies, contract/, in pt-BR)
 * and what it sends. Only the form imports this module (zod comes with it).
 */
import { richTextProblem } from '../../../contract/rich-text.ts';
import { checkSubject } from '../../../contract/validation.ts';
import type { OpenTicketInput } from '~/lib/graphql/generated/graphql';
import { checked } from '~/lib/validation';
import { z } from '~/lib/zod';

export const DESCRIPTION_EMPTY = 'Descreva o problema ou a solicitação.';

const PRODUCT_ID = /^\d{1,9}$/;

export const newTicketSchema = z.object({
  subject: checked(checkSubject),
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
