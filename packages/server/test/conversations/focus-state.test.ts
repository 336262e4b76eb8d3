import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { ask, createTestAgent } from '../agent/agent-harness.js';
import type { DialogueState } from '../../src/agent/dialogue/dialogue-state.js';
import { DIALOGUE_LIMITS } from '../../src/agent/dialogue/dialogue-state.js';
import type { VerifiedCustomer } from '../../src/ports/agent.js';
import { demoCatalog } from './focus-support.js';

// The dialogue state lives in the checkpointed graph state: written by the nodes, bounded however long the
// conversation, and free of the shopper's personal data.
const catalog = [...demoCatalog().values()];
const customer: VerifiedCustomer = { customerId: 'c_1001' };

async function dialogueOf(agent: Awaited<ReturnType<typeof createTestAgent>>, threadId: string): Promise<DialogueState> {
  const snapshot = await agent.graph.getState({ configurable: { thread_id: threadId } });
  return (snapshot.values as { dialogue: DialogueState }).dialogue;
}

describe('the dialogue state in the checkpoint', () => {
  it('holds the products asked about with their aspect, the orders shown in order, and the last intent', async () => {
    const agent = await createTestAgent();
    const thread = randomUUID();
    await ask(agent, 'X9多少钱', { threadId: thread, customer });
    await ask(agent, '那X8呢', { threadId: thread, customer });
    const list = await ask(agent, '我的订单', { threadId: thread, customer });
    const dialogue = await dialogueOf(agent, thread);
    expect(dialogue.products.map((product) => [product.productId, product.aspect])).toEqual([
      ['p_find_x9', 'price'],
      ['p_find_x8', 'price'],
    ]);
    expect(dialogue.orders.map((order) => order.orderId)).toEqual(list.messages[0]!.parts!.flatMap((part) => (part.type === 'order' ? [part.orderId] : [])));
    expect(dialogue.lastIntent?.type).toBe('order_query');
  });

  it('stays bounded over 40 turns about every product of the catalog', async () => {
    const agent = await createTestAgent();
    const thread = randomUUID();
    const sizes: number[] = [];
    for (let turn = 0; turn < 40; turn++) {
      const product = catalog[turn % catalog.length]!;
      await ask(agent, turn % 2 ? `${product.title} 有货吗` : `对比 ${product.title} 和 ${catalog[(turn + 1) % catalog.length]!.title}`, {
        threadId: thread,
        customer,
      });
      if (turn % 10 === 9) await ask(agent, '我的订单', { threadId: thread, customer });
      sizes.push(JSON.stringify(await dialogueOf(agent, thread)).length);
    }
    const dialogue = await dialogueOf(agent, thread);
    expect(dialogue.products.length).toBe(DIALOGUE_LIMITS.products);
    expect(dialogue.compared.length).toBeLessThanOrEqual(DIALOGUE_LIMITS.compared);
    expect(dialogue.orders.length).toBeLessThanOrEqual(DIALOGUE_LIMITS.orders);
    // Flat, not growing with the turns: the last ten turns are no bigger than the largest of the first ten.
    expect(Math.max(...sizes.slice(-10))).toBeLessThanOrEqual(Math.max(...sizes.slice(0, 10)) * 1.5);
  });

  it('keeps no phone number or e-mail address the shopper typed', async () => {
    const agent = await createTestAgent();
    const thread = randomUUID();
    await ask(agent, 'X9多少钱，我的电话 13812345678，邮箱 li.lei@example.com', { threadId: thread });
    const saved = JSON.stringify(await dialogueOf(agent, thread));
    expect(saved).toContain('p_find_x9');
    expect(saved).not.toContain('13812345678');
    expect(saved).not.toContain('li.lei@example.com');
  });
});
