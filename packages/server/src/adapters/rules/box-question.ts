/**
 * "does it come with a charger?", "is a case included?", "what's in the box?", "包装里有充电器吗", "送充电头吗",
 * "附带数据线吗": what comes in the box with the product, not whether it works (a charging fault) nor a feature.
 */
const EN =
  /\b(?:does|do|will|would)\s+(?:it|they|this|that|the [a-z0-9 ]{1,30}?)\s+(?:come|ship)s?\s+with\s+(?:a |an |the |any )?([a-z][a-z ]{1,24}?)\s*[?.!]*$|\b(?:is|are)\s+(?:a |an |the |any )?([a-z][a-z ]{1,24}?)\s+(?:included|in the box|in the package|supplied)\b|\b(?:includes?|including)\s+(?:a |an |the )?([a-z][a-z ]{1,24}?)\s*\?/i;
const ZH =
  /(?:包装|盒子|盒)(?:里|内|中)?(?:有|含|带|附)(?:没有)?([^\s，,。？?！!吗]{1,8}?)(?:吗|么|嘛|不)?[?？]*$|(?:送|附送|赠送|附带|配送|含|带不带|有没有送)([^\s，,。？?！!吗]{1,8}?)(?:吗|么|嘛|不)[?？]*$/;
const WHOLE_BOX = /\bwhat(?:'s| is| comes)\s+in\s+the\s+(?:box|package)\b|\bwhat does it come with\b|包装清单|包装里有什么|盒子里有什么|有什么配件|送什么/i;

/** What the shopper asks to find in the box ("charger", "充电头"); '' when the whole box is asked; undefined otherwise. */
export function boxAsked(text: string): string | undefined {
  const trimmed = text.trim();
  if (WHOLE_BOX.test(trimmed)) return '';
  const match = EN.exec(trimmed) ?? ZH.exec(trimmed);
  const item = match?.slice(1).find((group) => group !== undefined);
  return item?.trim() || undefined;
}
