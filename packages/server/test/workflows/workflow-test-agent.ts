import type { Agent, AgentDependencies, TurnRequest, AgentOutput } from '../../src/ports/agent.js';
import type { CommerceBackend } from '../../src/ports/commerce-backend.js';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { createWorkflowRunner } from '../../src/workflows/index.js';

/**
 * The agent's workflow path in miniature (the coordinator's routing reduced to keywords), so the runner can be
 * tested over a real socket on its own: a waiting workflow sees every message first.
 */
export function workflowTestAgent(deps: AgentDependencies, commerce: CommerceBackend = createShopFolderCommerce({ clock: deps.clock })) {
  const runner = createWorkflowRunner({ ...deps, commerce });
  const questions: string[] = [];
  const answerQuestion = async (request: TurnRequest, output: AgentOutput) => {
    const text = request.messages.map((message) => message.text).join(' ');
    questions.push(text);
    await output.emit({ event: 'message:done', message: { role: 'assistant', text: `关于「${text}」：Find X9 售价 3999 元。` } });
  };
  const agent: Agent & { questions: string[]; runner: typeof runner } = {
    questions,
    runner,
    async runTurn(request, output) {
      if ((await runner.handleMessage(request, output, answerQuestion)) === 'handled') return;
      const text = request.messages.map((message) => message.text).join(' ');
      const name = /退货/.test(text)
        ? 'return'
        : /发票/.test(text)
          ? 'invoice'
          : /换货/.test(text)
            ? 'exchange'
            : /维修|保修/.test(text)
              ? 'repair'
              : undefined;
      if (name) return runner.start(request, name, { text }, output);
      await answerQuestion(request, output);
    },
    replyToInterrupt: (request, output) => runner.reply(request, output),
    acceptReply: (request) => runner.acceptReply(request),
    cancel: (context, reason, output) => runner.cancel(context, reason, output),
  };
  return agent;
}
