import { describe, expect, it } from 'vitest';
import type { IntentType } from '../../ports/intent.js';
import { readShopFolder } from '../../shop/read-demo-shop.js';
import { buildProductLexicon, withoutProducts } from './product-lexicon.js';
import { asksHowToTrack } from './knowledge-question.js';
import { recognizeWithRules } from './rules-engine.js';

const shop = readShopFolder();
const lexicon = buildProductLexicon(shop.products, shop.profile);
const recognize = (text: string) => recognizeWithRules(text, lexicon);

// [phrasing, the intents in the order asked]; zh, en, mixed, typos.
const TABLE: Array<[string, IntentType[]]> = [
  ['Find X8 多少钱?', ['price_query']],
  ['X9 现在什么价格', ['price_query']],
  ['find x9 pro 售价', ['price_query']],
  ['X9 国补后到手价是多少', ['price_query']],
  ['Reno13 多少前', ['price_query']],
  ['How much is the Find X8?', ['price_query']],
  ['what is the prcie of X9', ['price_query']],
  ['X9 pro how much 呀', ['price_query']],
  ['X8 有货吗', ['inventory_check']],
  ['有白色的手机吗', ['product_recommend']],
  ['有没有平板', ['product_recommend']],
  ['Do you have tablets?', ['product_recommend']],
  ['Find X9 黑色还有库存吗', ['inventory_check']],
  ['Enco X3 白色什么时候补货', ['inventory_check']],
  ['Is the Find X9 in stock?', ['inventory_check']],
  ['is reno 13 availble in purple', ['inventory_check']],
  ['Enco X3 有什么颜色', ['inventory_check']],
  ['what colours does the K12 come in', ['inventory_check']],
  ['我的订单 KF10010003 到哪了', ['logistics_query']],
  ['KF10010001 这个订单什么状态', ['order_query']],
  ['查一下我的订单', ['order_query']],
  ['What is the status of my order KF10020001?', ['order_query']],
  ['my oder KF10020001', ['order_query']],
  ['快递到哪里了', ['logistics_query']],
  ['SF024060100033 这个快递什么时候到', ['logistics_query']],
  ['Where is my package?', ['logistics_query']],
  ['trakcing for my order KF10010003', ['logistics_query']],
  ['什么时候发货', ['logistics_query']],
  ['X9 的处理器是什么', ['params_query']],
  ['Find X8 电池多大', ['params_query']],
  ['What are the specs of the Find X9 Pro?', ['params_query']],
  ['X9 屏幕参数', ['params_query']],
  ['对比一下 X8 和 X9', ['product_compare']],
  ['Find X8 和 Find X9 有什么区别', ['product_compare']],
  ['X8 vs X9', ['product_compare']],
  ['Compare the Find X8 and the Find X9', ['product_compare']],
  ['reno 13 和 reno 13 pro 哪个好', ['product_compare']],
  ['3000 以内 12G 内存的手机', ['product_recommend']],
  ['推荐一款拍照好的手机', ['product_recommend']],
  ['预算两千左右买什么手机', ['product_recommend']],
  ['phones under 3000 with 12GB RAM', ['product_recommend']],
  ['can you recomend a tablet for my kid', ['product_recommend']],
  ['适合女生的手机', ['product_recommend']],
  ['我要退货', ['return_process']],
  ['不想要了，怎么退款', ['return_process']],
  ['I want to return my phone', ['return_process']],
  ['i need a refnud for order KF10010001', ['return_process']],
  ['我想换货，颜色不喜欢', ['exchange_process']],
  ['Can I exchange it for another colour?', ['exchange_process']],
  ['手机屏幕碎了能修吗', ['repair_process']],
  ['my phone screen is cracked, need repair', ['repair_process']],
  ['我要申请维修', ['repair_process']],
  ['帮我开发票', ['invoice_process']],
  ['I need an invoice for my order', ['invoice_process']],
  // "发票怎么开" asks how invoicing works (the knowledge base answers it); the typo reads the same.
  ['发漂怎么开', ['policy_inquiry']],
  ['怎么设置指纹解锁', ['usage_tutorial']],
  ['How do I transfer data to my new phone?', ['usage_tutorial']],
  ['手机开不了机怎么办', ['fault_diagnosis']],
  ['充电的时候很烫，发热严重', ['fault_diagnosis']],
  ['my phone keeps restarting', ['fault_diagnosis']],
  ['保修期多久', ['policy_inquiry']],
  ['退货政策是什么', ['policy_inquiry']],
  ['What is your return policy?', ['policy_inquiry']],
  ['包邮吗', ['policy_inquiry']],
  ['支持花呗分期吗', ['faq']],
  ['what payment methods do you accept', ['faq']],
  ['转人工', ['handoff']],
  ['我要找人工客服', ['handoff']],
  ['I want to talk to a human', ['handoff']],
  ['get me a real person please', ['handoff']],
  ['你好', ['chitchat']],
  ['谢谢啦', ['chitchat']],
  ['hello there', ['chitchat']],
  ['thanks, bye', ['chitchat']],
  ['对比 X8 和 X9，告诉我 X9 国补后多少钱', ['product_compare', 'price_query']],
  ['Compare X8 and X9, and tell me the X9 price after subsidy', ['product_compare', 'price_query']],
  ['X9 多少钱，有货吗', ['price_query', 'inventory_check']],
  ['我的订单 KF10010003 到哪了？另外 X8 多少钱', ['logistics_query', 'price_query']],
  ['你好，请问 Find X8 多少钱', ['price_query']],
  ['How much is the X9? Also is it in stock?', ['price_query', 'inventory_check']],
];

// Written after the main table was tuned; first measured at 78.6% (22/28), the six misses then fixed
// ("卖多少", "还有现货", "想退", "有白色的吗", "and do you have", fault + repair). Kept as a regression set.
const HELD_OUT: Array<[string, IntentType[]]> = [
  ['Find X9 Pro 现在卖多少', ['price_query']],
  ['k12 价钱多少呀', ['price_query']],
  ['what does the reno 13 pro cost', ['price_query']],
  ['pad 3 还有现货吗', ['inventory_check']],
  ['Enco Air4 蓝色有没有货', ['inventory_check']],
  ['do you have the X8 in white', ['inventory_check']],
  ['帮我查下订单 KF10020003', ['order_query']],
  ['我买的耳机发货了没有', ['logistics_query']],
  ['when will my parcel arrive', ['logistics_query']],
  ['Find N5 重量多少', ['params_query']],
  ['x9 pro 用的什么芯片', ['params_query']],
  ['Pad 3 和 Pad 3 Pro 差别大吗', ['product_compare']],
  ['which is better, reno 13 or k12', ['product_compare']],
  ['两千以内有什么好用的耳机', ['product_recommend']],
  ['给我爸妈推荐个手机', ['product_recommend']],
  ['订单 KF10010001 我想退了', ['return_process']],
  ['颜色不喜欢想换一个', ['exchange_process']],
  ['耳机左边没声音了，要寄修', ['repair_process']],
  ['公司报销需要专票', ['invoice_process']],
  ['怎么把旧手机的数据迁移过来', ['usage_tutorial']],
  ['手机玩游戏很卡怎么办', ['fault_diagnosis']],
  ['你们价保几天', ['policy_inquiry']],
  ['可以用信用卡分期吗', ['faq']],
  ['叫个人工来', ['handoff']],
  ['早上好呀', ['chitchat']],
  ['X8 多少钱，有白色的吗', ['price_query', 'inventory_check']],
  ['查一下 KF10010003 的物流，然后推荐一款平板', ['logistics_query', 'product_recommend']],
  ['how much is the X8 and do you have it in blue', ['price_query', 'inventory_check']],
];

describe('rules engine', () => {
  it(`recognises a second, later-written set of ${HELD_OUT.length} phrasings, reporting the accuracy`, () => {
    const misses = HELD_OUT.filter(([text, expected]) => JSON.stringify(recognize(text).intents.map((i) => i.type)) !== JSON.stringify(expected));
    const accuracy = (HELD_OUT.length - misses.length) / HELD_OUT.length;
    console.info(`rules held-out accuracy: ${(accuracy * 100).toFixed(1)}% (${HELD_OUT.length - misses.length}/${HELD_OUT.length})`);
    for (const [text, expected] of misses)
      console.info(
        `  miss: ${text} → ${recognize(text)
          .intents.map((i) => i.type)
          .join(',')} (expected ${expected.join(',')})`,
      );
    expect(accuracy).toBeGreaterThanOrEqual(0.75);
  });

  it(`recognises a table of ${TABLE.length} phrasings (zh, en, mixed, typos) with at least 90% accuracy`, () => {
    const misses = TABLE.filter(([text, expected]) => JSON.stringify(recognize(text).intents.map((i) => i.type)) !== JSON.stringify(expected));
    const accuracy = (TABLE.length - misses.length) / TABLE.length;
    console.info(`rules accuracy: ${(accuracy * 100).toFixed(1)}% (${TABLE.length - misses.length}/${TABLE.length})`);
    for (const [text, expected] of misses)
      console.info(
        `  miss: ${text} → ${recognize(text)
          .intents.map((i) => i.type)
          .join(',')} (expected ${expected.join(',')})`,
      );
    expect(TABLE.length).toBeGreaterThanOrEqual(60);
    expect(accuracy).toBeGreaterThanOrEqual(0.9);
  });

  it('resolves model aliases to catalog products, longest name first', () => {
    expect(recognize('X9 多少钱').intents[0]?.entities.productIds).toEqual(['p_find_x9']);
    expect(recognize('find x9 多少钱').intents[0]?.entities.productIds).toEqual(['p_find_x9']);
    expect(recognize('Find X9 Pro 多少钱').intents[0]?.entities.productIds).toEqual(['p_find_x9_pro']);
    expect(recognize('FINDX9PRO 和 x8 对比').intents[0]?.entities.productIds).toEqual(['p_find_x9_pro', 'p_find_x8']);
  });

  it('takes the product names out of a question for the help articles, which never name products', () => {
    expect(withoutProducts('Is the Find X9 Pro under warranty?', lexicon)).toBe('Is the under warranty?');
    expect(withoutProducts('X9 保修多久', lexicon)).toBe('保修多久');
    expect(withoutProducts('find x9 和 Reno 13 哪个保修长', lexicon)).toBe('和 哪个保修长');
    expect(withoutProducts('How do I find my order?', lexicon)).toBe('How do I find my order?');
  });

  it("extracts price ranges, option values, product types, colours, order ids, tracking numbers and promotions, from the shop's own catalog and lexicon", () => {
    expect(recognize('3000 以内 12G 内存的手机').intents[0]?.entities).toMatchObject({ maxPrice: 3000, options: [{ value: '12GB' }], type: '手机' });
    expect(recognize('phones under 3k with 16GB RAM').intents[0]?.entities).toMatchObject({ maxPrice: 3000, options: [{ value: '16GB' }], type: '手机' });
    expect(recognize('预算两千到三千的平板').intents[0]?.entities).toMatchObject({ minPrice: 2000, maxPrice: 3000, type: '平板' });
    expect(recognize('any tablets?').intents[0]?.entities).toMatchObject({ type: '平板' });
    // "iPhone" is another maker's model, not the type "phone".
    expect(recognize('iPhone 16 多少钱').intents[0]?.entities.type).toBeUndefined();
    expect(recognize('Find X9 黑色有货吗').intents[0]?.entities.options).toContainEqual({ value: '黑' });
    expect(recognize('订单 kf10010003 到哪了').intents[0]?.entities.orderId).toBe('KF10010003');
    expect(recognize('SF024060100033 到哪了').intents[0]?.entities).toMatchObject({ trackingNumber: 'SF024060100033' });
    expect(recognize('X9 国补后多少钱').intents[0]?.entities.promotion).toBe(true);
    expect(recognize('X9 national subsidy price').intents[0]?.entities.promotion).toBe(true);
  });

  it("reads a question about the shopper's own refund as an order lookup, and a general one as policy", () => {
    const read = (text: string) => recognize(text).intents.map((intent) => [intent.type, intent.entities.orderId]);
    expect(read('订单 KF10010007 的退款到哪一步了')).toEqual([['order_query', 'KF10010007']]);
    expect(read('where is my refund for KF10020004')).toEqual([['order_query', 'KF10020004']]);
    expect(read('退款什么时候到账')).toEqual([['order_query', undefined]]);
    expect(read('我已经退货了，退款什么时候到账')).toEqual([['order_query', undefined]]);
    expect(read('has my refund arrived yet?')).toEqual([['order_query', undefined]]);
    expect(read('退款一般几天到账')).toEqual([['policy_inquiry', undefined]]);
    expect(read('How long do refunds take?')).toEqual([['policy_inquiry', undefined]]);
    expect(read('我要退货，订单 KF10010001')).toEqual([['return_process', 'KF10010001']]);
  });

  it('reads how an order or parcel is handled as a question, and where it is as a lookup', () => {
    const read = (text: string) => recognize(text).intents.map((intent) => intent.type);
    expect(read('How do I track my parcel?')).toEqual(['policy_inquiry']);
    expect(read('Can I cancel my order?')).toEqual(['policy_inquiry']);
    expect(read('What if my parcel is lost?')).toEqual(['policy_inquiry']);
    expect(read('我的订单能取消吗')).toEqual(['policy_inquiry']);
    expect(read('Where is my parcel?')).toEqual(['logistics_query']);
    expect(read('我的快递怎么还没到')).toEqual(['logistics_query']);
    expect(read('Can I see my orders?')).toEqual(['order_query']);
    expect(read('How do I check my order status?')).toEqual(['order_query']);
    // Naming the order, it asks for that order to be cancelled (a workflow that confirms before it writes), not its status.
    expect(read('how do i cancel order KF10010001')).toEqual(['order_cancel']);
    expect(asksHowToTrack('How do I track my parcel?')).toBe(true);
    expect(asksHowToTrack('我的快递怎么查')).toBe(true);
    expect(asksHowToTrack('Where is my parcel?')).toBe(false);
    expect(asksHowToTrack('How do I track order KF10010003?')).toBe(false);
  });

  it('reads a price, stock or spec question naming a service but no product as a question about the service', () => {
    const read = (text: string) => recognize(text).intents.map((intent) => intent.type);
    expect(read('How much does shipping cost?')).toEqual(['policy_inquiry']);
    expect(read('What time is customer service available?')).toEqual(['faq']);
    expect(read('How much is the national subsidy?')).toEqual(['policy_inquiry']);
    expect(read('换屏多少钱')).toEqual(['policy_inquiry']);
    // Still a product's price: the product page the shopper is on, or the one named before.
    expect(read('How much is it?')).toEqual(['price_query']);
    expect(read('国补后多少钱')).toEqual(['price_query']);
    expect(read('Does it support wireless charging?')).toEqual(['params_query']);
    expect(recognize('X9 多少钱？国补能减多少').intents.map((intent) => [intent.type, intent.entities.productIds])).toEqual([['price_query', ['p_find_x9']]]);
  });

  it('does not read everyday words as typos of a keyword', () => {
    const read = (text: string) => recognize(text).intents.map((intent) => intent.type);
    expect(read('How do I change my phone number?')).toEqual(['faq']);
    expect(read("I'm shopping for a phone under 3000")).toEqual(['product_recommend']);
    expect(read('is the x9 in stcok')).toEqual(['inventory_check']);
  });

  it('reads a colour in either language: a catalog name as the catalog writes it, a basic colour as its character', () => {
    const colors = (text: string) => recognize(text).intents[0]?.entities.options?.map((option) => option.value);
    expect(colors('Is the X9 white in stock?')).toEqual(['白']);
    expect(colors('X9 白色有货吗')).toEqual(['白']);
    expect(colors('is the x9 frost white in stock')).toEqual(['雾凇白']);
    expect(colors('X9 雾凇白有货吗')).toEqual(['雾凇白']);
  });

  it('splits several intents in the order asked, carrying the product to follow-ups', () => {
    const result = recognize('对比 X8 和 X9，告诉我 X9 国补后多少钱');
    expect(result.intents.map((i) => [i.type, i.entities.productIds])).toEqual([
      ['product_compare', ['p_find_x8', 'p_find_x9']],
      ['price_query', ['p_find_x9']],
    ]);
    expect(result.intents[1]?.entities.promotion).toBe(true);
    expect(recognize('X9 多少钱，有货吗').intents[1]?.entities.productIds).toEqual(['p_find_x9']);
  });

  it('detects the language and an angry customer', () => {
    expect(recognize('Find X8 多少钱').language).toBe('zh');
    expect(recognize('How much is the Find X8?').language).toBe('en');
    expect(recognize('这什么垃圾手机，我要投诉！').angry).toBe(true);
    expect(recognize('This is a scam, absolutely ridiculous').angry).toBe(true);
    expect(recognize('X8 多少钱').angry).toBe(false);
  });

  it('calls text with no clear language mixed, so the answer follows the session locale', () => {
    expect(recognize('asdkjh qwe').language).toBe('mixed');
    expect(recognize('X9?').language).toBe('mixed');
    expect(recognize('my oder KF10020001').language).toBe('en');
  });

  it('gives noise a low confidence and an unmatched question to the knowledge base', () => {
    expect(recognize('asdf').confidence).toBeLessThan(0.5);
    const question = recognize('你们公司在哪个城市成立的呢');
    expect(question.intents[0]?.type).toBe('faq');
    expect(question.confidence).toBeGreaterThanOrEqual(0.5);
    // The colour of something else is not a question about a product's colours.
    expect(recognize('你们老板喜欢什么颜色的猫').intents.map((intent) => intent.type)).toEqual(['faq']);
    expect(recognize('X9 有什么颜色').intents.map((intent) => intent.type)).toEqual(['inventory_check']);
  });
});
