import type { Locale } from '@kefu/protocol';

/** The loader's own few strings, so the launcher speaks both languages without the widget's whole string table. */
export const LOADER_STRINGS: Record<Locale, { openChat: string; stepWaiting: string; dismiss: string }> = {
  'zh-CN': { openChat: '打开在线客服', stepWaiting: '有 1 个步骤待完成', dismiss: '关闭提示' },
  en: { openChat: 'Open chat', stepWaiting: '1 step waiting', dismiss: 'Dismiss' },
};
