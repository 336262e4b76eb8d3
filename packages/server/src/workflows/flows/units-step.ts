import type { ChoiceOption } from '@kefu/protocol';
import { say } from '../copy.js';
import type { AskStep, RunStep } from '../flow-builder.js';
import type { WorkflowStateValue } from '../workflow-state.js';
import { chosenItems, itemRef, unitsOfLine } from './item-step.js';
import { unitsToldIn } from './units-told.js';

/**
 * A return of some units of a line: one of two tees. The units live in `details.units` as `<ref>=<n>` (details are
 * strings); the write carries them as `quantities`, only for lines returned in part.
 */
const KEY = 'units';

/**
 * The one chosen line holding several units, when there is exactly one such line, with the units not yet under a
 * return (the other tee, after one was returned).
 */
function severalUnitsLine(state: Pick<WorkflowStateValue, 'order' | 'details'>) {
  const order = state.order;
  const lines = chosenItems(state)
    .map((index) => order!.items[index]!)
    .filter((item) => item.quantity > 1);
  const line = lines.length === 1 ? lines[0]! : undefined;
  if (!line) return undefined;
  const returned = (order?.requests ?? [])
    .filter((request) => request.kind === 'return' && request.items?.includes(itemRef(line)))
    .reduce((sum, request) => sum + (request.quantities?.[itemRef(line)] ?? line.quantity), 0);
  return { ...line, left: Math.max(line.quantity - returned, 1) };
}

/** Units returned per line ref, as the shopper said or picked (a line not in it is returned whole). */
export function unitsOf(state: Pick<WorkflowStateValue, 'order' | 'details'>): Record<string, number> {
  const items = state.order?.items ?? [];
  return Object.fromEntries(
    items.flatMap((item, index) => {
      const units = unitsOfLine(state, index);
      return units === undefined ? [] : [[itemRef(item), units]];
    }),
  );
}

/** The write's `quantities`: the lines returned in part only, else undefined. */
export function quantitiesOf(state: Pick<WorkflowStateValue, 'order' | 'details'>): Record<string, number> | undefined {
  const some = Object.entries(unitsOf(state)).filter(([ref, units]) => {
    const item = state.order?.items.find((one) => itemRef(one) === ref);
    return item !== undefined && units >= 1 && units < item.quantity;
  });
  return some.length ? Object.fromEntries(some) : undefined;
}

/** "I want to return one of the tees", "退一件T恤": the units told when asking, not asked again. */
export const seedUnitsStep: RunStep = {
  type: 'run',
  id: 'seed_units',
  run(state) {
    const line = severalUnitsLine(state);
    const units = unitsToldIn(state.told ?? '');
    if (!line || state.details[KEY]) return {};
    // The last tee of two, the other already returned: nothing to ask.
    if (line.left < line.quantity && line.left === 1) return { details: { [KEY]: `${itemRef(line)}=1` } };
    if (!units || units > line.left) return {};
    return { details: { [KEY]: `${itemRef(line)}=${units}` } };
  },
};

/** How many units of a line ordered several times the shopper returns (1..n; skipped when they said it). */
export const pickUnitsStep: AskStep = {
  type: 'ask',
  id: 'pick_units',
  step: 1,
  skip: (state) => !severalUnitsLine(state) || (unitsOf(state)[itemRef(severalUnitsLine(state)!)] !== undefined && state.goBackTo !== 'pick_units'),
  ask(state, env) {
    const line = severalUnitsLine(state)!;
    return {
      kind: 'choice',
      prompt: say(
        env.locale,
        `订单 ${state.order!.orderId} 中的「${line.name}」共 ${line.left} 件可退，请问要退几件？`,
        `Order ${state.order!.orderId} has ${line.left} × ${line.name} to return. How many of them are you returning?`,
      ),
      options: unitOptions(line.left, env.locale),
    };
  },
  accept(answer, state, env) {
    const line = severalUnitsLine(state)!;
    const text = answer.action === 'answer' ? answer.value.trim() : '';
    const all = /^(?:all|both|all of them|全部|都退|全退|两件都退)$/i.test(text);
    const units = all ? line.left : /^\d{1,2}$/.test(text) ? Number(text) : unitsToldIn(text);
    if (!units || units > line.left)
      return { error: say(env.locale, `请回复 1 到 ${line.left} 之间的数量。`, `Please reply with a number from 1 to ${line.left}.`) };
    return { update: { details: { [KEY]: `${itemRef(line)}=${units}` } } };
  },
};

function unitOptions(quantity: number, locale: WorkflowStateValue['locale']): ChoiceOption[] {
  return Array.from({ length: quantity }, (_, index) => {
    const units = index + 1;
    return { value: String(units), label: units === quantity ? say(locale, `${units}（全部）`, `${units} (all)`) : String(units) };
  });
}
