/**
 * Where the APIs that tests start send their e-mail: an SMTP address nothing listens on, so
 * their messages wait in their own outbox (retried, never lost) instead of arriving in the
 * local mailbox a developer's `npm start` runs on the default port. Tests that read e-mail
 * start a mailbox or a transport of their own.
 */
export const NO_MAIL_SERVER = 'smtp://127.0.0.1:1';
