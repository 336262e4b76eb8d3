import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION, parseEvent, parseWireEvent } from './index.js';
import { clientToServer } from './client-to-server.js';

const availability = { open: false, staffed: false, nextOpenAt: 1_795_000_000_000, timeZone: 'Asia/Shanghai' };

describe('availability and the offline form', () => {
  it('accepts availability:get and its ack, and a hello ack with or without availability (older servers)', () => {
    expect(parseEvent('client', 'availability:get', {})).toMatchObject({ ok: true });
    expect(clientToServer['availability:get'].ack.safeParse({ ok: true, availability }).success).toBe(true);
    expect(
      clientToServer['availability:get'].ack.safeParse({ ok: true, availability: { open: true, staffed: true, replyMinutes: 4, timeZone: 'UTC' } }).success,
    ).toBe(true);
    const hello = { ok: true, protocolVersion: PROTOCOL_VERSION, threadId: 't_1', serverTime: 1, resumed: false, replay: [], truncated: false, lastSeq: 0 };
    expect(clientToServer['session:hello'].ack.safeParse(hello).success).toBe(true);
    expect(clientToServer['session:hello'].ack.safeParse({ ...hello, availability }).success).toBe(true);
  });

  it('refuses an availability with unknown fields, a reply time out of range or no time zone', () => {
    const ack = clientToServer['availability:get'].ack;
    expect(ack.safeParse({ ok: true, availability: { ...availability, agents: 3 } }).success).toBe(false);
    expect(ack.safeParse({ ok: true, availability: { ...availability, replyMinutes: 0 } }).success).toBe(false);
    expect(ack.safeParse({ ok: true, availability: { open: true, staffed: true } }).success).toBe(false);
  });

  it('accepts a ticket with an e-mail address and a message', () => {
    expect(parseEvent('client', 'ticket:create', { email: 'lin@example.com', message: '包裹没到', locale: 'zh-CN' })).toMatchObject({ ok: true });
    expect(clientToServer['ticket:create'].ack.safeParse({ ok: true, ticketId: 'tk_1' }).success).toBe(true);
  });

  it.each([
    ['lin at example.com', 'email'],
    ['lin@example', 'email'],
    ['a b@example.com', 'email'],
    ['', 'email'],
  ])('refuses the e-mail %j with BAD_PAYLOAD naming the field', (email, path) => {
    expect(parseWireEvent('client', 'ticket:create', { email, message: 'hello' })).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD', path } });
  });

  it('refuses an empty message and unknown fields', () => {
    expect(parseWireEvent('client', 'ticket:create', { email: 'lin@example.com', message: '' })).toMatchObject({
      ok: false,
      error: { code: 'BAD_PAYLOAD', path: 'message' },
    });
    expect(parseWireEvent('client', 'ticket:create', { email: 'lin@example.com', message: 'hi', phone: '1' })).toMatchObject({
      ok: false,
      error: { code: 'BAD_PAYLOAD' },
    });
  });
});
