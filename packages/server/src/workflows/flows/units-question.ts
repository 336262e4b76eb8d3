import type { Locale } from '@kefu/protocol';
import { say, workflowTitle } from '../copy.js';

/** The request kinds that take some units of a line (one of two tees). */
export type UnitsKind = 'return' | 'exchange' | 'repair';

interface LineAsked {
  orderId: string;
  name: string;
  /** Units of the line not yet under a request. */
  left: number;
}

/**
 * "How many of them are you exchanging?": the question of a line of several units, in the words of the request; with
 * how many there are unless `counted` (said just before it, see tooManyUnits).
 */
export function unitsQuestion(kind: UnitsKind, line: LineAsked, locale: Locale, counted = false): string {
  const { orderId, name, left } = line;
  if (counted)
    return kind === 'exchange'
      ? say(locale, '请问要换几件？', 'How many of them are you exchanging?')
      : kind === 'repair'
        ? say(locale, '请问要修几件？', 'How many of them need repairing?')
        : say(locale, '请问要退几件？', 'How many of them are you returning?');
  if (kind === 'exchange')
    return say(
      locale,
      `订单 ${orderId} 中的「${name}」共 ${left} 件可换，请问要换几件？`,
      `Order ${orderId} has ${left} × ${name} to exchange. How many of them are you exchanging?`,
    );
  if (kind === 'repair')
    return say(
      locale,
      `订单 ${orderId} 中的「${name}」共 ${left} 件可修，请问要修几件？`,
      `Order ${orderId} has ${left} × ${name} to repair. How many of them need repairing?`,
    );
  return say(
    locale,
    `订单 ${orderId} 中的「${name}」共 ${left} 件可退，请问要退几件？`,
    `Order ${orderId} has ${left} × ${name} to return. How many of them are you returning?`,
  );
}

/** An open request holding units of the line: the exchange of one of the two tees. */
export interface HeldBy {
  kind: UnitsKind;
  requestId: string;
  units: number;
}

/**
 * "exchange 3 of the tees" of a line of two, "return both tees" with one of them being exchanged: the units the line
 * holds said first (and the requests holding the others), not the count taken as told, nor the question asked as if
 * nothing had been said.
 */
export function tooManyUnits(line: LineAsked & { told: number; held: readonly HeldBy[] }, locale: Locale): string {
  const { orderId, name, left, told, held } = line;
  if (!held.length)
    return say(locale, `订单 ${orderId} 中的「${name}」只有 ${left} 件，没有 ${told} 件。`, `Order ${orderId} has only ${left} × ${name}, not ${told}.`);
  const zh = held.map((one) => `${one.units} 件在${workflowTitle(one.kind, 'zh-CN')}申请（${one.requestId}）中`).join('，');
  const en = held
    .map((one) => `${one.units} ${one.units > 1 ? 'are' : 'is'} under ${workflowTitle(one.kind, 'en').toLowerCase()} request ${one.requestId}`)
    .join(', ');
  return say(
    locale,
    `订单 ${orderId} 中的「${name}」只剩 ${left} 件，没有 ${told} 件：${zh}。`,
    `Order ${orderId} has only ${left} × ${name} left, not ${told}: ${en}.`,
  );
}
