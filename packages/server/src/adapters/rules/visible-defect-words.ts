// A defect one can see on an item (dead pixels, a crack, a scratch, a hole) is language, not one shop's: no steps
// troubleshoot it, a repair, return or exchange mends it. "坏了", "won't turn on", "左耳没声音" tell a fault that a
// troubleshooting article may still fix.
const VISIBLE_DEFECT =
  /坏点|亮点|暗点|亮斑|漏光|裂|碎|划痕|划伤|磕|凹|变形|破损|破洞|有(?:个|一个)?洞|\b(?:dead|stuck|bright|dark) pixels?\b|\blight bleed\b|\b(?:cracked|cracks?|shattered|scratch(?:ed|es)?|dent(?:ed|s)?|bent|torn|ripped|holes?)\b/i;

/** Whether a message tells of a defect one can see on the item ("屏幕有坏点", "the screen is cracked"). */
export const tellsVisibleDefect = (text: string): boolean => VISIBLE_DEFECT.test(text);
