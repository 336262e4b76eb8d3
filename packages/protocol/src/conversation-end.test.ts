import { describe, expect, it } from 'vitest';
import { isConversationEnd } from './conversation-end.js';
import type { ThreadEvent } from './thread-event.js';
import type { Message } from './message.js';
import type { MessagePart } from './parts.js';

const done = (message: Partial<Message>): ThreadEvent => ({
  event: 'message:done',
  data: { seq: 3, message: { messageId: 'm', role: 'assistant', text: 'ok', createdAt: 1, ...message } },
});
const receipt: MessagePart = { type: 'receipt', kind: 'return', receiptId: 'R1', title: '退货申请', fields: [] };

describe('which stored events end a conversation (the rating prompt and the ledger share it)', () => {
  it('an answer marked as closing, a receipt from the assistant, a person handing back', () => {
    expect(isConversationEnd(done({ endsConversation: true }))).toBe(true);
    expect(isConversationEnd(done({ parts: [receipt] }))).toBe(true);
    expect(isConversationEnd({ event: 'handoff', data: { seq: 4, state: 'released', reason: 'requested', at: 1 } })).toBe(true);
  });

  it('not an ordinary answer, a shopper quoting a receipt, a person joining, or a prompt', () => {
    expect(isConversationEnd(done({}))).toBe(false);
    expect(isConversationEnd(done({ role: 'user', parts: [receipt] }))).toBe(false);
    expect(isConversationEnd({ event: 'handoff', data: { seq: 4, state: 'joined', reason: 'requested', agentName: 'Lin', at: 1 } })).toBe(false);
    expect(isConversationEnd({ event: 'interrupt:closed', data: { seq: 5, interruptId: 'i', reason: 'answered' } })).toBe(false);
  });
});
