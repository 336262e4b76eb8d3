import { describe, expect, it } from 'vitest';
import { askedPolicyTopic, headedAbout, unpublishedTopics } from './policy-topics.js';

describe('the policy a question asks about', () => {
  it.each([
    ['do you ship internationally?', 'shipping'],
    ['运费多少', 'shipping'],
    ['可以寄到国外吗', 'shipping'],
    ['what is your return policy?', 'returns'],
    ['可以退货吗', 'returns'],
    ['do you accept paypal?', 'payment'],
    // A way to pay named, whatever the verb: "support" here is not customer support.
    ['do you support apple pay?', 'payment'],
    ['支持apple pay吗', 'payment'],
    ['能用微信付款吗', 'payment'],
    ['有保修吗', 'warranty'],
    ['can I cancel my order?', 'order_changes'],
    // The policy named first is the one asked: the shipping of a return is the returns policy's.
    ['who pays return shipping?', 'returns'],
  ] as const)('"%s": %s', (question, topic) => {
    expect(askedPolicyTopic(question)).toBe(topic);
  });

  it.each(['who is your ceo?', 'how much is the tidepool necklace?', '你好'])('"%s": none', (question) => {
    expect(askedPolicyTopic(question)).toBeUndefined();
  });
});

describe('the policies a shop has published', () => {
  it('an article is about a policy by its title, tags or id', () => {
    expect(headedAbout('shipping', { title: 'Shipping times and costs' })).toBe(true);
    expect(headedAbout('returns', { title: 'Sizing help', tags: ['refunds'] })).toBe(true);
    expect(headedAbout('payment', { title: 'FAQ', id: 'payment-methods' })).toBe(true);
    expect(headedAbout('warranty', { title: 'Caring for your clothes' })).toBe(false);
  });

  it('lists the policies no article is about, none for a shop that has them all', () => {
    expect(unpublishedTopics([])).toEqual(['shipping', 'returns', 'payment', 'warranty', 'order_changes']);
    expect(unpublishedTopics([{ title: 'Returns and refunds' }, { title: '配送时间与运费' }])).toEqual(['payment', 'warranty', 'order_changes']);
    expect(
      unpublishedTopics([
        { title: 'Shipping' },
        { title: 'Returns' },
        { title: 'Payment methods' },
        { title: 'Warranty' },
        { title: 'Changing or cancelling an order' },
      ]),
    ).toEqual([]);
  });
});
