import type { WorkflowName } from '@kefu/protocol';
import type { SwitchRequest, WorkflowStateValue } from './workflow-state.js';

/** What a workflow given up for a sibling one starts with: see {@link carriedAnswers}. */
export interface CarriedAnswers {
  /** The item picked, the photos and the shopper's note, under the keys the new workflow reads. */
  details: Record<string, string>;
  /** Steps of the new workflow already answered (the photo step, when the old one's was). */
  answeredSteps: string[];
  /** The shopper's words so far: the new workflow's steps take what they give (its reason, a repair's fault). */
  told: string;
}

// The after-sales requests about one item of a delivered order: they ask the same things (the item, photos, what is wrong).
const AFTER_SALES: ReadonlySet<WorkflowName> = new Set(['return', 'exchange', 'repair']);
// Returns and exchanges ask a reason; the reason picked says it again in words the new one's options know.
const ASKS_REASON: ReadonlySet<WorkflowName> = new Set(['return', 'exchange']);

/** Whether a switch from `from` to `to` on the order `orderId` keeps the shopper's answers (see {@link carriedAnswers}). */
export function carriesOver(from: WorkflowName, to: SwitchRequest, orderId: string | undefined): boolean {
  if (!orderId || !AFTER_SALES.has(from) || !AFTER_SALES.has(to.name) || from === to.name) return false;
  return !to.orderId || to.orderId.toUpperCase() === orderId;
}

/**
 * What a return, exchange or repair given up for another of them on the same order hands on ("还是换货吧", "actually,
 * repair it instead"): nothing the shopper said is asked again. The lines picked (one only, for an exchange or repair,
 * which act on one), the photos and the note; the reason and the fault through the words told (the reason picked, the
 * note, a repair's description, and `said`, the message that asked the switch). Undefined for any other switch, or one
 * to another order.
 */
export function carriedAnswers(from: WorkflowStateValue, to: SwitchRequest, said?: string): CarriedAnswers | undefined {
  const order = from.order;
  if (!order || !carriesOver(from.name, to, order.orderId)) return undefined;
  const { items, item, photos, note, issue } = from.details;
  const lines = (items ?? item ?? '').split(' ').filter(Boolean);
  const picked: Record<string, string> =
    to.name === 'return' ? (lines.length ? { items: lines.join(' ') } : {}) : lines.length === 1 ? { item: lines[0]! } : {};
  // A repair's description is the request's note elsewhere; a repair takes the note as its description (from `told`).
  const kept = to.name === 'repair' ? undefined : (note ?? issue);
  const told = [from.told, ASKS_REASON.has(to.name) ? from.shown['reason'] : undefined, note, issue, said]
    .filter((words): words is string => Boolean(words?.trim()))
    .join('\n');
  return {
    details: { ...picked, ...(photos ? { photos } : {}), ...(kept ? { note: kept } : {}) },
    answeredSteps: (from.answeredSteps ?? []).includes('photos') ? ['photos'] : [],
    told,
  };
}

/**
 * Whether a switch is made at once rather than asked ("actually I want to exchange it instead"): nothing is lost (see
 * {@link carriedAnswers}) and the new workflow knows the item it acts on (a one-item order, or one line picked; a
 * return of two lines switched to an exchange is still asked, the exchange acting on one).
 */
export function switchesAtOnce(from: WorkflowStateValue, to: SwitchRequest): boolean {
  const carried = carriedAnswers(from, to);
  if (!from.order || !carried) return false;
  return from.order.items.length === 1 || Boolean(carried.details['item'] ?? carried.details['items']);
}
