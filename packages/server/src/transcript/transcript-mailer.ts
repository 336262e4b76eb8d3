/** One mail with a conversation's transcript. */
export interface TranscriptMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends transcripts by e-mail (the SMTP adapter in production; nothing without KEFU_SMTP_URL). */
export interface TranscriptMailer {
  send(mail: TranscriptMail): Promise<void>;
  close(): void;
}
