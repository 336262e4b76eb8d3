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

// Words naming something the shop may do to an order rather than a product it sells: gift wrapping, a gift box or
// message, engraving. Language, not any shop's words. "can you gift wrap it?" holds "wrap", which may be a title's word:
// with these words it asks after the service, not after the product.
const SHOP_SERVICE =
  /gift[- ]?wrap|gift[- ]?box|gift (?:message|note|receipt|bag)|wrap(?:ped|ping)? (?:it |them )?(?:as|for) a gift|engrav|monogram|personali[sz]|礼品包装|礼盒|礼物包装|包装成礼物|包成礼物|刻字|贺卡/i;
// "is it gift wrapped?", "will it come gift-wrapped?", "does my order come in a gift box?": the service, asked of the
// order's item.
const EN_COMES =
  /^(?:(?:hi|hello|hey|ok|so|and|also|btw),?\s+)?(?:is|are|will|does|do|can)\s+(?:it|this|that|they|this one|my order|the order|my parcel)\s+(?:be\s+|come\s+|get\s+|arrive\s+)?(?:in\s+a\s+)?(gift[- ]?wrapped|gift[- ]?boxed|wrapped as a gift|gift box)\s*[?.!]*$/i;
// "有礼品包装吗", "有没有礼品包装": 有 asks after a service when its words name one.
const ZH_HAS = /^(?:请问)?(?:你们|店里|店铺)?(?:有没有|有)([\u4e00-\u9fff]{2,8}?)(?:服务)?(?:吗|嘛|么)?[?？!！。\s]*$/;

/**
 * The service the shop may do to an order ("gift wrapping", "礼品包装", "engraving") a message asks after, if it asks
 * after one: "can you gift wrap it?", "is it gift wrapped?", "有礼品包装吗". A question of the shop's, not a product search.
 */
export function shopServiceAsked(text: string): string | undefined {
  const trimmed = text.trim();
  if (EN_COMES.test(trimmed)) return 'gift wrapping';
  const asked = serviceAsked(trimmed) ?? ZH_HAS.exec(trimmed)?.[1];
  if (!asked || !SHOP_SERVICE.test(asked)) return undefined;
  // "can you gift wrap it?", "wrap it as a gift" name the service by its verb: said as the service ("gift wrapping").
  if (/wrap/i.test(asked) && /gift/i.test(asked)) return 'gift wrapping';
  return /^engrave$/i.test(asked) ? 'engraving' : asked;
}

/**
 * Whether an answer speaks of the service asked: each of its words (a Latin word by its first four letters, a Chinese
 * one by each two characters) is in it. The returns article's "gift cards" does not speak of gift wrapping.
 */
export function speaksOfService(answer: string, service: string): boolean {
  const lower = answer.toLowerCase();
  const latin = service
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 3 && !/^(?:the|and|for|any|service|services|option|options)$/.test(word));
  const chinese = [...service.matchAll(/[\u4e00-\u9fff]+/g)].flatMap(([run]) => run.match(/.{1,2}/gu) ?? []).filter((pair) => pair.length === 2);
  return [...latin.map((word) => word.slice(0, 4)), ...chinese].every((part) => lower.includes(part));
}
