import { splitSentences } from '../text/sentences.js';

// Seed 003: prices and stock go stale in articles; they come only from the commerce tools. Policy
// figures ("最高补贴 500 元", "满 99 元包邮", "at most 500 yuan") are not prices and stay.
const AMOUNT = String.raw`[¥￥$]?\s*\d[\d,]*(?:\.\d+)?`;
const CURRENCY = String.raw`\s*(?:元|块|rmb|cny|yuan|dollars?)`;
// What a shop charges for its service, not for a product: "Free on orders of $75 or more; otherwise a flat $6.95",
// "Express (2 business days): $18", "a $5 restocking fee". A currency sign alone does not make these prices; a product
// price word still does ("the X9 costs $599").
const SERVICE_CHARGE =
  /\b(?:shipping|delivery|postage|express|overnight|courier|duties|customs|restocking|return label|free (?:on|over|for|with) (?:orders?|purchases?)|orders? (?:of|over|above|under|below)|flat (?:rate|fee)?|gift wrap(?:ping)?)\b|运费|邮费|快递费|配送费|包邮|满\s*[¥￥$]?\s*\d/i;
// ¥2999, $599: a currency sign before a number, unless the sentence is about a service charge.
const SIGNED_AMOUNT = /[¥￥$]\s*\d/;
const PRICE_WORD = /价格|售价|单价|标价|原价|现价|特价|到手价|券后价|优惠价|活动价|折后价|秒杀价|会员价|\b(?:prices?|priced|costs?|sells? for|retails?)\b/i;

const PRICE_OR_STOCK: RegExp[] = [
  // 售价 3999、到手价3499、price: 599, costs 599, priced at 2999
  new RegExp(
    String.raw`(?:价格|售价|单价|标价|原价|现价|特价|到手价?|券后价?|优惠价|活动价|折后价?|秒杀价|拼单价|会员价|报价|prices?|priced(?: at)?|costs?|sells? for|retails? (?:for|at))\s*(?:[:：为是]|only|just|at|is|of|now)?\s*(?:only|just)?\s*${AMOUNT}`,
    'i',
  ),
  // 只要 3499 元、低至 2999 元、now just 3,499 yuan: a price word and an amount in a currency
  new RegExp(String.raw`(?:只要|只需|仅需|仅售|仅要|只卖|只售|低至|才|卖|售|要|一共|总共|合计|for|only|just|now)\s*${AMOUNT}${CURRENCY}`, 'i'),
  // Find X9 3499 元: a model name followed by an amount
  new RegExp(String.raw`[a-z]+\s?\d+[a-z]*\s*[:：]?\s*\d{3,}[\d,]*${CURRENCY}`, 'i'),
  // 库存 12、库存还有 12
  /库存\s*(?:[:：为是]|还有|仅剩|只有|剩)?\s*\d/,
  // 仅剩 3 台、还有 12 台现货、12 台现货
  /(?:仅剩|还剩|剩余|剩下|只剩|还有|现货)\s*\d+\s*(?:件|台|个|部|套|只|副)|\d+\s*(?:件|台|个|部|套)\s*(?:现货|库存)/,
  // 3 units left, only 2 left, in stock: 12
  /\d+\s*(?:units?|pieces?|items?)\s+(?:left|in stock|available|remaining)|\b(?:only|just)\s+\d+\s+(?:left|remaining)|in stock\s*[:：]\s*\d|stock (?:level )?(?:is|of|:)\s*\d/i,
];

/** Whether a line states a concrete price or stock level. */
export function statesPriceOrStock(line: string): boolean {
  if (SIGNED_AMOUNT.test(line) && (!SERVICE_CHARGE.test(line) || PRICE_WORD.test(line))) return true;
  return PRICE_OR_STOCK.some((pattern) => pattern.test(line));
}

/** Drops sentences that state a price or stock level; says where the live figure is, once, if any was dropped. */
export function withoutPricesOrStock(text: string, notice: string): string {
  let dropped = false;
  const kept = text
    .split('\n')
    .map((line) => {
      if (!statesPriceOrStock(line)) return line;
      const sentences = splitSentences(line);
      const clean = sentences.filter((sentence) => !statesPriceOrStock(sentence.text));
      if (clean.length < sentences.length) dropped = true;
      return clean
        .map((sentence) => sentence.text + sentence.space)
        .join('')
        .trim();
    })
    .filter((line, index, lines) => line !== '' || (index > 0 && lines[index - 1] !== ''))
    .join('\n')
    .trim();
  return dropped ? `${kept}\n\n${notice}`.trim() : kept;
}
