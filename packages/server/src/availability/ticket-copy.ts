import type { Locale } from '@kefu/protocol';

/** What the shopper reads in the conversation once the offline form became a ticket. */
export const TICKET_LEFT_MESSAGE: Readonly<Record<Locale, (email: string) => string>> = {
  'zh-CN': (email) => `已收到您的留言，客服会通过邮件回复到 ${email}。`,
  en: (email) => `We have your message and will reply by e-mail to ${email}.`,
};
