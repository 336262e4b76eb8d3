import { RETURN_REASON_CHOICES, type ChoiceDefinition } from '../choice-catalog.js';
import { RETURN_WINDOW_MS, shopWindows } from '../eligibility.js';
import type { StepEnv } from '../flow-builder.js';

const DAY = 86_400_000;

/**
 * The return reasons, the no-reason one labelled with the shop's own return window ("Changed my mind (30-day
 * no-reason return)" at a shop whose window is 30 days), not the built-in seven days.
 */
export async function returnReasons(env: StepEnv): Promise<ReadonlyArray<ChoiceDefinition>> {
  const days = (await shopWindows(env.deps.commerce)).returnDays ?? RETURN_WINDOW_MS / DAY;
  if (days === RETURN_WINDOW_MS / DAY) return RETURN_REASON_CHOICES;
  const [noReason, ...rest] = RETURN_REASON_CHOICES;
  return [{ ...noReason!, zh: `不想要了（${days}天无理由）`, en: `Changed my mind (${days}-day no-reason return)` }, ...rest];
}
