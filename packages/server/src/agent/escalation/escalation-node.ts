import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import type { Intent, Recognition } from '../../ports/intent.js';
import { normalizeText } from '../../adapters/rules/normalize-text.js';
import { qualityQuestion } from '../../adapters/rules/quality-question.js';
import { asksOrderedOption } from '../../adapters/rules/ordered-option-question.js';
import type { AgentServices } from '../agent-services.js';
import { answerLanguage } from '../answers/answer-language.js';
import { coreOf } from '../clarify/vague-message.js';
import { changedOnly } from '../changed-only.js';
import { runtimeOf, type KefuStateType, type KefuUpdate } from '../state.js';
import { OFFER_HUMAN_AT } from './frustration-state.js';
import { frustrationSignals } from './frustration-signals.js';
import { CONTINUE_REPLY, carryOn, offerHuman } from './offer-human.js';

/** Points for a question asked again (the same intents about the same products or order). */
export const REPEATED_QUESTION_POINTS = 2;
/** Points for a turn after one that did not help. */
export const AFTER_FAILURE_POINTS = 1;
/** How many past questions are remembered to notice a repeat. */
const RECENT_QUESTIONS = 5;
// The offer of a human goes after the turn's own answers.
const OFFER_INDEX = 1_000;

/**
 * What a question asks: its intents and everything they name (products, order, type, tags, options, budget). A
 * question that names nothing is the same question only in the same words: "what is your return policy?" and
 * "how long is the warranty?" are two policy questions, and two searches for different things are two searches.
 */
export function questionSignature(recognition: Recognition | null): string | null {
  const intents = recognition?.intents.filter((intent) => intent.type !== 'chitchat' && intent.confidence >= 0.5) ?? [];
  if (!intents.length) return null;
  return intents.map(intentSignature).sort().join('|');
}

function intentSignature({ type, text, entities: e }: Intent): string {
  const named = [
    ...(e.productIds ?? []),
    e.orderId,
    e.trackingNumber,
    e.type,
    e.named,
    ...(e.tags ?? []),
    ...(e.options ?? []).map((option) => option.value),
    e.minPrice,
    e.maxPrice,
    e.cheapest ? 'cheapest' : undefined,
    e.priciest ? 'priciest' : undefined,
    e.promotion ? 'promotion' : undefined,
    // "is it silver?" then "is it waterproof?", or "how do I wash it?" then "where is it made?", about one product
    // are two questions, not one asked again: a spec question is the same only in the same words.
    type === 'params_query' ? (qualityQuestion(normalizeText(text))?.words[0] ?? wordsOf(text)) : undefined,
    // So are "what size is it?" and "what colour is it?" of one order (each answers an option it was bought in).
    type === 'order_query' && asksOrderedOption(text) ? wordsOf(text) : undefined,
  ].filter((value) => value !== undefined && value !== '');
  return [type, ...(named.length ? named : [wordsOf(text)])].join(':');
}

/** A message's words without punctuation or spacing: "X9 电池多大？" and "x9电池多大" are one question. */
const wordsOf = (text: string) => normalizeText(text).replace(/[\p{P}\p{S}\s]/gu, '');

/**
 * Whether the rules matched nothing in the message but its length ("你们到底能不能处理", "can you people do anything at
 * all"): their fallback sends such a message to the knowledge base at 0.5, where next to a complaint it only misses.
 */
function asksNothing(recognition: Recognition | null): boolean {
  return recognition?.source === 'rules' && recognition.intents.every((intent) => intent.type === 'faq' && intent.confidence <= 0.5);
}

/**
 * escalation: keeps a frustration score over the conversation (negative wording, intensity, a question asked again,
 * a turn after a failure, "第三次问了"), decayed on calm turns after a helpful one; at {@link OFFER_HUMAN_AT} it offers a
 * human before the shopper asks. A message that only vents gets the offer alone; a question gets its answer and the offer.
 */
export function createEscalationNode(services: AgentServices) {
  return async function escalation(state: KefuStateType, config: LangGraphRunnableConfig): Promise<KefuUpdate> {
    const previous = state.frustration;
    const lang = answerLanguage(state.recognition?.language, state.locale);
    // An explicit request or anger is handed off at once by the coordinator's route.
    if (state.route === 'handoff' && state.handoffReason !== 'low_confidence')
      return changedOnly(state, { frustration: { ...previous, score: 0, offered: false }, turnAction: null });
    if (previous.offered && CONTINUE_REPLY.test(coreOf(state.text))) {
      return {
        answers: [{ index: 0, text: carryOn(lang), parts: [], resolved: true }],
        frustration: { ...previous, score: 0, offered: false },
        turnAction: 'continued',
        clarification: null,
        clarifyStreak: 0,
      };
    }
    const signals = frustrationSignals(state.text, state.recognition);
    const signature = questionSignature(state.recognition);
    let points = signals.points;
    // A question repeated at an open clarifying question is the clarify node's to count (its streak offers a human).
    if (signature && !state.clarification && previous.recent.includes(signature)) {
      points += REPEATED_QUESTION_POINTS;
      signals.cues.push('asked again');
    }
    if (state.unresolvedStreak > 0) points += AFTER_FAILURE_POINTS;
    const score = points ? previous.score + points : Math.max(0, previous.score - 1);
    const recent = signature ? [...previous.recent.filter((other) => other !== signature), signature].slice(-RECENT_QUESTIONS) : previous.recent;
    services.logger.info({ traceId: runtimeOf(config)?.turn.traceId, frustration: score, cues: signals.cues }, 'escalation');
    // "还没到" is short, but it asks after the parcel again: answered, with the offer after it.
    const stillAsks = signals.cues.includes('still waiting') && (state.recognition?.confidence ?? 0) >= 0.5;
    const ventsOnly = ([...signals.rest].length <= 2 && !stillAsks) || (state.recognition?.confidence ?? 0) < 0.5 || asksNothing(state.recognition);
    // "我很失望" alone has nothing else to answer: the offer is the helpful reply.
    const venting = ventsOnly && signals.points >= 2;
    if (score < OFFER_HUMAN_AT && !signals.explicitRepeat && !venting)
      return changedOnly(state, { frustration: { score, recent, offered: false }, turnAction: null });
    const offer = offerHuman(lang);
    // An open clarifying question is dropped: the answer to an offer is not the answer to it.
    if (ventsOnly)
      return {
        answers: [{ index: 0, ...offer, resolved: true }],
        frustration: { score: 0, recent, offered: true },
        turnAction: 'offered',
        handoffReason: null,
        clarification: null,
        clarifyStreak: 0,
      };
    return { answers: [{ index: OFFER_INDEX, ...offer, resolved: true }], frustration: { score: 0, recent, offered: true }, turnAction: null };
  };
}

/** After escalation: a turn it answered (an offer, or "continue") is delivered; anything else may still need a question. */
export function routeAfterEscalation(state: KefuStateType): 'clarify' | 'merge' {
  return state.turnAction ? 'merge' : 'clarify';
}
