import { findProducts, withoutProducts, type ProductLexicon } from '../../adapters/rules/index.js';
import { ONLY_ORDINAL, ordinalOf } from '../dialogue/reference-cues.js';
import type { OpenClarification } from './clarification-state.js';
import { coreOf, isBareAttribute } from './vague-message.js';
import { ORDER_ID, orderIdOf, readableOrderNumber, standingAlone } from '../../shop/model/order-number.js';

// Asked which order, any id of the shop's answers it: "KF10010003", "TL-10244", "#1251", or the chip "1251" itself.
const ORDER_ID_ANSWER = new RegExp(standingAlone(`(${ORDER_ID})`), 'i');
// What may surround a product or an order named as an answer ("就 X9 吧", "the X9 please", "是这个 KF…").
const ANSWER_FRAME = /^(就|是|要|选|那|那个|这个|第一个|the|a|an|i mean|it'?s|this|that|one|please|吧|啦|呀|哦|的|款|个|那款|这款|\s)*$/iu;

/** How the message completes the open question, or null when it is something else (the shopper moved on). */
export function completeAnswer(text: string, open: OpenClarification, lexicon: ProductLexicon): string | null {
  // "第二个", "the second one": the quick reply at that place, as if tapped.
  const position = ONLY_ORDINAL.test(text) ? ordinalOf(text) : undefined;
  const picked = position === undefined ? undefined : position === -1 ? open.replies.at(-1) : open.replies[position - 1];
  if (picked && picked !== text && open.kind !== 'topic') return completeAnswer(picked, open, lexicon);
  const core = coreOf(text);
  if (open.kind === 'order' || open.kind === 'topic') {
    const typed = ORDER_ID_ANSWER.exec(text)?.[1];
    if (open.kind === 'order' && typed && ANSWER_FRAME.test(core.replace(typed.toLowerCase(), '')))
      return `${open.pending} ${readableOrderNumber(orderIdOf(typed))}`;
    return null;
  }
  const products = findProducts(core, lexicon);
  if (products.length !== 1 || !ANSWER_FRAME.test(withoutProducts(core, lexicon))) return null;
  return `${lexicon.names.get(products[0]!)} ${open.pending}`;
}

/** A bare attribute on a product page asks about that product: "白色" on the X9's page is "Find X9 白色". */
export function onProductPage(text: string, viewingProductId: string | null, lexicon: ProductLexicon): string | null {
  const name = viewingProductId ? lexicon.names.get(viewingProductId) : undefined;
  return name && isBareAttribute(text, lexicon, { optionsOnly: true }) ? `${name} ${text}` : null;
}
