import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../gateway/support/test-server.js';
import { demoIdentity } from '../agent/socket-shopper.js';
import { Conversation, demoCatalog, partsOf, SHOPS, type Answer } from './focus-support.js';

// Issue 17 item 2, orders: a signed-in shopper with several orders refers to one by its items' type or name ("那个耳机的
// 订单", "the earbuds order", "the Find X8 order"), by its place in the list last shown ("第二个订单", "最后一个订单"),
// or as the order in focus ("那个订单", "that order"). Expected ids come from the list the assistant showed and from
// shops/demo (orders.json, products.json).
const SHOPPER = 'c_1001';
const catalog = demoCatalog();
const typeOfTitle = new Map([...catalog.values()].flatMap((p) => [[p.title, p.type] as const]));
const EARBUDS = '耳机';
interface DemoOrder {
  orderId: string;
  customerId: string;
  placedAt: string;
  lines: Array<{ title: string }>;
}
const orders = (JSON.parse(readFileSync(`${SHOPS.demo}orders.json`, 'utf8')) as DemoOrder[]).filter((order) => order.customerId === SHOPPER);
// The shop folder writes times relative to its start ("-3d"): the newest is the fewest days ago.
const daysAgo = (order: DemoOrder) => Number(/^-(\d+)d$/.exec(order.placedAt)![1]);
const newestFirst = [...orders].sort((a, b) => daysAgo(a) - daysAgo(b));

let server: Awaited<ReturnType<typeof startTestServer>>;
const open: Conversation[] = [];
const signedIn = async (locale: 'zh-CN' | 'en' = 'zh-CN') => {
  const conversation = await Conversation.open(server.url, { locale, identity: await demoIdentity(SHOPPER) });
  open.push(conversation);
  return conversation;
};
/** The order ids an answer lists, in the order shown. */
const shown = (answer: Answer) => partsOf(answer, 'order').map((part) => part.orderId);
/** The first order of a list whose items include a product of `type`. */
const firstOfType = (answer: Answer, type: string) =>
  partsOf(answer, 'order').find((part) => part.items.some((item) => typeOfTitle.get(item.name) === type))!.orderId;
/** The order an answer is about: its single order part, or the logistics part, or the id in its text. */
const about = (answer: Answer) => [...new Set([...partsOf(answer, 'order'), ...partsOf(answer, 'logistics')].map((part) => part.orderId))];

beforeAll(async () => {
  server = await startTestServer({ env: { KEFU_SHOP_DIR: SHOPS.demo } });
});
afterAll(async () => {
  for (const conversation of open) conversation.close();
  await server?.close();
});

describe('orders in focus for a signed-in shopper (rules path)', () => {
  it('"我的订单" → "那个耳机的订单怎么还没发货" → "第二个订单" → "那个订单到哪了"', async () => {
    const c = await signedIn();
    const list = await c.say('我的订单');
    const ids = shown(list);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    const earbuds = firstOfType(list, EARBUDS);
    const why = await c.say('那个耳机的订单怎么还没发货');
    expect(why.text).toContain(earbuds);
    for (const other of ids.filter((id) => id !== earbuds)) expect(why.all).not.toContain(other);
    const second = await c.say('第二个订单');
    expect(about(second)).toEqual([ids[1]]);
    const where = await c.say('那个订单到哪了');
    expect(where.text).toContain(ids[1]);
    for (const other of ids.filter((id) => id !== ids[1])) expect(where.all).not.toContain(other);
  });

  it('"我上周买的手机到哪了" / "where are my earbuds?" (no order named, none shown): the newest order holding one', async () => {
    const holding = (type: string, list = newestFirst) => list.find((order) => order.lines.some((line) => typeOfTitle.get(line.title) === type))!.orderId;
    // A shopper whose newest parcel on its way holds earbuds, and whose phone came earlier.
    const OTHER = 'c_1002';
    const theirs = (JSON.parse(readFileSync(`${SHOPS.demo}orders.json`, 'utf8')) as Array<DemoOrder & { status: string }>)
      .filter((order) => order.customerId === OTHER)
      .sort((a, b) => daysAgo(a) - daysAgo(b));
    const phone = holding('手机', theirs);
    expect(theirs.find((order) => order.status === 'shipped')!.orderId).not.toBe(phone);
    const asked = await Conversation.open(server.url, { locale: 'zh-CN', identity: await demoIdentity(OTHER) });
    open.push(asked);
    expect(about(await asked.say('我上周买的手机到哪了'))).toEqual([phone]);
    const earbuds = await (await signedIn('en')).say('where are my earbuds?');
    expect(earbuds.text).toContain(holding(EARBUDS));
    expect(earbuds.parts.some((part) => part.type === 'knowledge_source')).toBe(false);
  });

  it('"show my orders" → "the earbuds order" → "the second order" → "that order"', async () => {
    const c = await signedIn('en');
    const list = await c.say('show my orders');
    const ids = shown(list);
    const earbuds = firstOfType(list, EARBUDS);
    expect(about(await c.say('the earbuds order'))).toEqual([earbuds]);
    expect(about(await c.say('the second order'))).toEqual([ids[1]]);
    expect(about(await c.say('what is the status of that order?'))).toEqual([ids[1]]);
  });

  it('"我的订单" → "第二个" and "show my orders" → "the third one" pick from the list shown', async () => {
    const zh = await signedIn();
    const ids = shown(await zh.say('我的订单'));
    expect(about(await zh.say('第二个'))).toEqual([ids[1]]);
    const en = await signedIn('en');
    const listed = shown(await en.say('show my orders'));
    expect(about(await en.say('the third one'))).toEqual([listed[2]]);
  });

  it('"耳机的订单怎么还没发货" with no list shown finds the earbuds order among the shopper\'s latest', async () => {
    const c = await signedIn();
    const earbuds = newestFirst.find((order) => order.lines.some((line) => typeOfTitle.get(line.title) === EARBUDS))!.orderId;
    const answer = await c.say('耳机的订单怎么还没发货');
    expect(answer.text).toContain(earbuds);
    for (const other of orders.filter((order) => order.orderId !== earbuds)) expect(answer.all).not.toContain(other.orderId);
  });

  it('"my orders" → "where is the Find X8 order?" → "and the Pad 3 order?" track the order holding each', async () => {
    const c = await signedIn('en');
    const list = await c.say('my orders');
    const holding = (name: string) => partsOf(list, 'order').find((part) => part.items.some((item) => item.name === name))!.orderId;
    const where = await c.say('where is the Find X8 order?');
    expect(about(where)).toEqual([holding('Find X8')]);
    expect(partsOf(where, 'logistics')[0]?.orderId).toBe(holding('Find X8'));
    const pad = await c.say('where is the Pad 3 order?');
    expect(pad.text).toContain(holding('Pad 3'));
    for (const other of shown(list).filter((id) => id !== holding('Pad 3'))) expect(pad.all).not.toContain(other);
  });

  it('"KF… 什么状态" → "这个订单什么时候发货" stays on the order named', async () => {
    const c = await signedIn();
    const named = newestFirst[1]!.orderId;
    expect(about(await c.say(`${named} 什么状态`))).toEqual([named]);
    const when = await c.say('这个订单什么时候发货');
    expect(when.text).toContain(named);
    for (const other of orders.filter((order) => order.orderId !== named)) expect(when.all).not.toContain(other.orderId);
  });

  it('"我的订单" → "最后一个订单到哪了" → "第一个订单到哪了" track the last, then the first order of the list shown', async () => {
    const c = await signedIn();
    const ids = shown(await c.say('我的订单'));
    const last = await c.say('最后一个订单到哪了');
    expect(last.text).toContain(ids.at(-1));
    for (const other of ids.slice(0, -1)) expect(last.all).not.toContain(other);
    const first = await c.say('第一个订单到哪了');
    expect(first.text).toContain(ids[0]);
    for (const other of ids.slice(1)) expect(first.all).not.toContain(other);
  });
});
