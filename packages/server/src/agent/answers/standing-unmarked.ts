import { asksStanding } from '../../adapters/rules/standing-question.js';
import type { Intent } from '../../ports/intent.js';
import type { ToolResult } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';

/**
 * "which one is the best seller?" of a shop that marks no product as one (no tag reads "best seller", "热销"…): what
 * the listing does not say, before the products it shows. A shop that tags its best sellers is searched by that tag
 * instead, and needs no such lead.
 */
export function standingUnmarkedLead(intent: Intent, results: readonly ToolResult[], lang: AnswerLanguage): string {
  if (!asksStanding(intent.text) || intent.entities.tags?.length) return '';
  const listed = results.some((result) => result.status === 'ok' && (result.tool === 'product_search' || result.tool === 'product_compare'));
  if (!listed) return '';
  return lang === 'en' ? "The shop doesn't mark its best sellers, so I can't say which sells most." : '店铺没有标注热销款，我没法判断哪款卖得最好。';
}
