/** Who a gift may be for, in English: the people words of "for my girlfriend", "a present for my mum". */
const PEOPLE_EN =
  'wife|husband|son|daughter|mom|mum|mommy|mummy|mother|dad|daddy|father|parents?|kids?|child|children|friends?|best friend|bestie|partner|girlfriend|boyfriend|gf|bf|fianc[eé]e?|sister|brother|sis|bro|grandma|grandmother|granny|nan|nana|grandpa|grandfather|grandparents?|aunt|auntie|uncle|niece|nephew|boss|colleague|coworker|co-worker|teacher|baby|in-laws?|mother-in-law|father-in-law';
/** The same in Chinese: 女朋友, 妈妈, 老公… */
const PEOPLE_ZH =
  '女朋友|男朋友|女友|男友|对象|老婆|老公|媳妇|妻子|丈夫|爱人|妈妈|母亲|老妈|妈|爸爸|父亲|老爸|爸|爸妈|父母|儿子|女儿|孩子|小孩|宝宝|朋友|闺蜜|好友|兄弟|姐姐|妹妹|哥哥|弟弟|奶奶|爷爷|外婆|姥姥|外公|姥爷|婆婆|岳母|同事|老师|领导|老板';

// "for my girlfriend", "for my little sister", "to my mum".
const FOR_SOMEONE = new RegExp(String.raw`\b(?:for|to)\s+(?:my|his|her|our|a|the)\s+(?:(?:little|older|younger|big|best|new|dear)\s+)?(?:${PEOPLE_EN})\b`, 'i');
// "送女朋友", "送给妈妈", "给老公买", "给爸爸挑".
const FOR_SOMEONE_ZH = new RegExp(`(?:送给?|给)(?:我)?(?:的)?(?:${PEOPLE_ZH})`);
// "she likes earrings", "who loves linen", "她喜欢耳环", "他平时戴…".
const LIKES =
  /\b(?:she|he|they)\s+(?:likes?|loves?|is into|are into|wears?|enjoys?|collects?|prefers?)\b|\b(?:who|that)\s+(?:likes?|loves?|is into|wears?|enjoys?|prefers?)\b|[她他]们?(?:很|比较|最)?(?:喜欢|爱|平时(?:戴|穿|用))/i;
const GIFT = /\b(?:gifts?|presents?|something|anything|ideas?|recommend\w*|suggest\w*)\b|礼物|送/i;
const PEOPLE = new RegExp(String.raw`\b(?:${PEOPLE_EN})\b|${PEOPLE_ZH}`, 'gi');

/**
 * Whether a message asks for a gift or a recommendation for someone else ("gift for my girlfriend, she likes earrings",
 * "送女朋友礼物，她喜欢耳环", "something for my dad who likes linen"): a search by what that person likes, never by who
 * they are.
 */
export function isGiftWish(text: string): boolean {
  const forSomeone = FOR_SOMEONE.test(text) || FOR_SOMEONE_ZH.test(text);
  return forSomeone ? GIFT.test(text) || LIKES.test(text) : GIFT.test(text) && LIKES.test(text);
}

// "gift" itself is the occasion, not a title word to search ("Velvet Gift Box"), unless it names the thing: a gift card.
const GIFT_WORD = /\b(?:gifts?|presents?)\b(?!\s*(?:cards?|certificates?|vouchers?|box(?:es)?|bags?|sets?|wrap\w*|pouch\w*))|礼物(?!卡|盒|袋)/gi;

/**
 * The text without its people and gift words ("girlfriend", "妈妈", "gift"): they say who it is for and why, not what
 * product, type or tag is wanted.
 */
export function withoutPeople(text: string): string {
  return text.replace(PEOPLE, ' ').replace(GIFT_WORD, ' ');
}
