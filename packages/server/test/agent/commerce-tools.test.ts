import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { MemoryCache } from '../../src/adapters/memory/memory-cache.js';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { CommerceError, type CommerceBackend } from '../../src/ports/commerce-backend.js';
import { createCommerceTools } from '../../src/agent/tools/commerce-tools.js';
import { ask, createTestAgent } from './agent-harness.js';

/** The demo backend with a switch that makes every call fail, counting calls. */
function flaky(clock: { now(): number }) {
  const inner = createShopFolderCommerce({ clock });
  const state = { calls: 0, failures: [] as Error[] };
  const wrap =
    <T extends unknown[], R>(fn: (...args: T) => Promise<R>) =>
    async (...args: T) => {
      state.calls++;
      const failure = state.failures.shift();
      if (failure) throw failure;
      return fn(...args);
    };
  const commerce: CommerceBackend = {
    getShop: inner.getShop,
    searchProducts: wrap(inner.searchProducts),
    getProduct: wrap(inner.getProduct),
    listProducts: inner.listProducts,
    getOrder: wrap(inner.getOrder),
    listOrders: wrap(inner.listOrders),
    getLogistics: wrap(inner.getLogistics),
    verifyOrderContact: inner.verifyOrderContact,
    submit: inner.submit,
  };
  return { commerce, state, down: (times = 10) => state.failures.push(...Array.from({ length: times }, () => new CommerceError('503', true))) };
}

function setup() {
  let now = Date.UTC(2030, 0, 1);
  const clock = { now: () => now };
  const backend = flaky(clock);
  const tools = createCommerceTools({ commerce: backend.commerce, cache: new MemoryCache(clock), clock, logger: pino({ level: 'silent' }), retryDelayMs: 1 });
  return { tools, backend, advance: (ms: number) => (now += ms), clock };
}

describe('commerce tools', () => {
  it('validates arguments with the tool’s zod schema', async () => {
    const { tools } = setup();
    expect(await tools.run('product_compare', { product_models: ['Find X8'] }, {})).toMatchObject({ status: 'invalid_arguments' });
    expect(await tools.run('get_price_info', { product_model: 42 }, {})).toMatchObject({ status: 'invalid_arguments' });
  });

  it('caches prices and stock for 5 minutes', async () => {
    const { tools, backend, advance } = setup();
    await tools.run('get_price_info', { product_model: 'Find X9' }, {});
    const after = backend.state.calls;
    advance(4 * 60_000);
    expect(await tools.run('get_inventory_info', { product_model: 'x9' }, {})).toMatchObject({ status: 'ok' });
    expect(backend.state.calls).toBe(after);
    advance(2 * 60_000);
    await tools.run('get_price_info', { product_model: 'Find X9' }, {});
    expect(backend.state.calls).toBe(after + 1);
  });

  it('retries transient failures with backoff and does not retry permanent ones', async () => {
    const { tools, backend } = setup();
    backend.down(2);
    expect(await tools.run('get_price_info', { product_model: 'Find X8' }, {})).toMatchObject({ status: 'ok', final: { amount: 299_900, currency: 'CNY' } });
    expect(backend.state.calls).toBe(3);
    backend.state.failures.push(new CommerceError('400', false));
    const before = backend.state.calls;
    expect(await tools.run('get_order_info', { order_id: 'KF10010001' }, { customerId: 'c_1001' })).toMatchObject({ status: 'unavailable' });
    expect(backend.state.calls).toBe(before + 1);
  });

  it('serves the last known price, marked stale, when the backend is down', async () => {
    const { tools, backend, advance } = setup();
    await tools.run('get_price_info', { product_model: 'Find X9' }, {});
    advance(10 * 60_000);
    backend.down();
    const result = await tools.run('get_price_info', { product_model: 'Find X9' }, {});
    expect(result).toMatchObject({ status: 'ok', final: { amount: 349_900, currency: 'CNY' }, product: { stale: true } });
    expect(await tools.run('get_price_info', { product_model: 'Find X8' }, {})).toMatchObject({ status: 'unavailable' });
  });

  it('lists only the orders holding a product when one is named, among all of the customer’s orders', async () => {
    const { tools } = setup();
    const held = await tools.run('get_order_info', { product_model: 'Pad SE', limit: 20 }, { customerId: 'c_1002' });
    expect(held.tool === 'get_order_info' && held.status === 'ok' && held.orders.map((order) => order.orderId)).toEqual(['KF10020006']);
    expect(await tools.run('get_order_info', { product_model: 'Pad SE' }, { customerId: 'c_1001' })).toMatchObject({ status: 'ok', orders: [] });
    expect(await tools.run('get_order_info', { product_model: 'Nokia 3310' }, { customerId: 'c_1001' })).toMatchObject({ status: 'unknown_product' });
  });

  it('answers order tools only for the verified customer’s own orders', async () => {
    const { tools } = setup();
    expect(await tools.run('get_order_info', { order_id: 'KF10010001' }, {})).toMatchObject({ status: 'sign_in_required' });
    expect(await tools.run('get_order_info', { order_id: 'KF10010001' }, { customerId: 'c_1002' })).toEqual({
      tool: 'get_order_info',
      status: 'not_found',
      orderId: 'KF10010001',
    });
    expect(await tools.run('get_order_info', { order_id: 'KF10010001' }, { customerId: 'c_1001' })).toMatchObject({ status: 'ok' });
    expect(await tools.run('get_logistics_info', { tracking_number: 'SF024060100033' }, { customerId: 'c_1002' })).toMatchObject({ status: 'not_found' });
    expect(await tools.run('get_logistics_info', { tracking_number: 'SF024060100033' }, { customerId: 'c_1001' })).toMatchObject({
      status: 'ok',
      order: { orderId: 'KF10010003' },
    });
  });
});

describe('the agent when the backend fails', () => {
  it('shows the stale price with a note, marked stale on the price part', async () => {
    let now = Date.UTC(2030, 0, 1);
    const clock = { now: () => now };
    const backend = flaky(clock);
    const agent = await createTestAgent({ commerce: backend.commerce, clock });
    await ask(agent, 'Find X9 多少钱');
    now += 10 * 60_000;
    backend.down(100);
    const out = await ask(agent, 'Find X9 多少钱');
    expect(out.messages[0]!.parts?.[0]).toMatchObject({ type: 'price', final: { amount: 349_900, currency: 'CNY' }, stale: true });
    expect(out.messages[0]!.text).toContain('最近数据');
  });

  it('answers the other intents when one parallel branch fails', async () => {
    const agent = await createTestAgent({
      knowledge: { answer: async () => Promise.reject(new Error('index exploded')), close: async () => {} },
    });
    const out = await ask(agent, 'Find X8 多少钱？另外保修期多久');
    const message = out.messages[0]!;
    expect(message.text).toContain('2999');
    expect(message.text).toMatch(/暂时无法回答/);
    expect(message.text.indexOf('2999')).toBeLessThan(message.text.indexOf('暂时无法回答'));
    expect(message.parts?.map((p) => p.type)).toEqual(['price']);
  });

  it('runs the branches of a multi-intent message in parallel and merges them in the order asked', async () => {
    let started = 0;
    let waitedAlone = false;
    let release!: () => void;
    const bothStarted = new Promise<void>((resolve) => (release = resolve));
    const agent = await createTestAgent({
      knowledge: {
        async answer(question) {
          if (++started === 2) release();
          // Each branch waits for the other: sequential branches would never both start.
          const winner = await Promise.race([bothStarted.then(() => 'together'), new Promise((resolve) => setTimeout(() => resolve('alone'), 2000))]);
          if (winner === 'alone') waitedAlone = true;
          return { status: 'answered', text: `答：${question.question}`, sources: [], via: 'excerpts', index: 'embedded' };
        },
        close: async () => {},
      },
    });
    const out = await ask(agent, '保修期多久？另外支持花呗分期吗');
    expect(started).toBe(2);
    const text = out.messages[0]!.text;
    expect(text.indexOf('保修期')).toBeLessThan(text.indexOf('花呗'));
    expect(waitedAlone).toBe(false);
  });
});
