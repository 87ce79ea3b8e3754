/**
 * The privacy policy's identity. Registration records which version a customer accepted, so a
 * change to what the policy says must come with a new version (and date): the day it changed,
 * with `.2`, `.3`… for a further change on the same day.
 */
export const PRIVACY_POLICY = {
  version: '2026-11-27',
  /** Shown as "Última atualização". */
  updatedOn: '27 de novembro de 2026',
} as const;
