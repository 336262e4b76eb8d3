import { KNOWLEDGE_INTENTS, QUERY_INTENTS, type Intent, type IntentType } from '../ports/intent.js';
import { asksHowToBuy } from '../adapters/rules/buy-question.js';
import { ASKS_WHAT_WE_SELL, DISMISSAL } from '../adapters/rules/intent-keywords.js';
import { whatWeSell } from './answers/what-we-sell.js';
import { promotionsNow } from './answers/promotions-now.js';
import { whichTwoOfList } from './answers/which-two.js';
import { asksPromotion } from '../adapters/rules/promotion-question.js';
import type { AgentServices } from './agent-services.js';
import { answerLanguage, type AnswerLanguage } from './answers/answer-language.js';
import { clarify, composeAnswer, type BranchAnswer } from './answers/compose-answer.js';
import { oneMatchAsked } from './answers/one-match-asked.js';
import { personWhenOffline } from './answers/person-when-offline.js';
import { replies } from './answers/fixed-replies.js';
import { numbersAreGrounded } from './answers/grounded-numbers.js';
import { planToolCalls } from './answers/plan-tools.js';
import { askWhichCandidate } from './answers/which-candidate.js';
import { guestItemElsewhere } from './answers/guest-item-elsewhere.js';
import { itemInNoOrder } from './answers/item-in-no-order.js';
import { requestTiming } from './answers/request-timing.js';
import { answerFromKnowledge, callerOf } from './knowledge-answer.js';
import { reactWithModel } from './react-with-model.js';
import { summaryLine, type RunningSummary } from './history/running-summary.js';
import { renderDialogue } from './dialogue/render-dialogue.js';
import type { BranchInput, TurnRuntime } from './state.js';

/** One intent to answer, with what the answer needs to know. */
export interface IntentJob extends BranchInput {
  /** Stream tokens to the shopper (only when this is the turn's single answer). */
  stream: boolean;
}

const BUY_MISREAD: readonly IntentType[] = ['params_query', 'product_recommend'];
const CHITCHAT_THANKS = /谢|thank|thx/i;
const CHITCHAT_BYE = /再见|拜拜|bye/i;

function chitchat(job: IntentJob, lang: AnswerLanguage): BranchAnswer {
  // "算了" / "never mind": let go, no greeting again; "never mind, thanks" is a let-go too.
  const dismissed = DISMISSAL.test(job.text.trim());
  const thanks = !dismissed && CHITCHAT_THANKS.test(job.text);
  const bye = !dismissed && !thanks && CHITCHAT_BYE.test(job.text);
  const text = dismissed ? replies.dismissed(lang) : thanks ? replies.thanks(lang) : bye ? replies.bye(lang) : replies.greeting(lang);
  return { index: job.index, text, parts: [], resolved: true, ...(dismissed || thanks || bye ? { endsConversation: true as const } : {}) };
}

async function query(services: AgentServices, job: IntentJob, lang: AnswerLanguage, runtime?: TurnRuntime): Promise<BranchAnswer> {
  const verified = job.dialogue?.verifiedOrders;
  const caller = { ...callerOf(runtime, lang), ...(verified?.length ? { verifiedOrderIds: verified } : {}) };
  runtime?.output.status('tool');
  if (services.model && services.gateway?.available()) {
    try {
      const onDelta = job.stream && runtime ? (text: string) => runtime.output.delta(runtime.messageId, text) : undefined;
      const answer = await reactWithModel({
        model: services.model,
        gateway: services.gateway,
        tools: services.tools,
        caller,
        text: job.text,
        language: lang,
        history: job.history,
        ...(job.summary ? { summary: job.summary } : {}),
        focus: job.dialogue ? renderDialogue(job.dialogue, (await services.tools.lexicon()).names) : '',
        ...(onDelta ? { onDelta } : {}),
        ...(runtime ? { signal: runtime.turn.signal } : {}),
      });
      if (answer.results.length) {
        const lexicon = await services.tools.lexicon();
        const composed = composeAnswer(job.intent, answer.results, job.index, lang, lexicon);
        const grounded = numbersAreGrounded(answer.text, answer.results, job.text, lexicon.currencyWords);
        if (!grounded) services.logger.warn({ traceId: runtime?.turn.traceId }, 'model answer had numbers no tool returned; using the rule-written text');
        return { ...composed, text: grounded ? answer.text : composed.text };
      }
      services.logger.warn({ traceId: runtime?.turn.traceId }, 'model answered a query without calling a tool; using rule-planned tools');
    } catch (error) {
      services.logger.warn({ err: error, traceId: runtime?.turn.traceId }, 'react agent fell back to rule-planned tools');
    }
  }
  const lexicon = await services.tools.lexicon();
  // A verified guest naming an item their verified order does not hold: not that order's answer.
  const elsewhere = await guestItemElsewhere(job.intent, caller, services.tools, lexicon, job.index, lang);
  if (elsewhere) return elsewhere;
  // A signed-in shopper naming an item none of their orders holds: not their latest parcel's answer.
  const nowhere = await itemInNoOrder(job.intent, caller, services.tools, lexicon, job.index, lang);
  if (nowhere) return nowhere;
  const plan = planToolCalls(job.intent, lexicon, job.viewingProductId ?? undefined);
  // "compare the two" after a list of three or more: which two, from that list.
  const listed = (job.dialogue?.listed ?? []).flatMap((id) => lexicon.names.get(id) ?? []);
  if (plan === 'two_products' && listed.length >= 2) return whichTwoOfList(job.index, lang, listed);
  if (typeof plan === 'string') return clarify(plan, job.index, lang, [...lexicon.names.values()]);
  if ('candidates' in plan)
    return askWhichCandidate({ candidates: plan.candidates, text: job.text, index: job.index, lang, tools: services.tools, caller, lexicon });
  // A person offered to check what a listing leaves unsaid: a message left for them when nobody from the shop is online.
  const offered = async (answer: BranchAnswer) => {
    const left = personWhenOffline(answer, lang);
    if (left === answer) return answer;
    return runtime && services.humansOnline && (await services.humansOnline(runtime.turn.siteId)) ? answer : left;
  };
  const results = await Promise.all(plan.map((call) => services.tools.run(call.name, call.args, caller)));
  // "亚麻衬衫多少钱" that found one product: that product's price.
  const oneMatch = oneMatchAsked(job.intent, results);
  const again = oneMatch ? planToolCalls(oneMatch, lexicon, job.viewingProductId ?? undefined) : undefined;
  if (oneMatch && Array.isArray(again)) {
    const asked = await Promise.all(again.map((call) => services.tools.run(call.name, call.args, caller)));
    return await offered(composeAnswer(oneMatch, asked, job.index, lang, lexicon));
  }
  const composed = await offered(composeAnswer(job.intent, results, job.index, lang, lexicon));
  // "how long will it take?" right after a return went in: the policy's timing and the date it comes to, after the status.
  const timing = await requestTiming(services, job.intent, results, lang, runtime, Date.now());
  return timing ? { ...composed, text: `${composed.text}\n${timing}` } : composed;
}

/** Answers one intent: commerce tools for queries, the knowledge base for policy and how-to, fixed replies for chitchat. */
export async function answerIntent(services: AgentServices, job: IntentJob, runtime?: TurnRuntime): Promise<BranchAnswer> {
  const lang = answerLanguage(job.language, job.locale);
  // "what kind of products do you have?" names nothing the shop sells: the answer is what it sells.
  const e = job.intent.entities;
  if (
    ASKS_WHAT_WE_SELL.test(job.text) &&
    job.intent.type !== 'product_recommend' &&
    !e.productIds?.length &&
    !e.type &&
    !e.named &&
    !e.orderId &&
    !e.tags?.length
  )
    return whatWeSell(job.index, lang, await services.tools.lexicon());
  // "is there a sale?" / "有优惠吗" with no product named or in view (promotionAsked found none; "coupons" may be read as
  // a thing searched for): the promotions running now.
  if (asksPromotion(job.text) && !e.productIds?.length && !e.candidates?.length && !(e.named && !asksPromotion(e.named)) && !e.orderId && !e.tags?.length)
    return promotionsNow(job.index, lang, await services.tools.shop(), await services.tools.lexicon(), e.type, Date.now());
  // "X8怎么买" is read as a spec question by the rules: how to buy is answered from the shop's how-to, not the specs.
  const buying = asksHowToBuy(job.text) && (BUY_MISREAD.includes(job.intent.type) || KNOWLEDGE_INTENTS.includes(job.intent.type));
  if (QUERY_INTENTS.includes(job.intent.type) && !buying) return query(services, job, lang, runtime);
  if (KNOWLEDGE_INTENTS.includes(job.intent.type) || buying) return answerFromKnowledge(services, job, lang, runtime);
  return chitchat(job, lang);
}

/** {@link answerIntent}, but a failure becomes an apology for this part only (one branch never sinks the others). */
export async function answerIntentSafely(services: AgentServices, job: IntentJob, runtime?: TurnRuntime): Promise<BranchAnswer> {
  try {
    return await answerIntent(services, job, runtime);
  } catch (error) {
    services.logger.error({ err: error, intent: job.intent.type, traceId: runtime?.turn.traceId }, 'intent branch failed');
    return { index: job.index, text: replies.branchFailed(answerLanguage(job.language, job.locale)), parts: [], resolved: false };
  }
}

/** The job for a turn's single intent. */
export function singleJob(
  intent: Intent,
  state: {
    text: string;
    locale: BranchInput['locale'];
    viewingProductId: string | null;
    history: BranchInput['history'];
    summary?: RunningSummary | null;
    dialogue?: BranchInput['dialogue'];
  },
  language: BranchInput['language'],
  promptText: string,
): IntentJob {
  const summary = summaryLine(state.summary ?? null);
  return {
    intent,
    index: 0,
    text: promptText,
    locale: state.locale,
    language,
    viewingProductId: state.viewingProductId,
    history: state.history,
    ...(summary ? { summary } : {}),
    ...(state.dialogue ? { dialogue: state.dialogue } : {}),
    stream: true,
  };
}
