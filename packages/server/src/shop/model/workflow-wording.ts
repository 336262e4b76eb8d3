import { z } from 'zod';
import { shopPattern } from './shop-pattern.js';

/** Placeholders a workflow text may use: filled in when it is said. */
export const WORDING_PLACEHOLDERS = ['order'] as const;

const PLACEHOLDER = /\{([^{}]*)\}/g;

const line = z.string().trim().min(1).max(500);

/** A text in both of the shopper's languages, or one string for both. */
const localizedText = z.union([line, z.strictObject({ 'zh-CN': line, en: line })]);

/** A localized text that may name the order with `{order}`, and nothing else. */
const template = localizedText.superRefine((value, context) => {
  for (const text of typeof value === 'string' ? [value] : Object.values(value)) {
    for (const [, name] of text.matchAll(PLACEHOLDER)) {
      if (!(WORDING_PLACEHOLDERS as readonly string[]).includes(name ?? ''))
        context.addIssue({ code: 'custom', message: `unknown placeholder {${name}}: use ${WORDING_PLACEHOLDERS.map((known) => `{${known}}`).join(', ')}` });
    }
  }
});

/** A case-insensitive regular expression, checked when the file is read. */
const pattern = shopPattern('iu');

const damageKind = z.strictObject({
  /** The option's label in the "how did it happen" list. */
  label: localizedText,
  /** More words (a regular expression) by which a description names this damage, added to the general ones. */
  cues: pattern.optional(),
});

/**
 * How this shop's repair workflow speaks of its products' faults and damage: what the warranty prompt asks, the labels
 * of the "how did it happen" choices and the words that recognise them in a description, and the product's own serial
 * number field (an IMEI, a frame number), if it has one. Anything left out is said in general words.
 */
export const repairWordingSchema = z.strictObject({
  /** The request for a description, within and past the warranty period; `{order}` is the order id. */
  prompt: z.strictObject({ inWarranty: template.optional(), outOfWarranty: template.optional() }).optional(),
  /** The label of the description field. */
  issueLabel: localizedText.optional(),
  /** The label of the "how did it happen" list. */
  damageLabel: localizedText.optional(),
  /** How the receipt names a repair that is not free (what the warranty does not cover). */
  paidRepair: localizedText.optional(),
  /** The optional photo step's request: photos of what is wrong, as this shop's products show it. */
  photoPrompt: localizedText.optional(),
  /** The three ways a fault comes about (the write tool's stable values); accidental and liquid damage are quoted. */
  damage: z
    .strictObject({
      none: z.strictObject({ label: localizedText }).optional(),
      accidental: damageKind.optional(),
      liquid: damageKind.optional(),
    })
    .optional(),
  /** An optional field for the product's serial number; absent, the form has none. */
  serialNumber: z
    .strictObject({
      label: localizedText,
      /** What a valid one looks like, matched whole (a regular expression: `[0-9]{15}`). */
      pattern,
      /** Where the shopper finds it. */
      hint: localizedText.optional(),
    })
    .optional(),
});

/** The invoice types a shop may issue: the write tool's stable values (INVOICE_TYPES in agent/tools/tool-schemas.ts). */
const INVOICE_KINDS = ['personal', 'company', 'special'] as const;

/**
 * Which invoices the shop issues, of a personal one, a company one and a special VAT invoice (China's 增值税专用发票,
 * with the company's tax id); all three when left out. A shop outside China issues no special VAT invoice.
 */
export const invoiceWordingSchema = z.strictObject({
  types: z
    .array(z.enum(INVOICE_KINDS))
    .min(1)
    .refine((types) => new Set(types).size === types.length, { message: 'each invoice type once' }),
});

/** `workflows.yaml`: how the shop's workflows speak of its products, and which invoices it issues. */
export const workflowWordingSchema = z.strictObject({
  repair: repairWordingSchema.optional(),
  invoice: invoiceWordingSchema.optional(),
});

/** What `workflows.yaml` says. */
export type WorkflowWording = z.infer<typeof workflowWordingSchema>;
/** A text of `workflows.yaml`: one string, or one per language. */
export type LocalizedText = z.infer<typeof localizedText>;
