import { describe, expectTypeOf, it } from 'vitest';
import type { ClientToServerEvents, HelloAck, InterruptReply, MessagePart, ServerToClientEvents, ThreadEvent } from './index.js';
import { parseEvent } from './index.js';

describe('derived Socket.IO interfaces', () => {
  it('types message:send and its ack from the schemas', () => {
    type Send = Parameters<ClientToServerEvents['message:send']>;
    expectTypeOf<Send[0]>().toEqualTypeOf<{
      clientMsgId: string;
      text: string;
      context?: { productId?: string; orderId?: string; pageUrl?: string; pageTitle?: string };
    }>();
    expectTypeOf<Parameters<Send[1]>[0]>().toExtend<{ ok: true; seq: number; duplicate: boolean } | { ok: false }>();
  });

  it('rejects wrong payloads at compile time', () => {
    const send: ClientToServerEvents['message:send'] = () => undefined;
    // @ts-expect-error text must be a string
    send({ clientMsgId: 'x', text: 42 }, () => undefined);
    // @ts-expect-error clientMsgId is required
    send({ text: 'hi' }, () => undefined);
    const reply: ClientToServerEvents['interrupt:reply'] = () => undefined;
    // @ts-expect-error an approve carries no value
    reply({ interruptId: 'i', action: 'approve', value: 'x' }, () => undefined);
    // @ts-expect-error unknown action
    reply({ interruptId: 'i', action: 'explode' }, () => undefined);
    const done: ServerToClientEvents['message:done'] = () => undefined;
    // @ts-expect-error seq is required
    done({ message: { messageId: 'm', role: 'assistant', text: 'x', createdAt: 1 } });
  });

  it('narrows replies, parts and replayed events by their discriminant', () => {
    expectTypeOf<Extract<InterruptReply, { action: 'submit' }>['values']>().toEqualTypeOf<Record<string, string>>();
    expectTypeOf<Extract<MessagePart, { type: 'price' }>['final']>().toEqualTypeOf<number>();
    expectTypeOf<Extract<ThreadEvent, { event: 'handoff' }>['data']['state']>().toEqualTypeOf<'queued' | 'no_agents' | 'joined' | 'released'>();
    expectTypeOf<Extract<HelloAck, { ok: true }>['serverTime']>().toEqualTypeOf<number>();
  });

  it('types parseEvent by event name', () => {
    const result = parseEvent('client', 'typing', { active: true });
    if (result.ok) expectTypeOf(result.data).toEqualTypeOf<{ active: boolean }>();
    // @ts-expect-error not an event name
    parseEvent('client', 'no:such' as const satisfies 'message:send', {});
  });
});
