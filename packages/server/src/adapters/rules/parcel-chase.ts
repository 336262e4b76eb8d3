/** "能不能快点", "帮我催一下", "can you hurry it up?", "can you ship it faster?": the shopper wants their parcel sooner. */
const HURRY =
  /催|加急|加快|快点|快一点|快些|\b(hurry|expedite|speed (?:it |things )?up|rush (?:it|my order))\b|\b(?:ship|send|deliver|dispatch)(?:ed)? (?:it |them |my order |the order )?(?:any )?(?:faster|sooner|quicker|earlier)\b/i;

/**
 * "怎么还没到", "还没到啊", "本来说昨天到", "已经一个星期了", "still nothing", "why hasn't it arrived yet", "they were
 * supposed to arrive yesterday", "it's been a week!": the parcel is later than the shopper expected.
 */
const LATE =
  /还没(?:到|收到|发货|发|动|送到|更新)|还是没(?:到|收到|动静|发货)|怎么还(?:没|不)|还不到|好几天了|一周了|这么久|\bstill\b.{0,20}\b(?:nothing|not|no|hasn'?t|haven'?t|isn'?t|waiting)\b|\b(?:hasn'?t|has not|haven'?t|have not|not yet) (?:arrived|come|shipped|got|received|here)\b|\bnot (?:here|arrived|delivered) yet\b|\barrived yet\b|\bso long\b|\b(?:was|were|is|are) (?:supposed|meant|due|expected) to (?:arrive|be (?:here|delivered)|come|get here)\b|\bshould(?:'ve| have) (?:arrived|been (?:here|delivered)|come|gotten here)\b|\b(?:is|are|it'?s|they'?re) (?:late|overdue|running late)\b|\bpast the (?:delivery|expected|estimated) date\b|本来(?:说)?(?:昨天|前天|今天|上周)?(?:就)?(?:该|应该|能)?(?:到|送到|送达)|应该(?:昨天|前天|今天|早就)(?:就)?(?:到|送到|送达)|说好的?.{0,8}(?:到|送到|送达)|过了预计|超过预计|逾期|延误|(?:已经|都)?(?:一|两|三|几|好几)个?(?:星期|礼拜|周|月)了|(?:已经|都)(?:\d+|两|三|四|五|六|七|八|九|十|好几|几)天了|\b(?:it'?s|its|it has|has it|they'?ve|it'?s already|it has already) been (?:almost |nearly |over |more than |about )?(?:a|one|two|three|four|five|six|ten|\d+) (?:days?|weeks?|months?)\b/i;

// "怎么这么慢", "so slow!", "this is taking too long": slowness alone, the whole message (charging can be slow too:
// "充电怎么这么慢" names what is slow and is not about a parcel).
const ONLY_SLOW =
  /^\s*(?:怎么|为什么|咋|为啥)?(?:这么|太|好|真|也太)慢(?:了|啊|呀|吧|呢)*[?？!！。.~～\s]*$|^\s*(?:why is it |it'?s |this is |that'?s )?(?:so|too|very) slow[?!.\s]*$|^\s*(?:it'?s |this is |why is it )?taking (?:so|too|way too) long[?!.\s]*$/i;

/** Whether a message chases a parcel: asks to hurry it, or says it is late. */
export function chasesParcel(text: string): boolean {
  return HURRY.test(text) || LATE.test(text) || ONLY_SLOW.test(text);
}

/** Whether a message only asks to hurry ("能不能快点"), with nothing else to read it by. */
export function asksToHurry(text: string): boolean {
  return HURRY.test(text);
}

/** Whether a message says the parcel is late ("还没到啊", "still nothing"): impatience, whether or not it asks to hurry. */
export function saysParcelIsLate(text: string): boolean {
  return LATE.test(text) || ONLY_SLOW.test(text);
}
