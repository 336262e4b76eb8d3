// How shoppers ask how to wash, dry or iron a thing. "iron" alone is a material ("cast iron"), so only ironing it.
const CARE =
  /怎么洗|如何洗|能(?:不能)?机洗|可以机洗|机洗|手洗|干洗|烘干|熨烫|漂白|\b(?:machine[- ]wash(?:able|ed)?|hand[- ]wash(?:ed)?|washable|dry[- ]clean(?:ed|ing)?|tumble[- ]dr(?:y|ied)|(?:in|into) the (?:dryer|washer|washing machine)|ironing|iron (?:it|them|this|that|the|my)|bleach(?:ed)?)\b/i;

/** Whether a message asks how to care for a thing: wash, dry, dry-clean, iron or bleach it ("能机洗吗", "in the dryer?"). */
export function asksHowToCare(text: string): boolean {
  return CARE.test(text);
}
