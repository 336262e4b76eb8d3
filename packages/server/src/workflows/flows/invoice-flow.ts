import { emailSchema, type FormField } from '@kefu/protocol';
import { emailIn } from '../email-in-text.js';
import { TAX_ID_PATTERN } from '../../agent/tools/tool-schemas.js';
import { INVOICE_TYPE_CHOICES, labelOf } from '../choice-catalog.js';
import { say } from '../copy.js';
import { duplicateRefusal } from '../eligibility.js';
import type { AskStep, FlowDefinition } from '../flow-builder.js';
import { choiceStep } from './choice-step.js';
import { listOrdersStep } from './order-choice.js';
import { checkOrderStep, identifyOrderStep, seedOrderStep } from './order-steps.js';
import { confirmStep, submitStep, type Amendment, type DetailsOf } from './write-steps.js';

/** Step 3: the invoice title, and the tax id — required for 企业专票. */
const titleStep: AskStep = {
  type: 'ask',
  id: 'title',
  step: 3,
  edits: ['title', 'taxId', 'email'],
  // "抬头改成…", "换个邮箱": the details' short names (their labels are "发票抬头", "接收邮箱").
  terms: () => ['抬头', '邮箱', 'title', 'email', 'e-mail'],
  // A 企业专票 needs the tax id a personal invoice did not ask for.
  dependsOn: ['invoice_type'],
  ask(state, env) {
    const type = INVOICE_TYPE_CHOICES.find((choice) => choice.value === state.details['invoiceType']) ?? INVOICE_TYPE_CHOICES[0]!;
    const personal = type.value === 'personal';
    const fields: FormField[] = [
      {
        name: 'title',
        label: say(env.locale, '发票抬头', 'Invoice title'),
        type: 'text',
        required: true,
        minLength: 2,
        maxLength: 100,
        ...(personal ? { defaultValue: say(env.locale, '个人', 'Individual') } : {}),
      },
    ];
    if (!personal) {
      fields.push({
        name: 'taxId',
        label: say(env.locale, '税号', 'Tax ID'),
        type: 'text',
        required: type.value === 'special',
        pattern: '[0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20}',
        hint: say(env.locale, '统一社会信用代码，18 位', 'Unified social credit code, 18 characters'),
      });
    }
    fields.push({ name: 'email', label: say(env.locale, '接收邮箱（可不填）', 'E-mail (optional)'), type: 'email', required: false });
    const name = labelOf(type, env.locale);
    return { kind: 'form', prompt: say(env.locale, `请填写${name}信息：`, `Please fill in the details for the ${name}:`), fields };
  },
  accept(answer, state, env) {
    if (answer.action !== 'submit') return { error: say(env.locale, '请填写发票抬头。', 'Please fill in the invoice title.') };
    const title = answer.values['title']?.trim() ?? '';
    const taxId = (answer.values['taxId'] ?? '').trim().toUpperCase();
    const email = answer.values['email']?.trim() ?? '';
    if (title.length < 2) return { error: say(env.locale, '请填写发票抬头（至少 2 个字）。', 'Please fill in the invoice title.') };
    if (state.details['invoiceType'] === 'special' && !taxId)
      return { error: say(env.locale, '企业专票必须填写税号。', 'A special VAT invoice needs the company tax ID.') };
    if (taxId && !TAX_ID_PATTERN.test(taxId))
      return {
        error: say(env.locale, '税号格式不正确：应为 15、18 或 20 位数字或大写字母。', 'That tax ID is not valid: 15, 18 or 20 digits or capital letters.'),
      };
    // The protocol's check of every address a shopper gives: "one @ and a dot" took `a@b.cn?cc=…`.
    if (email && !emailSchema.safeParse(email).success) return { error: say(env.locale, '邮箱格式不正确。', 'That e-mail address is not valid.') };
    return { update: { details: { title: title.slice(0, 100), ...(taxId ? { taxId } : {}), ...(email ? { email: email.slice(0, 200) } : {}) } } };
  },
};

const TAX_ID_IN_TEXT = /(?<![0-9A-Za-z])(?:[0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})(?![0-9A-Za-z])/i;

/**
 * "91310000MA1FL4XQ2K", "发到 a@b.cn" or "邮箱改成 lin@example.com" typed at the confirmation: the tax id or e-mail,
 * added or changed (a company invoice's tax id only; a personal one has none), checked as the form checks it.
 */
const invoiceAmendment: Amendment = (text, state, env) => {
  const taxId = state.details['invoiceType'] !== 'personal' ? TAX_ID_IN_TEXT.exec(text)?.[0].toUpperCase() : undefined;
  const email = emailIn(text);
  const before = state.details['email'];
  if (email && !email.valid)
    return {
      keep: {},
      said: (before
        ? say(
            env.locale,
            `邮箱格式不正确：${email.address}，请重新输入，或回复「确认」仍发到 ${before}。`,
            `That e-mail address is not valid: ${email.address}. Type it again, or reply "confirm" to send it to ${before}.`,
          )
        : say(
            env.locale,
            `邮箱格式不正确：${email.address}，请重新输入，或回复「确认」不填邮箱提交。`,
            `That e-mail address is not valid: ${email.address}. Type it again, or reply "confirm" to submit without one.`,
          )
      ).slice(0, 200),
    };
  const keep = { ...(taxId && /\d/.test(taxId) ? { taxId } : {}), ...(email ? { email: email.address.slice(0, 200) } : {}) };
  if (!Object.keys(keep).length) return undefined;
  // "已将邮箱改为 …" when it replaces what the form held, "已加上邮箱 …" when the form went by without it.
  const phrases = Object.entries(keep).map(([key, value]) => {
    const [zh, en] = key === 'email' ? ['邮箱', 'e-mail'] : ['税号', 'tax ID'];
    return state.details[key]
      ? { zh: `已将${zh}改为 ${value}`, en: `changed the ${en} to ${value}` }
      : { zh: `已加上${zh} ${value}`, en: `added the ${en} ${value}` };
  });
  const en = phrases.map((phrase) => phrase.en).join(' and ');
  return {
    keep,
    said: say(
      env.locale,
      `${phrases.map((phrase) => phrase.zh).join('，')}，请确认后提交。`,
      `${en[0]!.toUpperCase()}${en.slice(1)}; please confirm to submit.`,
    ),
  };
};

const invoiceDetails: DetailsOf = (state) => ({
  invoiceType: state.details['invoiceType'] ?? '',
  title: state.details['title'] ?? '',
  ...(state.details['taxId'] ? { taxId: state.details['taxId'] } : {}),
  ...(state.details['email'] ? { email: state.details['email'] } : {}),
});

/** 开发票: order → type → title (+ tax id) → confirm → invoice. */
export const invoiceFlow: FlowDefinition = {
  name: 'invoice',
  of: 4,
  steps: [
    seedOrderStep,
    listOrdersStep,
    identifyOrderStep,
    checkOrderStep,
    choiceStep({
      id: 'invoice_type',
      step: 2,
      key: 'invoiceType',
      prompt: (env, state) =>
        say(env.locale, `订单 ${state.order?.orderId} 可以开具发票。请选择发票类型：`, `Order ${state.order?.orderId} can be invoiced. Which type of invoice?`),
      // The types the shop issues (workflows.yaml `invoice.types`); all of them when it says none or cannot be read.
      choices: async (env) => {
        const issued = (await env.deps.commerce.getShop().catch(() => undefined))?.workflows?.invoice?.types;
        return issued ? INVOICE_TYPE_CHOICES.filter((choice) => issued.includes(choice.value)) : INVOICE_TYPE_CHOICES;
      },
      // "I need a special VAT invoice" of a shop that issues personal and company ones: it says it does not issue that one.
      notOffered: {
        all: INVOICE_TYPE_CHOICES,
        said: (label, env) => say(env.locale, `本店不开具${label}。`, `The shop does not issue the ${label}.`),
      },
      // One invoice per type and order: refused with the one already issued.
      check(value, state, env) {
        const refusal = duplicateRefusal(state.order!, 'invoice', env.locale, value);
        return refusal ? { outcome: { status: 'refused', text: refusal } } : undefined;
      },
    }),
    titleStep,
    confirmStep(4, 'invoice', invoiceDetails, invoiceAmendment),
    submitStep('invoice', invoiceDetails),
  ],
};
