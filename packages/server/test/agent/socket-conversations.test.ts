import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { createKefuServer, type KefuServer } from '../../src/create-kefu-server.js';
import { demoIdentity, SocketShopper } from './socket-shopper.js';

let server: KefuServer;
let url: string;
const shoppers: SocketShopper[] = [];
const open = async (options: Parameters<typeof SocketShopper.open>[1] = {}) => {
  const shopper = await SocketShopper.open(url, options);
  shoppers.push(shopper);
  return shopper;
};

beforeAll(async () => {
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
  server = await createKefuServer({ config, logger: createLogger('silent') });
  url = await server.listen();
});
afterAll(async () => {
  for (const shopper of shoppers) shopper.close();
  await server?.close();
});

describe('conversations over a real socket, offline mode', () => {
  it('"Find X8 多少钱?" answers 2999 with a price part', async () => {
    const reply = await (await open()).ask('Find X8 多少钱?');
    expect(reply.text).toContain('2999');
    expect(reply.parts?.find((p) => p.type === 'price')).toMatchObject({
      name: 'Find X8',
      price: { amount: 299_900, currency: 'CNY' },
      final: { amount: 299_900, currency: 'CNY' },
    });
  });

  it('"对比 X8 和 X9，告诉我 X9 国补后多少钱" answers with a comparison and 3499', async () => {
    const reply = await (await open()).ask('对比 X8 和 X9，告诉我 X9 国补后多少钱');
    expect(reply.parts?.map((p) => p.type)).toEqual(['comparison', 'price']);
    expect(reply.text).toContain('3499');
  });

  it('"我的订单 … 到哪了" shows the signed-in owner status and logistics, and refuses anyone else without leaking', async () => {
    const owner = await open({ identity: await demoIdentity('c_1001') });
    const mine = await owner.ask('我的订单 KF10010003 到哪了');
    expect(mine.parts?.map((p) => p.type)).toEqual(['order', 'logistics']);
    expect(mine.text).toContain('已发货');
    const stranger = await open({ identity: await demoIdentity('c_1002') });
    const theirs = await stranger.ask('我的订单 KF10010003 到哪了');
    const none = await (await open({ identity: await demoIdentity('c_1002') })).ask('我的订单 KF99999999 到哪了');
    expect(theirs.parts ?? []).toEqual([]);
    expect(theirs.text.replace('KF10010003', '#')).toBe(none.text.replace('KF99999999', '#'));
    // A guest is asked to verify the order (order number + phone ending: guest-order-lookup.test.ts); nothing shows before.
    const guest = await open();
    const prompts: unknown[] = [];
    guest.socket.on('interrupt:open', (data: unknown) => prompts.push(data));
    await guest.socket.emitWithAck('message:send', { clientMsgId: crypto.randomUUID(), text: '我的订单 KF10010003 到哪了' });
    await expect.poll(() => prompts.length).toBe(1);
    expect(JSON.stringify(prompts[0])).toContain('"name":"order_lookup"');
    expect(JSON.stringify(prompts[0])).not.toMatch(/已发货|顺丰|SF0/);
    expect(JSON.stringify(guest.messages)).not.toMatch(/已发货|顺丰|SF0/);
  });

  it('"3000 以内 12G 内存的手机" recommends only matching products', async () => {
    const reply = await (await open()).ask('3000 以内 12G 内存的手机');
    const products = (reply.parts ?? []).filter((p) => p.type === 'product');
    expect(products.length).toBeGreaterThan(0);
    for (const p of products)
      expect(p.productType === '手机' && p.price.amount <= 300_000 && p.options.some((group) => group.values.includes('12GB'))).toBe(true);
  });

  it('"转人工" hands off', async () => {
    const shopper = await open();
    await shopper.ask('转人工');
    // The handoff desk answers `no_agents` when no human is signed in to the console.
    await expect.poll(() => shopper.handoffs[0]?.reason).toBe('requested');
    expect(['queued', 'no_agents']).toContain(shopper.handoffs[0]!.state);
  });

  it('the same in English', async () => {
    const shopper = await open({ locale: 'en', identity: await demoIdentity('c_1001') });
    expect((await shopper.ask('How much is the Find X8?')).text).toContain('2999');
    const multi = await shopper.ask('Compare X8 and X9, and tell me the X9 price after subsidy');
    expect(multi.parts?.map((p) => p.type)).toEqual(['comparison', 'price']);
    expect(multi.text).toContain('3499');
    expect((await shopper.ask('Where is my order KF10010003?')).parts?.map((p) => p.type)).toEqual(['order', 'logistics']);
    const stranger = await open({ locale: 'en', identity: await demoIdentity('c_1003') });
    expect((await stranger.ask('Where is my order KF10010003?')).parts ?? []).toEqual([]);
    for (const p of (await shopper.ask('phones under 3000 with 12GB RAM')).parts ?? []) expect(p.type === 'product' && p.price.amount <= 300_000).toBe(true);
    await shopper.ask('I want to talk to a human');
    // The handoff desk answers `no_agents` when no human is signed in to the console.
    await expect.poll(() => shopper.handoffs[0]?.reason).toBe('requested');
    expect(['queued', 'no_agents']).toContain(shopper.handoffs[0]!.state);
  });
});
