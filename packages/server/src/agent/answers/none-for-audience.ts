import type { AudienceWish } from '../../ports/intent.js';
import type { AnswerLanguage } from './answer-language.js';

// How each audience is said in an answer: "marked for kids", "标注为儿童的".
const SAID: Record<AudienceWish, { en: string; zh: string }> = {
  women: { en: 'women', zh: '女款' },
  men: { en: 'men', zh: '男款' },
  unisex: { en: 'unisex', zh: '中性款' },
  kids: { en: 'kids', zh: '儿童' },
  girls: { en: 'girls', zh: '女童' },
  boys: { en: 'boys', zh: '男童' },
  baby: { en: 'babies', zh: '婴儿' },
};

/**
 * "We don't have anything marked for kids; the closest: …": no product the search found is marked for the audience
 * asked, so the answer says so plainly and shows the nearest instead of passing them off as for it.
 */
export function noneForAudience(wish: AudienceWish, kind: string | undefined, names: readonly string[], lang: AnswerLanguage): string {
  const said = SAID[wish];
  if (lang === 'en') return `We don't have ${kind ?? 'anything'} marked for ${said.en}. The closest we have: ${names.join(', ')}.`;
  return `没有标注为${said.zh}的${kind ?? '商品'}，相近的有：${names.join('、')}。`;
}
