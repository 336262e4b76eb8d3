import type { Agent, AgentDependencies } from '../ports/agent.js';

// Placeholder until the agent graph lands: acknowledges each turn so the gateway's scheduling is real.
/** Creates the assistant behind the gateway. */
export async function createKefuAgent(_dependencies: AgentDependencies): Promise<Agent> {
  return {
    async runTurn(request, output) {
      const texts = request.messages.map((message) => message.text).join(' / ');
      await output.emit({ event: 'message:done', message: { role: 'assistant', text: request.locale === 'en' ? `Received: ${texts}` : `已收到：${texts}` } });
    },
    async replyToInterrupt(request, output) {
      await output.emit({ event: 'interrupt:closed', interruptId: request.interrupt.interruptId, reason: 'answered' });
    },
    async cancel() {},
  };
}
