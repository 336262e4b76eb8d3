import type { Interrupt, Message, MessagePart } from './index.js';

/** Valid examples of every rich part, shared by the schema tests. */
export const validParts: MessagePart[] = [
  {
    type: 'product',
    productId: 'find-x9',
    name: 'Find X9',
    productType: 'Phones',
    price: { amount: 399_900, currency: 'CNY' },
    promotions: [{ name: 'National subsidy', amount: { amount: 50_000, currency: 'CNY' } }],
    options: [
      { name: 'Color', values: ['Stellar Black'] },
      { name: 'RAM', values: ['12GB', '16GB'] },
    ],
    variants: [
      { optionValues: ['Stellar Black', '12GB'], availability: 'in_stock', quantity: 12 },
      { optionValues: ['Stellar Black', '16GB'], availability: 'sold_out' },
    ],
    highlights: ['天玑 9500'],
  },
  {
    type: 'comparison',
    products: [
      { productId: 'find-x8', name: 'Find X8' },
      { productId: 'find-x9', name: 'Find X9' },
    ],
    rows: [{ label: '价格', values: ['¥2999', '¥3999'] }],
  },
  {
    type: 'price',
    productId: 'find-x9',
    name: 'Find X9',
    price: { amount: 399_900, currency: 'CNY' },
    promotions: [{ name: '国补', amount: { amount: 50_000, currency: 'CNY' } }],
    final: { amount: 349_900, currency: 'CNY' },
  },
  {
    type: 'order',
    orderId: 'KF20261101001',
    status: 'delivered',
    total: { amount: 299_900, currency: 'CNY' },
    items: [{ name: 'Find X8', options: [{ name: 'Color', value: 'Stellar Black' }], quantity: 1, price: { amount: 299_900, currency: 'CNY' } }],
    placedAt: 1_762_000_000_000,
    deliveredAt: 1_762_300_000_000,
  },
  {
    type: 'logistics',
    orderId: 'KF20261101001',
    carrier: '顺丰速运',
    trackingNumber: 'SF1234567890',
    status: '运输中',
    events: [{ time: 1_762_100_000_000, location: '深圳', description: '已揽收' }],
  },
  {
    type: 'receipt',
    kind: 'return',
    receiptId: 'RT-1001',
    title: '退货申请已提交',
    fields: [{ label: '退货单号', value: 'RT-1001' }],
    instructions: ['请在 7 天内寄回'],
  },
  { type: 'knowledge_source', articleId: 'returns-7-day', title: '七天无理由退货', excerpt: '签收后 7 天内…', url: '/help/returns' },
];

/** A valid stored assistant message carrying every part. */
export const validMessage: Message = {
  messageId: 'm_1',
  role: 'assistant',
  text: 'Find X9 国补后 ¥3499',
  parts: validParts,
  createdAt: 1_762_000_000_000,
};

/** A valid prompt of every kind. */
export const validInterrupts: Interrupt[] = [
  { interruptId: 'i_text', kind: 'text', prompt: '请输入订单号', expiresAt: 1_762_000_600_000, workflow: { name: 'return', title: '退货', step: 1, of: 4 } },
  { interruptId: 'i_choice', kind: 'choice', prompt: '退货原因', options: [{ value: 'quality', label: '质量问题' }], expiresAt: 1 },
  { interruptId: 'i_confirm', kind: 'confirm', prompt: '确认提交？', summary: [{ label: '订单', value: 'KF1' }], expiresAt: 1 },
  {
    interruptId: 'i_form',
    kind: 'form',
    prompt: '开票信息',
    fields: [{ name: 'taxId', label: '税号', type: 'text', required: true, pattern: '[0-9A-Z]{15,20}' }],
    expiresAt: 1,
  },
  { interruptId: 'i_upload', kind: 'upload', prompt: '上传照片', skippable: true, expiresAt: 1 },
];
