import type { HandoffReason } from '@kefu/protocol';
import type { AnswerLanguage } from './answer-language.js';

type Pair = readonly [zh: string, en: string];
const pick = (pair: Pair, lang: AnswerLanguage) => (lang === 'en' ? pair[1] : pair[0]);

const GREETING: Pair = [
  '您好！我是智能客服，可以帮您查询商品价格、库存、订单物流，也可以办理退换货、维修和发票。请问有什么可以帮您？',
  'Hi! I can check prices, stock, orders and deliveries, and help with returns, exchanges, repairs and invoices. What can I do for you?',
];
const THANKS: Pair = ['不客气，还有其他问题随时问我。', "You're welcome. Ask me anything else any time."];
const DISMISSED: Pair = ['好的，有需要随时找我。', "OK. If there's anything else, just ask."];
const BYE: Pair = ['感谢您的咨询，祝您购物愉快，再见！', 'Thanks for stopping by. Goodbye!'];
const INJECTION: Pair = ['抱歉，我只能回答商品、订单和售后相关的问题。', 'Sorry, I can only help with products, orders and after-sales questions.'];
const TOO_LONG: Pair = [
  '您的消息有点长，我只读取了前面的部分。可以把问题说得简短一些吗？',
  'Your message is long, so I only read the first part. Could you put the question more briefly?',
];
const KNOWLEDGE_MISS: Pair = [
  '抱歉，我暂时没有找到相关说明。您可以换个说法，或回复“转人工”由人工客服为您解答。',
  'Sorry, I could not find anything on that. Try rephrasing, or say "human" to talk to an agent.',
];
const NO_WORKFLOW: Pair = [
  '抱歉，自助办理暂时不可用。需要的话回复“转人工”，人工客服会为您处理。',
  'Sorry, self-service is not available right now. Say "human" and an agent will take care of it.',
];
const SIGN_IN_TO_TRACK: Pair = [
  '登录后，我可以直接为您查询自己订单的物流，例如问“我的快递到哪了”。',
  'Sign in and I can look up your own parcel: just ask "where is my parcel?"',
];
// The assistant answers questions; checkout is the shop's own, and payment never passes through a chat.
const HOW_TO_BUY: Pair = [
  '在商品页选好规格后加入购物车，再去结算付款即可。我这边不能替您下单或收款，下单前有任何问题都可以问我。',
  "Choose the options you want on the product page, add it to your cart and check out. I can't place orders or take payment here, but ask me anything before you buy.",
];
// The same, with the options already chosen in the chat.
const HOW_TO_BUY_CHOSEN: Pair = [
  '在商品页选 {values}，加入购物车后去结算付款即可。我这边不能替您下单或收款，下单前有任何问题都可以问我。',
  "To buy it, choose {values} on the product page, add it to your cart and check out. I can't place orders or take payment here, but ask me anything before you buy.",
];
// A parcel chased ("能不能快点", "怎么还没到"): the courier has it; a person can chase the courier.
const CHASED_PARCEL: Pair = [
  '包裹在快递途中，我这边没法加快派送。如果过了预计送达时间还没收到，回复“转人工”，人工客服会帮您联系快递跟进。',
  "It's with the courier, and I can't speed up delivery from here. If it hasn't arrived by the expected date, tap \"talk to a person\" and an agent will chase the courier for you.",
];
const CHASED_UNSHIPPED: Pair = [
  '订单还没出库，我这边没法加快发货。如果着急，回复“转人工”，人工客服可以帮您联系仓库看能否优先发出。',
  "It hasn't left the warehouse yet, and I can't hurry it from here. If it's urgent, tap \"talk to a person\" and an agent can ask the warehouse to send it out first.",
];
const NO_PARCEL: Pair = ['您的账户下暂时没有在途的包裹。', 'There is no parcel on its way in your account right now.'];
const BRANCH_FAILED: Pair = ['这一部分我暂时无法回答，请稍后再试。', "I can't answer this part right now; please try again shortly."];

const HANDOFF: Record<HandoffReason, Pair> = {
  requested: ['好的，正在为您转接人工客服，请稍候…', 'Sure, connecting you to a human agent. Please hold on…'],
  low_confidence: [
    '这个问题我可能理解得不够准确，正在为您转接人工客服，请稍候…',
    "I'm not sure I understood, so I'm connecting you to a human agent. Please hold on…",
  ],
  repeated_failure: ['抱歉没能帮上忙，正在为您转接人工客服，请稍候…', "Sorry I couldn't help. I'm connecting you to a human agent. Please hold on…"],
  angry: ['非常抱歉给您带来不好的体验，正在为您优先转接人工客服，请稍候…', "I'm very sorry about this. I'm connecting you to a human agent right away…"],
  watchdog_timeout: ['回复超时了，正在为您转接人工客服，请稍候…', 'This is taking too long; connecting you to a human agent…'],
  queue_degrade: ['当前咨询人数较多，正在为您转接人工客服，请稍候…', 'We are busy right now; connecting you to a human agent…'],
  ai_failed: ['系统出了点问题，正在为您转接人工客服，请稍候…', 'Something went wrong on our side; connecting you to a human agent…'],
  knowledge_miss: ['这个问题需要人工客服来解答，正在为您转接，请稍候…', 'A human agent will answer this one; connecting you now…'],
  agent_initiated: ['客服已加入对话，将由人工为您继续服务。', 'A member of our team has joined to help you from here.'],
};

/** Fixed replies in both languages. */
export const replies = {
  greeting: (lang: AnswerLanguage) => pick(GREETING, lang),
  thanks: (lang: AnswerLanguage) => pick(THANKS, lang),
  bye: (lang: AnswerLanguage) => pick(BYE, lang),
  /** "算了", "never mind" with nothing open: the question is let go, nothing more asked. */
  dismissed: (lang: AnswerLanguage) => pick(DISMISSED, lang),
  injection: (lang: AnswerLanguage) => pick(INJECTION, lang),
  tooLong: (lang: AnswerLanguage) => pick(TOO_LONG, lang),
  knowledgeMiss: (lang: AnswerLanguage) => pick(KNOWLEDGE_MISS, lang),
  /** After a listing that does not say how a product fits: a person can advise (the quick reply below it). */
  fitAdvice: (lang: AnswerLanguage) => (lang === 'en' ? 'A person from the shop can advise you on the fit: tap below.' : '如需尺码建议，可点下方转人工客服。'),
  /** A fit question with no product in view and no size article to answer it. */
  fitOfWhich: (lang: AnswerLanguage) =>
    lang === 'en'
      ? "Which product do you mean? Tell me its name (or ask from its page) and I'll check what its listing says about the fit."
      : '请问是哪款商品？告诉我商品名称（或在商品页提问），我来查看它的商品信息里关于尺码的说明。',
  /** The quick reply that asks for a person: the words the handoff recognises, shown as a label. */
  askForHuman: (lang: AnswerLanguage) => (lang === 'en' ? { text: 'human', label: 'Talk to a person' } : { text: '转人工', label: '转人工客服' }),
  /**
   * The quick reply under the refund article's timing that looks the shopper's own refund up: words the rules read as
   * a refund-status question (a guest then verifies the order, a signed-in shopper sees theirs).
   */
  checkMyRefund: (lang: AnswerLanguage) =>
    lang === 'en' ? { text: 'Check the refund status of my order', label: 'Check my refund' } : { text: '查询我的订单退款进度', label: '查询我的退款' },
  /** The quick reply under troubleshooting steps that starts a repair: words the rules read as a repair request. */
  requestRepair: (lang: AnswerLanguage) => (lang === 'en' ? { text: 'Request a repair' } : { text: '申请维修' }),
  noWorkflow: (lang: AnswerLanguage) => pick(NO_WORKFLOW, lang),
  branchFailed: (lang: AnswerLanguage) => pick(BRANCH_FAILED, lang),
  signInToTrack: (lang: AnswerLanguage) => pick(SIGN_IN_TO_TRACK, lang),
  noParcel: (lang: AnswerLanguage) => pick(NO_PARCEL, lang),
  chasedParcel: (lang: AnswerLanguage) => pick(CHASED_PARCEL, lang),
  /** Asked to hurry an order not shipped yet: the warehouse, not the courier. */
  chasedUnshipped: (lang: AnswerLanguage) => pick(CHASED_UNSHIPPED, lang),
  howToBuy: (lang: AnswerLanguage, title?: string) =>
    title
      ? lang === 'en'
        ? `To buy the ${title}: ${pick(HOW_TO_BUY, lang).replace(/^C/, 'c')}`
        : `${title}：${pick(HOW_TO_BUY, lang)}`
      : pick(HOW_TO_BUY, lang),
  /** How to buy the product in focus in the option values chosen ("choose M / Black on the product page"). */
  howToBuyChosen: (lang: AnswerLanguage, values: readonly string[]) => pick(HOW_TO_BUY_CHOSEN, lang).replace('{values}', values.join(' / ')),
  handoff: (reason: HandoffReason, lang: AnswerLanguage) => pick(HANDOFF[reason], lang),
};
