import type { Order, OrderItem } from '../../ports/commerce-backend.js';
import { optionGroupKind, type OptionGroupKind } from '../../shop/option-group-kind.js';
import type { AnswerLanguage } from './answer-language.js';

// A group's name in Chinese when the order gives none in Chinese: the kinds every catalog has.
const ZH_KIND = { size: '尺码', colour: '颜色' } as const;

// The group a question asks ("what colour did I order?", "是什么尺码"); neither named, all of them.
const ASKS_COLOUR = /colou?r|颜色|什么色/i;
const ASKS_SIZE = /size|尺码|码/i;

/** "Size S, Color Floral Blue" / "尺码：S，颜色：Floral Blue" — the line's option values as sold (of the kind asked), each with its group. */
function optionsOf(line: OrderItem, asked: OptionGroupKind | undefined, lang: AnswerLanguage): string {
  const zh = lang !== 'en' ? line.i18n?.['zh-CN'] : undefined;
  const of = line.options.filter(({ name }) => !asked || optionGroupKind(name) === asked);
  return (of.length ? of : line.options)
    .map(({ name, value }) => {
      if (lang === 'en') return `${name} ${value}`;
      const kind = optionGroupKind(name);
      const label = zh?.optionNames?.[name] ?? (kind ? ZH_KIND[kind] : name);
      return `${label}：${zh?.options?.[name] ?? value}`;
    })
    .join(lang === 'en' ? ', ' : '，');
}

/**
 * "what size is it?" right after an order was shown: the size (or the colour asked) of each line as it was bought — "In
 * order TL-10251: the Wrap Dress in Size S." — not the sizes the product comes in; every option of it when the words
 * name neither. The lines named (`productIds`) when the order holds them; otherwise every line.
 */
export function orderedOptions(order: Order, productIds: readonly string[], text: string, lang: AnswerLanguage): string {
  const asked = ASKS_COLOUR.test(text) ? 'colour' : ASKS_SIZE.test(text) ? 'size' : undefined;
  const named = order.lines.filter((line) => productIds.includes(line.productId));
  const lines = (named.length ? named : order.lines).filter((line) => line.options.length);
  if (!lines.length) return '';
  const each = lines.map((line) => {
    const count = line.quantity > 1 ? ` ×${line.quantity}` : '';
    return lang === 'en' ? `the ${line.title}${count} in ${optionsOf(line, asked, lang)}` : `${line.title}${count}（${optionsOf(line, asked, lang)}）`;
  });
  return lang === 'en' ? `In order ${order.orderId}: ${each.join('; ')}.` : `订单 ${order.orderId} 中：${each.join('；')}。`;
}
