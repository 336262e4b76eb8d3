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

/** What a product is asked to have or be able to do ("X9有NFC吗", "can the Pad 3 take a SIM card?"), with how it was asked. */
export interface FeatureHad {
  /** The feature as asked, lower-cased, without its article: "nfc", "插卡", "sim card". */
  feature: string;
  /** How the question asked it: has it (有 / have), can it (能 / can … take), or is it ("is it chlorine resistant?", 抗氯吗). */
  verb: 'has' | 'can' | 'is';
  /** The English article and verb asked with it ("a", "take a"), for the answer's words. */
  asked: string;
}

// "X9有NFC吗", "有没有红外", "Pad 3能插卡吗", "可以扩展存储吗": 有 / 能 and the feature, at the end of the question.
const HAS_ZH =
  /有\s*([a-z0-9][a-z0-9 .+-]{0,15}|[\p{Script=Han}a-z0-9]{1,8}?)\s*(?:功能|接口)?\s*(?:吗|嘛|么)[?？。！!]*$|有没有\s*([a-z0-9][a-z0-9 .+-]{0,15}|[\p{Script=Han}a-z0-9]{1,8}?)\s*(?:功能|接口)?\s*[?？。！!]*$/u;
const CAN_ZH = /(?:能不能|可不可以|能|可以)\s*([\p{Script=Han}a-z0-9]{2,8}?)\s*(?:吗|嘛|么)[?？。！!]*$/u;
// "does the X9 have NFC?", "does it have a headphone jack?", "can the Pad 3 take a SIM card?", "can it use a stylus?".
const HAS_EN = /^(?:does|do|will)\b.{0,40}?\bhave\s+(an?\s+|any\s+)?([a-z0-9][a-z0-9 .+/-]{0,30}?)\s*[?.!]*$/i;
const CAN_EN = /^(?:can|could|will)\b.{0,40}?\b(take|fit|hold|use|read|play)\s+(an?\s+|any\s+)?([a-z0-9][a-z0-9 .+/-]{0,30}?)\s*[?.!]*$/i;
// What such words ask about that is no feature of the product: stock, offers, its options, the shop's terms, a person.
const NOT_A_FEATURE =
  /的$|货|库存|优惠|活动|赠品|折扣|打折|保修|质保|发票|运费|邮|颜色|尺码|版本|别的|其他|人工|客服|退|换|修|便宜|分期|付|发|送|寄|到|取消|改|快|\b(?:stock|discount|sale|deal|offer|coupon|promo\w*|gift|warranty|guarantee|size|sizes|colou?rs?|versions?|it|them|one|ones|other|others|more|shipping|returns?|refunds?)\b/i;

/** The feature a message asks a product to have or be able to do, if it asks that (see {@link FeatureHad}). */
export function featureHad(text: string): FeatureHad | undefined {
  const trimmed = text.trim().toLowerCase();
  const en = HAS_EN.exec(trimmed);
  const can = en ? undefined : CAN_EN.exec(trimmed);
  const zh = en || can ? undefined : HAS_ZH.exec(trimmed);
  const canZh = en || can || zh ? undefined : CAN_ZH.exec(trimmed);
  const found: FeatureHad | undefined = en
    ? { feature: en[2]!, verb: 'has', asked: (en[1] ?? '').trim() }
    : can
      ? { feature: can[3]!, verb: 'can', asked: `${can[1]} ${(can[2] ?? '').trim()}`.trim() }
      : zh
        ? { feature: zh[1] ?? zh[2]!, verb: 'has', asked: '' }
        : canZh
          ? { feature: canZh[1]!, verb: 'can', asked: '' }
          : undefined;
  const feature = found?.feature.trim();
  if (!found || !feature || NOT_A_FEATURE.test(feature)) return undefined;
  return { ...found, feature };
}
