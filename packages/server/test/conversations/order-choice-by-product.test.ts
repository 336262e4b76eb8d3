import { describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { systemClock } from '../../src/ports/clock.js';
import { kefuForFile } from './order-change-harness.js';

// Issue 17 item 4: at a prompt listing the shopper's orders, saying which one by what it holds ("平板那个", "X9那个",
// "the earbuds one", "那耳机那个能取消吗") was read as a badly typed order number ("没有识别到订单号") or answered as a
// help question; it picks the order holding that product, by the product's names and its type's words. Expected
// orders and products come from the demo shop's orders.json and products.json through the backend the server uses.
const commerce = createShopFolderCommerce({ clock: systemClock });
const { open } = kefuForFile(commerce);

/** Each offered order with the type (zh-CN, en) and title of its one product. */
async function offeredOrders(values: readonly string[]) {
  return Promise.all(
    values.map(async (orderId) => {
      const order = (await commerce.getOrder(orderId))!;
      expect(order.lines).toHaveLength(1);
      const product = (await commerce.getProduct(order.lines[0]!.productId))!;
      return { orderId, title: product.title, type: product.type!, typeEn: product.i18n?.en?.type ?? product.type! };
    }),
  );
}

describe('picking an offered order by what it holds (signed in, rules path, real socket)', () => {
  it('"我想取消订单" → the type of one offered order ("平板那个") → that order\'s cancellation reason', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('我想取消订单');
    const offered = await offeredOrders(chat.prompt().options!.map((option) => option.value));
    const unique = offered.filter((order) => offered.filter((other) => other.type === order.type).length === 1);
    expect(unique.length).toBeGreaterThanOrEqual(2);
    // The older one, so the pick is not just the first option.
    const wanted = unique.at(-1)!;
    await chat.say(`${wanted.type}那个`);
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'cancel_order', step: 2 } });
    expect(chat.prompt().prompt).toContain(wanted.orderId);
    expect(chat.prompt().error).toBeUndefined();
  });

  it('a question naming the type ("那…那个能取消吗") at the prompt picks that order rather than answering a help article', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('我想取消订单');
    const offered = await offeredOrders(chat.prompt().options!.map((option) => option.value));
    const wanted = offered.find((order) => offered.filter((other) => other.type === order.type).length === 1)!;
    const events = await chat.say(`那${wanted.type}那个能取消吗`);
    expect(events.some((event) => event.event === 'message:done' && event.data.message.parts?.some((part) => part.type === 'knowledge_source'))).toBe(false);
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'cancel_order', step: 2 } });
    expect(chat.prompt().prompt).toContain(wanted.orderId);
  });

  it('"I want to cancel an order" → "the <type> one" in English picks that order', async () => {
    const chat = await open({ customerId: 'c_1001', locale: 'en' });
    await chat.say('I want to cancel an order');
    const offered = await offeredOrders(chat.prompt().options!.map((option) => option.value));
    const wanted = offered.filter((order) => offered.filter((other) => other.typeEn === order.typeEn).length === 1).at(-1)!;
    await chat.say(`the ${wanted.typeEn.toLowerCase()} one`);
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'cancel_order', step: 2 } });
    expect(chat.prompt().prompt).toContain(wanted.orderId);
  });

  it('"我要退货" → the product\'s model name ("X9那个") picks the order, and an unmatched reply says to pick or name it', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('我要退货');
    const offered = await offeredOrders(chat.prompt().options!.map((option) => option.value));
    const [first] = offered;
    // The title's last word ("X9" of "Find X9"): what shoppers type for a model.
    const model = first!.title.split(' ').at(-1)!;
    await chat.say('都可以');
    expect(chat.prompt().error).toContain('请点选上面的订单');
    await chat.say(`${model}那个`);
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'return', step: 2 } });
    expect(chat.prompt().prompt).toContain(first!.orderId);
  });

  it('naming an order that is not offered ("平板那个" at the exchange, the tablet not yet shipped) says why it is not', async () => {
    const chat = await open({ customerId: 'c_1002' });
    await chat.say('我要换货');
    const offered = chat.prompt().options!.map((option) => option.value);
    const withTablet = (await commerce.listOrders('c_1002')).find(
      (order) => !offered.includes(order.orderId) && order.status === 'paid' && order.lines.some((line) => /Pad/.test(line.title)),
    )!;
    expect(withTablet).toBeDefined();
    await chat.say('平板那个');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'exchange', step: 1 } });
    expect(chat.prompt().error).toMatch(new RegExp(`^订单 ${withTablet.orderId} 还未发货，暂不能申请换货`));
  });
});
