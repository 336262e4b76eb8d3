import type { ProductView } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';
import { listingQuote, listingSentences } from './listing-quote.js';

// How a listing says to look after it: "Hand wash cold", "Machine washable", "Do not tumble dry", "Rinse in fresh water
// after use", "Dry clean only", "手洗", "不可漂白", "阴凉处晾干".
const CARE =
  /\b(?:machine|hand)[- ]?wash(?:able)?\b|\bwash(?:ed|ing)?\b|\bdry[- ]clean\w*|\btumble[- ]?dr\w+|\bline[- ]dry\b|\bdry flat\b|\bbleach\b|\biron(?:ing)?\b|\brinse\b|手洗|机洗|干洗|水洗|可洗|熨烫|漂白|晾干|阴干|平铺晾/i;

/**
 * "can I wash it in the machine?", "怎么洗" of a product, where the shop has no care guide: what its listing says of
 * its care, in its own words; else that neither the listing nor the shop says, and that a person from the shop can.
 */
export function careFromListing(product: ProductView | undefined, lang: AnswerLanguage): string {
  const en = lang === 'en';
  const said = product
    ? listingSentences(product.description ?? '')
        .filter((sentence) => CARE.test(sentence))
        .slice(0, 3)
    : [];
  if (product && said.length)
    return en ? `The ${product.title}'s listing says: ${listingQuote(said, lang)}` : `${product.title} 的商品说明：${listingQuote(said, lang)}`;
  const listing = product
    ? en
      ? `The ${product.title}'s listing doesn't give care instructions, and the`
      : `${product.title} 的商品说明没有写洗护方法，`
    : en
      ? 'The'
      : '';
  return en
    ? `${listing} shop hasn't published a care guide. A person from the shop can tell you how to look after it: tap below.`
    : `${listing}店铺也没有发布洗护说明。可点下方转人工客服，由店铺为您解答。`;
}
