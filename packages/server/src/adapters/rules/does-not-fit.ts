// "the tee I ordered is too big", "买的衬衫太小了", "the tee is too small": an item that does not fit the shopper, which
// an exchange mends.
const DOES_NOT_FIT =
  /太大|太小|偏大|偏小|大了|小了|有点(?:大|小|紧|松)|不合身|不合适|穿不下|\b(?:too|a bit|a little|slightly|rather) (?:big|small|large|tight|loose|long|short)\b|\b(?:does not|doesn't|didn't|did not|won't|will not) fit\b/i;
// "is it too big?", "会不会太小" ask about one not bought yet; "my jeans are too tight" tells.
const ASKS_WHETHER = /[?？吗嘛]|会不会|^(?:is|are|does|do|can|could|will|would|how|what|which|why)\b/i;

/** Whether a message says something does not fit (asked or told). */
export const saysDoesNotFit = (text: string): boolean => DOES_NOT_FIT.test(text);

/** Whether a message tells, not asks, that something does not fit. */
export const tellsDoesNotFit = (text: string): boolean => DOES_NOT_FIT.test(text) && !ASKS_WHETHER.test(text);

// "too small", "a bit big", "偏大": how it fits, said with a size word that names no size.
const FIT_WORDS = /\b(?:too|a bit|a little|slightly|rather|way too|so|very) (?:big|small|large|tight|loose|long|short)\b|太大|太小|偏大|偏小/gi;

/** The text without its fit words: "it is too small" asks for no size S, "太大了" for no size 大. */
export const withoutFitWords = (text: string): string => text.replace(FIT_WORDS, ' ');

// "can I get the same shirt in a bigger size?", "a size up", "能换大一码吗": another size of something, which for an item
// already bought an exchange gives (asked or told alike).
const ANOTHER_SIZE =
  /(?:大|小)一(?:个)?(?:码|号)|换(?:成)?(?:大|小)(?:一点的?)?(?:码|号)|\b(?:a |one )?size (?:up|down)\b|\b(?:a |the )?(?:bigger|smaller|larger) (?:size|one)\b/i;

/** Whether a message asks for another size of something ("in a bigger size", "大一码"). */
export const wantsAnotherSize = (text: string): boolean => ANOTHER_SIZE.test(text);
