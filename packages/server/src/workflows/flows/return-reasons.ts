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

/** Why a return or exchange asks its reason ("why?" at that prompt): the reason decides how the item is handled. */
export const REASON_WHY = {
  zh: '原因决定售后怎么处理：质量问题会先检测、运费通常由店铺承担，无理由退换则按店铺的无理由规则处理。选最接近的一项即可。',
  en: 'The reason decides how the item is handled: a fault is checked first and its return postage is usually on the shop, while a change of mind follows the no-reason rules. Pick the closest one.',
} as const;
