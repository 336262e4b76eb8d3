import type { Locale, ThreadEvent } from '@kefu/protocol';
import { maskPii } from '../privacy/pii-detector.js';

/** A conversation's transcript as a shopper reads it: plain text and the same as a small HTML page. */
export interface RenderedTranscript {
  subject: string;
  text: string;
  html: string;
}

const WORDS = {
  'zh-CN': {
    subject: '您的在线客服对话记录',
    you: '您',
    assistant: 'AI 助手',
    agent: '人工客服',
    system: '系统',
    joined: '{name} 已接入',
    released: '已转回 AI 助手',
    times: '时间为 UTC；个人信息已隐去。',
  },
  en: {
    subject: 'Your support conversation',
    you: 'You',
    assistant: 'AI assistant',
    agent: 'Support agent',
    system: 'Notice',
    joined: '{name} joined',
    released: 'Back with the AI assistant',
    times: 'Times are UTC; personal data is masked.',
  },
} as const;

/**
 * Renders a conversation's stored events as the shopper saw them: messages with who wrote them and when, answers to
 * prompts, receipts, people joining and leaving. Personal data is masked as the stores mask it (maskPii) — a mailbox
 * or a downloaded file outlives the chat — and the HTML escapes everything, so nothing anyone wrote becomes markup.
 */
export function renderTranscript(events: readonly ThreadEvent[], locale: Locale): RenderedTranscript {
  const words = WORDS[locale];
  const lines: Array<{ at?: number; who: string; text: string }> = [];
  for (const event of events) {
    if (event.event === 'message:done') {
      const { message } = event.data;
      const who =
        message.role === 'user'
          ? words.you
          : message.role === 'agent'
            ? (message.author ?? words.agent)
            : message.role === 'assistant'
              ? words.assistant
              : words.system;
      const receipts = (message.parts ?? []).flatMap((part) =>
        part.type === 'receipt' ? [`${part.title}: ${part.fields.map((field) => `${field.label} ${field.value}`).join(' · ')}`] : [],
      );
      lines.push({ at: message.createdAt, who, text: [message.text, ...receipts].filter(Boolean).join('\n') });
    } else if (event.event === 'interrupt:closed' && event.data.answer) {
      lines.push({ who: words.you, text: event.data.answer });
    } else if (event.event === 'handoff' && (event.data.state === 'joined' || event.data.state === 'released')) {
      const text = event.data.state === 'joined' ? words.joined.replace('{name}', event.data.agentName ?? words.agent) : words.released;
      lines.push({ at: event.data.at, who: words.system, text });
    }
  }
  const masked = lines.map((line) => ({ ...line, text: maskPii(line.text) }));
  const stamp = (at?: number) => (at === undefined ? '' : `[${new Date(at).toISOString().slice(0, 16).replace('T', ' ')}] `);
  const text = [words.subject, words.times, '', ...masked.map((line) => `${stamp(line.at)}${line.who}: ${line.text}`)].join('\n') + '\n';
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(words.subject)}</title></head><body style="font-family:system-ui,sans-serif;max-width:42rem;margin:2rem auto;line-height:1.5"><h1 style="font-size:1.25rem">${escapeHtml(words.subject)}</h1><p style="color:#6b7280">${escapeHtml(words.times)}</p>${masked
    .map(
      (line) =>
        `<p><strong>${escapeHtml(line.who)}</strong> <small style="color:#6b7280">${escapeHtml(stamp(line.at).trim())}</small><br>${escapeHtml(line.text).replace(/\n/g, '<br>')}</p>`,
    )
    .join('')}</body></html>\n`;
  return { subject: words.subject, text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
