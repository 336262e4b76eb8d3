import type { AnswerLanguage } from './answer-language.js';

/** A sentence ended as a sentence: "Runs small" → "Runs small." ("。" in Chinese), its trailing ";" or "," dropped. */
function ended(sentence: string, lang: AnswerLanguage): string {
  if (/[.!?。！？]$/.test(sentence)) return sentence;
  return `${sentence.replace(/[;:,；：，\s]+$/, '')}${lang === 'en' ? '.' : '。'}`;
}

/**
 * Sentences of a product's listing as an answer quotes them after "The X's listing says:" / "X 的商品说明：". In Chinese
 * they stand in quotation marks, so an English listing's words ("Runs small, so we suggest sizing up.") read as the
 * shop's, not as the assistant's own.
 */
export function listingQuote(sentences: readonly string[], lang: AnswerLanguage): string {
  if (lang === 'en') return sentences.map((sentence) => ended(sentence, lang)).join(' ');
  // An English sentence keeps its own full stop, and a space after it.
  const quoted = sentences.map((sentence) => (/\p{Script=Han}/u.test(sentence) ? ended(sentence, lang) : `${ended(sentence, 'en')} `));
  return `“${quoted.join('').trimEnd()}”`;
}

/**
 * A listing's sentences as it writes them: "True to size; see the size guide for measurements" and "Hand wash cold,
 * rinse in fresh water; dry flat" are one each (material-answer's sentencesOf splits at semicolons too).
 */
export const listingSentences = (text: string) =>
  text
    .split(/(?<=[.!?。！？])\s*|\n+/)
    .map((sentence) => sentence.replace(/^[\s•·*-]+/, '').trim())
    .filter(Boolean);
