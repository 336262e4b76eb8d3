// "are the phones 5G?", "do your swimsuits resist chlorine?", "这些手机支持5G吗": a question answered yes or no, not a
// wish to see some ("do you have phones with NFC?", "can I get one that supports 5G?", "有支持5G的手机吗" are searches).
const EN = /^(?:(?:and|so|but|ok|okay|also|then|hi|hey)[,\s]+)?(?:is|are|do|does|can|will)\s+(?!(?:you|i|we)\b)/i;
const ZH = /[吗嘛么][?？。!！\s]*$/;
const ZH_WISH = /^(?:请问)?(?:有没有|有|想要|要|想|找|求|看看|买)/;

/** Whether the message asks a yes or a no of what it names, rather than to be shown some. */
export function asksYesOrNo(text: string): boolean {
  const trimmed = text.trim();
  return EN.test(trimmed) || (ZH.test(trimmed) && !ZH_WISH.test(trimmed));
}
