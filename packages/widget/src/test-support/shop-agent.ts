import type { Agent, AgentDependencies, AgentOutput, TurnRequest } from '@kefu/server';
import type { MessagePart } from '@kefu/protocol';
// The test agent drives the real demo shop and the real workflow runner; neither is on the package's public API.
import { createDemoCommerce } from '../../../server/src/adapters/commerce/demo-commerce.js';
import { createWorkflowRunner } from '../../../server/src/workflows/index.js';

/** What the test agent was asked, for assertions. */
export interface ShopAgent extends Agent {
  readonly turns: string[][];
}

/**
 * A small stand-in for the agent graph: price questions get the demo shop's price and product cards,
 * 退货 starts the real return workflow, `echo:` answers with the rest as model text (and inside parts),
 * `stream:` streams its answer as deltas first. Everything else is acknowledged.
 */
export function shopAgent(dependencies: AgentDependencies): ShopAgent {
  const commerce = createDemoCommerce({ clock: dependencies.clock });
  const runner = createWorkflowRunner({ ...dependencies, commerce });
  const turns: string[][] = [];
  const say = (output: AgentOutput, text: string, parts?: MessagePart[]) =>
    output.emit({ event: 'message:done', message: { role: 'assistant', text, ...(parts ? { parts } : {}) } });

  async function answer(request: TurnRequest, output: AgentOutput): Promise<void> {
    const text = request.messages.map((message) => message.text).join('\n');
    if (text.startsWith('echo:')) {
      const echoed = text.slice(5);
      await say(output, echoed, [
        { type: 'knowledge_source', articleId: 'xss', title: echoed.slice(0, 200), excerpt: echoed.slice(0, 2000) },
      ]);
      return;
    }
    if (text.startsWith('stream:')) {
      const words = text.slice(7).split(' ');
      const messageId = `m_stream_${request.messages[0]?.seq ?? 0}`;
      words.forEach((word, index) => output.delta(messageId, index === 0 ? word : ` ${word}`));
      await output.emit({ event: 'message:done', message: { messageId, role: 'assistant', text: words.join(' ') } });
      return;
    }
    if (/多少钱|价格|price/i.test(text)) {
      const products = await commerce.listProducts();
      const product = products.find((candidate) => candidate.aliases.some((alias) => text.toLowerCase().includes(alias.toLowerCase()))) ?? products[0];
      if (!product) return void (await say(output, '没有找到这个商品'));
      const final = product.price - (product.subsidy ?? 0);
      await say(output, `**${product.name}** 现价 ¥${product.price}${product.subsidy ? `，可享国补 ¥${product.subsidy}，到手 ¥${final}` : ''}。`, [
        { type: 'price', productId: product.productId, name: product.name, currency: 'CNY', original: product.price, ...(product.subsidy ? { subsidy: product.subsidy } : {}), final },
        {
          type: 'product',
          productId: product.productId,
          name: product.name,
          category: product.category,
          currency: 'CNY',
          price: product.price,
          ...(product.subsidy ? { subsidy: product.subsidy } : {}),
          colors: product.colors,
          ram: product.ram,
          highlights: product.highlights.slice(0, 4),
        },
      ]);
      return;
    }
    if (/退货|return/i.test(text)) {
      await runner.start(request, 'return', { text }, output);
      return;
    }
    await say(output, `已收到：${text}`);
  }

  return {
    turns,
    async runTurn(request, output) {
      turns.push(request.messages.map((message) => message.text));
      output.status('thinking');
      if ((await runner.handleMessage(request, output, (question) => answer(question, output))) === 'handled') return;
      await answer(request, output);
    },
    replyToInterrupt: (request, output) => runner.reply(request, output),
    cancel: (context, reason, output) => runner.cancel(context, reason, output),
  };
}
