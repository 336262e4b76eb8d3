/** "能不能快点", "帮我催一下", "can you hurry it up?": the shopper wants their parcel sooner. */
const HURRY = /催|加急|加快|快点|快一点|快些|\b(hurry|expedite|speed (?:it |things )?up|rush (?:it|my order))\b/i;

/** "怎么还没到", "都一周了还没收到", "why hasn't it arrived yet": the parcel is later than the shopper expected. */
const LATE =
  /还没到|还没收到|还不到|还没送到|好几天了|一周了|这么久|\b(?:hasn'?t|has not|haven'?t|have not|still not|not yet) (?:arrived|come|got|received|here)\b|\bstill (?:hasn'?t|not|waiting)\b|\barrived yet\b|\bso long\b/i;

/** Whether a message chases a parcel: asks to hurry it, or says it is late. */
export function chasesParcel(text: string): boolean {
  return HURRY.test(text) || LATE.test(text);
}

/** Whether a message only asks to hurry ("能不能快点"), with nothing else to read it by. */
export function asksToHurry(text: string): boolean {
  return HURRY.test(text);
}
