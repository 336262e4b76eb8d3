import type { Locale } from '@kefu/protocol';

/** What the shopper reads when nobody can take the conversation right now (seed 003: never leave them in silence). */
export const NO_AGENTS_MESSAGE: Readonly<Record<Locale, string>> = {
  'zh-CN': '抱歉，现在没有在线的人工客服。您可以直接在这里留言，说明您的问题和联系方式，客服上线后会第一时间查看并回复您。',
  en: 'Sorry, no support agent is online right now. Leave a message here with your question and how to reach you, and an agent will read it and reply as soon as they are back.',
};

/** The one acknowledgement after the shopper's first message left while nobody is online. */
export const MESSAGE_LEFT_MESSAGE: Readonly<Record<Locale, string>> = {
  'zh-CN': '已收到您的留言，客服上线后会第一时间回复您。',
  en: 'We have your message. An agent will reply as soon as one is back online.',
};

/** The agent holding the thread left (console closed past the presence TTL) and another agent is online. */
export const AGENT_LEFT_REQUEUED_MESSAGE: Readonly<Record<Locale, (agentName: string) => string>> = {
  'zh-CN': (name) => `${name} 暂时离开了，已为您重新排队，下一位客服会尽快接待您。`,
  en: (name) => `${name} had to step away. You are back in the queue and the next agent will be with you shortly.`,
};

/** The agent holding the thread left and nobody else serving the site is online: the assistant takes over. */
export const AGENT_LEFT_ASSISTANT_MESSAGE: Readonly<Record<Locale, (agentName: string) => string>> = {
  'zh-CN': (name) => `${name} 暂时离开了，目前没有其他在线客服，先由 AI 助手继续为您服务。需要人工时可以随时再说“转人工”。`,
  en: (name) => `${name} had to step away and no other agent is online, so the assistant will help you for now. Ask for a human again any time.`,
};
