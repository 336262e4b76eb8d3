import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_INTENTS, type Entities, type IntentType, type Recognition } from '../../ports/intent.js';
import { readShopFolder } from '../../shop/read-demo-shop.js';
import { buildProductLexicon } from './product-lexicon.js';
import { recognizeWithRules } from './rules-engine.js';

const shop = readShopFolder();
const lexicon = buildProductLexicon(shop.products, shop.profile);
const recognize = (text: string) => recognizeWithRules(text, lexicon);

/** What a phrasing should yield: the intents in the order asked, and the key entities over all of them. */
interface Expectation {
  products?: string[];
  orderId?: string;
  /** An option value the shopper named (a memory size, a colour), as the catalog or the shopper writes it. */
  option?: string;
  /** A product type as the catalog writes it. */
  type?: string;
  maxPrice?: number;
  promotion?: boolean;
}
type Phrasing = [text: string, intents: IntentType[], entities?: Expectation];

// Set T (tuning): every phrasing of the offline-agent audit plus realistic variants. Written before any fix.
const TUNING: Phrasing[] = [
  ['Find X9 Pro 16+512 多少钱', ['price_query'], { products: ['p_find_x9_pro'] }],
  ['reno13 pro 12g', ['params_query'], { products: ['p_reno_13_pro'], option: '12GB' }],
  ['X9 16G 有货吗', ['inventory_check'], { products: ['p_find_x9'], option: '16GB' }],
  ['x9 256g 多少钱', ['price_query'], { products: ['p_find_x9'] }],
  ['Reno 13 12GB 多少钱', ['price_query'], { products: ['p_reno_13'], option: '12GB' }],
  ['find x9 pro 12+256 多少钱', ['price_query'], { products: ['p_find_x9_pro'] }],
  ['How much is the Find X9 Pro 16GB?', ['price_query'], { products: ['p_find_x9_pro'] }],
  ['国补后 Reno 13 多少钱', ['price_query'], { products: ['p_reno_13'], promotion: true }],
  ['国补怎么领', ['policy_inquiry']],
  ['How does the national subsidy work?', ['policy_inquiry']],
  ['发货要多久', ['policy_inquiry']],
  ['How long does shipping take?', ['policy_inquiry']],
  ['Do you ship to Hong Kong?', ['policy_inquiry']],
  ['人工客服几点上班', ['faq']],
  ['激活了还能无理由退货吗', ['policy_inquiry']],
  ['屏幕碎了保修吗', ['policy_inquiry']],
  // Labelled faq when written; the engine sends every question about a workflow's topic to policy_inquiry (the
  // knowledge node answers all four knowledge intents alike).
  ['可以开增值税专用发票吗', ['policy_inquiry']],
  // Asks where the shopper's own refund is: the order answers it (changed from policy_inquiry with refund status).
  ['When will I get my refund?', ['order_query']],
  ['How long do refunds take?', ['policy_inquiry']],
  ['Can I pay with Alipay?', ['faq']],
  ['充电很慢', ['fault_diagnosis']],
  ['电池怎么保养', ['usage_tutorial']],
  ['My phone charges slowly', ['fault_diagnosis']],
  ['手机老是自动关机', ['fault_diagnosis']],
  ['phone gets really hot when charging', ['fault_diagnosis']],
  ['收到的手机有划痕，我要退', ['return_process']],
  ['手机摔了屏幕裂了要修', ['repair_process']],
  ["my tablet won't charge, I want it repaired", ['repair_process']],
  ['can I get my money back for KF10020001', ['return_process'], { orderId: 'KF10020001' }],
  ['我要退货，订单 KF10010001', ['return_process'], { orderId: 'KF10010001' }],
  ['我要退货', ['return_process']],
  ['iPhone 16 多少钱', ['price_query'], { products: [] }],
  ['X9 under warranty?', ['policy_inquiry'], { products: ['p_find_x9'] }],
  ['I want to speak to a manager', ['handoff']],
  ['我要和客服说话', ['handoff']],
  ['和客服说话', ['handoff']],
  ['我买的X9到了吗', ['logistics_query']],
  ['x8啥价', ['price_query'], { products: ['p_find_x8'] }],
  ['A3 黑色有货吗', ['inventory_check'], { products: ['p_a3'], option: '黑' }],
  ['Pad 3 的电池多大', ['params_query'], { products: ['p_pad_3'] }],
  ['和 Find X8 比有什么区别？', ['product_compare'], { products: ['p_find_x8'] }],
  ['x9 pro 和 x9 有啥区别', ['product_compare'], { products: ['p_find_x9_pro', 'p_find_x9'] }],
  ['recommend earbuds under 1000', ['product_recommend'], { type: '耳机', maxPrice: 1000 }],
];

// Set H (held-out): written together with T, before the baseline was measured. Accuracy before any fix: 25/45
// (32/45 routed); after the fixes driven by T alone: 37/45 (41/45 routed). Four of those eight misses were then
// fixed in general terms (supervisor, "减多少", order + "到哪了", a spec word beside a workflow), so H is no longer
// blind for them: 41/45 (45/45 routed). The misses listed in H_MISSES run as expected failures so any change shows.
const HELD_OUT: Phrasing[] = [
  ['Find X9 Pro 16G+512G 现在多少钱', ['price_query'], { products: ['p_find_x9_pro'] }],
  ['reno 13 pro 16+512 有货没', ['inventory_check'], { products: ['p_reno_13_pro'] }],
  ['K12 8+256 多少钱', ['price_query'], { products: ['p_k12'] }],
  ['pad3 pro 12g 还有吗', ['inventory_check'], { products: ['p_pad_3_pro'] }],
  ['find n5 16gb price', ['price_query'], { products: ['p_find_n5'] }],
  ['国家补贴怎么申请', ['policy_inquiry']],
  ['国补需要什么条件', ['policy_inquiry']],
  ["what's the national subsidy on the Find X9", ['price_query'], { products: ['p_find_x9'] }],
  ['一般几天能发货', ['policy_inquiry']],
  ['do you ship on weekends', ['policy_inquiry']],
  ['客服什么时候下班', ['faq']],
  ['what are your customer service hours', ['faq']],
  ['拆封了可以退吗', ['policy_inquiry']],
  ['进水了保修管吗', ['policy_inquiry']],
  ['能开公司抬头的发票吗', ['faq']],
  ['how long does a refund take', ['policy_inquiry']],
  ['手机充不上电', ['fault_diagnosis']],
  ['耳机连不上蓝牙怎么办', ['fault_diagnosis']],
  ['手机总是发烫', ['fault_diagnosis']],
  ['wifi 老是断怎么办', ['fault_diagnosis']],
  ['屏幕有亮点，我要换货', ['exchange_process']],
  ['my earbuds have no sound, need a repair', ['repair_process']],
  ['Galaxy S25 有货吗', ['inventory_check'], { products: [] }],
  ['华为 Mate 70 多少钱', ['price_query'], { products: [] }],
  ['is the X8 still under warranty after a year', ['policy_inquiry']],
  ['let me talk to your supervisor', ['handoff']],
  ['我想跟真人客服聊', ['handoff']],
  ['我的快递到了没', ['logistics_query']],
  ['订单 KF10010003 的包裹到了吗', ['logistics_query'], { orderId: 'KF10010003' }],
  ['k12啥价格', ['price_query'], { products: ['p_k12'] }],
  ['a5 pro 多少钱呀', ['price_query'], { products: ['p_a5_pro'] }],
  ["I'd like a refund for order KF10010001", ['return_process'], { orderId: 'KF10010001' }],
  ['我要开发票，订单号 KF10010001', ['invoice_process'], { orderId: 'KF10010001' }],
  ['Find X9 白色有货吗', ['inventory_check'], { products: ['p_find_x9'], option: '白' }],
  ['X9 Pro 屏幕多大', ['params_query'], { products: ['p_find_x9_pro'] }],
  ['what chip does the reno 13 use', ['params_query'], { products: ['p_reno_13'] }],
  ['Find N5 跟 X9 Pro 比哪个好', ['product_compare'], { products: ['p_find_n5', 'p_find_x9_pro'] }],
  ['2000 左右的平板推荐一下', ['product_recommend'], { type: '平板' }],
  ['best earbuds for noise cancelling under 500', ['product_recommend'], { type: '耳机', maxPrice: 500 }],
  ['怎么把微信聊天记录迁移到新手机', ['usage_tutorial']],
  ['X9 多少钱？国补能减多少', ['price_query'], { products: ['p_find_x9'] }],
  ['我的订单到哪了，顺便问下怎么开发票', ['logistics_query', 'policy_inquiry']],
  ['hi, does the Find X8 come in blue?', ['inventory_check'], { products: ['p_find_x8'], option: '蓝' }],
  ['prcie of enco air4', ['price_query'], { products: ['p_enco_air4'] }],
  ['怎么查物流', ['faq']],
];

/** Held-out phrasings the engine still misreads, with what it does instead. */
const H_MISSES: Record<string, string> = {
  能开公司抬头的发票吗: 'policy_inquiry: routed right, to the knowledge base',
  'wifi 老是断怎么办': 'usage_tutorial: routed right, to the knowledge base',
  怎么查物流: 'policy_inquiry: routed right, to the knowledge base',
};

// Set E (English how-to and policy): the demo-server report (English questions about shipping costs, service
// hours, cancelling, tracking and warranty misrouted to the price or order tools while their Chinese twins reach the
// knowledge base) plus phrasings of every topic in shops/demo/knowledge, mixed zh/en, and lookups that must stay lookups.
// Written before the fix; baseline 39/52 intents and entities right, 41/52 routed right. After the fix (product queries
// naming no product but a service, how-to questions about orders and parcels, service hours and account words, real
// words kept out of typo matching): 52/52.
const ENGLISH_POLICY: Phrasing[] = [
  ['How much does shipping cost?', ['policy_inquiry']],
  ['What time is customer service available?', ['faq']],
  ['Can I cancel my order?', ['policy_inquiry']],
  ['How do I track my parcel?', ['policy_inquiry']],
  ['Is the X9 under warranty?', ['policy_inquiry'], { products: ['p_find_x9'] }],
  ['X9 保修多久', ['policy_inquiry'], { products: ['p_find_x9'] }],
  ['Is shipping free?', ['policy_inquiry']],
  ['Which courier do you use?', ['policy_inquiry']],
  ['Do you deliver to Xinjiang?', ['policy_inquiry']],
  ['How long is the warranty?', ['policy_inquiry']],
  ['Does the warranty cover a cracked screen?', ['policy_inquiry']],
  ["What's the warranty on the Enco Air4?", ['policy_inquiry'], { products: ['p_enco_air4'] }],
  ['Can I return opened earbuds?', ['policy_inquiry']],
  ['Who pays for return shipping?', ['policy_inquiry']],
  ['How do I request a return?', ['policy_inquiry']],
  ['What invoice types do you offer?', ['policy_inquiry']],
  ['Can I get a company invoice?', ['policy_inquiry']],
  ['How much is the national subsidy?', ['policy_inquiry']],
  ['Who can get the national subsidy?', ['policy_inquiry']],
  ['Do you accept credit cards?', ['faq']],
  ['Can I pay in instalments?', ['faq']],
  ['How do I reset my password?', ['faq']],
  ['How do I change my phone number?', ['faq']],
  ['When is customer service open?', ['faq']],
  ['Are your agents available on weekends?', ['faq']],
  ['How do I move my photos to my new phone?', ['usage_tutorial']],
  ['How do I pair my earbuds?', ['usage_tutorial']],
  ["My phone won't turn on", ['fault_diagnosis']],
  ['One earbud has no sound', ['fault_diagnosis']],
  ['How do I change the delivery address?', ['policy_inquiry']],
  ['What if my parcel is lost?', ['policy_inquiry']],
  ['How much does a screen repair cost?', ['policy_inquiry']],
  ['How long does a repair take?', ['policy_inquiry']],
  ['How does mail-in repair work?', ['policy_inquiry']],
  ['How do exchanges work?', ['policy_inquiry']],
  ['How do I cancel an order?', ['policy_inquiry']],
  ['Can I change the colour after ordering?', ['policy_inquiry']],
  ['怎么取消订单', ['policy_inquiry']],
  ['Can I track my package?', ['policy_inquiry']],
  ['国补 how does it work', ['policy_inquiry']],
  ['shipping 要多久', ['policy_inquiry']],
  ['customer service 几点上班', ['faq']],
  ['warranty 多久', ['policy_inquiry']],
  ['可以用 Alipay 吗', ['faq']],
  ['发票 how to get', ['policy_inquiry']],
  ['Where is my parcel?', ['logistics_query']],
  ['Where is my order KF10010003?', ['logistics_query'], { orderId: 'KF10010003' }],
  ['How much is the X9?', ['price_query'], { products: ['p_find_x9'] }],
  ['Is the X9 available in white?', ['inventory_check'], { products: ['p_find_x9'], option: '白' }],
  ["What's the status of my order?", ['order_query']],
  ['Track my parcel', ['logistics_query']],
  ['When will my order arrive?', ['logistics_query']],
];

// Set EH (held-out for E): written together with E, before the fix, and not looked at while fixing E; baseline
// 23/36 intents and entities right, 26/36 routed right; after the fixes driven by E alone 31/36 (34/36 routed). Three
// of those five misses were then fixed in general terms ("where" opens a question, "covered", "stuck on" as a fault),
// so EH is no longer blind for them: 34/36 (35/36 routed). The misses in EH_MISSES run as expected failures.
const ENGLISH_POLICY_HELD_OUT: Phrasing[] = [
  ['What does shipping cost to Tibet?', ['policy_inquiry']],
  ['Is delivery free for accessories?', ['policy_inquiry']],
  ['Can I cancel an order after it ships?', ['policy_inquiry']],
  ['How can I track my delivery?', ['policy_inquiry']],
  ['Is the Find X9 Pro covered by warranty?', ['policy_inquiry'], { products: ['p_find_x9_pro'] }],
  ['Reno 13 warranty how long', ['policy_inquiry'], { products: ['p_reno_13'] }],
  ['How long do I have to return an item?', ['policy_inquiry']],
  ["Can I return a phone I've activated?", ['policy_inquiry']],
  ['Is water damage covered?', ['policy_inquiry']],
  ['Do you offer special VAT invoices?', ['policy_inquiry']],
  ['How do I get a receipt for my purchase?', ['policy_inquiry']],
  ['Does the national subsidy apply to earbuds?', ['policy_inquiry']],
  ['How do I use the national subsidy?', ['policy_inquiry']],
  ['Can I pay with WeChat Pay?', ['faq']],
  ['Is there interest on instalments?', ['faq']],
  ['I forgot my password', ['faq']],
  ['How do I log in?', ['faq']],
  ['What hours are your human agents online?', ['faq']],
  ['Is customer service open on holidays?', ['faq']],
  ['How do I set up fingerprint unlock?', ['usage_tutorial']],
  ['How do I clone my old phone?', ['usage_tutorial']],
  ['My phone is stuck on the logo', ['fault_diagnosis']],
  ['Left earbud not working', ['fault_diagnosis']],
  ['Can I change my delivery address after ordering?', ['policy_inquiry']],
  ['What happens if my package is damaged?', ['policy_inquiry']],
  ['How much is a battery replacement?', ['policy_inquiry']],
  ['Where is the nearest repair centre?', ['policy_inquiry']],
  ['Can I swap my phone for a different colour?', ['policy_inquiry']],
  ['退货 how many days', ['policy_inquiry']],
  ['国补 who is eligible', ['policy_inquiry']],
  ['快递 how long', ['policy_inquiry']],
  ["Where's my package?", ['logistics_query']],
  ['What is the price of the Reno 13?', ['price_query'], { products: ['p_reno_13'] }],
  ['I need to return order KF10010001', ['return_process'], { orderId: 'KF10010001' }],
  ['Has my order KF10010003 shipped?', ['logistics_query'], { orderId: 'KF10010003' }],
  ['Is the K12 in stock?', ['inventory_check'], { products: ['p_k12'] }],
];

/** EH phrasings the engine reads otherwise, with what it does instead. */
const EH_MISSES: Record<string, string> = {
  'How do I get a receipt for my purchase?': 'usage_tutorial: routed right, to the knowledge base',
  // Like "Can I exchange it for another colour?" in the main table: the shopper's own phone, so the workflow starts.
  'Can I swap my phone for a different colour?': 'exchange_process: the exchange workflow, which checks the order first',
};

/** The entities of all intents together, products in the order named. */
function allEntities(recognition: Recognition): Entities {
  const merged: Entities = {};
  for (const intent of recognition.intents) {
    const { productIds, options, ...rest } = intent.entities;
    Object.assign(merged, rest);
    if (productIds) merged.productIds = [...new Set([...(merged.productIds ?? []), ...productIds])];
    if (options) merged.options = [...(merged.options ?? []), ...options];
  }
  return merged;
}

/** Why a phrasing was misread, or undefined when intents and entities are right. */
function mismatch([text, intents, expected = {}]: Phrasing): string | undefined {
  const recognition = recognize(text);
  const got = recognition.intents.map((intent) => intent.type);
  if (JSON.stringify(got) !== JSON.stringify(intents)) return `intents ${got.join(',')}`;
  const entities = allEntities(recognition);
  if (expected.products && JSON.stringify(entities.productIds ?? []) !== JSON.stringify(expected.products))
    return `products ${entities.productIds?.join(',') ?? '-'}`;
  if (expected.option && !entities.options?.some((option) => option.value.includes(expected.option!)))
    return `options ${entities.options?.map((option) => option.value).join(',') ?? '-'}`;
  for (const key of ['orderId', 'type', 'maxPrice', 'promotion'] as const) {
    if (expected[key] !== undefined && entities[key] !== expected[key]) return `${key} ${String(entities[key])}`;
  }
  return undefined;
}

/** The four knowledge intents are answered alike (the knowledge node), so a route counts them as one. */
const route = (type: IntentType) => (KNOWLEDGE_INTENTS.includes(type) ? 'knowledge' : type);
const sameRoute = ([text, intents]: Phrasing) => JSON.stringify(recognize(text).intents.map((i) => route(i.type))) === JSON.stringify(intents.map(route));

function report(name: string, set: Phrasing[]): void {
  const misses = set.flatMap((phrasing) => {
    const why = mismatch(phrasing);
    return why ? [`  miss: ${phrasing[0]} → ${why} (expected ${phrasing[1].join(',')})`] : [];
  });
  const routed = set.filter(sameRoute).length;
  console.info(
    `${name}: ${set.length - misses.length}/${set.length} intents and entities right (${(((set.length - misses.length) / set.length) * 100).toFixed(1)}%), ${routed}/${set.length} routed right\n${misses.join('\n')}`,
  );
}

describe('rules engine phrasing sets', () => {
  it('reports accuracy on the tuning and held-out sets', () => {
    report('set T (tuning)', TUNING);
    report('set H (held-out)', HELD_OUT);
    report('set E (English how-to and policy)', ENGLISH_POLICY);
    report('set EH (held-out for E)', ENGLISH_POLICY_HELD_OUT);
    expect(TUNING.length).toBeGreaterThanOrEqual(40);
    expect(HELD_OUT.length).toBeGreaterThanOrEqual(40);
    expect(ENGLISH_POLICY.length + ENGLISH_POLICY_HELD_OUT.length).toBeGreaterThanOrEqual(80);
  });

  describe('set T (tuning)', () => {
    it.each(TUNING)('reads "%s" as %j', (...phrasing) => {
      expect(mismatch(phrasing)).toBeUndefined();
    });
  });

  const heldOut = (set: Phrasing[], misses: Record<string, string>) => {
    for (const phrasing of set) {
      const known = misses[phrasing[0]];
      if (known) it.fails(`still misreads "${phrasing[0]}" (${known})`, () => expect(mismatch(phrasing)).toBeUndefined());
      else it(`reads "${phrasing[0]}" as ${JSON.stringify(phrasing[1])}`, () => expect(mismatch(phrasing)).toBeUndefined());
    }
  };

  describe('set H (held-out)', () => heldOut(HELD_OUT, H_MISSES));

  describe('set E (English how-to and policy)', () => {
    it.each(ENGLISH_POLICY)('reads "%s" as %j', (...phrasing) => {
      expect(mismatch(phrasing)).toBeUndefined();
    });
  });

  describe('set EH (held-out for E)', () => heldOut(ENGLISH_POLICY_HELD_OUT, EH_MISSES));
});
