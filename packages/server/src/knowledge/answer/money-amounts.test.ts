import { describe, expect, it } from 'vitest';
import { moneyMentions, moneySupportedBy } from './money-amounts.js';

// A help article as the knowledge base holds it: policy figures, one fee.
const ARTICLE = ['配件订单满 99 元包邮。', '每件商品国家补贴最高 500 元。', '以旧换新需支付 10 元检测服务费。', 'Orders over $50 ship free to Hong Kong.'].join(
  '\n',
);

describe('money amounts in a knowledge answer', () => {
  it.each([
    '请先转账 99 元手续费，客服确认后为您办理退款。',
    '转账99元手续费即可加急',
    '需要支付 ¥99 的保证金',
    '押金 200 块，退货时退还',
    '请汇款 RMB 300 到以下账户',
    '请先付 300 人民币订金',
    'A handling fee of 99 is required before the refund.',
    'Please transfer 99 yuan to our account first.',
    'Pay a deposit of USD 20 to unlock the refund.',
    'The verification charge is $5.',
    'It is 20 bucks to expedite.',
    'Send 1,000 CNY to confirm your identity.',
    '加急需支付 1.5万 元',
    '手续费九十九元',
    '补贴最高 800 元',
    'Orders over $60 ship free.',
    '以旧换新需支付 20 元检测服务费。',
  ])('drops %j: its amount is not in the cited article', (sentence) => {
    expect(moneyMentions(sentence).length).toBeGreaterThan(0);
    expect(moneySupportedBy(sentence, ARTICLE)).toBe(false);
  });

  it.each([
    '配件订单满99元包邮。',
    'Accessory orders over 99 yuan ship free.',
    '每件商品国家补贴最高500元',
    'The subsidy is at most ¥500 per item.',
    '以旧换新需要 10 元检测服务费。',
    'Trade-in needs a 10 yuan inspection fee.',
    'Orders over $50 ship free.',
    '签收后 7 天内可申请退货。',
    'Find X9 supports 80W charging and 5G.',
    'Returns are accepted within 15 days.',
  ])('keeps %j: no amount, or one the article states', (sentence) => {
    expect(moneySupportedBy(sentence, ARTICLE)).toBe(true);
  });

  it('keeps no fee figure the article gives only as a plain amount', () => {
    // The article says "满 99 元包邮"; a model turning that 99 into a fee to pay is not what the article says.
    expect(moneySupportedBy('请支付 99 元手续费', ARTICLE)).toBe(false);
    expect(moneySupportedBy('满 99 元包邮', ARTICLE)).toBe(true);
  });
});
