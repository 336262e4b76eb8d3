/**
 * Shipping abroad: a part of the shipping policy many shops leave out. An article on domestic dispatch times is no
 * answer to "do you ship internationally?", so the question is answered from the knowledge only when an article
 * speaks of other countries at all.
 */

// "do you ship internationally?", "can you ship to other countries?", "你们能寄到国外吗", "支持海外配送吗".
const ASKS_ABROAD =
  /海外|国外|境外|国际(?:快递|物流|配送|运费|邮寄)?|出国|\b(?:international(?:ly)?|overseas|abroad|worldwide|other countries|another country|outside (?:the )?(?:us|u\.s\.|usa|uk|eu|country|mainland))\b/i;
// What an article says when it covers it, either way ("we ship to 40 countries", "we do not ship overseas").
const SPEAKS_OF_ABROAD =
  /海外|国外|境外|国际|港澳台|\b(?:international(?:ly)?|overseas|abroad|worldwide|countries|outside (?:the )?(?:us|u\.s\.|usa|uk|eu|country|mainland))\b/i;

/** Words that find an article about shipping abroad by keyword search, in either language. */
export const ABROAD_SEARCH = 'international overseas abroad worldwide countries 海外 国外 国际 境外';

/** Whether a question asks about shipping abroad. */
export function asksAboutAbroad(question: string): boolean {
  return ASKS_ABROAD.test(question);
}

/** Whether an article's text or tags speak of shipping abroad. */
export function speaksOfAbroad(article: { text: string; tags?: readonly string[] }): boolean {
  return SPEAKS_OF_ABROAD.test([article.text, ...(article.tags ?? [])].join(' '));
}
