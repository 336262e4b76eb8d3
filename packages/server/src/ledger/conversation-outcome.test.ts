import { describe, expect, it } from 'vitest';
import type { HandoffReason, HandoffState, MessageRole, ThreadEvent } from '@kefu/protocol';
import { conversationOutcome } from './conversation-outcome.js';

const MINUTE = 60_000;
const IDLE = 30 * MINUTE;
let seq = 0;
const message = (role: MessageRole, text: string, at: number): ThreadEvent => ({
  event: 'message:done',
  data: { seq: ++seq, message: { messageId: `m${seq}`, role, text, createdAt: at } },
});
const handoff = (state: HandoffState, reason: HandoffReason, at: number): ThreadEvent => ({ event: 'handoff', data: { seq: ++seq, state, reason, at } });

describe("a conversation's outcome, from its stored events", () => {
  it("is the assistant's when every shopper message got an answer and no person wrote", () => {
    const events = [
      message('user', 'Find X9 多少钱', 0),
      message('assistant', '¥5,999', 1_500),
      message('user', '有白色吗', 60_000),
      message('assistant', '有', 62_000),
    ];
    expect(conversationOutcome(events, [{ rating: 4, at: 70_000 }], 62_000 + IDLE, IDLE)).toEqual({
      outcome: 'assistant',
      startedAt: 0,
      firstReplyMs: 1_500,
      resolutionMs: 62_000,
      rating: 4,
      unanswered: [],
    });
  });

  it('is open while the last event is more recent than the idle time', () => {
    const events = [message('user', 'hi', 0), message('assistant', 'hello', 1_000)];
    expect(conversationOutcome(events, [], 1_000 + IDLE - 1, IDLE)?.outcome).toBe('open');
  });

  it("is a person's when an agent replied after the handoff, and keeps the first handoff's reason", () => {
    const events = [
      message('user', '转人工', 0),
      message('assistant', '正在转接', 500),
      handoff('queued', 'requested', 600),
      handoff('joined', 'requested', 90_000),
      message('agent', '您好，我是小林', 95_000),
      message('user', '谢谢', 100_000),
      message('agent', '不客气', 120_000),
    ];
    expect(conversationOutcome(events, [], 120_000 + IDLE, IDLE)).toMatchObject({
      outcome: 'human',
      handoffReason: 'requested',
      firstReplyMs: 500,
      resolutionMs: 120_000,
    });
  });

  it('is abandoned when a handed-off shopper never heard from a person, and lists the question the assistant could not answer, masked', () => {
    const events = [
      message('user', '我的手机号13812345678收不到验证码怎么办', 0),
      message('assistant', '抱歉，没有找到', 800),
      handoff('queued', 'knowledge_miss', 900),
    ];
    const outcome = conversationOutcome(events, [], 900 + IDLE, IDLE)!;
    expect(outcome.outcome).toBe('abandoned');
    expect(outcome.resolutionMs).toBeUndefined();
    expect(outcome.unanswered).toEqual([{ seq: expect.any(Number), text: expect.stringContaining('138********'), reason: 'knowledge_miss' }]);
    expect(outcome.unanswered[0]!.text).not.toContain('13812345678');
  });

  it("is abandoned when the shopper's last message got no reply, or a prompt was left waiting", () => {
    expect(conversationOutcome([message('user', 'hello?', 0)], [], IDLE, IDLE)?.outcome).toBe('abandoned');
    const prompt: ThreadEvent = {
      event: 'interrupt:open',
      data: { seq: ++seq, interrupt: { interruptId: 'p1', kind: 'text', prompt: '订单号？', expiresAt: 600_000 } },
    };
    expect(conversationOutcome([message('user', '我要退货', 0), message('assistant', '好的', 100), prompt], [], 100 + IDLE, IDLE)?.outcome).toBe('abandoned');
    const closed: ThreadEvent = { event: 'interrupt:closed', data: { seq: ++seq, interruptId: 'p1', reason: 'answered' } };
    expect(conversationOutcome([message('user', '我要退货', 0), prompt, closed, message('assistant', '已提交', 100)], [], 100 + IDLE, IDLE)?.outcome).toBe(
      'assistant',
    );
  });

  it('is no conversation at all when the shopper never wrote', () => {
    expect(conversationOutcome([message('assistant', '您好！', 0)], [], IDLE, IDLE)).toBeUndefined();
  });

  it('takes the rating given at an ending (a reply to thanks, a released handoff) when there is none for the whole conversation', () => {
    const events = [
      message('user', '转人工', 0),
      handoff('queued', 'requested', 100),
      message('agent', '您好', 1_000),
      handoff('released', 'requested', 1_500),
    ];
    const released = events[3]!.data.seq;
    const answered = events[2]!.data.seq;
    // A rating of one answer (a seq that ended nothing) is not the conversation's.
    expect(conversationOutcome(events, [{ rating: 1, seq: answered, at: 1_600 }], 1_500 + IDLE, IDLE)?.rating).toBeUndefined();
    expect(conversationOutcome(events, [{ rating: 2, seq: released, at: 1_600 }], 1_500 + IDLE, IDLE)).toMatchObject({ outcome: 'human', rating: 2 });
    const said = message('user', '谢谢', 1_900);
    const thanks: ThreadEvent = {
      event: 'message:done',
      data: { seq: ++seq, message: { messageId: `m${seq}`, role: 'assistant', text: '不客气', createdAt: 2_000, endsConversation: true } },
    };
    const later = [...events, said, thanks];
    expect(
      conversationOutcome(
        later,
        [
          { rating: 2, seq: released, at: 1_600 },
          { rating: 5, seq: thanks.data.seq, at: 2_100 },
        ],
        2_000 + IDLE,
        IDLE,
      )?.rating,
    ).toBe(5);
  });
});
