// Seed 003: prices and stock go stale in articles; they come only from the commerce tools. Policy
// figures ("最高补贴 500 元", "满 99 元包邮") are not prices and stay.
const PRICE_OR_STOCK =
  /([¥￥$]\s*\d|(?:价格|售价|单价|到手价?|券后价?|优惠价|拼单价|现价|price[ds]?|costs?)\s*(?:[:：为是]|only|at|is)?\s*[¥￥$]?\s*\d|库存\s*(?:[:：为是]|还有|仅剩)?\s*\d|(?:仅剩|还剩|剩余)\s*\d+\s*(?:件|台|个)|\d+\s*(?:units?|pieces?|items?)\s+(?:left|in stock)|in stock\s*[:：]\s*\d)/i;

/** Whether a line states a concrete price or stock level. */
export function statesPriceOrStock(line: string): boolean {
  return PRICE_OR_STOCK.test(line);
}

/** Drops sentences that state a price or stock level; says where the live figure is, once, if any was dropped. */
export function withoutPricesOrStock(text: string, notice: string): string {
  let dropped = false;
  const kept = text
    .split('\n')
    .map((line) => {
      if (!statesPriceOrStock(line)) return line;
      const sentences = line.match(/[^。！？!?；;]+[。！？!?；;]?/g) ?? [line];
      const clean = sentences.filter((sentence) => !statesPriceOrStock(sentence));
      if (clean.length < sentences.length) dropped = true;
      return clean.join('').trim();
    })
    .filter((line, index, lines) => line !== '' || (index > 0 && lines[index - 1] !== ''))
    .join('\n')
    .trim();
  return dropped ? `${kept}\n\n${notice}`.trim() : kept;
}
