import type { ChoiceOption } from '@kefu/protocol';
import { say } from '../copy.js';
import type { AskStep, RunStep, StepEnv } from '../flow-builder.js';
import { matchChoice, type ChoiceTerms } from '../match-choice.js';
import { ownPickText, picksNone } from '../picks-none.js';
import { productTerms } from '../product-terms.js';
import type { OrderSnapshot, WorkflowStateValue } from '../workflow-state.js';
import { itemText } from './item-text.js';

/** How a write names an order line: its variant id, else its product id. */
export const itemRef = (item: OrderSnapshot['items'][number]): string => item.variantId ?? item.productId;

/** The indexes of the order's lines the workflow acts on: those picked, or every line when none was (one-item orders). */
export function chosenItems(state: Pick<WorkflowStateValue, 'order' | 'details'>): number[] {
  const items = state.order?.items ?? [];
  const picked = (state.details?.['items'] ?? state.details?.['item'] ?? '').split(' ').filter(Boolean);
  const indexes = picked.map((ref) => items.findIndex((item) => itemRef(item) === ref)).filter((index) => index >= 0);
  return indexes.length > 0 ? indexes : items.map((_, index) => index);
}

/**
 * The `units` detail as units per line ref: `<ref>=<n>` pairs, space-separated, one per line of several units the
 * shopper counted (see units-step.ts); `*` (every unit of every line picked) and lines not in it are returned whole.
 */
export function unitsDetail(state: Pick<WorkflowStateValue, 'details'>): Record<string, number> {
  return Object.fromEntries(
    (state.details?.['units'] ?? '').split(' ').flatMap((pair) => {
      const [ref, units] = pair.split('=');
      return ref && units && /^\d+$/.test(units) ? [[ref, Number(units)] as const] : [];
    }),
  );
}

/** The units of the order's line `index` a return takes, when it counts them (one of two tees); undefined: every unit. */
export function unitsOfLine(state: Pick<WorkflowStateValue, 'order' | 'details'>, index: number): number | undefined {
  const item = state.order?.items[index];
  return item ? unitsDetail(state)[itemRef(item)] : undefined;
}

/** The `units` detail of "all" picked at "which items?": every unit of every line picked, not asked how many. */
export const EVERY_UNIT = '*';

/** The picked lines as the shopper was shown them ("Enco Free4（云白）× 1、Pad SE（星光灰 / 4GB）× 1"). */
export function chosenItemsText(state: Pick<WorkflowStateValue, 'order' | 'details' | 'locale'>): string {
  return chosenItems(state)
    .map((index) => itemText(state.order!, index, state.locale, unitsOfLine(state, index)))
    .join(say(state.locale, '、', ', '))
    .slice(0, 200);
}

const ALL = 'all';
// Several items typed at once: "1和2", "1, 2", "the first and the last".
const SEPARATORS = /\s*(?:[,，、;；/]|和|及|以及|还有|\band\b|&)\s*/i;

/**
 * The lines of a multi-item order holding what the shopper named when asking ("return the boots"), picked without
 * asking: all of them for a return, the one for an exchange or a repair (several such lines are still asked).
 */
export function seedItemStep(several: boolean): RunStep {
  const key = several ? 'items' : 'item';
  return {
    type: 'run',
    id: 'seed_item',
    run(state) {
      const named = state.seedItems ?? [];
      if (!state.order || state.order.items.length <= 1 || !named.length || state.details[key]) return {};
      const lines = state.order.items.filter((item) => named.includes(item.productId));
      if (!lines.length || (!several && lines.length > 1)) return {};
      return { details: { [key]: lines.map(itemRef).join(' ') } };
    },
  };
}

/** Each item's product words ("the earrings", "平板"), for the prompt the shopper types at. */
async function productWordsOf(state: WorkflowStateValue, env: StepEnv): Promise<ChoiceTerms> {
  const items = state.order?.items ?? [];
  const words = await productTerms(
    env.deps.commerce,
    items.map((item) => item.productId),
  );
  return Object.fromEntries(items.map((item) => [itemRef(item), words[item.productId] ?? []]));
}

/**
 * Which item of a multi-item order (skipped for one-item orders): `several` (returns) also offers all of them and
 * takes several typed at once; exchange and repair act on one. Stores the line refs under `items` or `item`.
 */
export function pickItemStep(several: boolean): AskStep {
  const key = several ? 'items' : 'item';
  const options = (state: WorkflowStateValue): ChoiceOption[] => {
    const order = state.order!;
    const lines = order.items.map((item, index) => ({ value: itemRef(item), label: itemText(order, index, state.locale) }));
    return several ? [...lines, { value: ALL, label: say(state.locale, `全部 ${lines.length} 件商品`, `All ${lines.length} items`) }] : lines;
  };
  const terms = (state: WorkflowStateValue): ChoiceTerms => {
    const order = state.order!;
    const names = Object.fromEntries(
      order.items.map((item, index) => [itemRef(item), [item.name, order.shownItems?.[index]?.name ?? item.name, ...(item.variant ? [item.variant] : [])]]),
    );
    return several ? { ...names, [ALL]: ['全部', '都退', '全退', '所有', 'all', 'everything', 'both'] } : names;
  };
  return {
    type: 'ask',
    id: 'pick_item',
    step: 1,
    // Skipped too when the shopper's words picked the item (seedItemStep), unless they went back to change it.
    skip: (state) => !state.order || state.order.items.length <= 1 || (!!state.details[key] && state.goBackTo !== 'pick_item'),
    ask: async (state, env) => ({
      kind: 'choice',
      prompt: several
        ? say(
            env.locale,
            `订单 ${state.order!.orderId} 有多件商品，请选择要办理的商品（可回复多个，如「1、2」）：`,
            `Order ${state.order!.orderId} has several items. Which ones? (You can reply with several, e.g. "1, 2".)`,
          )
        : say(
            env.locale,
            `订单 ${state.order!.orderId} 有多件商品，请选择要办理的那一件：`,
            `Order ${state.order!.orderId} has several items. Which one is it about?`,
          ),
      options: options(state),
      synonyms: terms(state),
      productWords: await productWordsOf(state, env),
    }),
    accept(answer, state, env) {
      const offered = options(state);
      const text = answer.action === 'answer' ? answer.value : '';
      const whole = matchChoice(offered, text, terms(state));
      const parts = whole
        ? [whole]
        : text.split(SEPARATORS).map((part) => (/^\d{1,2}$/.test(part.trim()) ? offered[Number(part.trim()) - 1] : matchChoice(offered, part, terms(state))));
      const picked = parts.every((part) => part !== undefined) ? [...new Set(parts.map((part) => part!.value))] : [];
      const refs = picked.includes(ALL) ? offered.filter((option) => option.value !== ALL).map((option) => option.value) : picked;
      // "skip", "随便": which items is the shopper's to say.
      if (refs.length === 0 && picksNone(text)) return { error: ownPickText(env.locale) };
      if (refs.length === 0 || (!several && refs.length > 1)) {
        const list = offered.map((option) => option.label).join(' / ');
        return {
          error: (several
            ? say(env.locale, `请选择商品：${list}`, `Please pick the items: ${list}`)
            : say(env.locale, `请选择其中一件商品：${list}`, `Please pick one item: ${list}`)
          ).slice(0, 200),
        };
      }
      // "All": every unit of each line too. Another pick: units counted before are asked again of the lines picked.
      const units: Record<string, string> = several ? { units: picked.includes(ALL) ? EVERY_UNIT : '' } : {};
      return { update: { details: { [key]: refs.join(' '), ...units } } };
    },
  };
}

/**
 * The line an exchange or repair is about, with the units it takes (the line's quantity unless the shopper counted
 * fewer: one of two tees): named for a multi-item order, or for some units of a one-line order; else nothing.
 */
export function lineOf(state: Pick<WorkflowStateValue, 'order' | 'details'>): Record<string, string> {
  const order = state.order;
  if (!order) return {};
  const index = chosenItems(state)[0]!;
  const item = order.items[index]!;
  const units = unitsOfLine(state, index);
  const some = units !== undefined && units >= 1 && units < item.quantity;
  if (order.items.length <= 1 && !some) return {};
  return { item: itemRef(item), quantity: String(some ? units : item.quantity) };
}
