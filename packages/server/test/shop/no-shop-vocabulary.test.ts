import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Everything about one shop lives in its folder (shops/<name>/): the code, prompts and schemas of every package
// speak of products, types, options, promotions, currencies and time zones in general.
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SOURCES = ['packages/protocol/src', 'packages/server/src', 'packages/widget/src', 'packages/console/src'];

/** The phone shop's words: its category enum, its option, its promotion, its currency word, its time zone. */
const VOCABULARY: ReadonlyArray<[what: string, pattern: RegExp]> = [
  // 'phone' alone is also how a guest verifies an order (verifiedBy: 'phone'), which is not the shop's vocabulary.
  ['the category enum', /['"](?:tablet|earbuds|accessory)['"]|['"]phone['"]\s*[|,]\s*['"]tablet['"]|category\s*[:=]\s*['"]phone['"]/],
  ['earbuds', /earbuds?|耳机/i],
  ['the national subsidy', /国补|国家补贴|subsid(?:y|ies|ised|ized)/i],
  ['RAM as a product field', /\bram(?:Gb|_gb)?\b|\bRAM\b|minRam|内存|运存/],
  ['yuan as a currency word', /\byuan\b|\d\s*元|元['"`]|['"`]元/i],
  ['Asia/Shanghai', /Asia\/Shanghai|北京时间|China time/],
  // How a phone breaks: the rules engine knows "故障 / not working / broken", the demo shop's lexicon.yaml the rest.
  [
    'device fault and damage words',
    /开不了机|死机|黑屏|白屏|闪退|充不[进上了]电|耗电快|自动重启|碎屏|屏幕[碎裂]|进水|won'\?t \(turn on|boot \?loop|keeps restarting/,
  ],
];

// The knowledge base's price guard recognises sums of money in any currency's words (元, yuan, $, dollars, EUR…):
// "yuan" there names a currency the way "dollar" does, not the demo shop's prices.
const EXEMPT = new Set(['packages/server/src/knowledge/answer/price-guard.ts', 'packages/server/src/knowledge/answer/money-amounts.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test-support' ? [] : sourceFiles(path);
    return /\.(ts|js|mjs)$/.test(name) && !/\.test(-d)?\.ts$|\.test-support\.ts$/.test(name) ? [path] : [];
  });
}

/** Every line of shipped source that speaks the phone shop's vocabulary, as `file:line: what`. */
export function phoneShopVocabulary(root: string): string[] {
  return SOURCES.flatMap((source) => sourceFiles(join(root, source)).filter((file) => !EXEMPT.has(relative(root, file)))).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => VOCABULARY.filter(([, pattern]) => pattern.test(line)).map(([what]) => `${relative(root, file)}:${index + 1}: ${what}`)),
  );
}

describe('no phone-shop vocabulary in the code', () => {
  it("finds none of the demo shop's words in packages/*/src outside tests (they live in shops/demo)", () => {
    expect(phoneShopVocabulary(ROOT)).toEqual([]);
  });

  it("finds them in the demo shop's folder, where they belong", () => {
    const lexicon = ['lexicon.yaml', 'shop.yaml', 'workflows.yaml'].map((file) => readFileSync(join(ROOT, 'shops/demo', file), 'utf8')).join('\n');
    for (const [what, pattern] of VOCABULARY.filter(([what]) => what !== 'the category enum')) expect(pattern.test(lexicon), what).toBe(true);
  });
});
