import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import type { ProductView } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';
import { askedAttributes } from './asked-attributes.js';
import { specExtreme } from './spec-extreme.js';
import { ASKS_COLOURS, ASKS_DIFFERENCE, ASKS_SIZES } from '../dialogue/reference-cues.js';
import { optionGroupKind, type OptionGroupKind } from '../../shop/option-group-kind.js';
import { namesOptionGroup } from '../../adapters/rules/option-group-named.js';

/** "what sizes?" of products listed together: each one's sizes (whatever its catalog calls the group), side by side. */
function comparedOptions(products: readonly ProductView[], question: string, en: boolean): string[] {
  const kinds: OptionGroupKind[] = [...(ASKS_SIZES.test(question) ? ['size' as const] : []), ...(ASKS_COLOURS.test(question) ? ['colour' as const] : [])];
  const side = (groups: ReadonlyArray<{ name: string; values: readonly string[] } | undefined>) => {
    const named = groups.find((group) => group)?.name;
    if (!named) return [];
    // Every one with the same values ("XS / S / M / L" of four dresses): said once, not once a product.
    const shared = groups.every((group) => group && group.values.join(' / ') === groups[0]!.values.join(' / ')) ? groups[0]!.values.join(' / ') : '';
    if (shared && products.length > 1)
      return [
        en ? `${named}: ${allOf(products.length)} come in ${shared}` : `${named}：${products.length === 2 ? '两款' : `这 ${products.length} 款`}都是 ${shared}`,
      ];
    const values = products.map((product, index) => `${product.title} ${groups[index]?.values.join(' / ') ?? (en ? 'one only' : '仅一种')}`);
    return [en ? `${named}: ${values.join('; ')}` : `${named}：${values.join('；')}`];
  };
  const byKind = kinds.flatMap((kind) =>
    side(products.map((product) => product.options.find((group) => optionGroupKind(group.name) === kind && group.values.length))),
  );
  // "它们有哪些版型", "what fits do they come in?": another group, by its name.
  const names = [...new Set(products.flatMap((product) => product.options.map((group) => group.name)))].filter(
    (name) => !kinds.includes(optionGroupKind(name) as OptionGroupKind) && namesOptionGroup(question, name),
  );
  const byName = names.flatMap((name) => side(products.map((product) => product.options.find((group) => group.name === name && group.values.length))));
  return [...byKind, ...byName];
}

const COUNT_WORDS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];
/** "both", "all four", "all 12": the products of a list, every one of them. */
function allOf(count: number): string {
  return count === 2 ? 'both' : `all ${COUNT_WORDS[count] ?? count}`;
}

/**
 * Whether a question of products listed together asks their option values alone ("what about sizes?", "尺码呢"): its
 * answer is those values, without the price summary of a comparison.
 */
export function asksValuesAlone(products: readonly ProductView[], question: string, lexicon: Pick<ProductLexicon, 'attributeCues'>): boolean {
  const names = [...new Set(products.flatMap((product) => Object.keys(product.attributes)))];
  return comparedOptions(products, question, true).length > 0 && !askedAttributes(names, question, lexicon).length;
}

/**
 * "有什么区别", "what's the difference?": the specs whose values differ between the products, each one's value in the
 * order the products are named ("Screen 6.59-inch vs 6.78-inch"); what they share is left out. Empty when none differ.
 */
function differences(products: readonly ProductView[], names: readonly string[], en: boolean): string {
  const differing = names.filter((name) => new Set(products.map((product) => product.attributes[name] ?? '')).size > 1);
  if (!differing.length) return '';
  const none = en ? 'not listed' : '未标注';
  // A value may hold " / " itself ("256GB / 512GB"): the products' values are set apart by "vs" / "对".
  const apart = en ? ' vs ' : ' 对 ';
  const lines = differing.map((name) => `${name} ${products.map((product) => product.attributes[name] ?? none).join(apart)}`);
  const titles = products.map((product) => product.title).join(apart);
  return en ? `The differences (${titles}): ${lines.join('; ')}.` : `主要区别（${titles}）：${lines.join('；')}。`;
}

/**
 * What a comparison question asks about, side by side: "哪个拍照更好" about two phones answers with each one's camera
 * before the price summary, as an assistant at the counter would. Empty when the question names no attribute the
 * products list. Which value is "better" is left to the shopper: higher is not better for every spec (weight, price).
 */
export function comparedSpecs(
  products: readonly ProductView[],
  question: string,
  lang: AnswerLanguage,
  lexicon: Pick<ProductLexicon, 'attributeCues'>,
): string {
  const en = lang === 'en';
  const names = [...new Set(products.flatMap((product) => Object.keys(product.attributes)))];
  const asked = askedAttributes(names, question, lexicon);
  const options = comparedOptions(products, question, en);
  if (!asked.length && !options.length && ASKS_DIFFERENCE.test(question)) return differences(products, names, en);
  if (!asked.length) return options.length ? (en ? `${options.join('. ')}.` : `${options.join('。')}。`) : '';
  const lines = asked.map((name) => {
    const values = products.map((product) => `${product.title} ${product.attributes[name] ?? (en ? 'not listed' : '未标注')}`);
    return en ? `${name}: ${values.join('; ')}` : `${name}：${values.join('；')}`;
  });
  // "哪个最轻": the lightest named first, then every value to compare.
  const extreme = asked.length === 1 ? specExtreme(products, asked[0]!, question, lang) : '';
  const all = en ? `${[...lines, ...options].join('. ')}.` : `${[...lines, ...options].join('。')}。`;
  return extreme ? `${extreme}${en ? ' ' : ''}${all}` : all;
}

/**
 * Whether the figures a comparison question asks about tell the products apart: some asked spec whose first numbers
 * differ between them ("7025mAh" / "7500mAh"; not "5000万 三摄" / "5000万 双摄").
 */
export function comparedFiguresDiffer(products: readonly ProductView[], question: string, lexicon: Pick<ProductLexicon, 'attributeCues'>): boolean {
  const names = [...new Set(products.flatMap((product) => Object.keys(product.attributes)))];
  return askedAttributes(names, question, lexicon).some((name) => {
    const numbers = products.map((product) => /\d+(?:\.\d+)?/.exec(product.attributes[name] ?? '')?.[0]);
    return numbers.every((number) => number !== undefined) && new Set(numbers).size > 1;
  });
}
