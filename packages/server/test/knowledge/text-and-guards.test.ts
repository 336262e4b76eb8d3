import { describe, expect, it } from 'vitest';
import { GuardedSentenceStream } from '../../src/knowledge/answer/guarded-stream.js';
import { statesPriceOrStock, withoutPricesOrStock } from '../../src/knowledge/answer/price-guard.js';
import { DEMO_KNOWLEDGE_DIR, readKnowledgeDirectory } from '../../src/knowledge/index.js';
import { splitSentences } from '../../src/knowledge/text/sentences.js';
import { termCoverage } from '../../src/knowledge/text/coverage.js';
import { detectLocale } from '../../src/knowledge/text/detect-locale.js';
import { normalizeText } from '../../src/knowledge/text/normalize.js';
import { queryTerms } from '../../src/knowledge/text/tokenize.js';

describe('text handling', () => {
  it('writes "七天" and "7 天" the same way', () => {
    expect(normalizeText('七天无理由')).toBe(normalizeText('7 天无理由'));
    expect(normalizeText('十五天')).toBe('15天');
    expect(normalizeText('ＡＢＣ１２')).toBe('abc12');
  });

  it('keeps the topic words of a question and drops the scaffolding', () => {
    expect(queryTerms('发票怎么开')).toEqual(['发票', '开']);
    expect(queryTerms('How do I return my earbuds?')).toEqual(['return', 'earbud']);
    expect(queryTerms('退货')).toEqual(['退货']);
    // "how long", "where", "won't": the shape of the question, not its topic (dropped before stemming).
    expect(queryTerms('How long is the warranty?')).toEqual(['warranti']); // Porter's stem, as the article's "warranty" becomes
    expect(queryTerms('Where is my repair?')).toEqual(['repair']);
    expect(queryTerms('My earbuds won’t connect')).toEqual(['earbud', 'connect']);
  });

  it('meets "ship", "shipping" and "shipped" on one stem', () => {
    expect(new Set(['ship', 'shipping', 'shipped', 'ships'].flatMap(queryTerms))).toEqual(new Set(['ship']));
    expect(queryTerms('calling pressed')).toEqual(['call', 'press']);
  });

  it('measures how much of a question a passage covers, whichever index found it', () => {
    expect(termCoverage('七天无理由退货怎么算', '签收后 7 天内，商品完好可申请七天无理由退货')).toBe(1);
    expect(termCoverage('你们老板喜欢什么颜色的猫', '可选颜色以商品页为准')).toBeLessThan(0.5);
    expect(termCoverage('returned invoices', 'How to return an item and get an invoice')).toBe(1);
  });

  it("detects the question's language", () => {
    expect(detectLocale('发票怎么开', 'en')).toBe('zh-CN');
    expect(detectLocale('How do I get an invoice?', 'zh-CN')).toBe('en');
    expect(detectLocale('12345', 'en')).toBe('en');
  });
});

describe('the price and stock guard (seed 003: prices only from tools)', () => {
  it.each([
    'Find X9 售价 3999 元',
    '到手价3499',
    '库存: 120件',
    '仅剩 3 台',
    'The X9 costs $599',
    '¥2999 起',
    'X9 现在只要 3499 元',
    'Find X9 3499 元',
    '还有 12 台现货',
    'The X9 is now just 3,499 yuan',
    'It is priced at 2999',
    'Hurry, only 3 left!',
    'Shipping is free, and the X9 costs $599',
    'The Linen Shirt is $59',
  ])('catches "%s"', (line) => {
    expect(statesPriceOrStock(line)).toBe(true);
  });

  it.each([
    '每件商品补贴最高 500 元',
    '配件订单满 99 元包邮',
    '签收后 7 天内',
    'Subsidy is at most 500 yuan per item',
    '仅限单件销售价格不超过 6000 元的商品',
    'Only phones whose price does not exceed 6,000 yuan qualify',
    'Passwords need at least 8 characters',
    // A USD shop's service charges (a currency sign, but no product's price).
    'Free on orders of $75 or more; otherwise a flat $6.95.',
    '**Express shipping** (UPS 2nd Day Air): 2 business days, $18.',
    'We charge a $5 restocking fee on opened items',
  ])('leaves the policy figure "%s"', (line) => {
    expect(statesPriceOrStock(line)).toBe(false);
  });

  it('takes no sentence of the demo knowledge base for a price or stock level', async () => {
    const sentences = (await readKnowledgeDirectory(DEMO_KNOWLEDGE_DIR)).flatMap((document) => splitSentences(document.body).map((sentence) => sentence.text));
    expect(sentences.length).toBeGreaterThan(300);
    expect(sentences.filter(statesPriceOrStock)).toEqual([]);
  });

  it('streams a sentence only after checking it, so no token ever carries a price or a stock level', () => {
    const tokens: string[] = [];
    const stream = new GuardedSentenceStream((text) => tokens.push(text));
    const model =
      '支持七天无理由退货 [1]。Find X9 售价 3999 元，库存 12 台。X9 现在只要 3499 元！签收后 7 天内申请 [1]。\nVersion 3.5 is out. It costs $599. Bye';
    for (const char of model) stream.push(char);
    const text = stream.end('NOTICE');
    expect(tokens.join('')).toBe(text);
    expect(text).toBe('支持七天无理由退货 [1]。签收后 7 天内申请 [1]。\nVersion 3.5 is out. Bye\n\nNOTICE');
    for (const token of tokens) expect(token).not.toMatch(/3999|3499|12 台|599/);
    expect(tokens.length).toBeGreaterThan(3);
  });

  it('drops only the sentence with the price and says where the live figure is', () => {
    expect(withoutPricesOrStock('支持退货。X9 售价 3999 元。保修一年。', 'NOTICE')).toBe('支持退货。保修一年。\n\nNOTICE');
    expect(withoutPricesOrStock('支持退货。', 'NOTICE')).toBe('支持退货。');
  });
});

describe('English stems (Porter, the stemmer package)', () => {
  it('meets the forms a shopper writes with the ones an article uses', () => {
    expect(queryTerms('cancellation')).toEqual(queryTerms('cancel'));
    expect(queryTerms('replacement')).toEqual(queryTerms('replace'));
    expect(queryTerms('activated')).toEqual(queryTerms('activation'));
  });
});
