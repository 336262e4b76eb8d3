import { KNOWLEDGE_INTENTS, type Intent } from '../../ports/intent.js';
import type { LastIntent } from './dialogue-state.js';

// "what about sale items?", "how about gift cards?", "and sale items?": one thing asked after, nothing else said.
const WHAT_ABOUT_EN = /^(?:(?:and|so|ok|okay|hmm)[,\s]+)?(?:what|how) about\s+(.{2,40}?)[\s?.!]*$|^and\s+(.{2,40}?)\s*\?+$/i;
// "那赠品呢", "赠品呢", "特价商品的话呢": the same in Chinese.
const WHAT_ABOUT_ZH = /^(?:那|那么|还有)?(.{2,10}?)(?:的话)?呢[？?。!！]*$/u;
// Words that say "things" without saying which: "sale items" is asked by "sale", "特价商品" by "特价".
const PLAIN_EN = /^(?:items?|products?|things?|stuff|ones?|the|a|an|any|on|of|for|my|your|ones|goods|orders?|purchases?)$/i;
const PLAIN_ZH = /商品|产品|东西|物品|的|类|那些|这些/gu;

// "do you ship to Canada?", "能寄到香港吗": a question of where the shop sends parcels.
const ASKS_DESTINATION =
  /\b(?:ship|shipping|deliver|delivery|send)\b.{0,20}\b(?:to|abroad|overseas|internationally|worldwide)\b|(?:寄|发|送|配送|运)(?:到|往|去)|国际(?:运输|配送|快递)|海外/i;
// The follow-up names a place: "to the UK", "Australia", "日本", "香港" (a short name, not a product or a kind).
const PLACE_AFTER = /^(?:to |for )?(?:the )?[a-z][a-z .'-]{1,30}$|^(?:寄到|发到|送到|到)?[\u4e00-\u9fa5]{2,6}$/i;

/** The thing "what about X?" / "X呢" asks after, if that is all the message says. */
export function thingAskedAfter(text: string): string | undefined {
  const said = text.trim();
  const en = WHAT_ABOUT_EN.exec(said);
  if (en) return (en[1] ?? en[2])!.trim();
  return WHAT_ABOUT_ZH.exec(said)?.[1]?.trim();
}

/** The words of the thing an article must hold to speak to it: "sale" of "sale items", "赠品" of "那赠品呢". */
export function wordsOfThing(thing: string): string[] {
  if (/\p{Script=Han}/u.test(thing)) {
    const rest = thing.replace(PLAIN_ZH, '');
    return rest.length >= 2 ? [rest] : [];
  }
  return thing
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((word) => word.length >= 3 && !PLAIN_EN.test(word))
    .map((word) => word.replace(/(?<=\w{3})s$/, ''));
}

/**
 * "what's your return policy?" → "what about sale items?", "退货政策是什么" → "那赠品呢": right after a policy answer,
 * "what about X?" naming no product, kind or order asks the same policy of X, when the policy's article speaks to X
 * (`says` answers the carried question; its text must hold X's words). Otherwise (an article silent on it, "what about dresses?"
 * naming a kind) the message is read as it was recognised.
 */
export async function topicCarried(
  intent: Intent,
  last: LastIntent | null,
  says: ((question: string) => Promise<string>) | undefined,
): Promise<Intent | undefined> {
  if (!says || !last || !KNOWLEDGE_INTENTS.includes(last.type)) return undefined;
  const e = intent.entities;
  if (e.productIds?.length || e.candidates?.length || e.orderId || e.trackingNumber || e.type || e.named) return undefined;
  const thing = thingAskedAfter(intent.text);
  const words = thing ? wordsOfThing(thing) : [];
  const about = last.about ?? last.text;
  // "do you ship to Canada?" → "and to the UK?": where the shop ships is the answer, whether or not it names the place.
  const destination = !!thing && ASKS_DESTINATION.test(about) && PLACE_AFTER.test(thing);
  if (!words.length && !destination) return undefined;
  const answer = (await says(`${about} ${thing}`)).toLowerCase();
  if (!destination && !words.every((word) => answer.includes(word))) return undefined;
  return { ...intent, type: 'policy_inquiry', confidence: Math.max(intent.confidence, 0.85), about };
}
