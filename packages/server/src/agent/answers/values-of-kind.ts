import type { OptionGroupKind } from '../../shop/option-group-kind.js';
import { optionGroupKind } from '../../shop/option-group-kind.js';
import { inSizeOrder } from '../../shop/size-order.js';
import type { ProductView } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';
import { isMassKind } from './kind-plural.js';
import { inRunningText } from './in-running-text.js';

/** How many titles of one group of products are named before "and 3 more". */
const NAMED = 3;
/** Past this many groups of products the answer is a list, one line each, not one sentence. */
const IN_A_SENTENCE = 4;
/** A list's lines, the values on one line and the values of the lead before "and N more". */
const LIST = { lines: 5, values: 5, lead: 8 } as const;

/**
 * "Our shoes come in 7, 8, 9, 10, 11, 12, S, M and L: the Air Runner Sneaker, the Suede Loafer and 3 more in 7 / 8 /
 * 9 / 10 / 11 / 12; the Slide Sandal in S / M / L.": the values of a kind's products together (sizes smallest
 * first), then, when they differ, the products grouped by the values they come in. When none has a choice of them:
 * each comes in one ("Each of our polos comes in one colour.").
 */
export function valuesOfKind(products: readonly ProductView[], asked: OptionGroupKind, kind: string | undefined, lang: AnswerLanguage): string {
  const groups = new Map<string, { values: readonly string[]; titles: string[] }>();
  // Products without such a group come in one size or one colour.
  const single: string[] = [];
  for (const product of products) {
    const group = product.options.find((candidate) => optionGroupKind(candidate.name) === asked);
    if (!group) {
      single.push(product.title);
      continue;
    }
    const values = asked === 'size' ? inSizeOrder(group.values) : group.values;
    const key = values.join('\u0000');
    groups.set(key, { values, titles: [...(groups.get(key)?.titles ?? []), product.title] });
  }
  if (!groups.size) {
    if (lang === 'en')
      return `Each of our ${kind ?? 'products'} comes in one ${asked === 'size' ? 'size' : 'colour'}, with no choice of ${asked === 'size' ? 'sizes' : 'colours'}.`;
    return `${spaced(kind ?? '这些商品')}每款都只有一种${asked === 'size' ? '尺码' : '颜色'}，没有其他可选。`;
  }
  const union = [...new Set([...groups.values()].flatMap((group) => group.values))];
  const all = asked === 'size' ? inSizeOrder(union) : union;
  // Said product by product when they differ, or when some come in one only ("the Bucket Hat in all of them").
  const each = groups.size > 1 || single.length ? [...groups.values()] : [];
  if (each.length > IN_A_SENTENCE) return asList(each, all, single, asked, kind, lang);
  if (lang === 'en') {
    const what = asked === 'size' ? 'size' : 'colour';
    const titles = (list: readonly string[]) => {
      const named = list.slice(0, NAMED).map((title) => `the ${title}`);
      const more = list.length - named.length;
      return inRunningText(more > 0 ? [...named, `${more} more`] : named);
    };
    const byGroup = each.map((group) => `${titles(group.titles)} in ${group.values.length === all.length ? 'all of them' : group.values.join(' / ')}`);
    const lead = `Our ${kind ?? 'products'} ${comeIn(kind)} ${inRunningText(all)}${byGroup.length ? `: ${byGroup.join('; ')}` : ''}.`;
    const one = single.length ? ` ${capitalised(titles(single))} ${single.length > 1 ? 'come' : 'comes'} in one ${what}.` : '';
    return `${lead}${one}`;
  }
  const what = asked === 'size' ? '尺码' : '颜色';
  const titles = (list: readonly string[]) => `${list.slice(0, NAMED).join('、')}${list.length > NAMED ? ` 等 ${list.length} 款` : ''}`;
  const byGroup = each.map((group) => `${spaced(titles(group.titles))}${group.values.length === all.length ? '全都有' : `有 ${group.values.join('、')}`}`);
  const lead = `${spaced(kind ?? '这些商品')}有 ${all.join('、')} 这些${what}${byGroup.length ? `：${byGroup.join('；')}` : ''}。`;
  const one = single.length ? `${titles(single)} 只有一种${what}。` : '';
  return `${lead}${one}`;
}

/**
 * Ten colours over fourteen swimsuits, as a person would write them: how many there are (the first few named), then
 * a line per product or group of products alike, each with its first few values, and how many more products there
 * are — never one sentence naming every colour of every product.
 */
function asList(
  each: ReadonlyArray<{ values: readonly string[]; titles: readonly string[] }>,
  all: readonly string[],
  single: readonly string[],
  asked: OptionGroupKind,
  kind: string | undefined,
  lang: AnswerLanguage,
): string {
  const shown = each.slice(0, LIST.lines);
  const rest = each.slice(LIST.lines).reduce((sum, group) => sum + group.titles.length, 0) + single.length;
  if (lang === 'en') {
    const what = asked === 'size' ? 'sizes' : 'colours';
    const some = (values: readonly string[], max: number) =>
      inRunningText(values.length > max ? [...values.slice(0, max), `${values.length - max} more`] : values);
    const titles = (list: readonly string[]) => inRunningText(list.length > NAMED ? [...list.slice(0, NAMED), `${list.length - NAMED} more`] : list);
    const lines = shown.map(
      (group) => `• ${titles(group.titles)}: ${group.values.length === all.length ? `all ${all.length}` : some(group.values, LIST.values)}`,
    );
    const lead = `Our ${kind ?? 'products'} ${comeIn(kind)} ${all.length} ${what}: ${some(all, LIST.lead)}. By product:`;
    const more = rest ? `…and ${rest} more ${rest > 1 ? 'products' : 'product'}. Tell me which one you like and I will list its ${what}.` : '';
    return [lead, ...lines, more].filter(Boolean).join('\n');
  }
  const what = asked === 'size' ? '尺码' : '颜色';
  const some = (values: readonly string[], max: number) =>
    values.length > max ? `${values.slice(0, max).join('、')} 等 ${values.length} 种` : values.join('、');
  const titles = (list: readonly string[]) => `${list.slice(0, NAMED).join('、')}${list.length > NAMED ? ` 等 ${list.length} 款` : ''}`;
  const lines = shown.map(
    (group) => `• ${titles(group.titles)}：${group.values.length === all.length ? `全部 ${all.length} 种` : some(group.values, LIST.values)}`,
  );
  const lead = `${spaced(kind ?? '这些商品')}共有 ${all.length} 种${what}：${all.slice(0, LIST.lead).join('、')}${all.length > LIST.lead ? ' 等' : ''}。按款式：`;
  const more = rest ? `另有 ${rest} 款未列出，告诉我您喜欢哪一款，我再列出它的${what}。` : '';
  return [lead, ...lines, more].filter(Boolean).join('\n');
}

/** "Our dresses come in", "Our swimwear comes in". */
const comeIn = (kind: string | undefined) => (kind && isMassKind(kind) ? 'comes in' : 'come in');

/** Chinese text after a Latin word ("Polos 有", "Moss Slip Dress 有") gets a space. */
const spaced = (text: string) => (/[\w)]$/.test(text) ? `${text} ` : text);

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
