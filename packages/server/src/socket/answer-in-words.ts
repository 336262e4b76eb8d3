import { LIMITS, type Interrupt, type InterruptReply, type Locale } from '@kefu/protocol';

const WORDS = {
  'zh-CN': { approve: '确认提交', reject: '需要修改', skip: '跳过', files: '已上传 {n} 张图片', separator: '，' },
  en: { approve: 'Confirmed', reject: 'Change something', skip: 'Skipped', files: 'Uploaded {n} photo(s)', separator: '; ' },
} as const;

/**
 * The shopper's answer to a prompt as the transcript shows it: the chosen option's label (not its value), the
 * form's fields by label, "确认提交" / "Confirmed", the reason for a change; undefined for a cancel (the closing
 * reason says it). Stored on the answered `interrupt:closed`, so a reload shows it too.
 */
export function answerInWords(interrupt: Interrupt, reply: InterruptReply, locale: Locale): string | undefined {
  const words = WORDS[locale];
  let text: string | undefined;
  switch (reply.action) {
    case 'answer':
      text = interrupt.options?.find((option) => option.value === reply.value)?.label ?? reply.value;
      break;
    case 'submit':
      text = Object.entries(reply.values)
        .map(([name, value]) => {
          const field = interrupt.fields?.find((candidate) => candidate.name === name);
          const shown = field?.options?.find((option) => option.value === value)?.label ?? value;
          return `${field?.label ?? name}: ${shown}`;
        })
        .join(words.separator);
      break;
    case 'approve':
      text = words.approve;
      break;
    case 'reject':
      text = reply.reason ? `${words.reject}${words.separator}${reply.reason}` : words.reject;
      break;
    case 'upload':
      text = words.files.replace('{n}', String(reply.files.length));
      break;
    case 'skip':
      text = words.skip;
      break;
    case 'cancel':
      return undefined;
  }
  return text ? text.slice(0, LIMITS.maxTextLength) : undefined;
}
