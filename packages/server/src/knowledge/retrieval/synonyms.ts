// Words shoppers use for what the articles call by another name come from the shop (knowledge/synonyms.yaml), not
// from code. Used by the keywords rewrite.

/** Other names for the words in a text, from the shop's synonym groups (its synonyms.yaml), to widen a search that found too little. */
export function synonymsIn(text: string, groups: readonly (readonly string[])[]): string[] {
  const lower = text.toLowerCase();
  const out = new Set<string>();
  for (const group of groups) if (group.some((word) => lower.includes(word.toLowerCase()))) for (const word of group) out.add(word);
  return [...out].filter((word) => !lower.includes(word.toLowerCase()));
}
