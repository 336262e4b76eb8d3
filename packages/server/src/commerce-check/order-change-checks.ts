import { randomUUID } from 'node:crypto';
import type { Order } from '../ports/commerce-backend.js';
import type { CheckReport } from './check-failure.js';
import type { ContractAnswer, ContractClient } from './contract-client.js';
import type { ContractRecord } from './schema-validator.js';

/** What the order-change checks need from the kit's run. */
export interface OrderChangeCheckKit {
  send: ContractClient;
  report: CheckReport;
  validate: (record: ContractRecord, value: unknown) => string[];
  verdict: (check: string, answer: ContractAnswer, expected: string, problem: string | undefined) => boolean;
}

const show = (value: unknown) => (value === undefined ? 'no JSON body' : JSON.stringify(value).slice(0, 300));
const statusOf = (answer: ContractAnswer) => answer.error ?? `HTTP ${answer.status}`;
// States in which neither a cancellation nor an address change can be made: the probes create nothing.
const MOVED_ON = new Set(['shipped', 'delivered', 'completed']);

/**
 * The order changes (`cancel`, `address_change`), without changing anything: each is sent for an order of the customer
 * that has already shipped, which must be refused with `409 {error: "order_state", status}` — or answered `404`/`501`
 * when the backend does not take that kind (reported as skipped: Kefu hands such requests to a human).
 */
export async function checkOrderChanges(kit: OrderChangeCheckKit, orders: readonly Order[], customerId: string): Promise<void> {
  const moved = orders.find((order) => MOVED_ON.has(order.status));
  if (!moved) {
    kit.report.skipped.push(`order changes: no order of ${customerId} has shipped (the probes only ask to change shipped orders)`);
    return;
  }
  const probes = [
    { kind: 'cancel', details: { cancelReason: 'other' } },
    { kind: 'address_change', details: { recipient: 'Kefu Check', phone: '13800138000', address: 'Kefu conformance check, 1 Test Road' } },
  ];
  for (const probe of probes) {
    const body = { kind: probe.kind, orderId: moved.orderId, customerId, details: probe.details, locale: 'en' };
    const answer = await kit.send('POST', '/requests', body, { 'idempotency-key': `kefu-commerce-check:${randomUUID()}` });
    if (answer.status === 404 || answer.status === 501) {
      kit.report.skipped.push(`${probe.kind}: not supported by this backend (HTTP ${answer.status}); Kefu hands these requests to a human written up`);
      continue;
    }
    const check = `POST /requests (${probe.kind}) of ${moved.status} order ${moved.orderId}`;
    const expected = `HTTP 409 with {"error":"order_state","status":"${moved.status}"}, nothing changed`;
    const problems = answer.status === 409 ? kit.validate('orderState', answer.body) : [];
    const status = (answer.body as { status?: unknown } | undefined)?.status;
    const problem =
      answer.status !== 409
        ? `${statusOf(answer)}, ${show(answer.body)}`
        : problems.length
          ? problems.join('; ')
          : status !== moved.status
            ? `status ${String(status)}`
            : undefined;
    kit.verdict(check, answer, expected, problem);
  }
}
