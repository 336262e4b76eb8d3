// "X9支持5G吗", "支不支持无线充电": what the product is asked to support (not a stock question like "有白色吗").
const ZH = /支(?:不支)?持\s*([^，,。？?！!]{1,16}?)\s*(?:功能)?\s*(?:吗|嘛|么|不)?\s*[?？。！!]*$/;
// "does it support wireless charging?", "does the X9 support 5G?", "is it Bluetooth compatible?".
const EN =
  /^(?:does|do|can|will)\b.{0,40}?\bsupports?\s+(?:a |an |the )?([a-z0-9][a-z0-9 .+/-]{0,30}?)\s*[?.!]*$|^(?:is|are)\s+(?:it|they|this|that)\s+([a-z0-9][a-z0-9 .+/-]{0,30}?)[- ]compatible\s*[?.!]*$/i;

// Said alone right after a list or a product: "with a pen?", "and with a keyboard?", "带笔吗", "配键盘吗".
const WITH_EN = /^(?:and |but )?(?:one |ones )?with (?:a |an |the )?([a-z][a-z ]{1,20}?)\s*[?.!]*$/i;
const WITH_ZH = /^(?:那)?(?:带|配|附带|配有)([^\s，,。？?！!]{1,6}?)(?:吗|嘛|么|不)[?？。！!]*$/;

/** The feature a message asks a product to support ("5G", "wireless charging"), if it asks that. */
export function featureAsked(text: string): string | undefined {
  const zh = ZH.exec(text);
  if (zh) return zh[1]!.trim() || undefined;
  const en = EN.exec(text.trim());
  const withOne = WITH_EN.exec(text.trim()) ?? WITH_ZH.exec(text.trim());
  return (en?.[1] ?? en?.[2] ?? withOne?.[1])?.trim() || undefined;
}
