import type { Locale } from '@kefu/protocol';

// The rating card's own words travel in its chunk, not in the full widget's string table.
const PAIRS = {
  question: ['本次服务您满意吗？', 'How did we do?'],
  leaving: ['离开前，给本次服务打个分吧？', 'Before you go: how did we do?'],
  stars: ['评分', 'Rating'],
  star: ['{n} 星', '{n} star'],
  stars5: ['非常不满意|不满意|一般|满意|非常满意', 'Very poor|Poor|Okay|Good|Excellent'],
  comment: ['还有什么想告诉我们的吗？（选填）', 'Anything to add? (optional)'],
  submit: ['提交评价', 'Send rating'],
  sending: ['正在提交…', 'Sending…'],
  dismiss: ['不评价，关闭', 'No thanks, close'],
  thanks: ['感谢您的评价！', 'Thanks for your rating!'],
  pick: ['请先选择星级', 'Pick a number of stars first'],
  failed: ['评价未能提交，请稍后再试', 'The rating could not be sent; please try again'],
} as const;

/** A string of the rating card in `locale`, with `{n}` filled. */
export function ratingText(locale: Locale, key: keyof typeof PAIRS, n?: number): string {
  const text = PAIRS[key][locale === 'en' ? 1 : 0];
  return n === undefined ? text : text.replace('{n}', String(n));
}
