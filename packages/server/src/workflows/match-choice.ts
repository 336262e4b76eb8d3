import type { ChoiceOption } from '@kefu/protocol';

/** Besides its value and label, the words that name each option of an open choice (labels in the other language, synonyms). */
export type ChoiceTerms = Readonly<Record<string, readonly string[]>>;

const normalize = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .trim()
    .replace(/[\s。.!！~～]+$/u, '');

const HAN = /\p{Script=Han}/u;
// Parts of a Chinese label ("尺码 / 颜色 / 版本不合适" → 尺码, 颜色, 版本不合适); English labels are matched whole, never by short words.
const labelParts = (label: string) => label.split(/[\s/（）()、，,]+/).filter((part) => part.length >= 2 && HAN.test(part));

function contains(text: string, word: string): boolean {
  if (HAN.test(word)) return text.includes(word);
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![a-z0-9])${escaped}(?![a-z0-9])`, 'i').test(text);
}

/**
 * The option a typed answer names: an exact value, label or synonym in either language; otherwise the option whose
 * longest word the text contains ("要专票" → 企业专票), when no other option has an equally long one.
 */
export function matchChoice(options: readonly ChoiceOption[], text: string, terms: ChoiceTerms = {}): ChoiceOption | undefined {
  const value = normalize(text);
  if (!value) return undefined;
  const words = options.map((option) =>
    [option.value, option.label, ...(terms[option.value] ?? []), ...labelParts(option.label)].map(normalize).filter((word) => word.length >= 2),
  );
  const exact = options.findIndex((_, index) => words[index]!.includes(value));
  if (exact >= 0) return options[exact];
  const longest = words.map((list) => Math.max(0, ...list.filter((word) => contains(value, word)).map((word) => word.length)));
  const best = Math.max(...longest);
  if (best === 0 || longest.filter((length) => length === best).length > 1) return undefined;
  return options[longest.indexOf(best)];
}
