import type { Audience } from '../../shop/model/audience.js';
import type { AudienceWish } from '../../ports/intent.js';

// Lower-cased text; an apostrophe may be typed straight or curly ("women's", "men’s").
const S = "(?:['’]?s)?";

/**
 * Who a shopper shops for, in English and Chinese, most particular first: "girls" before "kids", "女孩" before "女".
 * "men" must not be found in "women", nor "女士" taken for a girl.
 */
export const AUDIENCE_WISHES: ReadonlyArray<{ wish: AudienceWish; pattern: RegExp }> = [
  { wish: 'girls', pattern: new RegExp(`\\bgirl${S}\\b|\\bgirls['’]?|女孩|女童|小女孩`) },
  { wish: 'boys', pattern: new RegExp(`\\bboy${S}\\b|\\bboys['’]?|男孩|男童|小男孩`) },
  { wish: 'baby', pattern: /\bbab(?:y|ies)(?:['’]s)?\b(?! ?(?:blue|pink))|\binfants?\b|\btoddlers?\b|\bnewborns?\b|婴儿|婴幼儿|宝宝|新生儿/ },
  { wish: 'kids', pattern: new RegExp(`\\bkid${S}\\b|\\bkids['’]?|\\bchild${S}\\b|\\bchildren${S}\\b|\\byouth\\b|\\bjunior\\b|儿童|童装|小孩|孩子|小朋友`) },
  { wish: 'unisex', pattern: /\bunisex\b|\bgender[- ]neutral\b|中性/ },
  { wish: 'women', pattern: new RegExp(`\\bwom[ae]n${S}\\b|\\bwomens\\b|\\bladies\\b|\\blady${S}\\b|\\bfemale\\b|女款|女士|女装|女式|女性|女生`) },
  { wish: 'men', pattern: new RegExp(`\\bm[ae]n${S}\\b|\\bmens\\b|\\bgentlemen\\b|\\bmale\\b|男款|男士|男装|男式|男性|男生`) },
];

/**
 * Words in a product's title, tags or type that say who it is for ("Girls Sunshine Onepiece", tag "Kids", type
 * "Women's Shirts"): what a shop without target-gender or age-group columns records of its audience.
 */
export const AUDIENCE_MARKS: ReadonlyArray<{ audience: readonly Audience[]; pattern: RegExp }> = [
  { audience: ['kids', 'female'], pattern: new RegExp(`\\bgirl${S}\\b|\\bgirls['’]?|女孩|女童`, 'i') },
  { audience: ['kids', 'male'], pattern: new RegExp(`\\bboy${S}\\b|\\bboys['’]?|男孩|男童`, 'i') },
  { audience: ['baby'], pattern: /\bbab(?:y|ies)\b(?! ?(?:blue|pink))|\binfants?\b|\btoddlers?\b|\bnewborns?\b|婴儿|婴幼儿|新生儿/i },
  { audience: ['kids'], pattern: new RegExp(`\\bkid${S}\\b|\\bkids['’]?|\\bchildren${S}\\b|\\byouth\\b|儿童|童装`, 'i') },
  { audience: ['unisex'], pattern: /\bunisex\b|中性/i },
  { audience: ['female'], pattern: new RegExp(`\\bwom[ae]n${S}\\b|\\bwomens\\b|\\bladies\\b|女款|女士|女装|女式`, 'i') },
  { audience: ['male'], pattern: new RegExp(`\\bm[ae]n${S}\\b|\\bmens\\b|男款|男士|男装|男式`, 'i') },
];

/** The audience a message asks for, if any: the first of AUDIENCE_WISHES it names. */
export function audienceWished(text: string): AudienceWish | undefined {
  return AUDIENCE_WISHES.find(({ pattern }) => pattern.test(text))?.wish;
}

/** The text with every audience word blanked out ("men's shirts" → "  shirts"): what option values are looked for in. */
export function withoutAudienceWords(text: string): string {
  return AUDIENCE_WISHES.reduce((rest, { pattern }) => rest.replace(new RegExp(pattern.source, 'g'), ' '), text);
}

// The people a gift is for who say whether it is for a woman or a man ("for my girlfriend", "送老婆", "给我爸"). Sons,
// daughters and friends say neither (nor grown-up from child); parents together ("爸妈", "parents") say both.
const GIFT_WOMEN =
  /\b(?:wife|girlfriend|gf|mom|mum|mommy|mummy|mother|mother-in-law|sister|sis|grandma|grandmother|granny|nana|aunt|auntie|niece|fianc[eé]e)\b|女朋友|女友|老婆|媳妇|妻子|妈妈|母亲|老妈|我妈|姐姐|妹妹|奶奶|外婆|姥姥|婆婆|岳母|闺蜜/i;
const GIFT_MEN =
  /\b(?:husband|boyfriend|bf|dad|daddy|father|father-in-law|brother|bro|grandpa|grandfather|uncle|nephew|fianc[eé])\b|男朋友|男友|老公|丈夫|爸爸|父亲|老爸|我爸|哥哥|弟弟|爷爷|外公|姥爷|岳父|公公/i;

/** Who a gift is for, as the person named says ("gift for my girlfriend" → women, "送给老公" → men); undefined when unsaid or both. */
export function giftAudience(text: string): 'women' | 'men' | undefined {
  const women = GIFT_WOMEN.test(text);
  const men = GIFT_MEN.test(text);
  return women === men ? undefined : women ? 'women' : 'men';
}
