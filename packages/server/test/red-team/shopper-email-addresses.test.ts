import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWireEvent } from '@kefu/protocol';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { systemClock } from '../../src/ports/clock.js';
import { TestClient } from '../gateway/support/test-client.js';
import { startTestServer } from '../gateway/support/test-server.js';
import { kefuForFile } from '../conversations/order-change-harness.js';
import { demoAgentToken } from '../handoff/support/handoff-fixtures.js';

// Issue 20's leftovers. The e-mail check of the offline form (`ticket:create`) was "one @, no spaces, a dot in the
// domain", so `lin@example.com?cc=boss@evil.example`-like addresses passed: `lin@example.com?subject=Refund%20approved&body=…`
// was stored, and the console's reply link `mailto:${ticket.email}` opened the agent's mail program with the subject and
// body the shopper chose (a `?cc=` likewise copied whom they chose). The transcript form and the invoice's e-mail
// had looser checks still. Every address a shopper gives is now checked as zod's e-mail check does (letters,
// digits and . _ ' + - before the @, a domain of labels): `?`, `&`, `=`, `%` and `/` are refused where it is typed,
// and the console builds its mailto link with the address percent-encoded.

const ATTACKS = [
  'lin@example.com?subject=Refund%20approved&body=Click%20evil.example',
  'lin@example.com?cc=boss.evil.example',
  'lin?cc=boss%40evil.example@example.com',
  'lin@example.com&bcc=x.evil.example',
  'lin/../@example.com',
];

describe('an e-mail address a shopper gives carries no mailto: subject, body or copy', () => {
  it.each(ATTACKS)('the offline form (ticket:create) refuses %j with BAD_PAYLOAD naming the field', (email) => {
    expect(parseWireEvent('client', 'ticket:create', { email, message: '包裹没到' })).toMatchObject({
      ok: false,
      error: { code: 'BAD_PAYLOAD', path: 'email' },
    });
  });

  it.each(ATTACKS)('the transcript form (transcript:email) refuses %j with BAD_PAYLOAD naming the field', (email) => {
    expect(parseWireEvent('client', 'transcript:email', { email })).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD', path: 'email' } });
  });

  it.each(['lin@example.com', 'lin.xiao+orders@mail.example.cn', "o'brien@example.co.uk", '12345678@qq.com'])('still takes %j', (email) => {
    expect(parseWireEvent('client', 'ticket:create', { email, message: '包裹没到' })).toMatchObject({ ok: true });
    expect(parseWireEvent('client', 'transcript:email', { email })).toMatchObject({ ok: true });
  });

  describe('over a socket, as a shopper sends it', () => {
    let server: Awaited<ReturnType<typeof startTestServer>>;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(async () => {
      await server?.close();
    });

    it('a ticket with a mailto: query is refused, and nothing is stored for the console', async () => {
      const shopper = await TestClient.connect(server.url);
      try {
        await shopper.hello();
        const ack = await shopper.request('ticket:create', { email: ATTACKS[0]!, message: '我的快递三天没动了' });
        expect(ack).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD', path: 'email' } });
        const listed = await fetch(`${server.url}/api/console/tickets`, { headers: { authorization: `Bearer ${demoAgentToken(server)}` } });
        expect(((await listed.json()) as { tickets: unknown[] }).tickets).toEqual([]);
      } finally {
        shopper.close();
      }
    });
  });

  describe("an invoice's e-mail (rules path, demo, c_1001's KF10010001)", () => {
    const { open } = kefuForFile(createShopFolderCommerce({ clock: systemClock }));

    it('zh-CN: typed in the form with "?cc=": "邮箱格式不正确。", and the form asked again', async () => {
      const chat = await open({ customerId: 'c_1001' });
      await chat.say('我要给KF10010001开发票');
      await chat.say('个人');
      expect(chat.prompt()).toMatchObject({ kind: 'form' });
      await chat.reply({ action: 'submit', values: { title: '张三', email: 'lin@example.com?cc=boss.evil.example' } });
      expect(chat.prompt()).toMatchObject({ kind: 'form', error: '邮箱格式不正确。' });
      chat.close();
    });

    it('en: typed in the form with "&bcc=": "That e-mail address is not valid.", and the form asked again', async () => {
      const chat = await open({ customerId: 'c_1001', locale: 'en' });
      await chat.say('I need an invoice for KF10010001');
      await chat.say('personal');
      expect(chat.prompt()).toMatchObject({ kind: 'form' });
      await chat.reply({ action: 'submit', values: { title: 'Lin Xiao', email: 'lin@example.com&bcc=x.evil.example' } });
      expect(chat.prompt()).toMatchObject({ kind: 'form', error: 'That e-mail address is not valid.' });
      chat.close();
    });
  });
});
