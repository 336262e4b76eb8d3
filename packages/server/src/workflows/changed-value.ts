/**
 * The new value a change at a confirmation says, after its change words: "原因改成质量问题" → 质量问题, "改成退一件" →
 * 退一件, "change the reason to damaged" → damaged, "make it 1 tee" → 1 tee. Undefined when no value follows ("原因选
 * 错了", "I'd like to change the reason"): the step is asked.
 */
const ZH = /(?:改成|改为|换成|改到)\s*(.+)$/;
const EN = /\b(?:make it|(?:change|switch|set|update)\b.*?\bto)\s+(.+)$/i;
// Words around the value that are not it: "…, please", "… instead".
const AROUND = /^(?:退|要)?\s*|(?:[\s,，。.!！?？~～]|吧|好了|了|\bplease|\binstead)*$/gi;

/** The value the shopper changes a detail to, if they said one. */
export function changedValue(text: string): string | undefined {
  const said = ZH.exec(text)?.[1] ?? EN.exec(text)?.[1];
  const value = said?.replace(AROUND, '').trim();
  return value ? value : undefined;
}
