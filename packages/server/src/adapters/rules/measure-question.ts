import { asksHowItFits } from './fit-question.js';

/** Which of a product's measures a question asks: "how long is it?" its length, "what are the dimensions?" its size. */
export type MeasureAsked = 'length' | 'width' | 'height' | 'size';

// Durations and policies are no measure of a product: "how long is the warranty?", "how long is shipping?".
const NOT_A_PRODUCT = String.raw`warranty|guarantee|shipping|delivery|returns?|refunds?|exchanges?|trial|wait|queue|period|window|time`;
const SUBJECT = String.raw`(?:it|they|this|that|these|those|this one|that one|the\s(?![\w' -]*\b(?:${NOT_A_PRODUCT})\b)[\w' -]{1,40}?)`;
// "how long is the gemstone necklace?", "how wide are they?", "what size is it?", "what are its dimensions?",
// "what length is the chain?", "how many inches is it?". Not "how long does shipping take?" (no "is / are").
const EN: ReadonlyArray<[RegExp, MeasureAsked]> = [
  [
    new RegExp(
      String.raw`\bhow\s+long\s+(?:is|are)\s+${SUBJECT}\s*[?.!]*$|\bwhat\s+(?:is\s+)?(?:the\s+|its\s+|their\s+)?length\b|\bhow\s+many\s+(?:inches|cm|centimet(?:er|re)s|mm)\b`,
      'i',
    ),
    'length',
  ],
  [new RegExp(String.raw`\bhow\s+wide\s+(?:is|are)\s+${SUBJECT}\s*[?.!]*$|\bwhat\s+(?:is\s+)?(?:the\s+|its\s+|their\s+)?width\b`, 'i'), 'width'],
  [new RegExp(String.raw`\bhow\s+(?:tall|high)\s+(?:is|are)\s+${SUBJECT}\s*[?.!]*$|\bwhat\s+(?:is\s+)?(?:the\s+|its\s+|their\s+)?height\b`, 'i'), 'height'],
  [
    new RegExp(
      String.raw`\bhow\s+(?:big|large|small)\s+(?:is|are)\s+${SUBJECT}\s*[?.!]*$|\bwhat\s+size\s+(?:is|are)\s+${SUBJECT}\s*[?.!]*$|\b(?:dimensions?|measurements?)\b`,
      'i',
    ),
    'size',
  ],
];
// "这条项链多长", "有多宽", "多高", "尺寸多大", "长度是多少", "多少厘米": not "多长时间" (a duration), "穿多大码" (size advice).
const ZH: ReadonlyArray<[RegExp, MeasureAsked]> = [
  [/多长(?!时间)|长度|多少(?:厘米|毫米|公分|英寸|寸|cm|mm)|几(?:厘米|公分|英寸|寸)/i, 'length'],
  [/多宽|宽度/, 'width'],
  [/多高|高度/, 'height'],
  [/多大(?![码号岁年])|尺寸/, 'size'],
];

// "退货期限多长", "保修多长时间", "what is the length of the return window?": a policy's duration.
const POLICY = new RegExp(String.raw`保修|质保|退货|退款|换货|发货|配送|物流|快递|运费|期限|时效|时间|多久|\b(?:${NOT_A_PRODUCT})\b`, 'i');

/** The measure a message asks of a product ("how long is it?", "这条项链多长"), if it asks one; not a fit question. */
export function measureAsked(text: string): MeasureAsked | undefined {
  if (asksHowItFits(text) || POLICY.test(text)) return undefined;
  const table = /\p{Script=Han}/u.test(text) ? ZH : EN;
  return table.find(([pattern]) => pattern.test(text))?.[1];
}
