import type { ConsoleLocale } from './i18n.js';

const zh = {
  tab: '历史会话',
  title: '历史会话',
  search: '搜索顾客或客服说过的话',
  searchButton: '搜索',
  lastDays: (n: number) => `近 ${n} 天`,
  anyOutcome: '全部结果',
  anyReason: '全部转人工原因',
  outcomes: { assistant: 'AI 解决', human: '人工解决', abandoned: '放弃', open: '进行中' },
  handedBack: '已交还 AI',
  messages: (n: number) => `${n} 条消息`,
  rating: (n: number) => `评分 ${n}`,
  more: '加载更多',
  none: '没有符合条件的会话',
  loading: '正在查找…',
  pick: '选择一个会话查看记录',
  readOnly: '只读记录 · 个人信息已隐去',
  found: (role: 'user' | 'agent'): string => (role === 'user' ? '顾客说' : '客服说'),
};

const en: typeof zh = {
  tab: 'History',
  title: 'Past conversations',
  search: 'Search what shoppers or agents wrote',
  searchButton: 'Search',
  lastDays: (n) => `Last ${n} days`,
  anyOutcome: 'Any outcome',
  anyReason: 'Any handoff reason',
  outcomes: { assistant: 'Resolved by AI', human: 'With a person', abandoned: 'Abandoned', open: 'Open' },
  handedBack: 'Handed back',
  messages: (n) => `${n} message${n === 1 ? '' : 's'}`,
  rating: (n) => `Rated ${n}`,
  more: 'Load more',
  none: 'No conversation matches',
  loading: 'Searching…',
  pick: 'Pick a conversation to read its transcript',
  readOnly: 'Read-only transcript · personal data masked',
  found: (role) => (role === 'user' ? 'Shopper wrote' : 'Agent wrote'),
};

/** The history view's strings per language. */
export const HISTORY_STRINGS: Record<ConsoleLocale, typeof zh> = { 'zh-CN': zh, en };
/** The history view's strings of one language. */
export type HistoryStrings = typeof zh;
