import type { ProductLexicon } from './product-lexicon.js';

/**
 * How shoppers say why they send something back, by the return reason it names. Words of the language, not of a
 * shop: how one kind of product fails (a phone that will not charge, a lamp that flickers) is the shop lexicon's fault
 * cues, read beside these.
 */

/** The shop sent the wrong thing or too little: "they sent the wrong colour", "收到的颜色不对", "少了充电器". */
export const WRONG_ITEM_WORDS =
  /发错|错发|寄错|漏发|少发|少了|缺了|缺少|没有附带|收到的?.{0,6}(?:不对|不是)|不是我(?:买|订|下单|拍)的|(?:sent|shipped|delivered|received|got|came with|arrived with|gave) (?:me )?(?:the |a )?wrong|wrong (?:\w+ )?(?:was |were )?(?:sent|shipped|delivered|arrived|came)|not what i ordered|\bmissing\b|didn'?t come with|did not come with|wasn'?t in the box|not (?:in the box|included)/i;

/** The listing said otherwise: "和图片不一样", "doesn't look like the photos". */
export const NOT_AS_DESCRIBED_WORDS =
  /(?:和|跟|与)(?:图片?|照片|描述|详情|介绍|宣传|页面).{0,3}(?:不一样|不符|不同|差别|差很多)|色差|货不对板|not (?:as|like) (?:described|pictured|advertised|shown|the (?:photo|picture|description|listing))|(?:doesn'?t|does not|didn'?t) look like the (?:photo|picture|image)s?|different from the (?:photo|picture|image|description|listing)s?/i;

/** Broken or faulty, of any product: "有划痕", "it stopped working", "the seam ripped". */
const FAULT_WORDS =
  /坏|裂|碎|划痕|划伤|磕|凹|损坏|损伤|破损|破了|破洞|断了|折断|漏水|漏电|漏气|开线|脱线|脱胶|掉色|褪色|起球|缩水|变形|脱落|开裂|污渍|故障|失灵|不工作|不能用|用不了|没反应|\b(?:broken|broke|cracked|cracks?|scratch(?:ed|es)?|dent(?:ed)?|damaged|defective|faulty|torn|tore|ripped|rips?|holes?|stain(?:ed|s)?|faded|peel(?:ed|ing|s)|pill(?:s|ed|ing)|shr[ua]nk|fray(?:s|ed|ing)|unravel(?:l?ed|l?ing|s)?|discolou?r(?:ed|ation)|leak(?:s|ed|ing)?|dead|snapped|fell apart|falling apart|came apart|came off|fell off|malfunction(?:s|ed|ing)?)\b|\b(?:stopped|doesn'?t|does not|won'?t|will not|isn'?t|is not|not) work(?:ing)?\b|\b(?:seams?|stitch(?:es|ing)?) (?:split|burst|came undone|gave way|opened)\b|\bsplit (?:seams?|open)\b|缝线开了|开缝/i;

// "没有坏", "not broken, I just don't like it": a fault denied.
const NEGATED_FAULT = /没(?:有)?(?:坏|问题|损)|不是(?:坏|质量)|\bnot (?:broken|damaged|faulty|defective)\b|nothing wrong/i;

/** Whether a message says the item is broken or faulty (and does not deny it). */
export function describesFault(text: string): boolean {
  return FAULT_WORDS.test(text) && !NEGATED_FAULT.test(text);
}

/** Whether a message says the item is broken or faulty: the language's words, or the shop's own fault cues. */
export function saysFault(text: string, lexicon: Pick<ProductLexicon, 'intentCues'>): boolean {
  if (describesFault(text)) return true;
  if (NEGATED_FAULT.test(text)) return false;
  return lexicon.intentCues.some(({ intent, cue }) => intent === 'fault_diagnosis' && (typeof cue === 'string' ? text.includes(cue) : cue.test(text)));
}
