export { createSmtpTransport, type MailMessage, type MailTransport } from './mail-transport.ts';
export { createOutboxSender, type OutboxSender } from './outbox-sender.ts';
