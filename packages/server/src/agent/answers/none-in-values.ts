import { BASIC_COLORS } from '../../adapters/commerce/match-color.js';
import type { AnswerLanguage } from './answer-language.js';

/** A value as a shopper says it: a basic colour read as one character ("黑") is said "黑色", or "black" in English. */
const said = (value: string) => (BASIC_COLORS.some((basic) => basic.zh === value) ? `${value}色` : value);
const saidInEnglish = (value: string) => BASIC_COLORS.find((basic) => basic.zh === value)?.en ?? value;

/**
 * "one piece swimsuits" → "in black?" where none comes in black: say so, and show what the search has without the
 * values ("No swimsuits in Black; we have these swimsuits: …").
 */
export function noneInValues(values: readonly string[], kind: string | undefined, names: readonly string[], lang: AnswerLanguage): string {
  if (lang === 'en') {
    const asked = values.map(saidInEnglish).join(' / ');
    return kind ? `No ${kind} in ${asked}; we have these ${kind}: ${names.join(', ')}.` : `Nothing in ${asked}; we have these: ${names.join(', ')}.`;
  }
  const asked = values.map(said).join('/');
  return kind ? `没有${asked}的${kind}，现有这些${kind}：${names.join('、')}。` : `暂时没有${asked}的，现有这些：${names.join('、')}。`;
}
