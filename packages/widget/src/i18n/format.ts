import type { Locale, Money } from '@kefu/protocol';

const digitsCache = new Map<string, number>();

/** How many decimals a currency's minor unit has (2 for USD and CNY, 0 for JPY), as Intl knows it. */
function minorDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsCache.set(currency, digits);
  }
  return digits;
}

/**
 * Money (minor units + ISO 4217) in the shopper's locale with Intl: "¥3,999", "$19.99", "19,99 €". The narrow
 * symbol, as shops print prices; no decimals when the amount is whole.
 */
export function formatMoney(money: Money, locale: Locale): string {
  const digits = minorDigits(money.currency);
  const major = money.amount / 10 ** digits;
  const whole = money.amount % 10 ** digits === 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: money.currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(major);
}

// `hour12: false` formats midnight as "24:05" in en; the h23 cycle says "00:05" in every locale.
const CLOCK = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** "09:41" in the shopper's time zone. */
export function formatClock(epochMs: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, CLOCK).format(epochMs);
}

/** "11月3日 14:20" / "Nov 3, 14:20", in the shopper's time zone. */
export function formatDateTime(epochMs: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', ...CLOCK }).format(epochMs);
}

/** A countdown as "9:05" (or "1:02:03" past an hour); never negative. */
export function formatCountdown(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
