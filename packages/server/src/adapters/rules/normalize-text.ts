/** Folds full-width characters, lower-cases and collapses whitespace: the key rules and the intent cache share. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

// Everyday English words and the shop's own vocabulary: text without any of them ("asdkjh qwe", "X9?") is not
// clearly English, and the answer then follows the session's locale.
const ENGLISH_WORD =
  /\b(the|an?|is|are|was|be|do|does|did|can|could|will|would|should|i|i'm|i'd|my|me|you|your|we|our|it|its|this|that|there|what|what's|how|when|where|why|which|who|to|for|of|in|on|at|with|and|or|not|no|yes|please|hi|hello|hey|thanks?|bye|price|cost|much|stock|orders?|buy|want|need|have|has|get|return|refund|exchange|repair|invoice|ship|shipping|delivery|tracking|help|human|agent|compare|recommend|any|some|still|after|warranty|ok|okay)\b/i;

/**
 * The language a message is written in; `mixed` when it is both or neither (the answer then follows the session
 * locale). `names` are the shop's own names (products, option values), which are no language: "Find X9 多少钱" is
 * Chinese.
 */
export function detectLanguage(text: string, names: (text: string) => string = (same) => same): 'zh' | 'en' | 'mixed' {
  const han = (text.match(/\p{Script=Han}/gu) ?? []).length;
  const latinWords = (names(text).match(/[a-z]{2,}/gi) ?? []).filter((word) => !/^(pro|max|mini|plus|ultra|lite|air|se|x\d+|gb?|tb|vs|ok)$/i.test(word)).length;
  if (han === 0) return ENGLISH_WORD.test(text) ? 'en' : 'mixed';
  return latinWords >= 2 ? 'mixed' : 'zh';
}
