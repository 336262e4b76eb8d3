// Seed 000 keeps 故障排查 (FAULT_DIAGNOSIS, a knowledge intent) apart from 维修流程 (REPAIR_PROCESS, a workflow): a
// symptom is troubleshot from the shop's articles, a repair is started when one is asked for or the damage is one
// no troubleshooting mends (the shop's lexicon names those). Saying the product "坏了" / "is broken" says neither.
const ONLY_BROKEN = /(?<![摔压踩砸碰撞烧])坏(?:了|掉了?)|\b(?:is|are|was|were|got|seems?|it'?s|they'?re)?\s*(?:broken|broke|busted)\b/gi;

/** The clause without its words saying the product is broken ("我的X坏了" → "我的X"): what else it says. */
export function withoutBrokenWords(text: string): string | undefined {
  const rest = text.replace(ONLY_BROKEN, ' ');
  return rest === text ? undefined : rest;
}
