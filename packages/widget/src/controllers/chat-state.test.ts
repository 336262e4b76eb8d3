import { describe, expect, it } from 'vitest';
import type { Interrupt, Message, ThreadEvent } from '@kefu/protocol';
import { applyDelta, applyThreadEvent, initialChatState, messagesOf, type ChatState } from './chat-state.js';

const message = (seq: number, role: Message['role'], text: string, clientMsgId?: string): ThreadEvent => ({
  event: 'message:done',
  data: { seq, message: { messageId: `m_${seq}`, role, text, createdAt: 1, ...(clientMsgId ? { clientMsgId } : {}) } },
});
const prompt: Interrupt = { interruptId: 'i_1', kind: 'choice', prompt: '退货原因', options: [{ value: 'quality', label: '质量问题' }], expiresAt: 10 };
const apply = (events: ThreadEvent[], state: ChatState = initialChatState()) => events.reduce(applyThreadEvent, state);

describe('the chat state', () => {
  it('applies each stored event once, even when a replay overlaps live delivery', () => {
    const events = [message(1, 'user', '你好'), message(2, 'assistant', '你好！')];
    const state = apply([...events, ...events, events[0]!]);
    expect(messagesOf(state).map((entry) => entry.text)).toEqual(['你好', '你好！']);
    expect(state.lastSeq).toBe(2);
  });

  it('replaces a pending outbox message by its stored echo, matched by clientMsgId', () => {
    const pending = { ...initialChatState(), outbox: [{ clientMsgId: 'c-123456789', text: '在吗', createdAt: 1, state: 'sent' as const }] };
    const state = apply([message(1, 'user', '在吗', 'c-123456789')], pending);
    expect(state.outbox).toEqual([]);
    expect(messagesOf(state)).toHaveLength(1);
  });

  it('opens a prompt, clears it when closed, and notes an expiry in the timeline', () => {
    const opened = apply([{ event: 'interrupt:open', data: { seq: 1, interrupt: prompt } }], { ...initialChatState(), agentState: 'thinking' });
    expect(opened.interrupt?.interruptId).toBe('i_1');
    expect(opened.agentState).toBe('idle');
    const answering = { ...opened, replyingTo: 'i_1' };
    const expired = apply([{ event: 'interrupt:closed', data: { seq: 2, interruptId: 'i_1', reason: 'expired' } }], answering);
    expect(expired.interrupt).toBeUndefined();
    expect(expired.replyingTo).toBeUndefined();
    expect(expired.timeline.at(-1)).toMatchObject({ type: 'closed', closed: { reason: 'expired' } });
  });

  it('does not close a newer prompt when an older one closes', () => {
    const state = apply([
      { event: 'interrupt:open', data: { seq: 1, interrupt: prompt } },
      { event: 'interrupt:open', data: { seq: 2, interrupt: { ...prompt, interruptId: 'i_2' } } },
      { event: 'interrupt:closed', data: { seq: 3, interruptId: 'i_1', reason: 'answered' } },
    ]);
    expect(state.interrupt?.interruptId).toBe('i_2');
  });

  it('assembles streamed chunks in index order, ignores a resent chunk, and drops the draft when the message is stored', () => {
    let state = applyDelta(initialChatState(), 'm_9', 1, ' 世界');
    state = applyDelta(state, 'm_9', 0, '你好');
    state = applyDelta(state, 'm_9', 1, ' 世界');
    expect(state.drafts['m_9']?.join('')).toBe('你好 世界');
    state = apply([{ event: 'message:done', data: { seq: 1, message: { messageId: 'm_9', role: 'assistant', text: '你好 世界', createdAt: 1 } } }], state);
    expect(state.drafts).toEqual({});
  });

  it('keeps the latest handoff and lists each one in the timeline', () => {
    const state = apply([
      { event: 'handoff', data: { seq: 1, state: 'queued', reason: 'requested', queuePosition: 2, at: 1 } },
      { event: 'handoff', data: { seq: 2, state: 'joined', reason: 'requested', agentName: 'Lin', at: 2 } },
    ]);
    expect(state.handoff?.state).toBe('joined');
    expect(state.timeline.map((item) => item.type)).toEqual(['handoff', 'handoff']);
  });
});
