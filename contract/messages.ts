/**
 * How long the record of an e-mail the shop sent (address, subject, when) is kept, as the
 * privacy policy says; the message's text is erased as soon as it is delivered.
 */
export const MESSAGE_RECORD_RETENTION_DAYS = 90;
