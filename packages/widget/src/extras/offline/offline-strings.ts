import type { Locale } from '@kefu/protocol';

/** The offline form's words, shipped in its own chunk rather than in the full widget's strings. */
export const OFFLINE_STRINGS: Readonly<
  Record<Locale, Readonly<Record<'title' | 'closed' | 'email' | 'message' | 'send' | 'sending' | 'badEmail' | 'failed', string>>>
> = {
  'zh-CN': {
    title: '给我们留言',
    closed: '现在没有人工客服在线。留下邮箱和问题，我们会通过邮件回复你。',
    email: '邮箱',
    message: '留言',
    send: '提交留言',
    sending: '正在提交…',
    badEmail: '请填写有效的邮箱地址，例如 name@example.com',
    failed: '留言没有提交成功，请稍后再试',
  },
  en: {
    title: 'Leave us a message',
    closed: 'No one can answer right now. Leave your e-mail and your question, and we will reply by e-mail.',
    email: 'E-mail',
    message: 'Message',
    send: 'Send message',
    sending: 'Sending…',
    badEmail: 'Enter a valid e-mail address, such as name@example.com',
    failed: 'Your message was not sent; please try again shortly',
  },
};
