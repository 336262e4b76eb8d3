// "do you have gift cards?", "do you sell umbrellas", "有没有礼品卡", "有卖雨伞吗": asking whether the shop has a thing.
const ASKS_EN = /^(?:do|does) (?:you|you guys|your shop|the shop|this shop) (?:have|sell|carry|stock|offer|do)(?: any)? (.{2,40}?)$/i;
const ASKS_ZH =
  /^(?:你们|请问|你家|店里)?(?:有没有|有卖|卖不卖|有没有卖|卖)(.{2,12}?)(?:吗|么|嘛|呢|没有)?$|^(?:你们|请问|你家|店里)?有(.{2,12}?)(?:吗|么|嘛|卖吗)$/u;
// What "do you have …?" asks of the product in focus, not of a thing of its own: stock, a size, a colour, "it".
const NOT_A_THING =
  /\b(?:it|this|that|them|one|ones|stock|available|left|any|more|size|sizes|colou?rs?|in [a-z0-9]+)\b|现货|库存|货|颜色|尺码|码|型号|优惠|活动|发票|人工|客服/i;

/**
 * The thing a message asks the shop to have ("gift cards", "礼品卡"), when it is nothing but that question; the caller
 * has already found no product, type, tag or option in it. Undefined for "do you have it in stock?" and the like.
 */
export function askedThing(core: string): string | undefined {
  const match = ASKS_EN.exec(core) ?? ASKS_ZH.exec(core);
  const thing = (match?.[1] ?? match?.[2])?.trim();
  if (!thing || NOT_A_THING.test(thing)) return undefined;
  return thing;
}
