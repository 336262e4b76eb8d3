import type { ChoiceOption } from '@kefu/protocol';
import { say } from '../copy.js';
import type { AskStep, RunStep, StepEnv } from '../flow-builder.js';
import type { WorkflowStateValue } from '../workflow-state.js';
import { chosenItems, EVERY_UNIT, itemRef, unitsDetail } from './item-step.js';
import { allUnitsToldIn, unitsToldIn } from './units-told.js';
import { unitsPerLineToldIn } from './units-per-line-told.js';
import { productTerms } from '../product-terms.js';
import { tooManyUnits, unitsQuestion, type HeldBy, type UnitsKind } from './units-question.js';

/**
 * A return, exchange or repair of some units of a line: one of two tees. The units live in `details.units` as
 * `<ref>=<n>` pairs, one per line counted (details are strings); the write carries them as `quantities`, only for lines
 * taken in part.
 */
const KEY = 'units';
/** Counts said that their lines do not hold (`<ref>=<n>` pairs), until each line is counted: its question says so first. */
const OVER_KEY = 'unitsOver';

type State = Pick<WorkflowStateValue, 'order' | 'details'>;

/** The order's open returns, exchanges and repairs holding units of line `ref` (of `quantity` units), with those units. */
function heldBy(order: WorkflowStateValue['order'], ref: string, quantity: number): HeldBy[] {
  return (order?.requests ?? []).flatMap((request) =>
    (request.kind === 'return' || request.kind === 'exchange' || request.kind === 'repair') && (!request.items?.length || request.items.includes(ref))
      ? [{ kind: request.kind, requestId: request.requestId, units: request.items?.length ? (request.quantities?.[ref] ?? quantity) : quantity }]
      : [],
  );
}

/**
 * The chosen lines holding several units, each with its ref and the units not yet under a request (the other tee,
 * after one was returned or is being exchanged), in the order's order.
 */
function severalUnitsLines(state: State) {
  const order = state.order;
  return chosenItems(state)
    .map((index) => order!.items[index]!)
    .filter((item) => item.quantity > 1)
    .map((line) => {
      const ref = itemRef(line);
      const held = heldBy(order, ref, line.quantity);
      return { ...line, ref, held, left: Math.max(line.quantity - held.reduce((sum, one) => sum + one.units, 0), 1) };
    });
}

/** The counts said that their lines do not hold, by ref (`unitsOver`: `<ref>=<n>` pairs). */
function overOf(state: State): Record<string, number> {
  const pairs = (state.details[OVER_KEY] ?? '').split(' ').filter(Boolean);
  return Object.fromEntries(pairs.map((pair) => [pair.slice(0, pair.lastIndexOf('=')), Number(pair.slice(pair.lastIndexOf('=') + 1))]));
}

/** The `units` detail with line `ref` counted as `units`, the other lines' counts kept. */
function withUnits(state: State, ref: string, units: number): string {
  return Object.entries({ ...unitsDetail(state), [ref]: units })
    .map(([one, count]) => `${one}=${count}`)
    .join(' ');
}

/** Units taken per ref of the lines picked, as the shopper said or picked (a line not in it is taken whole). */
export function unitsOf(state: State): Record<string, number> {
  const picked = new Set(chosenItems(state).map((index) => itemRef(state.order!.items[index]!)));
  return Object.fromEntries(Object.entries(unitsDetail(state)).filter(([ref]) => picked.has(ref)));
}

/** The write's `quantities`: the lines taken in part only, else undefined. */
export function quantitiesOf(state: State): Record<string, number> | undefined {
  const some = Object.entries(unitsOf(state)).filter(([ref, units]) => {
    const item = state.order?.items.find((one) => itemRef(one) === ref);
    return item !== undefined && units >= 1 && units < item.quantity;
  });
  return some.length ? Object.fromEntries(some) : undefined;
}

/**
 * "I want to return one of the tees", "退一件T恤", "both tees", "全部退掉": the units told when asking, not asked
 * again; "all" picked at "which items?" is every unit of each line.
 */
export const seedUnitsStep: RunStep = {
  type: 'run',
  id: 'seed_units',
  async run(state, env) {
    const lines = severalUnitsLines(state);
    const picked = state.details[KEY];
    if (!lines.length || (picked && picked !== EVERY_UNIT)) return {};
    // "one shirt and both tees": each line counted by the part of the message naming it, before any count of the whole.
    const perLine = picked === EVERY_UNIT ? {} : await unitsPerLine(state, env);
    const each = Object.keys(perLine).length > 0;
    const every = picked === EVERY_UNIT || (!each && allUnitsToldIn(state.told ?? ''));
    // A number said is of the one line of several units there is ("2 of them" of two such lines is asked per line).
    const told = lines.length === 1 && !each ? unitsToldIn(state.told ?? '') : undefined;
    // "both tees" said with one of them under another request wants both: more than is left.
    const wanted = told ?? (lines.length === 1 && every && picked !== EVERY_UNIT ? lines[0]!.quantity : undefined);
    // More than the line holds ("3 of the tees" of two): asked how many, saying how many there are.
    const tooMany = lines.length === 1 && wanted !== undefined && wanted > lines[0]!.left;
    // Only one left ("return both tees", the other being exchanged): nothing to choose, so it goes ahead with that one,
    // saying why under the next prompt (a question offering only "1 (all)" asked nothing).
    const lastOne = tooMany && lines[0]!.left === 1 ? lastUnitNote(state, lines[0]!, wanted, env.locale) : undefined;
    // "one shirt and 5 tees" of two tees: that line asked how many, saying it holds 2, the others counted as said.
    const overPerLine = lines.filter((line) => (perLine[line.ref] ?? 0) > line.left && !(line.left < line.quantity && line.left === 1));
    const overPairs = [...(tooMany && !lastOne ? [`${lines[0]!.ref}=${wanted}`] : []), ...overPerLine.map((line) => `${line.ref}=${perLine[line.ref]}`)];
    const over: Record<string, string> = overPairs.length ? { [OVER_KEY]: overPairs.join(' ') } : {};
    const counted = lines.map((line) => {
      if (tooMany && !lastOne) return undefined;
      if (lastOne) return `${line.ref}=1`;
      // The last tee of two, the other already returned or exchanged: nothing to ask.
      if (line.left < line.quantity && line.left === 1) return `${line.ref}=1`;
      if (overPerLine.includes(line)) return undefined;
      if (perLine[line.ref]) return `${line.ref}=${perLine[line.ref]}`;
      if (every) return `${line.ref}=${line.left}`;
      return told && told <= line.left ? `${line.ref}=${told}` : undefined;
    });
    // Counted as if asked: "make it 1 tee" at the confirmation goes back to that line's count.
    const answered = counted.flatMap((pair, n) => (pair ? [unitsStepId(n)] : []));
    return { details: { [KEY]: counted.filter(Boolean).join(' '), ...over }, answeredSteps: answered, ...(lastOne ? { error: lastOne } : {}) };
  },
};

/** "Order TL-10231 has only 1 × Essential Crew Tee left, not 2: 1 is under exchange request E100001. Going ahead with that 1." */
function lastUnitNote(state: State, line: ReturnType<typeof severalUnitsLines>[number], told: number, locale: WorkflowStateValue['locale']): string {
  const said = tooManyUnits({ orderId: state.order!.orderId, name: line.name, left: 1, told, held: line.held }, locale);
  return `${said}${say(locale, '先为您办理这 1 件。', ' Going ahead with that 1.')}`;
}

/**
 * The units said per picked line in the shopper's first words ("one shirt and both tees"), by each line's words. Every
 * line of the order is read, so an exchange of one line picked after "exchange the shirt and 3 tees" keeps the 3 said
 * of the tees, not the shirt's one.
 */
async function unitsPerLine(state: WorkflowStateValue, env: StepEnv): Promise<Record<string, number>> {
  const told = state.told ?? '';
  const items = state.order?.items ?? [];
  if (!told || items.length < 2) return {};
  const words = await productTerms(
    env.deps.commerce,
    items.map((item) => item.productId),
  );
  const left = new Map(severalUnitsLines(state).map((line) => [line.ref, line.left]));
  const lines = items.map((item) => ({
    ref: itemRef(item),
    left: left.get(itemRef(item)) ?? item.quantity,
    terms: [item.name, ...item.name.split(/\s+/).filter((word) => word.length >= 3), ...(words[item.productId] ?? [])],
  }));
  const picked = new Set(chosenItems(state).map((index) => itemRef(items[index]!)));
  return Object.fromEntries(Object.entries(unitsPerLineToldIn(told, lines)).filter(([ref]) => picked.has(ref)));
}

/**
 * How many units of the `n`th picked line of several units the shopper returns, exchanges or has repaired (1..n;
 * skipped when they said it):
 * one step per such line, each asked in turn.
 */
function pickUnitsStep(n: number): AskStep {
  const id = unitsStepId(n);
  const lineOf = (state: State) => severalUnitsLines(state)[n];
  return {
    type: 'ask',
    id,
    step: 1,
    // Asked after the order is named: "make it 1 tee", "改成退一件" at the confirmation count the line again.
    revisitable: true,
    terms(state) {
      const line = lineOf(state);
      const words = line ? line.name.toLowerCase().split(/\s+/) : [];
      const counts = Array.from({ length: line?.left ?? 0 }, (_, index) => [`${index + 1}件`, `${'一两三四五六七八九十'[index] ?? ''}件`]).flat();
      return [...words, ...counts, '数量', '件数', 'quantity', 'how many'];
    },
    skip: (state) => {
      const line = lineOf(state);
      return !line || (unitsDetail(state)[line.ref] !== undefined && state.goBackTo !== id);
    },
    ask(state, env) {
      const line = lineOf(state)!;
      const asked = { orderId: state.order!.orderId, name: line.name, left: line.left };
      const told = overOf(state)[line.ref];
      const over = told ? tooManyUnits({ ...asked, told, held: line.held }, env.locale) : '';
      const question = unitsQuestion(unitsKindOf(env), asked, env.locale, !!over);
      return { kind: 'choice', prompt: over ? `${over}${say(env.locale, '', ' ')}${question}` : question, options: unitOptions(line.left, env.locale) };
    },
    accept(answer, state, env) {
      const line = lineOf(state)!;
      const text = answer.action === 'answer' ? answer.value.trim() : '';
      const units = /^\d{1,2}$/.test(text) ? Number(text) : (unitsToldIn(text, true) ?? (allUnitsToldIn(text) ? line.left : undefined));
      if (!units || units > line.left)
        return { error: say(env.locale, `请回复 1 到 ${line.left} 之间的数量。`, `Please reply with a number from 1 to ${line.left}.`) };
      const others = Object.entries(overOf(state)).filter(([ref]) => ref !== line.ref);
      return { update: { details: { [KEY]: withUnits(state, line.ref, units), [OVER_KEY]: others.map(([ref, count]) => `${ref}=${count}`).join(' ') } } };
    },
  };
}

/** The request the workflow writes: a return, an exchange or a repair. */
const unitsKindOf = (env: StepEnv): UnitsKind => (env.name === 'exchange' || env.name === 'repair' ? env.name : 'return');

/** The id of the "how many?" step of the `n`th picked line of several units. */
const unitsStepId = (n: number) => (n === 0 ? 'pick_units' : `pick_units_${n + 1}`);

/** The "how many?" steps: one per picked line of several units, up to four (a fifth such line goes back whole). */
export const pickUnitsSteps: AskStep[] = [0, 1, 2, 3].map(pickUnitsStep);

function unitOptions(quantity: number, locale: WorkflowStateValue['locale']): ChoiceOption[] {
  return Array.from({ length: quantity }, (_, index) => {
    const units = index + 1;
    return { value: String(units), label: units === quantity ? say(locale, `${units}（全部）`, `${units} (all)`) : String(units) };
  });
}
