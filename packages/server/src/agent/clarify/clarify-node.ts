import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import type { AgentServices } from '../agent-services.js';
import { answerLanguage } from '../answers/answer-language.js';
import { changedOnly } from '../changed-only.js';
import { runtimeOf, type KefuStateType, type KefuUpdate, type Route } from '../state.js';
import { CLARIFY_OFFERS_HUMAN_AT, clarifyingQuestion, type OrderChoice } from './clarifying-question.js';
import { productsInFocus } from './products-in-focus.js';
import { coreOf, vagueness, type Vagueness } from './vague-message.js';

const AGAIN: Record<string, Vagueness> = { product: 'which_product', order: 'which_order' };

/**
 * clarify: a vague message (a greeting or filler alone, a bare attribute, a product question naming no product, a bare
 * "order") gets a short question with quick replies instead of a guess or a low-confidence handoff. The third in a row
 * also offers a human; a fourth hands off, so a conversation never loops on questions.
 */
export function createClarifyNode(services: AgentServices) {
  return async function clarify(state: KefuStateType, config: LangGraphRunnableConfig): Promise<KefuUpdate> {
    if (state.turnAction) return {};
    const settled = changedOnly(state, { clarification: null, clarifyStreak: 0, turnAction: null });
    // Chitchat is answered as such; a request for a human, anger, workflows and multi-part messages are never questioned.
    if (state.route === 'respond' || state.route === 'workflow' || state.route === 'orchestrator') return settled;
    if (state.route === 'handoff' && state.handoffReason !== 'low_confidence') return settled;
    const lexicon = await services.tools.lexicon();
    const runtime = runtimeOf(config);
    const customerId = runtime?.turn.customer?.customerId;
    const { products, listed, compared } = state.dialogue;
    const inFocus = products.length > 0 || (listed?.length ?? 0) > 0 || compared.length > 0;
    let found = vagueness({
      text: state.text,
      recognition: state.recognition,
      lexicon,
      viewingProductId: state.viewingProductId,
      signedIn: !!customerId,
      inFocus,
    });
    // Not understood, and nobody serving the site is online to take it over: a handoff would leave the shopper waiting
    // in a queue no one reads (seed 003 hands a turn to a person only when one is there), so ask what they need; the
    // streak still offers a person at the third question and hands off at the fourth.
    if (!found && state.route === 'handoff' && runtime && services.humansOnline && !(await services.humansOnline(runtime.turn.siteId))) found = 'unclear';
    if (!found) return settled;
    const open = state.clarification;
    // "嗯" in answer to "which product?" still owes that answer: ask it again, for the original question.
    const repeat = open && (found === 'filler' || found === 'greeting') ? open : null;
    if (repeat) found = repeat.kind === 'topic' ? found : (AGAIN[repeat.kind] ?? found);
    const streak = state.clarifyStreak + 1;
    if (streak > CLARIFY_OFFERS_HUMAN_AT) return { ...settled, route: 'handoff', handoffReason: 'repeated_failure' };
    const lang = answerLanguage(state.recognition?.language, state.locale);
    const orders: OrderChoice[] = [];
    if (found === 'which_order' && customerId) {
      const result = await services.tools.run('get_order_info', {}, { customerId, locale: state.locale, ...(runtime ? { signal: runtime.turn.signal } : {}) });
      if (result.tool === 'get_order_info' && result.status === 'ok')
        for (const order of result.orders) orders.push({ orderId: order.orderId, title: order.lines.map((line) => line.title).join('、') });
    }
    const question = clarifyingQuestion(
      { vagueness: found, lang, core: coreOf(state.text), focus: productsInFocus(state, lexicon), orders, streak, humanOffered: state.frustration.offered },
      lexicon,
    );
    const replies = question.part.replies;
    return {
      answers: [{ index: 0, text: question.text, parts: replies.length ? [question.part] : [], resolved: true }],
      clarification: {
        kind: question.kind,
        vagueness: found,
        pending: repeat?.pending ?? state.screening?.masked ?? state.text,
        replies: replies.map((reply) => reply.text),
      },
      clarifyStreak: streak,
      turnAction: 'clarified',
    };
  };
}

/** After clarify: a question asked (or an offer made) goes to `merge` to be delivered; anything else takes the coordinator's route. */
export function routeAfterClarify(state: KefuStateType): Route | 'merge' {
  // An offer of a human made with a workflow request is delivered first; merge then starts the workflow.
  if (state.route === 'workflow' && state.answers.length) return 'merge';
  return state.turnAction ? 'merge' : (state.route ?? 'handoff');
}
