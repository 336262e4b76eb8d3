import { createTransport } from 'nodemailer';
import type { TranscriptMail, TranscriptMailer } from './transcript-mailer.js';

/** Sends transcripts through the SMTP server at `url` (smtp:// or smtps://, credentials in the URL) from `from`. */
export function createSmtpTranscriptMailer(settings: { url: string; from: string }): TranscriptMailer {
  // The URL carries everything (host, port, TLS, credentials; `?pool=true` keeps connections open for bursts).
  const transport = createTransport(settings.url);
  return {
    async send(mail: TranscriptMail) {
      await transport.sendMail({ from: settings.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    close() {
      transport.close();
    },
  };
}
