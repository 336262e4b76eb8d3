import { RECIPIENT_PHONE_PATTERN } from '../../agent/tools/tool-schemas.js';
import { detailLabel, say } from '../copy.js';
import type { AskStep, FlowDefinition } from '../flow-builder.js';
import { addressRefusal } from '../order-change-rules.js';
import { checkChangeStep, offerHumanStep } from './order-change-steps.js';
import { listChangeableOrdersStep } from './changeable-order-choice.js';
import { identifyOrderStep, seedOrderStep } from './order-steps.js';
import { confirmStep, submitStep, type DetailsOf } from './write-steps.js';

/** Step 2: the new recipient, phone and address, in one form. */
const newAddressStep: AskStep = {
  type: 'ask',
  id: 'new_address',
  step: 2,
  edits: ['recipient', 'phone', 'address'],
  ask(state, env) {
    // Typed before the order was picked ("改成上海市…" at the order choice): the form opens with it.
    const given = (name: string) => (state.details[name] ? { defaultValue: state.details[name] } : {});
    return {
      kind: 'form',
      prompt: say(
        env.locale,
        `订单 ${state.order?.orderId} 尚未发货，可以修改收货地址。请填写新的收货信息：`,
        `Order ${state.order?.orderId} has not shipped yet, so its delivery address can be changed. Please enter the new delivery details:`,
      ),
      fields: [
        { name: 'recipient', label: detailLabel('recipient', env.locale), type: 'text', required: true, minLength: 1, maxLength: 40, ...given('recipient') },
        {
          name: 'phone',
          label: detailLabel('phone', env.locale),
          type: 'tel',
          required: true,
          pattern: '\\+?[0-9 ]{6,24}',
          placeholder: '13800138000',
          ...given('phone'),
        },
        {
          ...given('address'),
          name: 'address',
          label: detailLabel('address', env.locale),
          type: 'text',
          required: true,
          minLength: 5,
          maxLength: 200,
          hint: say(env.locale, '省、市、区、街道和门牌号', 'Street, number, city and postcode'),
        },
      ],
    };
  },
  accept(answer, _state, env) {
    if (answer.action !== 'submit')
      return { error: say(env.locale, '请填写收货人、联系电话和新地址。', 'Please fill in the recipient, phone and new address.') };
    const recipient = answer.values['recipient']?.trim() ?? '';
    const phone = (answer.values['phone'] ?? '').replace(/[\s-]/g, '');
    const address = answer.values['address']?.trim().replace(/\s+/g, ' ') ?? '';
    // Some typed, some not ("改成上海市…"): what was given is kept (the form opens with it) and the rest is named.
    const missing = (['recipient', 'phone', 'address'] as const).filter((name) => !answer.values[name]?.trim());
    if (missing.length > 0 && missing.length < 3)
      return {
        error: say(
          env.locale,
          `已记下您填写的内容，还需要：${missing.map((name) => detailLabel(name, env.locale)).join('、')}。`,
          `Got it; still needed: ${missing.map((name) => detailLabel(name, env.locale).toLowerCase()).join(', ')}.`,
        ),
      };
    if (!recipient || recipient.length > 40)
      return { error: say(env.locale, '请填写收货人姓名（最多 40 个字）。', 'Please enter the recipient’s name (at most 40 characters).') };
    if (!RECIPIENT_PHONE_PATTERN.test(phone))
      return { error: say(env.locale, '联系电话格式不正确：请填写 11 位手机号。', 'That phone number is not valid: please enter a mobile number.') };
    if (address.length < 5 || address.length > 200)
      return { error: say(env.locale, '请填写完整的新地址（5–200 个字）。', 'Please enter the full new address (5–200 characters).') };
    return { update: { details: { recipient, phone, address } } };
  },
};

const addressDetails: DetailsOf = (state) => ({
  recipient: state.details['recipient'] ?? '',
  phone: state.details['phone'] ?? '',
  address: state.details['address'] ?? '',
});

const confirm = confirmStep(3, 'change_address', addressDetails);

/** Step 3: the confirmation shows the current address beside the new one, so a wrong order is caught before the write. */
const confirmAddressStep: AskStep = {
  ...confirm,
  async ask(state, env) {
    const spec = await confirm.ask(state, env);
    const previous = { label: detailLabel('previousAddress', env.locale), value: (state.order?.address ?? '').slice(0, 200) };
    const summary = spec.summary ?? [];
    return { ...spec, summary: [...summary.slice(0, 2), previous, ...summary.slice(2)] };
  },
};

/** 修改收货地址: order → recipient, phone, address → confirm (old and new) → change (before shipment only). */
export const changeAddressFlow: FlowDefinition = {
  name: 'change_address',
  of: 3,
  steps: [
    seedOrderStep,
    listChangeableOrdersStep(addressRefusal),
    identifyOrderStep,
    checkChangeStep(addressRefusal),
    offerHumanStep,
    newAddressStep,
    confirmAddressStep,
    submitStep('change_address', addressDetails),
  ],
};
