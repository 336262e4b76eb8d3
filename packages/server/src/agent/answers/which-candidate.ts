import { LIMITS, type MessagePart } from '@kefu/protocol';
import { matchPartialName, withFullName } from '../../adapters/rules/partial-names.js';
import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import type { CommerceTools, ToolCaller } from '../tools/commerce-tools.js';
import type { AnswerLanguage } from './answer-language.js';
import type { BranchAnswer } from './compose-answer.js';
import { productPart } from './rich-parts.js';
import { kindSaid } from '../dialogue/kind-asked-of-one.js';

const LABEL_MAX = 40;

/**
 * "Which one?" for a partial name that fits several products: their cards, best first, and one quick reply per
 * product that sends the shopper's own question with that product's full name, so one tap answers it.
 */
export async function askWhichCandidate(input: {
  candidates: readonly string[];
  text: string;
  index: number;
  lang: AnswerLanguage;
  tools: CommerceTools;
  caller: ToolCaller;
  lexicon: ProductLexicon;
}): Promise<BranchAnswer> {
  const en = input.lang === 'en';
  const results = await Promise.all(input.candidates.map((productId) => input.tools.run('get_price_info', { product_model: productId }, input.caller)));
  const products = results.flatMap((result) => (result.status === 'ok' && result.tool === 'get_price_info' ? [result.product] : []));
  const phrase = matchPartialName(input.text, input.lexicon)?.phrase;
  // "这件衬衫是什么面料", "衬衫质量怎么样" of several shirts: each reply asks it of one ("Linen Shirt是什么面料").
  const kind = phrase ? undefined : kindSaid(input.text, undefined, input.lexicon);
  const said = phrase ?? kind?.phrase;
  const replies = products.map((product) => ({
    text: said
      ? withFullName(input.text, said, kind && en && kind.phrase !== kind.kind ? `the ${product.title}` : product.title).slice(0, LIMITS.maxLabelLength)
      : product.title,
    label: product.title.length > LABEL_MAX ? `${product.title.slice(0, LABEL_MAX - 1)}…` : product.title,
  }));
  const named = products.map((product) => product.title);
  const text = named.length
    ? en
      ? `Several products match${phrase ? ` "${phrase}"` : ''}: ${named.join(', ')}. Which one do you mean?`
      : `有几款商品都符合${phrase ? `“${phrase}”` : ''}：${named.join('、')}。请问您指的是哪一款？`
    : en
      ? 'Which product do you mean?'
      : '请问您想了解哪款商品？';
  const parts: MessagePart[] = [...products.map((product) => productPart(product)), ...(replies.length ? [{ type: 'quick_replies' as const, replies }] : [])];
  return { index: input.index, text, parts, resolved: true };
}
