import { describe, expect, it } from 'vitest';
import {
  LIMITS,
  PROTOCOL_VERSION,
  clientToServer,
  interruptSchema,
  messagePartSchema,
  messageSchema,
  parseEvent,
  parseWireEvent,
  serverToClient,
} from './index.js';
import { validInterrupts, validMessage, validParts } from './examples.test-support.js';
import type { Interrupt } from './index.js';

const hello = { protocolVersion: PROTOCOL_VERSION, siteKey: 'demo', locale: 'zh-CN' };
const send = { clientMsgId: '0b6f3c1e-8e7a-4c55-9a3e-1d2f3a4b5c6d', text: 'Find X8 多少钱?' };

/** A JSON value nested `depth` levels deep. */
function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level += 1) value = { child: value };
  return value;
}

describe('valid payloads', () => {
  it.each(validParts.map((part) => [part.type, part]))('accepts a %s part', (_type, part) => {
    expect(messagePartSchema.safeParse(part).success).toBe(true);
  });

  it.each(validInterrupts.map((prompt) => [prompt.kind, prompt]))('accepts a %s prompt', (_kind, prompt) => {
    expect(interruptSchema.safeParse(prompt).success).toBe(true);
  });

  it.each([
    ['session:hello', hello],
    ['session:hello', { ...hello, threadId: 't_1', lastSeq: 12, identity: 'a.b.c', page: { url: 'https://shop.example/p/1' } }],
    ['message:send', send],
    ['message:send', { ...send, context: { productId: 'find-x9', pageUrl: '/products/find-x9' } }],
    ['interrupt:reply', { interruptId: 'i_1', action: 'answer', value: 'KF20261101001' }],
    ['interrupt:reply', { interruptId: 'i_1', action: 'submit', values: { taxId: '91310000MA1FL8XQ30' } }],
    ['interrupt:reply', { interruptId: 'i_1', action: 'approve' }],
    ['interrupt:reply', { interruptId: 'i_1', action: 'reject', reason: '地址不对' }],
    ['interrupt:reply', { interruptId: 'i_1', action: 'upload', files: [{ url: 'https://cdn.example/a.jpg' }] }],
    ['interrupt:reply', { interruptId: 'i_1', action: 'skip' }],
    ['interrupt:reply', { interruptId: 'i_1', action: 'cancel' }],
    ['conversation:cancel', {}],
    ['typing', { active: true }],
    ['feedback', { rating: 5, comment: '很好' }],
  ] as const)('accepts %s %j', (event, payload) => {
    expect(parseEvent('client', event, payload)).toMatchObject({ ok: true });
  });

  it('accepts every server event example', () => {
    const examples: Record<keyof typeof serverToClient, unknown> = {
      'message:delta': { messageId: 'm_1', index: 0, text: 'Find' },
      'message:done': { seq: 1, message: validMessage },
      'interrupt:open': { seq: 2, interrupt: validInterrupts[0] },
      'interrupt:closed': { seq: 3, interruptId: 'i_text', reason: 'expired' },
      'agent:status': { state: 'thinking' },
      handoff: { seq: 4, state: 'queued', reason: 'requested', queuePosition: 2, at: 1 },
      'agent:typing': { active: true, agentName: '小林', agentAvatarUrl: 'https://shop.example/avatars/lin.png' },
      error: { code: 'RATE_LIMITED', message: 'slow down', retryable: true, retryAfterMs: 1000 },
    };
    for (const [event, payload] of Object.entries(examples)) {
      expect(parseWireEvent('server', event, payload), event).toMatchObject({ ok: true, data: { event } });
    }
  });

  it("accepts a closing answer, an agent's avatar and agent typing (all optional), and refuses them malformed", () => {
    const closing = { seq: 5, message: { ...validMessage, endsConversation: true } };
    expect(parseWireEvent('server', 'message:done', closing)).toMatchObject({ ok: true, data: { data: { message: { endsConversation: true } } } });
    expect(parseWireEvent('server', 'message:done', { seq: 5, message: { ...validMessage, endsConversation: false } })).toMatchObject({
      ok: false,
      error: { code: 'BAD_PAYLOAD', path: 'message.endsConversation' },
    });
    const agentMessage = { ...validMessage, role: 'agent', author: '小林', avatarUrl: '/avatars/lin.png' };
    expect(parseWireEvent('server', 'message:done', { seq: 6, message: agentMessage })).toMatchObject({ ok: true });
    expect(parseWireEvent('server', 'message:done', { seq: 6, message: { ...agentMessage, avatarUrl: 'javascript:alert(1)' } })).toMatchObject({
      ok: false,
      error: { code: 'BAD_PAYLOAD', path: 'message.avatarUrl' },
    });
    const joined = { seq: 7, state: 'joined', reason: 'requested', agentName: '小林', agentAvatarUrl: 'https://shop.example/lin.png', at: 1 };
    expect(parseWireEvent('server', 'handoff', joined)).toMatchObject({ ok: true });
    expect(parseWireEvent('server', 'handoff', { ...joined, agentAvatarUrl: 'data:image/png;base64,AAAA' })).toMatchObject({
      ok: false,
      error: { path: 'agentAvatarUrl' },
    });
    expect(parseWireEvent('server', 'agent:typing', { active: false })).toMatchObject({ ok: true });
    expect(parseWireEvent('server', 'agent:typing', { active: 'yes' })).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD', path: 'active' } });
  });

  it('accepts an answered prompt closing with the answer in words, and one without (older servers)', () => {
    expect(parseWireEvent('server', 'interrupt:closed', { seq: 3, interruptId: 'i', reason: 'answered', answer: '质量问题' })).toMatchObject({
      ok: true,
      data: { data: { answer: '质量问题' } },
    });
    expect(parseWireEvent('server', 'interrupt:closed', { seq: 3, interruptId: 'i', reason: 'answered' })).toMatchObject({ ok: true });
  });

  it('accepts a photo step’s closing with the uploads it named as file parts, up to the upload answer’s limit, and no other part', () => {
    const file = { type: 'file', uploadId: 'up_0b7e1c2a-5d3f-4e61-9a8b-2c4d6e8f0a1b', mediaType: 'image/jpeg', name: '屏幕.jpg', size: 1024 };
    const closed = (files: unknown) =>
      parseWireEvent('server', 'interrupt:closed', { seq: 3, interruptId: 'i', reason: 'answered', answer: '已上传 1 张图片', files });
    expect(closed([file])).toMatchObject({ ok: true, data: { data: { files: [file] } } });
    expect(closed(Array(LIMITS.maxUploadFiles + 1).fill(file))).toMatchObject({ ok: false, error: { code: 'TOO_LARGE' } });
    expect(closed([])).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
    expect(closed([{ ...file, uploadId: '../etc/passwd' }])).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
    expect(closed([{ type: 'receipt', kind: 'return', receiptId: 'R1', title: 'x', fields: [] }])).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
  });

  it('accepts a message with a long answer but not past the limit', () => {
    expect(messageSchema.safeParse({ ...validMessage, text: 'x'.repeat(LIMITS.maxAnswerLength) }).success).toBe(true);
    expect(messageSchema.safeParse({ ...validMessage, text: 'x'.repeat(LIMITS.maxAnswerLength + 1) }).success).toBe(false);
  });
});

describe('bad payloads', () => {
  it.each([
    ['session:hello', null, 'BAD_PAYLOAD'],
    ['session:hello', 'hello', 'BAD_PAYLOAD'],
    ['session:hello', [hello], 'BAD_PAYLOAD'],
    ['session:hello', { ...hello, protocolVersion: 1 }, 'BAD_PAYLOAD'],
    ['session:hello', { siteKey: 'demo', locale: 'zh-CN' }, 'BAD_PAYLOAD'],
    ['session:hello', { ...hello, locale: 'fr' }, 'BAD_PAYLOAD'],
    ['session:hello', { ...hello, lastSeq: -1 }, 'BAD_PAYLOAD'],
    ['session:hello', { ...hello, lastSeq: 1.5 }, 'BAD_PAYLOAD'],
    ['session:hello', { ...hello, siteKey: 'demo site<script>' }, 'BAD_PAYLOAD'],
    ['session:hello', { ...hello, extra: true }, 'BAD_PAYLOAD'],
    ['session:hello', JSON.parse('{"protocolVersion":"1.0","siteKey":"demo","locale":"en","__proto__":{"admin":true}}'), 'BAD_PAYLOAD'],
    ['session:hello', { ...hello, page: { url: 'javascript:alert(1)' } }, 'BAD_PAYLOAD'],
    ['session:hello', { ...hello, page: { url: '//evil.example/x' } }, 'BAD_PAYLOAD'],
    ['session:hello', { ...hello, identity: 'x'.repeat(LIMITS.maxTokenLength + 1) }, 'TOO_LARGE'],
    ['message:send', { ...send, text: '' }, 'BAD_PAYLOAD'],
    ['message:send', { ...send, text: 42 }, 'BAD_PAYLOAD'],
    ['message:send', { ...send, text: 'x'.repeat(LIMITS.maxTextLength + 1) }, 'TOO_LARGE'],
    ['message:send', { text: 'hi' }, 'BAD_PAYLOAD'],
    ['message:send', { ...send, clientMsgId: 'short' }, 'BAD_PAYLOAD'],
    ['message:send', { ...send, context: nested(50) }, 'BAD_PAYLOAD'],
    ['message:send', { ...send, context: { productId: 'x', nested: nested(5) } }, 'BAD_PAYLOAD'],
    ['message:send', JSON.parse(`{"clientMsgId":"${send.clientMsgId}","text":"hi","constructor":{"prototype":{"x":1}}}`), 'BAD_PAYLOAD'],
    ['message:send', { ...send, padding: 'x'.repeat(LIMITS.maxPayloadBytes) }, 'TOO_LARGE'],
    ['interrupt:reply', { interruptId: 'i_1', action: 'explode' }, 'BAD_PAYLOAD'],
    ['interrupt:reply', { interruptId: 'i_1', action: 'answer' }, 'BAD_PAYLOAD'],
    ['interrupt:reply', { interruptId: 'i_1', action: 'submit', values: JSON.parse('{"__proto__":"x"}') }, 'BAD_PAYLOAD'],
    ['interrupt:reply', { interruptId: 'i_1', action: 'submit', values: { constructor: 'x' } }, 'BAD_PAYLOAD'],
    ['interrupt:reply', { interruptId: 'i_1', action: 'submit', values: { a: { b: 'c' } } }, 'BAD_PAYLOAD'],
    [
      'interrupt:reply',
      { interruptId: 'i_1', action: 'submit', values: Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`f${i}`, 'v'])) },
      'BAD_PAYLOAD',
    ],
    ['interrupt:reply', { interruptId: 'i_1', action: 'upload', files: [] }, 'BAD_PAYLOAD'],
    ['interrupt:reply', { interruptId: 'i_1', action: 'upload', files: [{ url: 'data:text/html,<script>' }] }, 'BAD_PAYLOAD'],
    ['typing', { active: 'yes' }, 'BAD_PAYLOAD'],
    ['feedback', { rating: 6 }, 'BAD_PAYLOAD'],
    ['feedback', { rating: 3, comment: 'x'.repeat(LIMITS.maxCommentLength + 1) }, 'TOO_LARGE'],
    ['no:such', {}, 'UNKNOWN_EVENT'],
    ['__proto__', {}, 'UNKNOWN_EVENT'],
    ['toString', {}, 'UNKNOWN_EVENT'],
  ] as const)('%s %#: rejects with %s', (event, payload, code) => {
    const result = parseWireEvent('client', event, payload);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error.message.length).toBeGreaterThan(0);
    }
  });

  it('rejects a price whose final does not equal the list price − promotions, or mixes currencies', () => {
    expect(messagePartSchema.safeParse({ ...validParts[2], final: { amount: 300_000, currency: 'CNY' } }).success).toBe(false);
    expect(messagePartSchema.safeParse({ ...validParts[2], final: { amount: 349_900, currency: 'USD' } }).success).toBe(false);
  });

  const [textPrompt, choicePrompt, confirmPrompt, formPrompt, uploadPrompt] = validInterrupts as [Interrupt, Interrupt, Interrupt, Interrupt, Interrupt];
  const { options, ...choiceWithout } = choicePrompt;
  const { summary, ...confirmWithout } = confirmPrompt;
  const { fields, ...formWithout } = formPrompt;
  it.each([
    ['text with options', { ...textPrompt, options }],
    ['text with a summary', { ...textPrompt, summary }],
    ['text with fields', { ...textPrompt, fields }],
    ['text that is skippable', { ...textPrompt, skippable: true }],
    ['choice without options', choiceWithout],
    ['choice with no option', { ...choicePrompt, options: [] }],
    ['choice with fields', { ...choicePrompt, fields }],
    ['choice that is skippable', { ...choicePrompt, skippable: false }],
    ['confirm without a summary', confirmWithout],
    ['confirm with an empty summary', { ...confirmPrompt, summary: [] }],
    ['confirm with options', { ...confirmPrompt, options }],
    ['form without fields', formWithout],
    ['form with no field', { ...formPrompt, fields: [] }],
    ['form with a summary', { ...formPrompt, summary }],
    ['upload with options', { ...uploadPrompt, options }],
    ['upload with skippable "yes"', { ...uploadPrompt, skippable: 'yes' }],
    ['unknown kind', { ...textPrompt, kind: 'captcha' }],
    ['no kind', { interruptId: 'i', prompt: 'p', expiresAt: 1 }],
  ])('rejects a prompt: %s', (_case, prompt) => {
    expect(interruptSchema.safeParse(prompt).success).toBe(false);
    expect(parseEvent('server', 'interrupt:open', { seq: 1, interrupt: prompt })).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
  });

  it('rejects a workflow step past its count', () => {
    const prompt = { ...validInterrupts[0], workflow: { name: 'return', title: '退货', step: 5, of: 4 } };
    expect(interruptSchema.safeParse(prompt).success).toBe(false);
  });

  it('rejects a product with a negative price, a fractional minor-unit amount or a currency that is not ISO 4217', () => {
    expect(messagePartSchema.safeParse({ ...validParts[0], price: { amount: -1, currency: 'CNY' } }).success).toBe(false);
    expect(messagePartSchema.safeParse({ ...validParts[0], price: { amount: 100.5, currency: 'CNY' } }).success).toBe(false);
    expect(messagePartSchema.safeParse({ ...validParts[0], price: { amount: 100, currency: 'yuan' } }).success).toBe(false);
    expect(messagePartSchema.safeParse({ ...validParts[0], price: 3999 }).success).toBe(false);
  });

  it('a product card may name the option values asked about, at most 10 labels', () => {
    expect(messagePartSchema.safeParse({ ...validParts[0], asked: ['Stellar Black'] }).success).toBe(true);
    expect(messagePartSchema.safeParse({ ...validParts[0], asked: Array.from({ length: 11 }, () => 'M') }).success).toBe(false);
  });

  it('quick replies carry 1 to 8 replies of label-sized text', () => {
    const reply = { type: 'quick_replies', replies: [{ text: 'Linen Shirt', label: 'Linen Shirt · $48' }] };
    expect(messagePartSchema.safeParse(reply).success).toBe(true);
    expect(messagePartSchema.safeParse({ ...reply, replies: [] }).success).toBe(false);
    expect(messagePartSchema.safeParse({ ...reply, replies: Array.from({ length: 9 }, () => ({ text: 'x' })) }).success).toBe(false);
    expect(messagePartSchema.safeParse({ ...reply, replies: [{ label: 'no text' }] }).success).toBe(false);
  });

  it('survives a cyclic payload with TOO_LARGE instead of throwing', () => {
    const cyclic: Record<string, unknown> = { clientMsgId: send.clientMsgId, text: 'hi' };
    cyclic.self = cyclic;
    expect(parseEvent('client', 'message:send', cyclic)).toMatchObject({ ok: false, error: { code: 'TOO_LARGE' } });
  });

  it('does not pollute Object.prototype while parsing', () => {
    parseEvent('client', 'session:hello', JSON.parse('{"__proto__":{"polluted":true},"protocolVersion":"1.0","siteKey":"demo","locale":"en"}'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['message:delta', { messageId: 'm_1', index: -1, text: 'x' }, 'BAD_PAYLOAD'],
    ['message:delta', { messageId: 'm_1', index: 0, text: 'x'.repeat(4001) }, 'TOO_LARGE'],
    ['message:delta', { messageId: 'm 1', index: 0, text: 'x' }, 'BAD_PAYLOAD'],
    ['message:done', { seq: 0, message: validMessage }, 'BAD_PAYLOAD'],
    ['message:done', { seq: 1.5, message: validMessage }, 'BAD_PAYLOAD'],
    ['message:done', { message: validMessage }, 'BAD_PAYLOAD'],
    ['message:done', { seq: 1, message: { ...validMessage, role: 'admin' } }, 'BAD_PAYLOAD'],
    ['message:done', { seq: 1, message: { ...validMessage, text: 'x'.repeat(LIMITS.maxAnswerLength + 1) } }, 'TOO_LARGE'],
    ['message:done', { seq: 1, message: { ...validMessage, parts: [{ ...validParts[2], final: 3000 }] } }, 'BAD_PAYLOAD'],
    ['message:done', { seq: 1, message: { ...validMessage, parts: [{ ...validParts[0], url: 'javascript:alert(1)' }] } }, 'BAD_PAYLOAD'],
    ['message:done', { seq: 1, message: { ...validMessage, parts: [{ type: 'script', src: 'x' }] } }, 'BAD_PAYLOAD'],
    ['message:done', JSON.parse('{"seq":1,"message":{"messageId":"m","role":"assistant","text":"x","createdAt":1,"__proto__":{"x":1}}}'), 'BAD_PAYLOAD'],
    ['interrupt:open', { seq: 2, interrupt: { ...validInterrupts[0], expiresAt: -1 } }, 'BAD_PAYLOAD'],
    ['interrupt:open', { seq: 2, interrupt: { ...validInterrupts[1], kind: 'confirm' } }, 'BAD_PAYLOAD'],
    ['interrupt:open', { seq: 2 }, 'BAD_PAYLOAD'],
    ['interrupt:closed', { seq: 3, interruptId: 'i', reason: 'gone' }, 'BAD_PAYLOAD'],
    ['interrupt:closed', { seq: 3, reason: 'expired' }, 'BAD_PAYLOAD'],
    ['interrupt:closed', { seq: 3, interruptId: 'i', reason: 'answered', answer: 'x'.repeat(LIMITS.maxTextLength + 1) }, 'TOO_LARGE'],
    ['interrupt:closed', { seq: 3, interruptId: 'i', reason: 'answered', answer: 7 }, 'BAD_PAYLOAD'],
    ['agent:status', { state: 'sleeping' }, 'BAD_PAYLOAD'],
    ['agent:status', { state: 'thinking', detail: 'x'.repeat(201) }, 'TOO_LARGE'],
    ['handoff', { seq: 4, state: 'queued', reason: 'requested', queuePosition: 0, at: 1 }, 'BAD_PAYLOAD'],
    ['handoff', { seq: 4, state: 'kidnapped', reason: 'requested', at: 1 }, 'BAD_PAYLOAD'],
    ['handoff', { seq: 4, state: 'queued', reason: 'requested' }, 'BAD_PAYLOAD'],
    ['error', { code: 'OOPS', message: 'x', retryable: false }, 'BAD_PAYLOAD'],
    ['error', { code: 'INTERNAL', retryable: false }, 'BAD_PAYLOAD'],
    ['error', { code: 'INTERNAL', message: 'x', retryable: 'no' }, 'BAD_PAYLOAD'],
    ['message:send', { clientMsgId: send.clientMsgId, text: 'hi' }, 'UNKNOWN_EVENT'],
    ['no:such', {}, 'UNKNOWN_EVENT'],
  ] as const)('server event %s %#: rejects with %s', (event, payload, code) => {
    const result = parseWireEvent('server', event, payload);
    expect(result).toMatchObject({ ok: false, error: { code } });
  });

  it('declares an ack schema for every client event', () => {
    for (const [event, { ack }] of Object.entries(clientToServer)) {
      expect(ack.safeParse({ ok: false, error: { code: 'INTERNAL', message: 'x', retryable: true } }).success, event).toBe(true);
    }
  });
});
