import type { Locale, ReceiptPart, WorkflowName } from '@kefu/protocol';
import type { CommerceReceipt } from '../ports/commerce-backend.js';
import { displayValue } from './choice-catalog.js';
import { detailLabel, say, workflowTitle } from './copy.js';

/** What the shopper picked, by detail key: the value submitted and its label as they saw it. */
export type ShownChoices = Readonly<Record<string, { value: string; label: string }>>;

/**
 * How a submitted detail reads to the shopper: its label and value in their language (photo URLs become a count, a
 * picked option its label as shown).
 */
export function displayDetail(key: string, value: string | readonly string[], locale: Locale, shown: ShownChoices = {}): { label: string; value: string } {
  const joined = typeof value === 'string' ? value : value.join(' ');
  const count = joined.split(/\s+/).filter(Boolean).length;
  const picked = shown[key]?.value === joined ? shown[key].label : undefined;
  const text = key === 'photos' ? say(locale, `${count} 张`, `${count} photo(s)`) : (picked ?? displayValue(key, joined, locale));
  return { label: detailLabel(key, locale).slice(0, 200), value: text.slice(0, 200) };
}

/** The receipt card of a completed workflow, from what the backend created. */
export function receiptPart(receipt: Omit<CommerceReceipt, 'kind'> & { kind: WorkflowName }, locale: Locale, shown: ShownChoices = {}): ReceiptPart {
  return {
    type: 'receipt',
    kind: receipt.kind,
    receiptId: receipt.receiptId,
    title: say(
      locale,
      `${workflowTitle(receipt.kind, locale).replace(/单$/, '')}单 ${receipt.receiptId}`,
      `${workflowTitle(receipt.kind, locale)} ${receipt.receiptId}`,
    ).slice(0, 200),
    fields: receipt.fields.slice(0, 40).map((field) => displayDetail(field.label, field.value, locale, shown)),
    ...(receipt.instructions.length > 0 ? { instructions: receipt.instructions.slice(0, 10).map((line) => line.slice(0, 2000)) } : {}),
  };
}
