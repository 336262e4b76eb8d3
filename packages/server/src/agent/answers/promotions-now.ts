import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import type { Promotion, ShopProfile } from '../../shop/model/index.js';
import type { AnswerLanguage } from './answer-language.js';
import type { BranchAnswer } from './compose-answer.js';
import { moneyText } from './money-text.js';
import { filedUnder } from '../../adapters/commerce/match-products.js';

const MAX_NAMED = 6;
const MAX_REPLIES = 4;

/** Whether a promotion runs at `now` (open-ended when it has no start or end). */
const running = (promotion: Promotion, now: number) =>
  (!promotion.startsAt || Date.parse(promotion.startsAt) <= now) && (!promotion.endsAt || Date.parse(promotion.endsAt) > now);

/** Whether a promotion may apply to products of `type`: it names one of them, their type, tags (not known here) or everything. */
function appliesToType(promotion: Promotion, type: string, typeOf: ReadonlyMap<string, string>): boolean {
  const { productIds, types, tags } = promotion.appliesTo;
  if (!productIds.length && !types.length) return true;
  return types.some((own) => filedUnder(own, type)) || productIds.some((id) => filedUnder(typeOf.get(id), type)) || tags.length > 0;
}

/** What a promotion takes off, with the products or kinds it names: "Linen Shirt −$10", "20% off linen". */
function offOf(promotion: Promotion, lang: AnswerLanguage, names: ReadonlyMap<string, string>, type?: string, typeOf?: ReadonlyMap<string, string>): string[] {
  const en = lang === 'en';
  const { discount, appliesTo } = promotion;
  const off = discount.kind === 'amount' ? moneyText(discount.amount, lang) : `${discount.percent}%`;
  const ids = appliesTo.productIds.filter((id) => names.has(id) && (!type || typeOf?.get(id) === type));
  if (ids.length) return ids.map((id) => (en ? `${names.get(id)} −${off}` : `${names.get(id)} 减 ${off}`));
  const kinds = [...appliesTo.types, ...appliesTo.tags];
  if (!kinds.length) return [en ? `${off} off everything` : `全场减 ${off}`];
  return [en ? `${off} off ${kinds.join(', ')}` : `${kinds.join('、')} 减 ${off}`];
}

/**
 * "is there a sale?", "有优惠吗", "any discounts on phones?" with no product in view: the shop's promotions running
 * now (of that kind when one is named), each with what it takes off which products and who qualifies, the products
 * it names as quick replies (their price answer gives what the shopper pays). Several promotions of one name (an
 * amount per product) are said as one.
 */
export function promotionsNow(
  index: number,
  lang: AnswerLanguage,
  profile: Pick<ShopProfile, 'promotions'> | undefined,
  lexicon: Pick<ProductLexicon, 'names' | 'productTypes'>,
  type: string | undefined,
  now: number,
): BranchAnswer {
  const en = lang === 'en';
  const locale = en ? 'en' : 'zh-CN';
  const typeOf = lexicon.productTypes ?? new Map<string, string>();
  const promotions = (profile?.promotions ?? []).filter((promotion) => running(promotion, now) && (!type || appliesToType(promotion, type, typeOf)));
  if (!promotions.length)
    return {
      index,
      text: en ? 'No promotions are running right now; the listed prices are what you pay.' : '目前没有进行中的优惠活动，商品标价即到手价。',
      parts: [],
      resolved: true,
    };
  const byName = new Map<string, { offs: string[]; eligibility?: string; ids: string[] }>();
  for (const promotion of promotions) {
    const own = promotion.i18n?.[locale];
    const name = own?.name ?? promotion.name;
    const eligibility = own?.eligibility ?? promotion.eligibility;
    const line = byName.get(name) ?? { offs: [], ids: [], ...(eligibility ? { eligibility } : {}) };
    line.offs.push(...offOf(promotion, lang, lexicon.names, type, typeOf));
    line.ids.push(...promotion.appliesTo.productIds.filter((id) => lexicon.names.has(id) && (!type || typeOf.get(id) === type)));
    byName.set(name, line);
  }
  const lines = [...byName].map(([name, { offs, eligibility }]) => {
    const shown = offs.slice(0, MAX_NAMED).join(en ? ', ' : '、') + (offs.length > MAX_NAMED ? (en ? ' and more' : ' 等') : '');
    const terms = eligibility ? (en ? ` (${eligibility.replace(/\.$/, '')})` : `（${eligibility.replace(/。$/, '')}）`) : '';
    return en ? `${name}: ${shown}${terms}` : `${name}：${shown}${terms}`;
  });
  const ids = [...new Set([...byName.values()].flatMap((line) => line.ids))].slice(0, MAX_REPLIES);
  return {
    index,
    text: en
      ? `Promotions running now: ${lines.join('; ')}. Ask me the price of one and I will give what you pay.`
      : `当前进行中的优惠：${lines.join('；')}。问我任意一款的价格，我会告诉您到手价。`,
    parts: ids.length ? [{ type: 'quick_replies', replies: ids.map((id) => ({ text: lexicon.names.get(id)! })) }] : [],
    resolved: true,
  };
}
