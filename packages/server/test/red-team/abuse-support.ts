import type { ClientEventName, KefuError } from '@kefu/protocol';
import type { TestClient } from '../gateway/support/test-client.js';

/** The acks of a flood, sorted by outcome. */
export interface FloodTally {
  /** Acks with `ok: true`. */
  ok: number;
  /** Error acks by code. */
  errors: Record<string, number>;
  /** Every RATE_LIMITED error, to check their retry hints. */
  rateLimited: KefuError[];
}

/**
 * Sends `count` events as fast as an attacker would (`inFlight` unanswered at a time), waits for every ack
 * and sorts them. Bounded: the loop ends after `count` events whatever the server does.
 */
export async function flood(
  client: TestClient,
  event: ClientEventName,
  count: number,
  payload: (index: number) => unknown,
  inFlight = 64,
): Promise<FloodTally> {
  const tally: FloodTally = { ok: 0, errors: {}, rateLimited: [] };
  const record = (ack: { ok: boolean; error?: KefuError }) => {
    if (ack.ok) tally.ok += 1;
    else if (ack.error) {
      tally.errors[ack.error.code] = (tally.errors[ack.error.code] ?? 0) + 1;
      if (ack.error.code === 'RATE_LIMITED') tally.rateLimited.push(ack.error);
    }
  };
  for (let start = 0; start < count; start += inFlight) {
    const batch = Array.from({ length: Math.min(inFlight, count - start) }, (_, offset) => client.request(event, payload(start + offset)));
    for (const ack of await Promise.all(batch)) record(ack as { ok: boolean; error?: KefuError });
  }
  return tally;
}

/** Adds up tallies. */
export function total(tallies: FloodTally[]): FloodTally {
  const sum: FloodTally = { ok: 0, errors: {}, rateLimited: [] };
  for (const tally of tallies) {
    sum.ok += tally.ok;
    sum.rateLimited.push(...tally.rateLimited);
    for (const [code, count] of Object.entries(tally.errors)) sum.errors[code] = (sum.errors[code] ?? 0) + count;
  }
  return sum;
}

/** How many events of a tally the server handled (anything but RATE_LIMITED). */
export function handled(tally: FloodTally): number {
  return tally.ok + Object.entries(tally.errors).reduce((sum, [code, count]) => sum + (code === 'RATE_LIMITED' ? 0 : count), 0);
}
