import type { ConsoleLocale } from './i18n.js';

const zh = {
  tab: '服务数据',
  desk: '工作台',
  title: '服务数据',
  lastDays: (n: number) => `近 ${n} 天`,
  conversations: '会话',
  byAssistant: 'AI 解决',
  byHuman: '人工解决',
  abandoned: '放弃',
  open: '进行中',
  firstReply: '首次回复（中位）',
  resolution: '解决时长（中位）',
  rating: '评分',
  date: '日期',
  site: '站点',
  handoffReasons: '转人工原因',
  ratingsByOutcome: '按结果的评分',
  ratingCount: (n: number) => `${n} 个评分`,
  unanswered: 'AI 未能回答的问题',
  noUnanswered: '没有未回答的问题',
  times: (n: number) => `${n} 次`,
  openThread: '查看会话',
  empty: '这段时间还没有会话',
  loading: '正在计算…',
  truncated: '会话过多，只统计了最近的 5000 个',
  definitions: (idle: number) => `安静 ${idle} 分钟后，会话计为已解决或放弃；定义见 README “The ledger”。`,
  none: '—',
};

const en: typeof zh = {
  tab: 'Ledger',
  desk: 'Desk',
  title: 'How the assistant is doing',
  lastDays: (n) => `Last ${n} days`,
  conversations: 'Conversations',
  byAssistant: 'Resolved by AI',
  byHuman: 'With a person',
  abandoned: 'Abandoned',
  open: 'Open',
  firstReply: 'First reply (median)',
  resolution: 'Resolution (median)',
  rating: 'Rating',
  date: 'Date',
  site: 'Site',
  handoffReasons: 'Handoff reasons',
  ratingsByOutcome: 'Ratings by outcome',
  ratingCount: (n) => `${n} rating${n === 1 ? '' : 's'}`,
  unanswered: 'Questions the assistant could not answer',
  noUnanswered: 'None',
  times: (n) => `${n}×`,
  openThread: 'Open',
  empty: 'No conversations in this period',
  loading: 'Computing…',
  truncated: 'Too many conversations: only the newest 5,000 are counted',
  definitions: (idle) => `A conversation counts as resolved or abandoned after ${idle} quiet minutes; definitions in the README, "The ledger".`,
  none: '—',
};

/** The ledger page's strings per language. */
export const LEDGER_STRINGS: Record<ConsoleLocale, typeof zh> = { 'zh-CN': zh, en };
/** The ledger page's strings of one language. */
export type LedgerStrings = typeof zh;
