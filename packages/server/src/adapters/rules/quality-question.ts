import { escapeRegExp } from './product-lexicon.js';
import { RETAIL_WORDS, groupOf, type RetailGroup } from './retail-words.js';

/** A yes/no question about what one product is, or is made of: "is it silver?", "它是纯银的吗", "is this one waterproof?". */
export interface QualityQuestion {
  /** What was asked, as the shopper wrote it: "silver", "纯银", "waterproof". */
  asked: string;
  /** Every word, in every language, that names it (its group of the built-in retail words). */
  words: RetailGroup;
  /** A material (answered "no" with what the product is made of when the listing names another), not a quality. */
  material: boolean;
  /** Asked as real, solid or pure ("real gold", "纯银", "真金"): a plated product is not. */
  pure: boolean;
  /** A quality asked of the material too ("organic" in "is it organic cotton?"): its group of the built-in words. */
  also?: RetailGroup;
  /** Asked whether it has it ("does it have padding?", "有胸垫吗"), not whether it is it. */
  has?: boolean;
  /** The Latin words before a Chinese question ("wet bag" in "wet bag防水吗"): what it is asked of, a greeting aside. */
  before?: string;
  /** The Chinese words before a Chinese question ("比基尼" in "比基尼防水吗"): a kind, asked of each of its products. */
  kind?: string;
}

const alternation = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
const latin = (word: string) => /^[a-z0-9]/.test(word);
const asked = [...RETAIL_WORDS.materials, ...RETAIL_WORDS.qualities].flat();
const EN_WORDS = alternation(asked.filter(latin));
const ZH_WORDS = alternation(asked.filter((word) => !latin(word)));
const EN_QUALITIES = alternation(RETAIL_WORDS.qualities.flat().filter(latin));
const ZH_QUALITIES = alternation(RETAIL_WORDS.qualities.flat().filter((word) => !latin(word)));

// "is it / is this one / are they / is the first one / is the necklace (made of) (real) silver?"; the subject is what
// the product in focus, or the one a list place names, is called.
const EN = new RegExp(
  String.raw`^(?:(?:and|so|but|ok|okay|also|oh|hmm|then)[,\s]+)?(?:is|are)\s+(?:it|they|this|that|these|those|the(?:\s(?!(?:in|on|at|for|with|available|made|real|genuine|solid|pure|really|actually)\b)[a-z0-9'-]+){1,4}?)(?:\s(?:one|ones))?` +
    String.raw`((?:\s(?:made|crafted)\s(?:of|from|with)|\s(?:real|genuine|solid|pure|100%|really|actually|truly|all|fully))*)\s(?:(${EN_QUALITIES})\s)?(${EN_WORDS})(?:\s(?:or not|too|as well))?\s*[?.!]*$`,
  'i',
);
// "它是纯银的吗", "这个是真金的吗", "是不是纯棉的", "防水吗": a pronoun or 是 before, or 吗 after, makes it a question about the
// product in focus, not a search ("有纯银的吗" is a search). "wet bag防水吗": a product named in Latin letters before it
// is the one asked about.
const ZH = new RegExp(
  String.raw`^(?:那|那么|请问)?(?:([a-z0-9][a-z0-9 .'&-]*?)\s*)?(它们?|这个|这款|这件|这条|这对|这双|这只|那个|那款|那件|那条|那对|这|那)?(?:也)?(是不是|是|会|能)?(?:用)?(纯|真|全)?(${ZH_WORDS})(?:做|制成)?(?:的)?(吗|嘛|么|吧|呢|不)?[?？!！。\s]*$`,
);
// "比基尼防水吗", "你们的耳环是纯银的吗": Chinese words before the question, with 吗 after, name what it is asked of (a
// kind). Not a wish ("有纯银的吗", "想要防水的吗": a verb first) nor one product pointed at ("这款手机防水吗").
const ZH_KIND = new RegExp(
  String.raw`^(?:那|那么|请问)?(?:你们的|你们家的|你家的)?((?![有没要想买找求看卖])(?:(?![这那它])[\u4e00-\u9fff]){1,6}?)(?:都|也)?(是不是|是|会|能)?(?:用)?(纯|真|全)?(${ZH_WORDS})(?:做|制成)?(?:的)?(?:吗|嘛|么|呢)[?？!！。\s]*$`,
);
// "它有内衬吗", "这件带胸垫吗": with a pronoun before it, 有 / 带 asks whether it has it ("有内衬的吗" alone is a search).
const ZH_HAS = new RegExp(
  String.raw`^(?:那|那么|请问)?(?:它们?|这个|这款|这件|这条|这对|这双|这只|那个|那款|那件|那条|那对)(?:也)?(?:有没有|有|带)(${ZH_WORDS})(?:吗|嘛|么|吧|呢)?[?？!！。\s]*$`,
);
// "does it have padding?", "do they come with pads?", "does the first one have a lining?": what it has, not what it is.
const EN_HAS = new RegExp(
  String.raw`^(?:(?:and|so|but|ok|okay|also|then)[,\s]+)?(?:does|do)\s+(?:it|they|this|that|these|those|this one|that one|the(?:\s(?!(?:have|come|include)\b)[a-z0-9'-]+){1,4}?)\s+(?:have|come with|include)\s+(?:(?:a|an|any|some|removable|built-in|built in)\s+)?(${EN_QUALITIES})\s*[?.!]*$`,
  'i',
);
// "有胸垫吗", "带内衬吗", "有没有胸垫": asked alone, whether the product in focus or each listed one has a quality
// (a material alone, "有纯银吗", and "有防水的吗" with 的, are searches).
const ZH_HAS_ALONE = new RegExp(String.raw`^(?:那|那么|请问)?(?:有没有|有|带不带|带)(${ZH_QUALITIES})(?:吗|嘛|么|呢)?[?？!！。\s]*$`);
// Latin words before a Chinese question that name nothing: a greeting or a filler ("hi 防水吗", "ok 是纯银的吗").
const GREETING = /^(?:hi|hello|hey|hiya|ok|okay|so|and|but|also|then|btw|hmm|oh|um|well|pls|please|thanks|thx)(?:\s+(?:there|again))?$/;
const PURE = /\b(?:real|genuine|solid|pure|100%)\b|^(?:纯|真)/;

/** The yes/no question a message asks about what a product is, if it is one; the text is normalised (lower case). */
export function qualityQuestion(text: string): QualityQuestion | undefined {
  const trimmed = text.trim();
  const en = EN.exec(trimmed);
  if (en) {
    const main = question(en[3]!, /\b(?:real|genuine|solid|pure|100%)(?![a-z])/.test(en[1] ?? ''));
    // "is it organic cotton?": cotton, and organic too.
    const also = en[2] ? groupOf(RETAIL_WORDS.qualities, en[2]) : undefined;
    return main && also && main.material ? { ...main, asked: `${en[2]} ${main.asked}`, also } : main;
  }
  const hasEn = EN_HAS.exec(trimmed);
  if (hasEn) return having(question(hasEn[1]!, false));
  const has = ZH_HAS.exec(trimmed) ?? ZH_HAS_ALONE.exec(trimmed);
  if (has) return having(question(has[1]!, false));
  const zh = ZH.exec(trimmed);
  const kind = zh ? undefined : ZH_KIND.exec(trimmed);
  if (kind) {
    const asked = question(kind[4]!, !!kind[3] || PURE.test(kind[4]!), `${kind[3] ?? ''}${kind[4]}`);
    return asked ? { ...asked, kind: kind[1]! } : undefined;
  }
  // "银" alone is a colour or a search; with "它 / 是 / 吗" around it, a question.
  if (!zh || (!zh[2] && !zh[3] && !zh[6])) return undefined;
  const asked = question(zh[5]!, !!zh[4] || PURE.test(zh[5]!), `${zh[4] ?? ''}${zh[5]}`);
  // "hello, 防水吗" greets; "gopro防水吗" names something.
  const before = zh[1]?.trim();
  return asked && before && !GREETING.test(before) ? { ...asked, before } : asked;
}

function question(word: string, pure: boolean, asked = word): QualityQuestion | undefined {
  const material = groupOf(RETAIL_WORDS.materials, word);
  const words = material ?? groupOf(RETAIL_WORDS.qualities, word);
  return words ? { asked, words, material: !!material, pure } : undefined;
}

/** A question whether the product has what was asked ("有胸垫吗"): a quality it has, a material it is made of. */
function having(asked: QualityQuestion | undefined): QualityQuestion | undefined {
  return asked && !asked.material ? { ...asked, has: true } : asked;
}
