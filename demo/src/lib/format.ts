import { shopLocale } from './i18n.js';

/** ¥3,999 — yuan without decimals unless there are fen. */
export function yuan(amount: number): string {
  return `¥${amount.toLocaleString(shopLocale(), { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;
}

/** A date as the shopper reads it. */
export function day(epochMs: number): string {
  return new Date(epochMs).toLocaleDateString(shopLocale(), { year: 'numeric', month: 'short', day: 'numeric' });
}
