import type { Interrupt } from '@kefu/protocol';
import { buildProductLexicon, recognizeWithRules, soundsAngry } from '../adapters/rules/index.js';
import { ONLY_ORDINAL, ordinalOf } from '../agent/dialogue/reference-cues.js';
import { matchChoice, type ChoiceTerms } from './match-choice.js';
import { deliveryDetails } from './delivery-details.js';
import { emailIn } from './email-in-text.js';
import { findOrderId, findPhoneLast4, orderIdIn } from './order-id.js';
import type { ReplyAnswer } from './flow-builder.js';
import { requestedWorkflow, restatesWorkflow } from './requested-workflow.js';
import { pickSwitchChoice } from './switch-step.js';
import type { SwitchRequest } from './workflow-state.js';

/** What a message typed while a prompt is open means. */
export type MessageVerdict =
  | { type: 'handoff'; reason: 'requested' | 'angry' }
  /** `more` when the message goes on to ask something else ("never mind, when does my Pad ship?"): that is a turn. */
  | { type: 'cancel'; more?: boolean }
  | { type: 'answer'; answer: ReplyAnswer }
  /** Another workflow asked for by name; `cancel` when the message also ends this one ("算了，我要开发票"). */
  | { type: 'switch'; to: SwitchRequest; cancel: boolean }
  | { type: 'question' }
  /** "why not?" where the prompt knows why (see PromptSpec.why): said, and the prompt asked again. */
  | { type: 'why' }
  /** A place past the options of a choice ("第二个" where there is one): the prompt is asked again, saying so. */
  | { type: 'no_such_option'; position: number }
  /** The workflow's own request said again ("开个发票" at the invoice-type choice): what is being done, not an answer. */
  | { type: 'restated' };

/** An open prompt as the interpreter sees it: what the widget shows plus the options' other names. */
export type OpenPrompt = Pick<Interrupt, 'kind' | 'options' | 'fields'> & {
  synonyms?: ChoiceTerms;
  /** The words of the products each option holds: see PromptSpec.productWords. */
  productWords?: ChoiceTerms;
  /** The workflow asking: a request for another one switches. */
  workflow?: Pick<NonNullable<Interrupt['workflow']>, 'name'>;
  /** The prompt asks whether to give the workflow up for another: its own options come first. */
  switching?: SwitchRequest;
  /** Why the step refused, when it knows (see PromptSpec.why). */
  why?: string;
};

// Cancel words must lead or end a short message: "拉链一拉就退出来" or "it won't stop rebooting" describe a fault.
const CANCEL_LEADING = /^(取消|算了|不要了|不办了|不退了|不换了|不修了|不开了|退出|结束|cancel|quit|stop|exit|never ?mind|forget it)(?![a-z])/i;
const CANCEL_TRAILING = /(取消|算了|不要了|不办了|不退了|不换了|不修了|不开了)$/;
// "算了，我的平板什么时候发货", "never mind, just tell me when my order ships": the shopper gives the prompt up and
// asks something else. (Not "取消…" or "cancel…": what follows those may be what to cancel.)
const GIVES_UP = /^(?:算了|不要了|不办了|不退了|不换了|不修了|不开了|never ?mind|forget it)[，,。.!！\s]+/i;
const ASKS_FOR = /\b(?:tell me|show me|check)\b|帮我|查一?下|我想|我要|看看/i;

/** "算了，我的平板什么时候发货": cancel words, then a question or a request of its own (not more cancel words). */
function givesUpAndAsks(value: string): boolean {
  const lead = GIVES_UP.exec(value);
  if (!lead || NEGATED_CANCEL.test(value)) return false;
  const rest = value.slice(lead[0].length).trim();
  return rest.length >= 2 && !isCancelMessage(rest) && (QUESTION.test(rest) || ASKS_FOR.test(rest));
}
// "actually never mind", "oh forget it then". ("I changed my mind" is a reason some prompts offer, not a cancel.)
const ENGLISH_CANCEL =
  /^(please |ok |okay |just |actually |oh |no |um |hmm |sorry |wait |no wait )*(cancel|quit|stop|exit|never ?mind|forget (it|about it))( it| this| that| then| please| thanks)*$/i;
// "actually I'm not returning it", "we decided not to exchange it after all": the request itself called off, as "不退了".
const CALLED_OFF_EN =
  /^(?:(?:actually|ok|okay|oh|no|sorry|wait|hmm|um)[, ]+)*(?:i'?m |i am |we'?re |we are |i |we )?(?:not|no longer|won'?t be|(?:have |'ve )?decided not to|don'?t want to|do not want to) (?:return(?:ing)?|exchang(?:e|ing)|repair(?:ing)?|fix(?:ing)?|swap(?:ping)?)(?: (?:it|them|this|that|the order|my order|the item))?(?: (?:any ?more|after all|then))?$/i;
const NEGATED_CANCEL = /(不|别|不要|不用|不想|don't|do not)\s*(取消|退出|cancel|quit|stop)/i;
// At the cancel-order prompt "不取消了" gives the cancellation up: it ends that workflow, not the order.
const KEEP_THE_ORDER =
  /^(?:算了|那|好吧|还是)?[，,\s]*(?:不取消了?|不用取消了?|先不取消了?|还是不取消了?|不要取消了?|don'?t cancel(?: it| the order)?|do not cancel(?: it| the order)?|keep (?:it|the order))[\s。.!！~～吧]*$/i;
// A yes may close with a particle or a thanks ("好的谢谢", "可以的", "提交吧", "yes please", "ok thanks").
const YES =
  /^(确认|确定|是|是的|对|对的|好|好的|可以|可以的|行|没问题|提交|确认提交|同意|ok|okay|yes|y|yep|sure|confirm|submit)(?:[,，\s]*(?:吧|啊|呀|哈|谢谢|谢谢你|谢啦|多谢|please|thanks|thank you))*[!！。.～~]*$/i;
const NO = /^(不对|不是|否|错了|有误|不同意|不提交|不确认)|^(no|n|nope|wrong)\b/i;
// "改一下原因", "原因选错了", "换个邮箱", "邮箱改一下", "原因改成质量问题", "I'd like to change the reason", "can I change the
// reason?", "(never mind,) make it a company invoice": the confirmation's "change something", in words (the step they name opens again).
const CHANGE =
  /^(?:我想|我要|想|要|帮我|请|麻烦|能不能|可以|能)?(?:改|修改|更改|重新选|重选)|(?:选|填|写|弄)错了|换一?个|改一?下|改成|改为|换成|^(?:(?:i'?d|i would) like to |i (?:want|need) to |(?:can|could|may) i |let me |please |i'?d like to )?(?:change|edit|correct|fix|update) (?:the |my |that |it)|(?:^|^(?:never ?mind|actually|no|sorry)[,，]?\s*)(?:(?:please|can you|could you|just) )?(?:make it|switch it to|change it to) /i;
const SKIP = /^(跳过|不上传|没有照片|没照片|没有|无|不用|不用了|不需要|skip|no photos?|none)[!！。.～~]*$/i;
// A photo link as typed: up to a space or a Chinese punctuation mark (a real link has them percent-encoded).
const URL = /https?:\/\/[^\s，,、；。！？：（）「」《》]+/gi;
// What closes a sentence after a link ("see https://…/a.jpg." ): not part of it.
const CLOSING = /[.,;:!?'")\]]+$/;
// What is left of a message around its links, to trim: separators and closing marks at either end.
const EDGES = /^[\s:：,，;；.。、!！?？-]+|[\s:：,，;；.。、!！?？-]+$/g;
// "到哪了" asks where something is, with no question mark or particle ("我的运动鞋到哪了" at an exchange's reason).
const QUESTION =
  /[?？]|吗[\s。!！]*$|呢[\s。!！]*$|到哪|多少钱|价格|几天|多久|多长时间|几号|怎么|如何|能不能|可不可以|有没有|是不是|要不要|什么时候|啥时候|哪里|哪个|哪款|为啥|谁(?:出|付|承担|负责)|^(how|what|when|where|why|which|who|can|could|does|do|is|are|will)\b/i;

// "那条项链那个能取消吗", "what about the necklace one?", "the linen shirt order": a question that points at one option.
const POINTS_AT_ONE = /[那这哪]个|[那这]单|[那这]笔|订单|\b(?:this|that|the) [^?？]*\b(?:one|order)\b/i;

// "why not?", "why can't I?", "how come?", "为什么不行", "为啥不能取消": asking only why, nothing else. Checked before the
// cancel words, since "为啥不能取消" ends in one.
const ASKS_WHY =
  /^(?:but |so |and |ok,? )?(?:why(?: not| is that| so| can'?t i| cannot i| can i not| not possible| won'?t it| isn'?t it)?|how come|for what reason|what'?s the reason)\b[\w' ]{0,24}[?？!！.。]*$|^(?:那|可是|但是|可)?(?:为什么|为啥|为何|凭什么|怎么就?|咋就?)(?:不行|不能|不可以|没法|无法)?[\u4e00-\u9fa5]{0,8}[?？!！。呢啊呀]*$/i;

/** Whether a message asks only why ("why not?", "为什么不行"). */
export function asksWhy(text: string): boolean {
  const value = normalize(text);
  // "怎么" alone opens many questions ("怎么退货"): here it counts only with a "can't" after it.
  if (/^(?:那|可是|但是|可)?(?:怎么|咋)/.test(value) && !/^(?:那|可是|但是|可)?(?:怎么|咋)就?(?:不行|不能|不可以|没法|无法)/.test(value)) return false;
  return ASKS_WHY.test(value);
}

const normalize = (text: string) => text.trim().replace(/\s+/g, ' ');

// "算了，改成公司的": what was picked is given up for something else, not the request.
const GIVES_UP_FOR_CHANGE = /^(?:算了|不要了|never ?mind)[，,。.!！\s]*(?:改成|改为|换成|make it|change it to)/i;

/** Cancel words end a workflow at any step (seed 000), unless negated ("不取消") or a change follows them ("算了，改成…"). */
export function isCancelMessage(text: string): boolean {
  const value = normalize(text)
    .toLowerCase()
    .replace(/[\s，,。.!！~～]+$/u, '')
    .replace(/[吧啦呀哈]+$/u, '');
  if (/^[a-z' ]+$/.test(value) && CALLED_OFF_EN.test(value)) return true;
  if (value.length > 24 || NEGATED_CANCEL.test(value) || GIVES_UP_FOR_CHANGE.test(value)) return false;
  if (/^[a-z' ]+$/.test(value)) return ENGLISH_CANCEL.test(value);
  return CANCEL_LEADING.test(value) || (value.length <= 12 && CANCEL_TRAILING.test(value));
}

// Asking for a human is a matter of words, not products: the rules engine runs without the catalog here.
const NO_PRODUCTS = buildProductLexicon([]);
// Answers name companies and costs: "上海某某人工智能有限公司" as an invoice title, "人工费" in a fault report.
const NOT_A_HUMAN = /人工(?:智能|费)/g;

/**
 * Whether a message asks for a human or sounds angry, by the rules engine's own detection (the coordinator's
 * `requested` and `angry`). Exclamation marks closing an answer ("取消!!!", "确认！！！") are impatience, not anger.
 */
export function handoffRequest(text: string): 'requested' | 'angry' | undefined {
  const words = text.replace(NOT_A_HUMAN, ' ');
  if (recognizeWithRules(words, NO_PRODUCTS).intents.some((intent) => intent.type === 'handoff')) return 'requested';
  return soundsAngry(words.trim().replace(/[!！\s]+$/u, '')) ? 'angry' : undefined;
}

/** Whether a message opens with cancel words (and does not negate them), however long it goes on. */
export function startsWithCancel(text: string): boolean {
  const value = normalize(text).toLowerCase();
  return CANCEL_LEADING.test(value) && !NEGATED_CANCEL.test(value);
}

/** Whether a message reads as a question of its own rather than an answer. */
export function looksLikeQuestion(text: string): boolean {
  return QUESTION.test(normalize(text));
}

/**
 * Decides what a typed message means for the open prompt: asking for a human (or anger) hands off, cancel words
 * end the workflow, a structured match (an order id, an option, a yes/no, skip, a URL) is an answer; otherwise a
 * question is answered aside and anything else is passed to the step, whose validation re-asks with a clear error.
 */
export function interpretMessage(text: string, prompt: OpenPrompt, stepId: string): MessageVerdict {
  const value = normalize(text);
  const handoff = handoffRequest(value);
  if (handoff) return { type: 'handoff', reason: handoff };
  if (prompt.switching) {
    const options = prompt.options ?? [];
    const picked = (/^\d{1,2}$/.test(value) ? options[Number(value) - 1]?.value : undefined) ?? pickSwitchChoice(options, value);
    if (picked) return { type: 'answer', answer: { action: 'answer', value: picked } };
    // Naming either workflow answers it: "开发票" goes on with the new one, "继续退货" / "还是退货吧" keeps the old.
    const named = requestedWorkflow(value, undefined)?.name;
    if (named && named === prompt.switching.name) return { type: 'answer', answer: { action: 'answer', value: 'switch' } };
    if (named && named === prompt.workflow?.name) return { type: 'answer', answer: { action: 'answer', value: 'stay' } };
  }
  if (prompt.why && asksWhy(value)) return { type: 'why' };
  // Only a workflow's own prompt gives way to another one.
  const current = prompt.switching?.name ?? prompt.workflow?.name;
  const wanted = current ? requestedWorkflow(value, current) : undefined;
  if (wanted && !(prompt.switching && !startsWithCancel(value))) return { type: 'switch', to: wanted, cancel: startsWithCancel(value) };
  if (givesUpAndAsks(value)) return { type: 'cancel', more: true };
  if (isCancelMessage(value) || (current === 'cancel_order' && KEEP_THE_ORDER.test(value))) return { type: 'cancel' };
  const question = looksLikeQuestion(value);
  const answer = (reply: ReplyAnswer): MessageVerdict => ({ type: 'answer', answer: reply });
  switch (prompt.kind) {
    case 'text':
      if (stepId === 'identify_order' && findOrderId(value)) return answer({ action: 'answer', value });
      return question ? { type: 'question' } : answer({ action: 'answer', value });
    case 'choice': {
      const options = prompt.options ?? [];
      // "2", "第二个", "the second one", "最后一个": the option at that place.
      const position = /^\d{1,2}$/.test(value) ? Number(value) : ONLY_ORDINAL.test(value) ? ordinalOf(value) : undefined;
      const index = position === undefined ? undefined : position === -1 ? options.at(-1) : options[position - 1];
      if (index) return answer({ action: 'answer', value: index.value });
      const mentioned = matchChoice(options, value, prompt.synonyms);
      // "其实是质量问题，屏幕有亮点" at a reason: the option, and the words, which may say more than its name (the note).
      const names = mentioned ? [mentioned.value, mentioned.label, ...(prompt.synonyms?.[mentioned.value] ?? [])].map((name) => name.toLowerCase()) : [];
      const said = stepId === 'reason' && !names.includes(value.toLowerCase()) ? { typed: value } : {};
      if (mentioned) return answer({ action: 'answer', value: mentioned.value, ...said });
      // "the linen shirt" at a list of orders: the order holding it, and the words, which also name the item in it.
      const holding = prompt.productWords && (!question || POINTS_AT_ONE.test(value)) ? matchChoice(options, value, prompt.productWords) : undefined;
      if (holding) return answer({ action: 'answer', value: holding.value, typed: value });
      // "开个发票" at the invoice's own choice: the request again, no other order named; not a wrong answer.
      if (current && !prompt.switching && restatesWorkflow(value, current)) return { type: 'restated' };
      // Never read as something else (an order number, a reason typed): there are fewer options than that.
      if (position !== undefined && position > options.length && options.length) return { type: 'no_such_option', position };
      return question ? { type: 'question' } : answer({ action: 'answer', value });
    }
    case 'confirm':
      if (YES.test(value)) return answer({ action: 'approve' });
      // "can you send it to lin@example.com?": an address given is a detail of the request, for the step to take or refuse.
      if (emailIn(value)) return answer({ action: 'answer', value });
      if (NO.test(value) || CHANGE.test(value)) return answer({ action: 'reject', reason: value });
      return question ? { type: 'question' } : answer({ action: 'answer', value });
    case 'upload': {
      const urls = value.match(URL)?.map((url) => url.replace(CLOSING, ''));
      // "屏幕有亮点，照片：https://…": the link is the photo, the words around it what is wrong (the step's note).
      const words = value.replace(URL, ' ').replace(/\s+/g, ' ').replace(EDGES, '');
      if (urls) return answer({ action: 'upload', files: urls.slice(0, 6).map((url) => ({ url })), ...(words ? { typed: words } : {}) });
      if (SKIP.test(value)) return answer({ action: 'skip' });
      return question ? { type: 'question' } : answer({ action: 'answer', value });
    }
    case 'form': {
      const fields = prompt.fields ?? [];
      // A new delivery typed in one message: "张三 13800138000 上海市浦东新区世纪大道100号".
      const delivery = fields.some((field) => field.name === 'address') ? deliveryDetails(value) : {};
      // What the form already holds (an earlier answer kept, or filled in by the prompt) stands unless typed anew.
      const shown = Object.fromEntries(fields.flatMap((field) => (field.defaultValue ? [[field.name, field.defaultValue]] : [])));
      const values = { ...shown, ...formValues(value, fields), ...delivery };
      const structured = Object.keys(values).some((name) => ['orderId', 'phoneLast4', 'taxId', 'serialNumber', 'email', 'address'].includes(name));
      if (structured || !question) return answer({ action: 'submit', values });
      return { type: 'question' };
    }
  }
}

const TAX_ID = /(?<![0-9A-Za-z])([0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})(?![0-9A-Za-z])/;
const LABEL_WORDS = /(订单号|手机尾号|手机号后四位|后四位|尾号|税号|发票抬头|抬头|邮箱)\s*(是|为|[:：])?/gi;
// Where to send it, not what to write on it: "发到我邮箱 a@b.cn" leaves no title behind.
const DELIVERY_WORDS = /(请|麻烦)?(发|发送|寄|传)(到|给|至)(我的?)?(邮箱)?|\b(please )?(send|e-?mail|mail)( it)?( to)?( my)?( e-?mail| inbox)?\b/gi;
// What is left when only a pronoun, a particle or a go-ahead is: no value ("ok" at a company invoice's form is no
// company's name; at a personal one, it keeps the title the form filled in).
const NO_VALUE =
  /^(我的?|我们的?|吧|哦|啊|谢谢|好的?|好吧|嗯+|行|可以|是的?|对|没问题|my|me|please|thanks|ok(?:ay)?|yes|yeah|yep|sure|fine|got it|alright|all right)?[.!。！]?$/i;

/** Pulls form values out of free text: ids by pattern, the rest into the first free-text field. */
function formValues(text: string, fields: NonNullable<Interrupt['fields']>): Record<string, string> {
  const values: Record<string, string> = {};
  let rest = text;
  const take = (name: string, found: string | undefined) => {
    if (!found || !fields.some((field) => field.name === name)) return;
    values[name] = found;
    rest = rest.replace(found, ' ');
  };
  take('email', emailIn(rest)?.address);
  take('orderId', orderIdIn(rest));
  take('serialNumber', serialNumberIn(rest, fields));
  take('taxId', TAX_ID.exec(rest)?.[1]);
  take('phoneLast4', findPhoneLast4(rest));
  if (values['orderId']) values['orderId'] = values['orderId'].toUpperCase();
  const free = fields.find(
    (field) => (field.type === 'text' || field.type === 'textarea') && values[field.name] === undefined && ['title', 'issue'].includes(field.name),
  );
  const serialLabel = fields.find((field) => field.name === 'serialNumber')?.label;
  const remaining = rest
    .replace(LABEL_WORDS, ' ')
    .replace(DELIVERY_WORDS, ' ')
    .replace(serialLabel && values['serialNumber'] ? new RegExp(`${escapeRegExp(serialLabel)}\\s*(是|为|[:：])?`, 'gi') : /$^/, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s，,;；。:：]+|[\s，,;；:：]+$/g, '');
  if (free && remaining && !NO_VALUE.test(remaining)) values[free.name] = remaining.slice(0, 500);
  // A field the prompt filled in ("个人" for a personal invoice's title) keeps its value when the text gives none.
  else if (free?.defaultValue) values[free.name] = free.defaultValue;
  return values;
}

/** The product's serial number in free text, by the pattern the shop's form gives it (whole words only). */
function serialNumberIn(text: string, fields: NonNullable<Interrupt['fields']>): string | undefined {
  const pattern = fields.find((field) => field.name === 'serialNumber')?.pattern;
  if (!pattern) return undefined;
  try {
    return new RegExp(`(?<![0-9A-Za-z])(?:${pattern})(?![0-9A-Za-z])`, 'u').exec(text)?.[0];
  } catch {
    return undefined;
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
