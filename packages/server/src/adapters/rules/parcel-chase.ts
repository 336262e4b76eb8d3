/** "能不能快点", "帮我催一下", "can you hurry it up?": the shopper wants their parcel sooner. */
const HURRY = /催|加急|加快|快点|快一点|快些|\b(hurry|expedite|speed (?:it |things )?up|rush (?:it|my order))\b/i;

/** "怎么还没到", "还没到啊", "still nothing", "why hasn't it arrived yet": the parcel is later than the shopper expected. */
const LATE =
  /还没(?:到|收到|发货|发|动|送到|更新)|还是没(?:到|收到|动静|发货)|怎么还(?:没|不)|还不到|好几天了|一周了|这么久|\bstill\b.{0,20}\b(?:nothing|not|no|hasn'?t|haven'?t|isn'?t|waiting)\b|\b(?:hasn'?t|has not|haven'?t|have not|not yet) (?:arrived|come|shipped|got|received|here)\b|\bnot (?:here|arrived|delivered) yet\b|\barrived yet\b|\bso long\b/i;

/** Whether a message chases a parcel: asks to hurry it, or says it is late. */
export function chasesParcel(text: string): boolean {
  return HURRY.test(text) || LATE.test(text);
}

/** Whether a message only asks to hurry ("能不能快点"), with nothing else to read it by. */
export function asksToHurry(text: string): boolean {
  return HURRY.test(text);
}

/** Whether a message says the parcel is late ("还没到啊", "still nothing"): impatience, whether or not it asks to hurry. */
export function saysParcelIsLate(text: string): boolean {
  return LATE.test(text);
}
