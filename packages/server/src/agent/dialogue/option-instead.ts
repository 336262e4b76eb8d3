import type { Intent, IntentType } from '../../ports/intent.js';
import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import { normalizeText } from '../../adapters/rules/normalize-text.js';
import type { DialogueState } from './dialogue-state.js';
import { carryOptions } from './carry-options.js';

const PRODUCT_QUESTIONS: readonly IntentType[] = ['price_query', 'inventory_check', 'params_query'];
// "换成L码呢", "换个蓝色的呢", "改成L的吧": another value instead, said with 换 (which also starts an exchange).
const INSTEAD = /^(?:那|那么)?(?:换成|换个|换一个|改成|改为)[^，,。.]{1,16}?(?:的)?(?:呢|吧|吗|嘛|看看|试试)?[?？!！。.]?$/;

/**
 * "有M码吗" → "换成L码呢": right after a question about one product in some options, another value said with 换 is
 * the same question in that value (the others kept), not an exchange of an order. Not while a workflow waits on an
 * answer (at the exchange's own prompt, "换成L码" answers it), nor when the message names an order.
 */
export function optionInstead(
  intent: Intent,
  dialogue: DialogueState,
  focus: string | undefined,
  lexicon: Pick<ProductLexicon, 'optionGroupsOf'>,
  workflowWaiting: boolean,
): Intent | undefined {
  const { options, orderId, productIds } = intent.entities;
  if (workflowWaiting || !focus || !options?.length || orderId || !INSTEAD.test(normalizeText(intent.text).trim())) return undefined;
  if (productIds?.length && (productIds.length > 1 || productIds[0] !== focus)) return undefined;
  const last = dialogue.lastIntent;
  if (!last || !PRODUCT_QUESTIONS.includes(last.type) || !last.entities.productIds?.includes(focus)) return undefined;
  return {
    ...intent,
    type: last.type,
    confidence: Math.max(intent.confidence, 0.9),
    entities: { productIds: [focus], options: carryOptions(last.entities.options, options, lexicon) },
  };
}
