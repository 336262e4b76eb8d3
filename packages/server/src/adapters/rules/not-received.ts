/**
 * "my package says delivered but I never got it", "显示已签收但我没收到": the carrier marked the parcel delivered and the
 * shopper does not have it. Not a question of where it is (the tracking says delivered) but a claim to look into.
 */
const DELIVERED_NOT_RECEIVED =
  /(?:显示|说|写着?|状态是?)?(?:已签收|已送达|签收了|送达了|已经签收|已经送达).{0,12}(?:没|未|没有)(?:收到|拿到|见到)|(?:没|未|没有)(?:收到|拿到).{0,12}(?:显示|却|但|可是).{0,6}(?:签收|送达)|\b(?:says|shows|showing|marked|listed|tracking says)\b.{0,25}\bdelivered\b.{0,40}\b(?:never|not|didn'?t|haven'?t|hasn'?t|nothing|no)\b|\b(?:never|didn'?t|did not|haven'?t|have not) (?:got|get|gotten|receive|received|arrived)\b.{0,40}\b(?:says|shows|marked|showing)\b.{0,25}\bdelivered\b/i;

/** Whether a message says the parcel was marked delivered but never reached the shopper. */
export function saysDeliveredNotReceived(text: string): boolean {
  return DELIVERED_NOT_RECEIVED.test(text);
}
