import type { Agent, AgentDependencies, AgentOutput, TurnRequest } from '@kefu/server';
import type { MessagePart } from '@kefu/protocol';
// The test agent drives the real demo shop and the real workflow runner; neither is on the package's public API.
import { createShopFolderCommerce } from '../../../server/src/adapters/commerce/shop-folder-commerce.js';
import { createWorkflowRunner } from '../../../server/src/workflows/index.js';
import type { WorkflowValue } from '../../../server/src/workflows/workflow-state.js';
import { comparisonPart, logisticsPart, orderPart, pricePart, productPart } from '../../../server/src/agent/answers/rich-parts.js';
import { moneyText } from '../../../server/src/agent/answers/money-text.js';
import { applicablePromotions } from '../../../server/src/shop/applicable-promotions.js';
import { lowestPrice } from '../../../server/src/shop/product-price.js';

/** What the test agent was asked, for assertions, and the hold on a paused stream. */
export interface ShopAgent extends Agent {
  readonly turns: string[][];
  /** Lets a `stream:` answer paused at its `|` go on. */
  releaseStream(): void;
}

/**
 * A small stand-in for the agent graph: price questions get the demo shop's price and product cards,
 * 退货 starts the real return workflow, `echo:` answers with the rest as model text (and inside parts),
 * `stream:` streams its answer word by word as deltas first (at a `|`, after the deltas so far, it waits for
 * `releaseStream()`: what the page shows mid-stream can be checked without timing). `cards:KF…` answers with
 * the comparison of Find X8 and X9 and that order's card and logistics, built as the real agent builds them.
 * Everything else is acknowledged.
 */
export function shopAgent(dependencies: AgentDependencies): ShopAgent {
  const commerce = createShopFolderCommerce({ clock: dependencies.clock });
  const runner = createWorkflowRunner({ ...dependencies, commerce });
  // Each thread's workflow channel, kept here as the agent graph keeps it in its checkpointed state.
  const workflows = new Map<string, WorkflowValue | null>();
  const workflowOf = (threadId: string) => workflows.get(threadId) ?? null;
  const turns: string[][] = [];
  // Releases given before the stream reaches its pause are kept, so a test never races the agent.
  let releases = 0;
  let waiting: (() => void) | undefined;
  const pause = () => (releases > 0 ? Promise.resolve(void (releases -= 1)) : new Promise<void>((resolve) => (waiting = resolve)));
  const say = (output: AgentOutput, text: string, parts?: MessagePart[]) =>
    output.emit({ event: 'message:done', message: { role: 'assistant', text, ...(parts ? { parts } : {}) } });

  async function answer(request: TurnRequest, output: AgentOutput): Promise<void> {
    const text = request.messages.map((message) => message.text).join('\n');
    if (text.startsWith('echo:')) {
      const echoed = text.slice(5);
      await say(output, echoed, [{ type: 'knowledge_source', articleId: 'xss', title: echoed.slice(0, 200), excerpt: echoed.slice(0, 2000) }]);
      return;
    }
    if (text.startsWith('stream:')) {
      const words = text.slice(7).split(' ');
      const messageId = `m_stream_${request.messages[0]?.seq ?? 0}`;
      const said: string[] = [];
      for (const word of words) {
        if (word === '|') await pause();
        else output.delta(messageId, said.push(word) === 1 ? word : ` ${word}`);
      }
      await output.emit({ event: 'message:done', message: { messageId, role: 'assistant', text: said.join(' ') } });
      return;
    }
    if (text.startsWith('cards:')) {
      const orderId = text.slice(6);
      const [order, logistics, x8, x9] = await Promise.all([
        commerce.getOrder(orderId),
        commerce.getLogistics(orderId),
        commerce.getProduct('p_find_x8'),
        commerce.getProduct('p_find_x9'),
      ]);
      if (!order || !logistics || !x8 || !x9) return void (await say(output, `没有找到 ${orderId}`));
      const now = dependencies.clock.now();
      const shop = await commerce.getShop();
      await say(output, '对比和订单如下', [
        comparisonPart(
          [x8, x9].map((product) => ({ ...product, promotions: applicablePromotions(product, shop, 'zh-CN', now), asOf: now })),
          'zh',
        ),
        orderPart(order),
        logisticsPart(logistics),
      ]);
      return;
    }
    if (/多少钱|价格|price/i.test(text)) {
      const products = await commerce.listProducts();
      const product = products.find((candidate) => candidate.aliases.some((alias) => text.toLowerCase().includes(alias.toLowerCase()))) ?? products[0];
      if (!product) return void (await say(output, '没有找到这个商品'));
      const now = dependencies.clock.now();
      const view = { ...product, promotions: applicablePromotions(product, await commerce.getShop(), 'zh-CN', now), asOf: now };
      const price = lowestPrice(product);
      const final = { amount: price.amount - view.promotions.reduce((sum, promotion) => sum + promotion.amount.amount, 0), currency: price.currency };
      const offs = view.promotions.map((promotion) => `${promotion.name} ${moneyText(promotion.amount, 'zh')}`).join('、');
      await say(output, `**${product.title}** 现价 ${moneyText(price, 'zh')}${offs ? `，可享${offs}，到手 ${moneyText(final, 'zh')}` : ''}。`, [
        pricePart(view, price, final),
        productPart(view),
      ]);
      return;
    }
    if (/退货|return/i.test(text)) {
      workflows.set(request.threadId, (await runner.start(request, workflowOf(request.threadId), 'return', { text }, output)).workflow);
      return;
    }
    await say(output, `已收到：${text}`);
  }

  return {
    turns,
    releaseStream() {
      if (waiting) waiting();
      else releases += 1;
      waiting = undefined;
    },
    async runTurn(request, output) {
      turns.push(request.messages.map((message) => message.text));
      output.status('thinking');
      const current = workflowOf(request.threadId);
      if (!current?.pending) return answer(request, output);
      // A message at the open prompt: the workflow takes it, or it is answered aside and the prompt asked again.
      const moved = await runner.message(request, current, output);
      workflows.set(request.threadId, moved.workflow);
      if (moved.next === 'wait') return;
      await answer(request, output);
      if (moved.next === 'aside') workflows.set(request.threadId, (await runner.askAgain(request, workflowOf(request.threadId), output)).workflow);
    },
    async replyToInterrupt(request, output) {
      workflows.set(request.threadId, (await runner.reply(request, workflowOf(request.threadId), output)).workflow);
    },
    async cancel(context, reason, output) {
      workflows.set(context.threadId, (await runner.cancel(context, workflowOf(context.threadId), reason, output)).workflow);
    },
  };
}
