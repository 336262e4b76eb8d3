import type { Locale } from '@kefu/protocol';

/** "¥3,999" or "¥2,999.50" in both locales (as the shop prints it, not en's "CN¥"): yuan without needless decimals. */
export function formatMoney(amount: number, locale: Locale): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'CNY',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
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
