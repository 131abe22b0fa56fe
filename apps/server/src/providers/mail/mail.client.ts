import nodemailer from 'nodemailer'
import { ProviderError } from '../http'

/** One mail to one address: the subject, a plain-text body and optionally the same as HTML. */
export interface Mail {
  to: string
  subject: string
  text: string
  html?: string
}

/** Sends mail (invoices); a refusal or an unreachable server is a ProviderError('mail'). */
export interface Mailer {
  send(mail: Mail): Promise<void>
}

/**
 * Mail over SMTP with nodemailer: `url` is an SMTP URL (`smtps://user:pass@smtp.example.com:465`, or the sandbox's
 * `smtp://127.0.0.1:<port>`), `from` the sender every mail carries.
 */
export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(url)
  return {
    async send({ to, subject, text, html }) {
      try {
        await transport.sendMail({ from, to, subject, text, ...(html !== undefined && { html }) })
      } catch (error) {
        const code = error instanceof Error && 'responseCode' in error ? Number(error.responseCode) : null
        throw new ProviderError('mail', code, error instanceof Error ? error.message : 'the mail was not sent')
      }
    },
    close: () => transport.close(),
  }
}
