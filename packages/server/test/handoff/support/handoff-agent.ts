import type { Agent } from '../../../src/ports/agent.js';

/**
 * Stands in for the agent graph: hands off on "转人工" or "human" the way the graph's handoff node does, opens a
 * workflow prompt on "退货", and otherwise answers "AI: <text>".
 */
export function handoffAgent(): Agent & { turns: string[][]; replies: string[]; released: string[]; releaseHumanMode(threadId: string): Promise<void> } {
  const turns: string[][] = [];
  const replies: string[] = [];
  const released: string[] = [];
  let prompts = 0;
  return {
    turns,
    replies,
    released,
    // Like the agent graph's own human-mode switch, which a release must clear.
    async releaseHumanMode(threadId) {
      released.push(threadId);
    },
    async runTurn(request, output) {
      const texts = request.messages.map((message) => message.text);
      turns.push(texts);
      if (texts.some((text) => text.includes('转人工') || /\bhuman\b/i.test(text))) {
        await output.emit({ event: 'message:done', message: { role: 'assistant', text: '正在为您转接人工客服，请稍候。' } });
        await output.emit({ event: 'handoff', state: 'queued', reason: 'requested' });
        return;
      }
      if (texts.some((text) => text.includes('退货'))) {
        prompts += 1;
        await output.emit({
          event: 'interrupt:open',
          interrupt: {
            interruptId: `return-${prompts}`,
            kind: 'text',
            prompt: '请提供您的订单号',
            workflow: { name: 'return', title: '退货', step: 1, of: 3 },
          },
        });
        return;
      }
      await output.emit({ event: 'message:done', message: { role: 'assistant', text: `AI: ${texts.join(' / ')}` } });
    },
    async replyToInterrupt(request, output) {
      replies.push(`${request.interrupt.interruptId}:${request.reply.action}${request.reply.action === 'answer' ? `:${request.reply.value}` : ''}`);
      await output.emit({ event: 'message:done', message: { role: 'assistant', text: `workflow got ${request.reply.action}` } });
    },
    async cancel() {},
  };
}
