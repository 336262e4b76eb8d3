/**
 * Names of one feature or accessory in English and Chinese, as shoppers ask and listings write them: asked "with a
 * pen?", a listing saying "Stylus support" or "手写笔支持" answers it. Language, not any shop's words.
 */
const FEATURE_GROUPS: ReadonlyArray<readonly string[]> = [
  ['stylus', 'styluses', 'pen', 'pens', 'stylus pen', 'pencil', '笔', '手写笔', '触控笔', '手写'],
  ['wireless charging', 'qi charging', '无线充电', '无线充'],
  ['charger', 'charging adapter', 'power adapter', 'charging brick', 'wall plug', '充电器', '充电头', '适配器'],
  ['case', 'phone case', 'cover', '保护壳', '手机壳', '保护套'],
  ['keyboard', '键盘'],
  ['chlorine resistant', 'chlorine-resistant', 'chlorine proof', 'chlorine-proof', 'chlorine resistance', '抗氯', '耐氯'],
];

// The groups that are things one uses with the product (a pen, a case), not something it does (wireless charging):
// "does not say whether it works with a pen", not "whether it supports pen".
const THINGS: ReadonlySet<string> = new Set(['stylus', 'charger', 'case', 'keyboard']);

/** Whether the feature asked is a thing used with the product (a pen, a case, a keyboard), by its group. */
export function isAccessory(feature: string): boolean {
  const asked = feature.toLowerCase().trim();
  return FEATURE_GROUPS.some((names) => THINGS.has(names[0]!) && names.includes(asked));
}

/** Whether a group of the built-in feature names holds the feature asked ("pen", "wireless charging"). */
export function isKnownFeature(feature: string): boolean {
  const asked = feature.toLowerCase().trim();
  return FEATURE_GROUPS.some((names) => names.includes(asked));
}

/** Every name of the feature asked (lower-cased), the asked word first; the word alone when no group holds it. */
export function featureWords(feature: string): string[] {
  const asked = feature.toLowerCase().trim();
  const group = FEATURE_GROUPS.find((names) => names.includes(asked));
  // "chlorine resistant" is written "chlorine-resistant" too, and the other way round.
  const spelled = /[a-z0-9][ -][a-z0-9]/.test(asked) ? [asked.replace(/ /g, '-'), asked.replace(/-/g, ' ')] : [];
  return [...new Set([asked, ...(group ?? []), ...spelled])];
}
