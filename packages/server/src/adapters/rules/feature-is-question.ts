import type { FeatureHad } from './feature-question.js';
import { asksBuildQuality } from './build-quality-question.js';

// "is it chlorine resistant?", "are they 5G?", "is the cove one-piece chlorine resistant?", "are the phones 5G?": a
// yes/no question whether a product is something any word may name, answered from the shop's own listing (the built-in
// quality words, "waterproof", are asked by quality-question.ts first). The subject is a pronoun, or "the" and a few
// words naming the product or its kind.
const EN =
  /^(?:(?:and|so|but|ok|okay|also|then|hi|hey)[,\s]+)?(?:is|are)\s+(?:(it|they|this|that|these|those|this one|that one|these ones|those ones)|(?:the|your)((?:\s+[a-z0-9][a-z0-9'-]*){1,8}))(?:\s+([a-z0-9][a-z0-9+-]*(?:\s+[a-z0-9][a-z0-9+-]*){0,2}))?\s*[?.!]*$/i;
// "do your swimsuits resist chlorine?", "does it resist water?": the same as asking whether they are "chlorine resistant".
const RESIST =
  /^(?:(?:and|so|but|ok|okay|also|then|hi|hey)[,\s]+)?(?:do|does|will)\s+(?:it|they|these|those|this one|that one|(?:the|your)(?:\s+[a-z0-9][a-z0-9'-]*){1,6}?)\s+resist\s+([a-z]+)\s*[?.!]*$/i;
// Words that end a question without asking anything more: "is it 5g too?", "are they chlorine resistant or not?".
const TAIL = /\s+(?:too|as well|or not|at all)(?=\s*[?.!]*$)/;
// After a product's name, the feature is its last word, or its last two when the last says how it stands up to the
// first ("chlorine resistant", "dishwasher safe", "bpa free").
const SECOND_WORD =
  /^(?:resistant|proof|friendly|safe|free|compatible|ready|repellent|wicking|protected|washable|certified|approved|absorbent|dry|drying|based|powered|enabled)$/;
const PREPOSITION = /^(?:for|in|to|with|of|on|than|by|from|at|as|under|over|below|above|within|without|into|out|off|up)$/;
// "这件抗氯吗", "这几款抗氯吗", "它们耐氯吗", "X9是5G的吗", "这几款是5G的吗": a pronoun or a Latin name, or 是 … 的, around the
// words asked; 吗 after them. "X吗" alone is no question about a product.
const ZH =
  /^(?:那|那么|请问)?(它们?|这个|这款|这件|这条|这对|这双|这只|这几款|这几件|这些|那个|那款|那件|那几款|[a-z0-9][a-z0-9 .+-]*)?\s*(?:也|都)?(是不是|是)?\s*([\p{Script=Han}a-z0-9+-]{1,8}?)(的)?(?:吗|嘛|么)[?？。!！\s]*$/u;
// What such words ask that is no feature of the product: stock, price, the shop's terms, how it fits or looks, a
// service (gift wrapping is the shop's, not the listing's), and questions that are not yes or no.
const NOT_A_FEATURE_EN =
  /^(?:in stock|stock|available|on sale|sold out|for sale|worth it|good|any good|ok|okay|fine|cheap|cheaper|expensive|pricey|new|returnable|refundable|free|shipped|delivered|coming|here|there|ready|still|same|the same|different|better|best|popular|nice|true to size|big|small|large|tight|loose|heavy|light|long|short|in|on|at|from|for|a|an|the|what|which|how|why|real|genuine|authentic|original|legit|my|mine|yours|you|me|sure|right|wrong|correct|true|all|done|it|that|this|possible|allowed|open|closed|necessary|included|enough|worth)(?:\s|$)|(?:^|\s)(?:gift|wrap|wrapped|wrapping|packaged|warranty|warranted|guarantee|guaranteed|covered|stock|price|priced|size|sizes|sized|colou?rs?|for|in|to|with|of|on|than)(?:\s|$)/i;
const NOT_A_FEATURE_ZH =
  /有|货|库存|多少|什么|怎么|哪|几|贵|便宜|好|新|正品|真的|假|包邮|打折|优惠|合适|适合|大|小|长|短|重|轻|一样|同一|礼品|包装|包邮|真|退|换|修|发|到|送|寄|颜色|色|码|价|是|钱|能|可以|支持|会|对|行|吧|呢|了|吗|这|那|它|款|件|个|条/;

/** The feature a message asks a product to be ("chlorine resistant", "5g", "抗氯"), if it asks that; the text is lower-cased. */
export function featureIs(text: string): FeatureHad | undefined {
  // "are your shirts good quality?", "is it well made?": how well it is made (build-quality-question.ts), no feature.
  if (asksBuildQuality(text)) return undefined;
  const trimmed = text.trim().toLowerCase();
  const resist = RESIST.exec(trimmed);
  if (resist && !NOT_A_FEATURE_EN.test(resist[1]!)) return { feature: `${resist[1]} resistant`, verb: 'is', asked: '' };
  const en = EN.exec(trimmed.replace(TAIL, ''));
  if (en) {
    const words = (en[3] ?? '').trim().split(/\s+/).filter(Boolean);
    // "is the cove one-piece chlorine resistant?": the product's name ends where the feature begins.
    const feature = en[1] ? words : en[2] ? lastOf([...en[2].trim().split(/\s+/), ...words]) : [];
    const said = feature.join(' ');
    return said && !NOT_A_FEATURE_EN.test(said) ? { feature: said, verb: 'is', asked: '' } : undefined;
  }
  const zh = ZH.exec(trimmed);
  // A Latin name before the words asks of it only with 是 ("x9是5g的吗"); "5g吗" alone names no product.
  if (!zh || (!zh[1] && !zh[2]) || (zh[1] && /^[a-z0-9]/.test(zh[1]) && !zh[2])) return undefined;
  const feature = zh[3]!;
  // "是 … 的" asks what it is ("是5G的吗"): said 为 in the answer ("是否为5G"); "是抗氯的吗" says "是否抗氯".
  return NOT_A_FEATURE_ZH.test(feature) ? undefined : { feature, verb: 'is', asked: zh[2] && /^[a-z0-9]/.test(feature) ? '是' : '' };
}

/** The feature at the end of "the <name> <feature>": the last word, or the last two ("chlorine resistant"). */
function lastOf(words: readonly string[]): string[] {
  // "is the x9 available in black 16gb?", "is the tee in stock in m?": a preposition or availability among the words
  // asks which version there is, not what it is.
  if (words.length < 2 || words.some((word) => PREPOSITION.test(word) || /^(?:available|stock|sale)$/.test(word))) return [];
  const last = words[words.length - 1]!;
  return SECOND_WORD.test(last) && words.length >= 3 ? words.slice(-2) : [last];
}
