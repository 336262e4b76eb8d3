import { optionGroupKind } from '../../shop/option-group-kind.js';
import type { ProductView } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';
import { isPluralTitle } from './title-number.js';
import { listingQuote, listingSentences } from './listing-quote.js';

// How a listing says its sizes run: "Runs small", "True to size", "we suggest sizing up", "take your usual size",
// "尺码偏小", "建议拍大一码", "标准码".
const RUNS =
  /\btrue to size\b|\bruns?\s+(?:small|large|big|true|narrow|wide)\b|\bfits?\s+(?:small|large|big|true|snug)\b|\bsiz(?:e|ing)\s+(?:up|down)\b|\b(?:your|the)\s+(?:usual|normal|regular)\s+size\b|\bbetween sizes\b|\b(?:a|one)\s+size\s+(?:up|down|bigger|smaller|larger)\b|偏大|偏小|标准码|正码|(?:大|小)(?:一|1)(?:码|号)/i;
// How it describes its cut, which says something of the fit but not whether it runs small: "boxy fit", "oversized",
// "slim fit", "宽松", "修身", "版型"; not "fit" alone ("Find your perfect fit", "See our Fit Guide" describe nothing).
const CUT =
  /\b(?:boxy|straight|slim|skinny|relaxed|regular|loose|oversized|tailored|wide|classic|athletic|easy|bellbottom|bootcut|tapered|cropped)[- ]fit\b|\boversized\b|\bform-?fitting\b|宽松|修身|版型|紧身|廓形/i;

/**
 * The first lines of an answer to "is it true to size?" / "偏大还是偏小" about one product, from its listing only: the
 * sentences saying how its sizes run; else those describing its cut, and that it does not say whether it runs small or
 * large; else that the shop has not recorded it. Then the sizes it comes in. Nothing beyond the listing's words.
 */
export function fitFromListing(product: ProductView, lang: AnswerLanguage): { text: string; said: boolean } {
  const en = lang === 'en';
  const said = listingSentences(product.description ?? '');
  const runs = said.filter((sentence) => RUNS.test(sentence)).slice(0, 2);
  const cut = runs.length ? [] : said.filter((sentence) => CUT.test(sentence)).slice(0, 2);
  const plural = isPluralTitle(product.title);
  const sizes = product.options.find((group) => optionGroupKind(group.name) === 'size' && group.values.length > 1)?.values;
  const comes = sizes ? (en ? ` ${plural ? 'They come' : 'It comes'} in ${sizes.join(' / ')}.` : `可选尺码：${sizes.join(' / ')}。`) : '';
  // In Chinese the listing's words stand in quotation marks: they are the shop's, often in English.
  const quoted = (lines: string[]) => listingQuote(lines, lang);
  // "The Cargo Pants' listing", "The Slip Dress's listing".
  const whose = plural && /s$/i.test(product.title) ? `${product.title}'` : `${product.title}'s`;
  if (runs.length)
    return { text: en ? `The ${whose} listing says: ${quoted(runs)}${comes}` : `${product.title} 的商品说明：${quoted(runs)}${comes}`, said: true };
  if (cut.length)
    return {
      text: en
        ? `The ${whose} listing does not say whether ${plural ? 'they run' : 'it runs'} small or large; it describes ${plural ? 'their' : 'its'} cut: ${quoted(cut)}${comes}`
        : `${product.title} 的商品说明没有写明尺码偏大还是偏小，只描述了版型：${quoted(cut)}${comes}`,
      said: false,
    };
  return {
    text: en
      ? `The shop has not recorded whether the ${product.title} ${plural ? 'run' : 'runs'} small or large.${comes}`
      : `店铺没有记录 ${product.title} 尺码偏大还是偏小。${comes}`,
    said: false,
  };
}
