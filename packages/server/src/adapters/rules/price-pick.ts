// "便宜的那个", "更贵的那款", "the cheaper one", "the more expensive of the two": a pick by price, not a search for the
// cheapest ("最便宜的手机") nor a question of which is cheaper ("哪个便宜").
const CHEAPER_ONE =
  /(?<!最)(?:更)?便宜(?:点|一点|些)?的(?:那|这)(?:一)?(?:个|款|台|部|件|双|条|只|套)?|\bthe\s+(?:cheaper|less expensive|lower[- ]priced)(?:\s+(?:one|of the two|model|version))?\b/i;
const DEARER_ONE =
  /(?<!最)(?:更)?贵(?:点|一点|些)?的(?:那|这)(?:一)?(?:个|款|台|部|件|双|条|只|套)?|\bthe\s+(?:more expensive|pricier|dearer|higher[- ]priced)(?:\s+(?:one|of the two|model|version))?\b/i;

// "the cheapest one", "最便宜的那个": of the products just listed (three or more), as "the cheaper one" is of two.
const CHEAPEST_ONE =
  /最便宜的(?:那|这)(?:一)?(?:个|款|台|部|件|双|条|只|套)?|\bthe\s+(?:cheapest|least expensive|lowest[- ]priced)(?:\s+(?:one|of (?:them|those|the \w+)))\b/i;
const DEAREST_ONE =
  /最贵的(?:那|这)(?:一)?(?:个|款|台|部|件|双|条|只|套)?|\bthe\s+(?:most expensive|priciest|highest[- ]priced)(?:\s+(?:one|of (?:them|those|the \w+)))\b/i;

/** Which of the products just listed a message picks by the extreme of price ("最便宜的那个"), and its text without those words. */
export function priceExtremeOf(text: string): { rank: 'cheaper' | 'dearer'; rest: string } | undefined {
  if (CHEAPEST_ONE.test(text)) return { rank: 'cheaper', rest: text.replace(CHEAPEST_ONE, ' ') };
  if (DEAREST_ONE.test(text)) return { rank: 'dearer', rest: text.replace(DEAREST_ONE, ' ') };
  return undefined;
}

/** Which of the products in focus a message picks by price ("便宜的那个" → cheaper), and its text without those words. */
export function priceRankOf(text: string): { rank: 'cheaper' | 'dearer'; rest: string } | undefined {
  for (const [rank, cue] of [
    ['cheaper', CHEAPER_ONE],
    ['dearer', DEARER_ONE],
  ] as const) {
    if (cue.test(text)) return { rank, rest: text.replace(cue, ' ') };
  }
  return undefined;
}

/**
 * "the cheapest one, is it in stock?", "便宜的那个，有货吗": a clause that only picks a product by price, nothing asked
 * of it, so the next clause asks of the one it picks.
 */
export function onlyPicksByPrice(text: string): boolean {
  const picked = priceRankOf(text) ?? priceExtremeOf(text);
  return !!picked && !/[\p{L}\p{N}]/u.test(picked.rest.replace(/\b(?:and|so|then|ok|okay)\b|那么|那|呢|吧/gi, ''));
}
