import type { FormField } from '@kefu/protocol';
import { say } from '../copy.js';
import type { AskStep, FlowDefinition } from '../flow-builder.js';
import { choiceStep } from './choice-step.js';
import { checkOrderStep, identifyOrderStep, seedOrderStep } from './order-steps.js';
import { confirmStep, submitStep, type DetailsOf } from './write-steps.js';

/** The three invoice types (seed 000's generate_invoice). */
export const INVOICE_TYPES = { personal: '个人普票', company: '企业普票', special: '企业专票' } as const;

/** 统一社会信用代码 (18) or the older 15/20-character tax ids. */
const TAX_ID = /^(?:[0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Step 3: the invoice title, and the tax id — required for 企业专票. */
const titleStep: AskStep = {
  type: 'ask',
  id: 'title',
  step: 3,
  ask(state, env) {
    const type = state.details['invoiceType'];
    const personal = type === INVOICE_TYPES.personal;
    const special = type === INVOICE_TYPES.special;
    const fields: FormField[] = [
      { name: 'title', label: say(env.locale, '发票抬头', 'Invoice title'), type: 'text', required: true, minLength: 2, maxLength: 100, ...(personal ? { defaultValue: say(env.locale, '个人', 'Individual') } : {}) },
    ];
    if (!personal) {
      fields.push({ name: 'taxId', label: say(env.locale, '税号', 'Tax ID'), type: 'text', required: special, pattern: '[0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20}', hint: say(env.locale, '统一社会信用代码，18 位', 'Unified social credit code, 18 characters') });
    }
    fields.push({ name: 'email', label: say(env.locale, '接收邮箱（可不填）', 'E-mail (optional)'), type: 'email', required: false });
    return { kind: 'form', prompt: say(env.locale, `请填写${type}信息：`, `Please fill in the ${type} details:`), fields };
  },
  accept(answer, state, env) {
    if (answer.action !== 'submit') return { error: say(env.locale, '请填写发票抬头。', 'Please fill in the invoice title.') };
    const type = state.details['invoiceType'];
    const title = answer.values['title']?.trim() ?? '';
    const taxId = (answer.values['taxId'] ?? '').trim().toUpperCase();
    const email = answer.values['email']?.trim() ?? '';
    if (title.length < 2) return { error: say(env.locale, '请填写发票抬头（至少 2 个字）。', 'Please fill in the invoice title.') };
    if (type === INVOICE_TYPES.special && !taxId) return { error: say(env.locale, '企业专票必须填写税号。', 'A special VAT invoice needs the company tax ID.') };
    if (taxId && !TAX_ID.test(taxId)) return { error: say(env.locale, '税号格式不正确：应为 15、18 或 20 位数字或大写字母。', 'That tax ID is not valid: 15, 18 or 20 digits or capital letters.') };
    if (email && !EMAIL.test(email)) return { error: say(env.locale, '邮箱格式不正确。', 'That e-mail address is not valid.') };
    return { update: { details: { title: title.slice(0, 100), ...(taxId ? { taxId } : {}), ...(email ? { email: email.slice(0, 200) } : {}) } } };
  },
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
    identifyOrderStep,
    checkOrderStep,
    choiceStep({
      id: 'invoice_type',
      step: 2,
      key: 'invoiceType',
      prompt: (env, state) => say(env.locale, `订单 ${state.order?.orderId} 可以开具发票。请选择发票类型：`, `Order ${state.order?.orderId} can be invoiced. Which type of invoice?`),
      options: (env) => [
        { value: 'personal', label: INVOICE_TYPES.personal },
        { value: 'company', label: INVOICE_TYPES.company },
        { value: 'special', label: INVOICE_TYPES.special, description: say(env.locale, '需提供税号', 'Needs the company tax ID') },
      ],
    }),
    titleStep,
    confirmStep(4, invoiceDetails),
    submitStep('invoice', invoiceDetails),
  ],
};
