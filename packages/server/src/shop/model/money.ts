import { z } from 'zod';

// Built once: a catalog checks a currency for every price, and Intl.supportedValuesOf allocates its list on each call.
let knownCurrencies: ReadonlySet<string> | undefined;
const isKnownCurrency = (code: string) => (knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'))).has(code);

/** An ISO 4217 currency code that this runtime's Intl knows (USD, EUR, CNY, JPY…). */
export const currencyCodeSchema = z.string().refine((code) => /^[A-Z]{3}$/.test(code) && isKnownCurrency(code), {
  error: (issue) => `"${String(issue.input).slice(0, 20)}" is not an ISO 4217 currency code such as USD, EUR or CNY`,
});

/**
 * An amount of money: an integer in the currency's minor unit (cents for USD, fen for CNY, yen for JPY) plus the
 * currency. Integers, so sums and discounts never drift the way binary fractions do.
 */
export const moneySchema = z.strictObject({
  amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  currency: currencyCodeSchema,
});

/** An amount of money in minor units with its ISO 4217 currency. */
export type Money = z.infer<typeof moneySchema>;

// Constructing an Intl.NumberFormat costs tens of microseconds; a 100,000-variant catalog asks for every price.
const digitsByCurrency = new Map<string, number>();

/** How many decimals the currency's minor unit has (2 for USD, 0 for JPY, 3 for KWD). */
export function minorUnitDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

/** Why a decimal price could not be read. */
export class MoneyFormatError extends Error {
  override name = 'MoneyFormatError';
}

/**
 * Reads a decimal amount as written in a catalog ("19.99", "3999", "1,299.00") into minor units of `currency`,
 * exactly (no floating point): more decimals than the currency has, a sign, or anything else is an error.
 */
export function parseDecimalAmount(text: string, currency: string): number {
  const digits = minorUnitDigits(currency);
  const plain = text.trim().replace(/,(?=\d{3}(\D|$))/g, '');
  const match = /^(\d+)(?:\.(\d+))?$/.exec(plain);
  if (!match) throw new MoneyFormatError(`"${text.slice(0, 40)}" is not an amount (digits with an optional decimal point)`);
  const [, whole = '', fraction = ''] = match;
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > digits) throw new MoneyFormatError(`"${text.slice(0, 40)}" has more decimals than ${currency} allows (${digits})`);
  const amount = Number(whole) * 10 ** digits + Number(significant.padEnd(digits, '0') || '0');
  if (!Number.isSafeInteger(amount)) throw new MoneyFormatError(`"${text.slice(0, 40)}" is too large`);
  return amount;
}

/** The amount as a decimal number in the currency's main unit (for display arithmetic and model prompts only). */
export function toMajorUnits(money: Money): number {
  return money.amount / 10 ** minorUnitDigits(money.currency);
}

/** Formats money for a shopper in `locale` with Intl ("$19.99", "¥3,999.00", "19,99 €"). */
export function formatMoney(money: Money, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency }).format(toMajorUnits(money));
}
