import type { Locale } from '@kefu/protocol';

/** What the shopper reads when nobody can take the conversation right now (seed 003: never leave them in silence). */
export const NO_AGENTS_MESSAGE: Readonly<Record<Locale, string>> = {
  'zh-CN': '抱歉，现在没有在线的人工客服。您可以直接在这里留言，说明您的问题和联系方式，客服上线后会第一时间查看并回复您。',
  en: 'Sorry, no support agent is online right now. Leave a message here with your question and how to reach you, and an agent will read it and reply as soon as they are back.',
};
