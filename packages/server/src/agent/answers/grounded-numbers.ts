const NUMBER = /\d+(?:[.,]\d+)*/g;

const numbersIn = (text: string) => new Set((text.match(NUMBER) ?? []).map((n) => n.replace(/,/g, '')));

/**
 * Whether every number in a model's answer appears in the tool results or the shopper's own words.
 * Prices and stock come only from tools (seed 003); an answer that invents one is replaced by the rule-written text.
 */
export function numbersAreGrounded(answer: string, toolResults: unknown, shopperText: string): boolean {
  const allowed = new Set([...numbersIn(JSON.stringify(toolResults)), ...numbersIn(shopperText)]);
  // Timestamps in results are epoch ms; derived dates are allowed as day/month/hour figures below 61.
  return [...numbersIn(answer)].every((n) => allowed.has(n) || (Number(n) <= 60 && !n.includes('.')));
}
