import { say, workflowTitle } from '../copy.js';
import { duplicateRefusal } from '../eligibility.js';
import type { AskStep, RunStep, StepEnv } from '../flow-builder.js';
import type { ChangeRefusal } from '../order-change-rules.js';
import type { OrderSnapshot, WorkflowStateValue } from '../workflow-state.js';
import { handedOverOutcome, writtenRequest } from '../written-request.js';
import { orderSummary } from './order-steps.js';
import { REFUSAL, REFUSAL_WHY } from './refusal-for-human.js';

/**
 * The order change's rule for the identified order, run right after it is identified: a duplicate or a state
 * that can never allow it ends the workflow with why; a state a human could still act on (a parcel on its way)
 * keeps the reason for the offer of a human that follows.
 */
export function checkChangeStep(rule: (order: OrderSnapshot, locale: StepEnv['locale']) => ChangeRefusal | undefined): RunStep {
  return {
    type: 'run',
    id: 'check_order',
    run(state, env) {
      if (!state.order) return {};
      const duplicate = duplicateRefusal(state.order, env.name, env.locale);
      if (duplicate) return { outcome: { status: 'refused', text: duplicate } };
      const refusal = rule(state.order, env.locale);
      if (!refusal) return {};
      return refusal.offerHuman
        ? { details: { [REFUSAL]: refusal.text, ...(refusal.why ? { [REFUSAL_WHY]: refusal.why } : {}) } }
        : { outcome: { status: 'refused', text: refusal.text } };
    },
  };
}

const HUMAN_WORDS = [
  'human',
  '人工',
  '转人工',
  '客服',
  '人工客服',
  '拦截',
  '改派',
  'agent',
  'yes',
  'ok',
  '好',
  '好的',
  '可以',
  '是',
  '要',
  'intercept',
  'redirect',
  'please',
];
const NO_WORDS = ['no', 'no thanks', 'not now', '不用', '不用了', '算了', '不要', '否', 'nope', 'never mind'];

/** The request as a human would read it: the order, what is asked, and why the assistant could not do it. */
function refusedRequest(state: WorkflowStateValue, env: StepEnv) {
  const why = state.details[REFUSAL] ?? '';
  const rows = [
    ...orderSummary(state, env),
    { label: say(env.locale, '申请', 'Request'), value: workflowTitle(env.name, env.locale) },
    // "can I change the size to M before it ships?": what the shopper asked, in their words, so nobody asks again.
    ...(state.told ? [{ label: say(env.locale, '顾客原话', 'In their words'), value: state.told }] : []),
  ];
  return writtenRequest(env.name, state.order!.orderId, rows, why);
}

/** The id of the step offering a human: asking for one there accepts the offer. */
export const OFFER_HUMAN_STEP = 'offer_human';

/** After a refusal a human could still act on: says why and offers a human, who gets the request written up. */
export const offerHumanStep: AskStep = {
  type: 'ask',
  id: OFFER_HUMAN_STEP,
  step: 2,
  skip: (state) => !state.details[REFUSAL],
  ask(state, env) {
    return {
      kind: 'choice',
      prompt: `${state.details[REFUSAL]}${say(env.locale, '需要为您转人工客服吗？', ' Shall I pass this to a human agent?')}`.slice(0, 2000),
      options: [
        { value: 'human', label: say(env.locale, '转人工客服处理', 'Yes, pass it to a human agent') },
        { value: 'no', label: say(env.locale, '不用了', 'No, thanks') },
      ],
      synonyms: { human: HUMAN_WORDS, no: NO_WORDS },
      ...(state.details[REFUSAL_WHY] ? { why: state.details[REFUSAL_WHY] } : {}),
    };
  },
  accept(answer, state, env) {
    const value = answer.action === 'answer' ? answer.value.trim().toLowerCase() : '';
    const no = NO_WORDS.some((word) => value === word || value.startsWith(`${word} `) || value.startsWith(`${word}，`) || value.startsWith(`${word},`));
    if (value === 'no' || no) {
      return {
        outcome: {
          status: 'refused',
          text:
            env.name === 'cancel_order'
              ? say(
                  env.locale,
                  '好的，本次申请未提交。签收后如需退货，随时告诉我。',
                  'OK, nothing was submitted. If you want to return it once it is delivered, just tell me.',
                )
              : say(env.locale, '好的，本次申请未提交。还有什么可以帮您？', 'OK, nothing was submitted. Anything else I can help with?'),
        },
      };
    }
    if (value === 'human' || HUMAN_WORDS.some((word) => value.includes(word)))
      return { outcome: handedOverOutcome(refusedRequest(state, env), env.locale, '') };
    return { error: say(env.locale, '请选择「转人工客服处理」或「不用了」。', 'Please choose "pass it to a human agent" or "no, thanks".') };
  },
};
