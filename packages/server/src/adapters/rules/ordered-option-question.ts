/**
 * "what size is it?", "what colour did I order?", "which size did I get?", "是什么尺码", "我买的是什么颜色", "订的几码": the
 * option value the shopper bought, not the values a product comes in ("what sizes does it come in?", "有什么尺码").
 */
const ASKS_ORDERED_OPTION =
  /\bwhat (?:size|colou?r) (?:is|was) (?:it|that|this)\b|\b(?:what|which) (?:size|colou?r) (?:did|have) (?:i|we) (?:order|ordered|get|got|buy|bought|choose|chosen|pick|picked)\b|\bwhat (?:size|colou?r) (?:are|were) (?:they|those|these)\b|(?:是|买的|下单的|订的|选的|拍的)(?:什么|哪个|哪种|几)(?:尺码|码|颜色|色)|(?:尺码|颜色)是(?:什么|多少|哪个|几)|(?:买|订|拍|选)的(?:是)?几码/i;

/** Whether the text asks which size or colour the shopper bought. */
export function asksOrderedOption(text: string): boolean {
  return ASKS_ORDERED_OPTION.test(text);
}
