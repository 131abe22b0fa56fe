export { createSmtpMailer, type Mail, type Mailer } from './mail.client'
export { mailSandbox, startSandboxSmtp, type SandboxMail } from './mail.sandbox'
