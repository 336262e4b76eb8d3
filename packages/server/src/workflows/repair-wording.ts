import type { Locale } from '@kefu/protocol';
import type { DAMAGE_TYPES } from '../agent/tools/tool-schemas.js';
import type { LocalizedText, WorkflowWording } from '../shop/model/index.js';
import { DAMAGE_CHOICES, PAID_REPAIR, type ChoiceDefinition } from './choice-catalog.js';
import type { StepEnv } from './flow-builder.js';

/** How a fault came about: the repair write tool's stable values. */
export type Damage = (typeof DAMAGE_TYPES)[number];

type Text = { zh: string; en: string };

/** The repair workflow's words about the shop's products, each said in general words unless `workflows.yaml` says better. */
export interface RepairWording {
  /** The request for a description, within or past the warranty period. */
  prompt(inPeriod: boolean, orderId: string, locale: Locale): string;
  issueLabel: Text;
  damageLabel: Text;
  /** How the receipt names a repair that is not free. */
  paidRepair: Text;
  /** The request of the photo step (optional photos of what is wrong). */
  photoPrompt: Text;
  /** The "how did it happen" options, normal use first. */
  damageChoices: ReadonlyArray<ChoiceDefinition<Damage>>;
  /** The damage a description names, if any (liquid before accidental: "dropped it in water" is liquid). */
  damageFrom(issue: string): Exclude<Damage, 'none'> | undefined;
  /** The product's serial number field, when the shop's products have one. */
  serialNumber?: { label: Text; pattern: string; hint?: Text };
}

// General words, true of any product: the shop's workflows.yaml adds how its own products break.
const GENERAL = {
  inWarranty: {
    zh: '订单 {order} 在保修期内（保内）。请描述问题；摔落、挤压等意外损坏和液体损坏不在免费保修范围。',
    en: 'Order {order} is within its warranty period. Please describe the problem; accidental damage (drops, crushing, tears) and liquid damage are not covered for free.',
  },
  outOfWarranty: {
    zh: '订单 {order} 已过保修期（保外），维修需付费，检测后报价。请描述问题：',
    en: 'Order {order} is out of warranty, so the repair is paid and quoted after inspection. Please describe the problem:',
  },
  issueLabel: { zh: '问题描述', en: 'What is wrong' },
  damageLabel: { zh: '问题是怎么出现的', en: 'How did it happen' },
  photoPrompt: { zh: '如方便，请上传问题部位的照片（可跳过）。', en: 'If you can, upload photos of the problem (you may skip this).' },
} satisfies Record<string, Text>;

const GENERAL_LIQUID = /泡水|浸水|落水|掉水|受潮|淋湿|淋雨|洒了|泼了|\bwater\b|liquid|\bwet\b|spill|moisture/i;
const GENERAL_ACCIDENTAL =
  /摔|跌落|掉地|掉在地|碎|裂|挤压|压坏|压弯|弯了|变形|磕|撞|撕|划破|\bcrack(?:ed|s)?\b|shatter|smash|\bdropp?ed\b|\bfell\b|\bbent\b|crush|\btorn\b|\bripped\b/i;

const textOf = (value: LocalizedText | undefined, fallback: Text): Text =>
  value === undefined ? fallback : typeof value === 'string' ? { zh: value, en: value } : { zh: value['zh-CN'], en: value.en };

const cuesOf = (general: RegExp, more: string | undefined): RegExp => (more ? new RegExp(`${general.source}|${more}`, 'iu') : general);

/** The repair wording of a shop: its `workflows.yaml`, over the general words. */
export function repairWording(workflows: WorkflowWording | undefined): RepairWording {
  const repair = workflows?.repair;
  const inWarranty = textOf(repair?.prompt?.inWarranty, GENERAL.inWarranty);
  const outOfWarranty = textOf(repair?.prompt?.outOfWarranty, GENERAL.outOfWarranty);
  const liquid = cuesOf(GENERAL_LIQUID, repair?.damage?.liquid?.cues);
  const accidental = cuesOf(GENERAL_ACCIDENTAL, repair?.damage?.accidental?.cues);
  const serial = repair?.serialNumber;
  return {
    prompt(inPeriod, orderId, locale) {
      const text = inPeriod ? inWarranty : outOfWarranty;
      return (locale === 'en' ? text.en : text.zh).replaceAll('{order}', orderId);
    },
    issueLabel: textOf(repair?.issueLabel, GENERAL.issueLabel),
    damageLabel: textOf(repair?.damageLabel, GENERAL.damageLabel),
    paidRepair: textOf(repair?.paidRepair, PAID_REPAIR),
    photoPrompt: textOf(repair?.photoPrompt, GENERAL.photoPrompt),
    damageChoices: DAMAGE_CHOICES.map((choice) => ({ ...choice, ...textOf(repair?.damage?.[choice.value]?.label, choice) })),
    damageFrom(issue) {
      if (liquid.test(issue)) return 'liquid';
      return accidental.test(issue) ? 'accidental' : undefined;
    },
    ...(serial
      ? {
          serialNumber: {
            label: textOf(serial.label, GENERAL.issueLabel),
            pattern: serial.pattern,
            ...(serial.hint ? { hint: textOf(serial.hint, GENERAL.issueLabel) } : {}),
          },
        }
      : {}),
  };
}

/** The repair wording of the shop a step serves; the general words when the shop's profile cannot be read. */
export async function repairWordingOf(env: StepEnv): Promise<RepairWording> {
  const shop = await env.deps.commerce.getShop().catch(() => undefined);
  return repairWording(shop?.workflows);
}
