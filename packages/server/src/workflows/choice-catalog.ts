import type { Locale } from '@kefu/protocol';
import type { CANCEL_REASONS, DAMAGE_TYPES, EXCHANGE_REASONS, INVOICE_TYPES, REPAIR_TYPES, RETURN_REASONS } from '../agent/tools/tool-schemas.js';

/** One option a workflow offers: the stable value the write tool takes, its labels, and what else shoppers type for it. */
export interface ChoiceDefinition<V extends string = string> {
  value: V;
  zh: string;
  en: string;
  description?: { zh: string; en: string };
  /** Other words for it, in either language ("专票", "VAT invoice"). */
  synonyms?: readonly string[];
}

/** The label of a definition in a language. */
export const labelOf = (choice: Pick<ChoiceDefinition, 'zh' | 'en'>, locale: Locale): string => (locale === 'en' ? choice.en : choice.zh);

/** Everything that names a definition: its value, both labels and its synonyms. */
export const termsOf = (choice: ChoiceDefinition): string[] => [choice.value, choice.zh, choice.en, ...(choice.synonyms ?? [])];

/** Return reasons (seed 000's 七天无理由 and quality returns). */
export const RETURN_REASON_CHOICES: ReadonlyArray<ChoiceDefinition<(typeof RETURN_REASONS)[number]>> = [
  {
    value: 'no_reason',
    zh: '不想要了（七天无理由）',
    en: 'Changed my mind (7-day no-reason return)',
    // A size that does not fit is a no-reason return too (seed 000's 七天无理由 asks no reason).
    synonyms: [
      '不想要',
      '不喜欢',
      '七天无理由',
      '7天无理由',
      '无理由',
      '不合身',
      '尺码不合适',
      '尺码不对',
      '码数不对',
      '太小',
      '太大',
      '偏小',
      '偏大',
      '有点小',
      '有点大',
      'changed my mind',
      'no reason',
      "don't want",
      'do not want',
      "doesn't fit",
      'does not fit',
      "didn't fit",
      'did not fit',
      'too small',
      'too big',
      'too large',
      'too tight',
      'too loose',
      'wrong size',
    ],
  },
  { value: 'quality', zh: '质量问题', en: 'Faulty', synonyms: ['质量', '故障', '坏了', 'faulty', 'defective', 'broken', 'damaged', 'quality'] },
  { value: 'not_as_described', zh: '与描述不符', en: 'Not as described', synonyms: ['不符', '描述不符', '货不对板', 'not as described'] },
  {
    value: 'wrong_item',
    zh: '发错货 / 漏发',
    en: 'Wrong or missing item',
    synonyms: ['发错', '错发', '漏发', '少发', '缺件', 'wrong item', 'missing item', 'wrong product'],
  },
  { value: 'other', zh: '其他原因', en: 'Other', synonyms: ['其他', '其它', 'other'] },
];

/** Exchange reasons. */
export const EXCHANGE_REASON_CHOICES: ReadonlyArray<ChoiceDefinition<(typeof EXCHANGE_REASONS)[number]>> = [
  RETURN_REASON_CHOICES[1] as ChoiceDefinition<'quality'>,
  {
    value: 'color',
    zh: '尺码 / 颜色 / 版本不合适',
    en: 'Wrong size, colour or version',
    synonyms: [
      '颜色',
      '版本',
      '换颜色',
      '尺码',
      '尺寸',
      '码数',
      '换码',
      '换尺码',
      '不合身',
      '太小',
      '太大',
      '偏小',
      '偏大',
      '有点小',
      '有点大',
      'colour',
      'color',
      'version',
      'size',
      'wrong size',
      "doesn't fit",
      'does not fit',
      'too small',
      'too big',
      'too large',
      'too tight',
      'too loose',
    ],
  },
  RETURN_REASON_CHOICES[2] as ChoiceDefinition<'not_as_described'>,
  RETURN_REASON_CHOICES[4] as ChoiceDefinition<'other'>,
];

/** 到店 / 寄修. */
export const REPAIR_TYPE_CHOICES: ReadonlyArray<ChoiceDefinition<(typeof REPAIR_TYPES)[number]>> = [
  {
    value: 'store',
    zh: '到店',
    en: 'At a service centre',
    synonyms: ['到店维修', '门店', '服务中心', '线下', 'walk-in', 'walk in', 'in store', 'in-store', 'service centre', 'service center'],
  },
  { value: 'mail', zh: '寄修', en: 'Mail-in', synonyms: ['邮寄', '寄过去', '快递', 'mail', 'mail in', 'post it', 'courier'] },
];

/** The three invoice types of seed 000's generate_invoice. */
export const INVOICE_TYPE_CHOICES: ReadonlyArray<ChoiceDefinition<(typeof INVOICE_TYPES)[number]>> = [
  { value: 'personal', zh: '个人普票', en: 'Personal invoice', synonyms: ['个人', '个人发票', '个人普通发票', 'individual', 'personal'] },
  {
    value: 'company',
    zh: '企业普票',
    en: 'Company invoice',
    synonyms: ['企业普通发票', '公司普票', '单位普票', '普通发票（企业）', '企业', '公司', '单位', 'company', 'business invoice', 'business'],
  },
  {
    value: 'special',
    zh: '企业专票',
    en: 'Special VAT invoice',
    description: { zh: '需提供税号', en: 'Needs the company tax ID' },
    // "公司专票" names the company's special invoice, not the company's ordinary one ("公司" alone).
    synonyms: ['专票', '公司专票', '单位专票', '专用发票', '增值税专用发票', '增值税专票', 'vat invoice', 'special invoice', 'special vat', 'special'],
  },
];

/**
 * How a fault came about (the warranty policy: accidental and liquid damage are not covered for free), in general
 * words: a shop's workflows.yaml names them as its products break.
 */
export const DAMAGE_CHOICES: ReadonlyArray<ChoiceDefinition<(typeof DAMAGE_TYPES)[number]>> = [
  { value: 'none', zh: '正常使用中出现', en: 'Appeared in normal use' },
  { value: 'accidental', zh: '意外损坏（摔落、挤压、撕裂等）', en: 'Accidental (dropped, crushed, torn…)' },
  { value: 'liquid', zh: '液体损坏（浸泡、受潮、泼洒等）', en: 'Liquid or moisture' },
];

/** A repair that is not free, in general words (a shop's workflows.yaml may say what its warranty leaves out). */
export const PAID_REPAIR = {
  zh: '付费维修，检测后报价（意外损坏、液体损坏或过保不在免费保修范围）',
  en: 'Paid repair, quoted after inspection (accidental or liquid damage and expired warranties are not covered)',
} as const;

/** Why an order is cancelled before it ships. */
export const CANCEL_REASON_CHOICES: ReadonlyArray<ChoiceDefinition<(typeof CANCEL_REASONS)[number]>> = [
  {
    value: 'changed_mind',
    zh: '不想要了',
    en: 'Changed my mind',
    synonyms: [
      '不要了',
      '不想要',
      '不想买了',
      '不需要了',
      '改主意',
      'changed my mind',
      "don't want",
      'dont want',
      'do not want',
      'no longer want',
      'no longer need',
    ],
  },
  {
    value: 'wrong_item',
    zh: '拍错了 / 买错了',
    en: 'Ordered the wrong item',
    synonyms: ['拍错', '买错', '下错', '选错', '规格错', 'wrong item', 'wrong one', 'by mistake', 'wrong size', 'wrong colour', 'wrong color'],
  },
  { value: 'better_price', zh: '别处更便宜', en: 'Found a better price', synonyms: ['更便宜', '降价', '便宜', 'cheaper', 'better price', 'lower price'] },
  { value: 'too_slow', zh: '发货太慢', en: 'Shipping takes too long', synonyms: ['太慢', '等不及', '发货慢', 'too slow', 'takes too long', 'too long'] },
  { value: 'other', zh: '其他原因', en: 'Other', synonyms: ['其他', '其它', 'other'] },
];

const FIXED: Record<string, Record<string, { zh: string; en: string }>> = {
  warranty: { in: { zh: '保修期内', en: 'Within the warranty period' }, out: { zh: '已过保修期', en: 'Warranty period over' } },
  coverage: {
    free: { zh: '保内免费', en: 'Free under warranty' },
    quote: PAID_REPAIR,
  },
  issuedAs: { electronic: { zh: '电子发票', en: 'Electronic invoice' } },
};

const CHOICES_BY_KEY: Record<string, ReadonlyArray<ChoiceDefinition>> = {
  reason: [...RETURN_REASON_CHOICES, EXCHANGE_REASON_CHOICES[1]!],
  repairType: REPAIR_TYPE_CHOICES,
  invoiceType: INVOICE_TYPE_CHOICES,
  damage: DAMAGE_CHOICES,
  cancelReason: CANCEL_REASON_CHOICES,
};

/** How a submitted value reads to the shopper: stable values become labels, anything else is shown as it is. */
export function displayValue(key: string, value: string, locale: Locale): string {
  if (key === 'exchangeFor') return value === 'same' ? labelOf({ zh: '同款换新', en: 'A new one of the same' }, locale) : value.replace(/^variant:/, '');
  const known = FIXED[key]?.[value] ?? CHOICES_BY_KEY[key]?.find((choice) => choice.value === value);
  return known ? labelOf(known, locale) : value;
}
