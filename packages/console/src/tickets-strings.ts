import type { ConsoleLocale } from './i18n.js';

const zh = {
  tab: '留言',
  title: '留言工单',
  openOnly: '待处理',
  all: '全部',
  empty: '没有留言',
  loading: '正在加载…',
  open: '待处理',
  closed: '已完成',
  markDone: '标记完成',
  transcript: '查看对话',
  closedBy: (name: string) => `${name} 已处理`,
  replyTo: '回复邮箱',
  reveal: '显示',
  revealHint: '已隐去邮箱和留言中的个人信息。显示原文会被记录。',
  revealed: '原文仅您可见，已记录',
};

const en: typeof zh = {
  tab: 'Tickets',
  title: 'Tickets',
  openOnly: 'Open',
  all: 'All',
  empty: 'No tickets',
  loading: 'Loading…',
  open: 'Open',
  closed: 'Done',
  markDone: 'Mark done',
  transcript: 'Open transcript',
  closedBy: (name: string) => `Done by ${name}`,
  replyTo: 'Reply to',
  reveal: 'Show',
  revealHint: 'The e-mail and personal data in the message are hidden. Showing them is recorded.',
  revealed: 'Shown to you only; recorded',
};

/** The tickets page's words. */
export type TicketsStrings = typeof zh;
/** The tickets page's words in each console language. */
export const TICKETS_STRINGS: Record<ConsoleLocale, TicketsStrings> = { 'zh-CN': zh, en };
