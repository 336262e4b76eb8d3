import type { Locale } from '@kefu/protocol';

// The strings only the prompt card and the step strip show, in their own chunk with them (base/lazy-elements.ts)
// rather than in the full widget's table; written like i18n/strings.ts, both translations side by side.
const PROMPT_PAIRS = {
  approve: ['确认提交', 'Confirm'],
  reject: ['需要修改', 'Change something'],
  rejectReason: ['哪里需要修改？（可选）', 'What should change? (optional)'],
  sendReason: ['发送', 'Send'],
  skip: ['跳过', 'Skip'],
  answerPlaceholder: ['在这里回答…', 'Your answer…'],
  required: ['必填', 'Required'],
  invalidFormat: ['格式不正确', 'Invalid format'],
  tooShort: ['至少 {n} 个字', 'At least {n} characters'],
  tooLong: ['最多 {n} 个字', 'At most {n} characters'],
  tooSmall: ['不能小于 {n}', 'Must be at least {n}'],
  notANumber: ['请输入数字', 'Enter a number'],
  invalidEmail: ['请输入有效的邮箱', 'Enter a valid email'],
  selectPlaceholder: ['请选择', 'Choose…'],
  expiresIn: ['{time} 后失效', 'expires in {time}'],
  workflowStrip: ['{title} · 第 {step}/{of} 步', '{title} · step {step} of {of}'],
  workflowExpired: ['{title} · 第 {step}/{of} 步 · 已超时', '{title} · step {step} of {of} · expired'],
  cancelWorkflow: ['取消办理', 'Cancel'],
  errorInterruptClosed: ['这一步已结束', 'This step has ended'],
} as const satisfies Record<string, readonly [zhCN: string, en: string]>;

/** A string of the prompt card or the step strip. */
export type PromptStringKey = keyof typeof PROMPT_PAIRS;

/** Looks a prompt string up in the locale and fills its `{placeholders}`. */
export function promptText(locale: Locale, key: PromptStringKey, params: Record<string, string | number> = {}): string {
  return PROMPT_PAIRS[key][locale === 'en' ? 1 : 0].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
