import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The mails the sandbox's SMTP server received, kept in the database so that a mail sent through one server process
 * shows at `/sandbox/mail` of any other. Only the sandbox (mail.sandbox.ts) reads and writes it.
 */
export const mailSandboxMessages = pgTable(
  'mail_sandbox_messages',
  {
    id: serial('id').primaryKey(),
    /** The envelope's sender and recipients, as the SMTP session gave them. */
    envelopeFrom: text('envelope_from').notNull(),
    envelopeTo: text('envelope_to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('mail_sandbox_messages_to').on(table.envelopeTo)],
)
