import { describe, expect, it } from 'vitest';
import { ask, createTestAgent } from '../agent/agent-harness.js';

describe('escalation with a workflow request (rules path, in process)', () => {
  it('"第三次问了，我要退货" offers a human and still opens the return’s first prompt', async () => {
    const agent = await createTestAgent();
    const out = await ask(agent, '第三次问了，我要退货', { threadId: 'escalation-return', customer: { customerId: 'c_1001' } });
    const offer = out.messages.find((message) => message.parts?.some((part) => part.type === 'quick_replies'));
    expect(offer?.text).toContain('转接人工客服');
    expect(offer?.parts).toEqual([{ type: 'quick_replies', replies: [{ text: '转人工' }, { text: '继续', label: '继续咨询' }] }]);
    expect(out.events.some((event) => event.event === 'interrupt:open')).toBe(true);
    expect(out.handoffs).toEqual([]);
  });
});
