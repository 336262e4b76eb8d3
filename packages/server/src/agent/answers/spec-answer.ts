import type { ProductView } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';
import { SPEC_LABELS } from './spec-labels.js';

// Which spec a question is about; "Pad 3 的电池多大" answers the battery only.
const ASKS: ReadonlyArray<readonly [key: string, cue: RegExp]> = [
  ['processor', /处理器|芯片|\b(cpu|soc|processor|chip(set)?)\b/i],
  ['screen', /屏幕|屏|分辨率|刷新率|\b(screen|display|resolution|refresh rate)\b/i],
  ['battery', /电池|续航|毫安|\b(battery|mah)\b/i],
  ['charging', /充电|快充|\b(charging|charge|watts?)\b/i],
  ['camera', /摄像|像素|拍照|相机|镜头|\b(cameras?|photos?|megapixels?|lens)\b/i],
  ['storage', /存储|容量|\b(storage|capacity)\b/i],
  ['weight', /重量|多重|重不重|\b(weight|weigh|heavy)\b/i],
  ['noiseCancelling', /降噪|\bnoise/i],
  ['bluetooth', /蓝牙|\bbluetooth\b/i],
  ['waterproof', /防水|\b(waterproof|water resistance|ip\d\d)\b/i],
];
const ASKS_RAM = /内存|运存|\b(ram|memory)\b/i;

/** The answer to a spec question: the specs it asks about, labelled, or every spec when it names none. */
export function specAnswer(product: ProductView, question: string, lang: AnswerLanguage): string {
  const en = lang === 'en';
  const label = (key: string) => SPEC_LABELS.find(([k]) => k === key) ?? ([key, key, key] as const);
  const asked = ASKS.filter(([key, cue]) => cue.test(question) && product.specs[key]).map(([key]) => key);
  const lines = (asked.length ? asked : SPEC_LABELS.map(([key]) => key).filter((key) => product.specs[key])).map((key) => {
    const [, zh, english] = label(key);
    return en ? `${english}: ${product.specs[key]}` : `${zh}：${product.specs[key]}`;
  });
  if (product.ram.length && (ASKS_RAM.test(question) || !asked.length)) lines.unshift(en ? `RAM: ${product.ram.join(' / ')}` : `内存：${product.ram.join(' / ')}`);
  if (asked.length || ASKS_RAM.test(question)) return en ? `${product.name} — ${lines.join('; ')}.` : `${product.name} 的${lines.join('；')}。`;
  return en ? `${product.name} specs: ${lines.join('; ')}.` : `${product.name} 主要参数：${lines.join('；')}。`;
}
