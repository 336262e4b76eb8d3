// How good a product is, asked in general: "质量怎么样", "做工好吗", "how is the quality?", "is it well made?". Not a
// quality the listing may name ("防水吗", "is it waterproof?": quality-question.ts), nor a reason for a return ("质量问题").

/** "质量怎么样", "质量好不好", "做工如何", "how's the quality?", "is it good quality?", "is it well made?", "is it durable?". */
export const ASKS_BUILD_QUALITY =
  /(?:质量|品质|做工|用料)(?:怎么样|怎样|如何|好不好|好吗|好么|咋样|行不行|行吗|可以吗|靠谱吗|靠不靠谱|有保证吗|过关吗)|\bhow(?:'s|’s| is| are) (?:the |its |their )?(?:quality|build(?: quality)?|craftsmanship)\b|\b(?:is|are) (?:it|they|this|that|these|those|(?:the|your|these|those) \w+(?: \w+)?) (?:of )?(?:good|high|decent|great|nice|poor|cheap) quality\b|\b(?:is|are) (?:it|they|this|that|these|those|(?:the|your|these|those) \w+(?: \w+)?) (?:well[- ]made|durable|sturdy)\b/i;

/** Whether a message asks how good a product is in general. */
export function asksBuildQuality(text: string): boolean {
  return ASKS_BUILD_QUALITY.test(text);
}
