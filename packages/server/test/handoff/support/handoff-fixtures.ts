import type { HandoffEvent, ThreadEvent } from '@kefu/protocol';
import type { KefuConfig } from '../../../src/config.js';
import type { TestClient } from '../../gateway/support/test-client.js';

/** Two console agents, Lin and Wei. */
export const AGENTS = [
  { id: 'lin', name: 'Lin', token: 'lin-token-0123456789abcdef' },
  { id: 'wei', name: 'Wei', token: 'wei-token-0123456789abcdef' },
] as const;

/** The environment that signs both agents in. */
export const AGENTS_ENV = { KEFU_AGENTS: JSON.stringify(AGENTS) };

/** The console token a server on embedded defaults made for its demo agent, Lin, on this run. */
export function demoAgentToken(server: { dependencies: { config: KefuConfig } }): string {
  const token = server.dependencies.config.demoAgentToken;
  if (!token) throw new Error('this server has no demo agent (KEFU_SITES or KEFU_AGENTS is set)');
  return token;
}

/** The handoff events a shopper's tab rendered. */
export function handoffs(client: TestClient): HandoffEvent[] {
  return client.rendered.flatMap((event) => (event.event === 'handoff' ? [event.data] : []));
}

/** Waits until the tab rendered a handoff event in `state`. */
export async function waitForHandoff(
  client: TestClient,
  state: HandoffEvent['state'],
  extra: (event: HandoffEvent) => boolean = () => true,
): Promise<HandoffEvent> {
  await client.waitUntil(`handoff ${state}`, () => handoffs(client).some((event) => event.state === state && extra(event)));
  return handoffs(client).findLast((event) => event.state === state && extra(event))!;
}

/** Messages of a rendered list, as `role: text` (with the author for agents). */
export function lines(events: ThreadEvent[]): string[] {
  return events.flatMap((event) => {
    if (event.event !== 'message:done') return [];
    const { role, text, author } = event.data.message;
    return [`${role}${author ? `(${author})` : ''}: ${text}`];
  });
}
