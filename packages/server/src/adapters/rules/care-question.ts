// How shoppers ask how to wash, dry or iron a thing. "iron" alone is a material ("cast iron"), so only ironing it.
const CARE =
  /怎么洗|如何洗|洗护|能(?:不能)?机洗|可以机洗|机洗|手洗|干洗|烘干|熨烫|漂白|\bwash(?:ed|ing)?\b.{0,20}\b(?:washing machine|machine|washer)\b|\bhow (?:do|should|can|would) (?:i|you|we) (?:wash|care for)\b|\bhow to (?:wash|care for)\b|\b(?:machine[- ]wash(?:able|ed)?|hand[- ]wash(?:ed)?|washable|dry[- ]clean(?:ed|ing)?|tumble[- ]dr(?:y|ied)|(?:in|into) the (?:dryer|washer|washing machine)|ironing|iron (?:it|them|this|that|the|my)|bleach(?:ed)?)\b/i;

/** Whether a message asks how to care for a thing: wash, dry, dry-clean, iron or bleach it ("能机洗吗", "in the dryer?"). */
export function asksHowToCare(text: string): boolean {
  return CARE.test(text);
}

// Each way to care for a thing in both languages, as a care guide writes it: a question in one language finds the guide
// written in the other ("能机洗吗" → "machine wash"; "can I iron it?" → 熨烫).
const CARE_WORDS: ReadonlyArray<{ asked: RegExp; zh: string; en: string }> = [
  { asked: /机洗|\bmachine[- ]wash/i, zh: '机洗', en: 'machine wash' },
  { asked: /手洗|\bhand[- ]wash/i, zh: '手洗', en: 'hand wash' },
  { asked: /干洗|\bdry[- ]clean/i, zh: '干洗', en: 'dry clean' },
  { asked: /烘干|\b(?:tumble[- ]dr|dryer)/i, zh: '烘干', en: 'tumble dry' },
  { asked: /熨|\b(?:ironing|iron)\b/i, zh: '熨烫', en: 'iron' },
  { asked: /漂白|\bbleach/i, zh: '漂白', en: 'bleach' },
  { asked: /洗|\bwash/i, zh: '洗涤', en: 'wash' },
];

/** The care words a message asks about, as the other language writes them ("亚麻衬衫怎么洗" → ["wash"]). */
export function careWordsIn(text: string, into: 'zh' | 'en'): string[] {
  return CARE_WORDS.filter((word) => word.asked.test(text)).map((word) => word[into]);
}
