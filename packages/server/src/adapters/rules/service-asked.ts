// A question whether the shop offers a service: "do you offer gift wrapping?", "can you gift wrap it?", "is there
// gift wrapping?", "你们提供礼品包装吗", "有礼品包装服务吗", "可以礼品包装吗". Asked on a shop whose articles say
// nothing of it, rephrasing cannot help: the answer names the topic the shop has not written about.

// "do you offer …", "does the shop provide …", "can you do …": the service is what follows.
const EN_OFFER =
  /^(?:(?:hi|hello|hey|ok|so|and|also|btw),?\s+)?(?:do|does|can|could|will|would)\s+(?:you|you guys|the shop|this shop|your shop|your store)\s+(?:offer|provide|do|support|arrange)\s+(?:any\s+|a\s+|an\s+)?(.+?)\s*[?.!]*$/i;
// "can you gift wrap it?", "could you engrave it for me?": the service is the verb phrase, "it" / "them" aside.
const EN_CAN_YOU = /^(?:(?:hi|hello|hey|ok|so|and|also|btw),?\s+)?(?:can|could|would)\s+you\s+(.+?)(?:\s+(?:it|them|this|that|my order|for me))*\s*[?.!]*$/i;
// "is there gift wrapping?", "is gift wrapping available?", "is gift wrapping an option?".
const EN_THERE =
  /^(?:(?:hi|hello|hey|ok|so|and|also|btw),?\s+)?(?:is|are)\s+(?:there\s+(?:any\s+|a\s+|an\s+)?(.+?)|(.+?)\s+(?:available|offered|possible|an option))\s*[?.!]*$/i;
// "你们提供礼品包装吗", "有没有礼品包装服务", "支持刻字吗", "可以礼品包装吗", "能帮忙包装吗"; 有 asks after a
// service only with 服务 ("有实体店吗" is a store question, "有X吗" mostly a search).
const ZH_OFFER =
  /^(?:请问)?(?:你们|贵店|店里|店铺)?(?:(?:提供|支持|可以|能|能不能|可不可以)(?:帮我|帮忙|帮)?([\u4e00-\u9fff]{2,10}?)(?:服务)?|(?:有没有|有)([\u4e00-\u9fff]{2,10}?)服务)(?:吗|嘛|么|没有|不)?[?？!！。\s]*$/;
// Words after "can you" that ask for something else than a service: help, a look-up, an explanation.
const NOT_A_SERVICE = /^(?:help|tell|show|check|find|look|explain|recommend|suggest|send|give|cancel|change|return|exchange|repair|track)\b/i;
// A pronoun or a product word names no service: "有这个吗", "可以吗".
const ZH_NOT_A_SERVICE = /^(?:这个|那个|这款|那款|货|现货|优惠|活动|折扣)$/;

/** The service a message asks whether the shop offers ("gift wrapping", "礼品包装"), if it asks that. */
export function serviceAsked(text: string): string | undefined {
  const trimmed = text.trim();
  const offer = EN_OFFER.exec(trimmed)?.[1];
  if (offer) return offer;
  const there = EN_THERE.exec(trimmed);
  // "is it gift wrapped?" asks of the product, not of a service: "it" / "this" is no topic.
  const thereTopic = there?.[1] ?? there?.[2];
  if (thereTopic && !/^(?:it|this|that|they|the\s)/i.test(thereTopic)) return thereTopic;
  const can = EN_CAN_YOU.exec(trimmed)?.[1];
  if (can && !NOT_A_SERVICE.test(can)) return can;
  const zhOffer = ZH_OFFER.exec(trimmed);
  const zh = zhOffer?.[1] ?? zhOffer?.[2];
  return zh && !ZH_NOT_A_SERVICE.test(zh) ? zh : undefined;
}
