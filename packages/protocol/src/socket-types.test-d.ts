import { describe, expectTypeOf, it } from 'vitest';
import type {
  AgentState,
  ClientToServerEvents,
  ErrorCode,
  Feedback,
  Hello,
  HelloAck,
  Interrupt,
  InterruptReply,
  MessagePart,
  ServerPayload,
  ServerToClientEvents,
  ThreadEvent,
} from './index.js';
import { parseEvent, parseWireEvent } from './index.js';

describe('derived Socket.IO interfaces', () => {
  it('types message:send and its ack from the schemas', () => {
    type Send = Parameters<ClientToServerEvents['message:send']>;
    expectTypeOf<Send[0]>().toEqualTypeOf<{
      clientMsgId: string;
      text: string;
      context?: { productId?: string; orderId?: string; pageUrl?: string; pageTitle?: string };
      attachments?: string[];
    }>();
    expectTypeOf<Parameters<Send[1]>[0]>().toExtend<{ ok: true; seq: number; duplicate: boolean } | { ok: false }>();
  });

  it('types session:hello and feedback from the schemas', () => {
    expectTypeOf<Parameters<ClientToServerEvents['session:hello']>[0]>().toEqualTypeOf<Hello>();
    expectTypeOf<Hello>().toEqualTypeOf<{
      protocolVersion: string;
      siteKey: string;
      threadId?: string;
      resumeToken?: string;
      lastSeq?: number;
      identity?: string;
      locale: 'zh-CN' | 'en';
      page?: { url?: string; title?: string };
    }>();
    expectTypeOf<Parameters<Parameters<ClientToServerEvents['session:hello']>[1]>[0]>().toEqualTypeOf<HelloAck>();
    expectTypeOf<Parameters<ClientToServerEvents['feedback']>[0]>().toEqualTypeOf<Feedback>();
    expectTypeOf<Feedback>().toEqualTypeOf<{ rating: number; comment?: string; seq?: number }>();
  });

  it('rejects wrong client payloads at compile time', () => {
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
    const hello: ClientToServerEvents['session:hello'] = () => undefined;
    // @ts-expect-error siteKey is required
    hello({ protocolVersion: '1.0', locale: 'en' }, () => undefined);
    // @ts-expect-error the product speaks zh-CN and en only
    hello({ protocolVersion: '1.0', siteKey: 'demo', locale: 'fr' }, () => undefined);
    // @ts-expect-error lastSeq is a number
    hello({ protocolVersion: '1.0', siteKey: 'demo', locale: 'en', lastSeq: '3' }, () => undefined);
    const feedback: ClientToServerEvents['feedback'] = () => undefined;
    // @ts-expect-error a rating is a number
    feedback({ rating: 'great' }, () => undefined);
    // @ts-expect-error rating is required
    feedback({ comment: 'nice' }, () => undefined);
  });

  it('types and rejects server events at compile time', () => {
    expectTypeOf<Parameters<ServerToClientEvents['interrupt:closed']>[0]['reason']>().toEqualTypeOf<'answered' | 'expired' | 'cancelled' | 'switched'>();
    expectTypeOf<Parameters<ServerToClientEvents['agent:status']>[0]['state']>().toEqualTypeOf<AgentState>();
    expectTypeOf<Parameters<ServerToClientEvents['error']>[0]['code']>().toEqualTypeOf<ErrorCode>();
    expectTypeOf<ServerPayload<'interrupt:open'>['interrupt']>().toEqualTypeOf<Interrupt>();
    const done: ServerToClientEvents['message:done'] = () => undefined;
    // @ts-expect-error seq is required
    done({ message: { messageId: 'm', role: 'assistant', text: 'x', createdAt: 1 } });
    const closed: ServerToClientEvents['interrupt:closed'] = () => undefined;
    // @ts-expect-error not a close reason
    closed({ seq: 1, interruptId: 'i', reason: 'gone' });
    const status: ServerToClientEvents['agent:status'] = () => undefined;
    // @ts-expect-error not an agent state
    status({ state: 'sleeping' });
    const error: ServerToClientEvents['error'] = () => undefined;
    // @ts-expect-error not an error code
    error({ code: 'OOPS', message: 'x', retryable: false });
    const delta: ServerToClientEvents['message:delta'] = () => undefined;
    // @ts-expect-error index is a number
    delta({ messageId: 'm', index: '0', text: 'x' });
  });

  it('types each prompt kind with exactly its own fields', () => {
    expectTypeOf<Extract<Interrupt, { kind: 'choice' }>['options']>().toEqualTypeOf<Array<{ value: string; label: string; description?: string }>>();
    expectTypeOf<Extract<Interrupt, { kind: 'confirm' }>['summary']>().toEqualTypeOf<Array<{ label: string; value: string }>>();
    expectTypeOf<Extract<Interrupt, { kind: 'text' }>['options']>().toEqualTypeOf<undefined>();
    const open: ServerToClientEvents['interrupt:open'] = () => undefined;
    // @ts-expect-error a confirm needs its summary
    open({ seq: 1, interrupt: { interruptId: 'i', kind: 'confirm', prompt: 'Submit?', expiresAt: 1 } });
    // @ts-expect-error a text prompt has no options
    open({ seq: 1, interrupt: { interruptId: 'i', kind: 'text', prompt: 'Order?', expiresAt: 1, options: [{ value: 'a', label: 'A' }] } });
  });

  it('narrows replies, parts and replayed events by their discriminant', () => {
    expectTypeOf<Extract<InterruptReply, { action: 'submit' }>['values']>().toEqualTypeOf<Record<string, string>>();
    expectTypeOf<Extract<MessagePart, { type: 'price' }>['final']>().toEqualTypeOf<{ amount: number; currency: string }>();
    expectTypeOf<Extract<ThreadEvent, { event: 'handoff' }>['data']['state']>().toEqualTypeOf<'queued' | 'no_agents' | 'joined' | 'released'>();
    expectTypeOf<Extract<HelloAck, { ok: true }>['serverTime']>().toEqualTypeOf<number>();
  });

  it('types parseEvent by event name and refuses names that are not events', () => {
    const typing = parseEvent('client', 'typing', { active: true });
    if (typing.ok) expectTypeOf(typing.data).toEqualTypeOf<{ active: boolean }>();
    const hello = parseEvent('client', 'session:hello', {});
    if (hello.ok) expectTypeOf(hello.data).toEqualTypeOf<Hello>();
    const status = parseEvent('server', 'agent:status', {});
    if (status.ok) expectTypeOf(status.data.state).toEqualTypeOf<AgentState>();
    // @ts-expect-error not an event name
    parseEvent('client', 'no:such', {});
    // @ts-expect-error a server event is not a client event
    parseEvent('client', 'message:done', {});
    // @ts-expect-error a client event is not a server event
    parseEvent('server', 'feedback', {});
    // @ts-expect-error a name typed only as string is wire input: parseWireEvent
    parseEvent('client', 'typing' as string, {});
  });

  it('types parseWireEvent by the event it turned out to be', () => {
    const wire = parseWireEvent('client', 'anything' as string, {});
    if (wire.ok && wire.data.event === 'feedback') expectTypeOf(wire.data.data).toEqualTypeOf<Feedback>();
    if (wire.ok && wire.data.event === 'session:hello') expectTypeOf(wire.data.data).toEqualTypeOf<Hello>();
  });
});
