import type { Entities } from '../../ports/intent.js';
import { BASIC_COLORS } from '../commerce/match-color.js';
import { findProducts, type ProductLexicon } from './product-lexicon.js';

const ORDER_ID = /(?<![a-z0-9])(kf\d{6,12})(?![a-z0-9])/i;
const LABELLED_ORDER_ID = /(?:订单号?|单号|order(?:\s*(?:#|no\.?|number|id))?)\s*[:：#]?\s*([a-z]{0,3}\d{6,20})(?![a-z0-9])/i;
const TRACKING = /(?<![a-z0-9])((?:sf|jdv|jd|yt|zto|sto|yd|ems)\d{9,16})(?![a-z0-9])/i;
// "12G", "16GB 内存", and the RAM of a "16+512" / "12G+256G" configuration.
const RAM = /(?<![\d.])(4|6|8|12|16|24)\s*(?:(?:g|gb)(?![a-z\d])|(?=\s*\+\s*(?:64|128|256|512|1\s*t)))(?:\s*(?:\+\s*(?:64|128|256|512|1\s*t)(?:g|gb|b)?|内存|运存|ram|的运存|的内存))?/i;
const SUBSIDY = /国补|国家补贴|政府补贴|补贴|subsid|rebate/i;

const CN_DIGITS: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };
const AMOUNT = String.raw`(\d+(?:\.\d+)?(?:\s*[千万]|[kw](?![a-z]))?|[一二两三四五六七八九十][千万])`;
const UPPER = [new RegExp(`${AMOUNT}\\s*(?:元|块钱?|rmb|yuan)?\\s*(?:以内|以下|之内|内|封顶)`, 'i'), new RegExp(`(?:不超过|低于|少于|不到|预算|under|below|less than|within|up to|max(?:imum)?|cheaper than|no more than)\\s*[¥￥$]?\\s*${AMOUNT}`, 'i')];
const LOWER = [new RegExp(`${AMOUNT}\\s*(?:元|块钱?)?\\s*(?:以上|起步)`, 'i'), new RegExp(`(?:超过|高于|over|above|more than|at least)\\s*[¥￥$]?\\s*${AMOUNT}`, 'i')];
const AROUND = [new RegExp(`${AMOUNT}\\s*(?:元|块钱?)?\\s*(?:左右|上下)`, 'i'), new RegExp(`(?:around|about|roughly)\\s*[¥￥$]?\\s*${AMOUNT}`, 'i')];
const BETWEEN = new RegExp(`${AMOUNT}\\s*(?:-|~|到|至|and|to)\\s*${AMOUNT}\\s*(?:元|块|之间|yuan|rmb)?`, 'i');


const CATEGORIES: Array<[RegExp, NonNullable<Entities['category']>]> = [
  // Word boundaries: "iPhone 16" names another brand's model, not the category.
  [/手机|\b(?:phones?|mobiles?|smartphones?)\b/i, 'phone'],
  [/平板|tablet|ipad/i, 'tablet'],
  [/耳机|earbud|earphone|headphone|\bbuds\b/i, 'earbuds'],
];

const TAGS: Array<[RegExp, string]> = [
  [/拍照|摄影|相机|camera|photo/i, '拍照'],
  [/游戏|打游戏|gaming|\bgames?\b/i, '游戏'],
  [/轻薄|轻便|\bthin\b|\blight(?:weight)?\b/i, '轻薄'],
  [/女生|女性|女朋友|老婆|for (?:women|her)|girlfriend|wife/i, '女性'],
  [/续航|battery life|long battery/i, '续航'],
  [/老人|父母|爸妈|长辈|elderly|parents?\b/i, '老人'],
  [/学生|上学|student/i, '学生'],
  [/性价比|便宜点|value for money|\bcheap\b|budget/i, '性价比'],
  [/降噪|noise[- ]cancel/i, '降噪'],
  // Not "工作" or "work" alone: "工作时间", "how does it work".
  [/办公|工作用|上班用|office|for work\b/i, '办公'],
];

/** Parses "3000", "3k", "3千", "三千", "0.3万" into yuan. */
export function parseAmount(raw: string): number | undefined {
  const text = raw.replace(/\s+/g, '').toLowerCase();
  const cn = /^([一二两三四五六七八九十])([千万])$/.exec(text);
  if (cn) return CN_DIGITS[cn[1]!]! * (cn[2] === '千' ? 1000 : 10000);
  const match = /^(\d+(?:\.\d+)?)(k|千|w|万)?$/.exec(text);
  if (!match) return undefined;
  const unit = match[2] === 'k' || match[2] === '千' ? 1000 : match[2] === 'w' || match[2] === '万' ? 10000 : 1;
  return Math.round(Number(match[1]) * unit);
}

function priceRange(text: string): Pick<Entities, 'minPrice' | 'maxPrice'> {
  const plausible = (value: number | undefined) => (value !== undefined && value >= 50 && value <= 100_000 ? value : undefined);
  const between = BETWEEN.exec(text);
  if (between) {
    const a = plausible(parseAmount(between[1]!));
    const b = plausible(parseAmount(between[2]!));
    if (a !== undefined && b !== undefined) return { minPrice: Math.min(a, b), maxPrice: Math.max(a, b) };
  }
  for (const pattern of UPPER) {
    const value = plausible(parseAmount(pattern.exec(text)?.[1] ?? ''));
    if (value !== undefined) return { maxPrice: value };
  }
  for (const pattern of LOWER) {
    const value = plausible(parseAmount(pattern.exec(text)?.[1] ?? ''));
    if (value !== undefined) return { minPrice: value };
  }
  for (const pattern of AROUND) {
    const value = plausible(parseAmount(pattern.exec(text)?.[1] ?? ''));
    if (value !== undefined) return { minPrice: Math.round(value * 0.85), maxPrice: Math.round(value * 1.15) };
  }
  return {};
}

/** Extracts every entity the rules know from one clause. */
export function extractEntities(text: string, lexicon: ProductLexicon): Entities {
  const entities: Entities = {};
  const tracking = TRACKING.exec(text)?.[1];
  if (tracking) entities.trackingNumber = tracking.toUpperCase();
  const orderId = (ORDER_ID.exec(text) ?? LABELLED_ORDER_ID.exec(text))?.[1];
  if (orderId && orderId.toUpperCase() !== entities.trackingNumber) entities.orderId = orderId.toUpperCase();
  // Identifiers are removed first so their digits are never read as models, RAM or prices.
  const rest = text.replace(TRACKING, ' ').replace(ORDER_ID, ' ').replace(LABELLED_ORDER_ID, ' ');
  const productIds = findProducts(rest, lexicon);
  if (productIds.length) entities.productIds = productIds;
  // The text is lower-cased: "frost white" names the catalog's "Frost White".
  const colors = lexicon.colors.filter((color) => rest.includes(color.toLowerCase()));
  // A basic colour ("白色", "white") the catalog names did not already cover, as its Chinese character.
  const colorWords = rest.replace(/黑屏|白屏|蓝牙|金额/g, '');
  for (const basic of BASIC_COLORS) {
    const covered = colors.some((color) => color.includes(basic.zh) || basic.pattern.test(color));
    if (!covered && (colorWords.includes(basic.zh) || basic.pattern.test(colorWords))) colors.push(basic.zh);
  }
  if (colors.length) entities.colors = colors;
  const ram = RAM.exec(rest);
  if (ram) entities.ramGb = Number(ram[1]);
  Object.assign(entities, priceRange(rest.replace(RAM, ' ')));
  if (SUBSIDY.test(rest)) entities.subsidy = true;
  const category = CATEGORIES.find(([pattern]) => pattern.test(rest))?.[1];
  if (category) entities.category = category;
  const tags = TAGS.filter(([pattern]) => pattern.test(rest)).map(([, tag]) => tag);
  if (tags.length) entities.tags = tags;
  return entities;
}
