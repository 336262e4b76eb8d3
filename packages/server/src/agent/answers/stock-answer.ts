import { colorWord } from '../../adapters/commerce/match-color.js';
import type { ColorAsked, ProductView } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';

/** The answer to a stock question: the colour asked about first, then which other colours are in stock. */
export function stockAnswer(product: ProductView, color: ColorAsked | undefined, lang: AnswerLanguage): string {
  const en = lang === 'en';
  const sep = en ? ', ' : '、';
  const names = (colors: ProductView['colors']) => colors.map((c) => c.name).join(sep);
  // The tool matched the colour in either language; the product's colours are already in the answer's.
  const wanted = color ? product.colors.filter((c) => color.matches.includes(c.name)) : [];
  const others = product.colors.filter((c) => !wanted.includes(c));
  const inStock = others.filter((c) => c.stock > 0);
  const soldOut = others.filter((c) => c.stock === 0);
  const rest = en
    ? [inStock.length ? `${names(inStock)} ${inStock.length > 1 ? 'are' : 'is'} in stock` : '', soldOut.length ? `${names(soldOut)} ${soldOut.length > 1 ? 'are' : 'is'} sold out` : ''].filter(Boolean).join('; ')
    : [inStock.length ? `${names(inStock)} 有货` : '', soldOut.length ? `${names(soldOut)} 暂时缺货` : ''].filter(Boolean).join('，');
  if (!color) return en ? `${product.name}: ${inStock.length ? rest : 'out of stock in every colour'}.` : `${product.name}：${inStock.length ? rest : '所有颜色暂时缺货'}。`;
  if (!wanted.length) {
    const asked = colorWord(color.asked, en ? 'en' : 'zh-CN');
    return en ? `The ${product.name} does not come in "${asked}". Colours: ${rest}.` : `${product.name} 没有 “${asked}” 这个颜色。现有颜色：${rest}。`;
  }
  const wantedInStock = wanted.filter((c) => c.stock > 0);
  const wantedOut = wanted.filter((c) => c.stock === 0);
  const asked = en
    ? [wantedInStock.length ? `${product.name} in ${names(wantedInStock)} is in stock` : '', wantedOut.length ? `${product.name} in ${names(wantedOut)} is sold out` : ''].filter(Boolean).join('; ')
    : [wantedInStock.length ? `${product.name} ${names(wantedInStock)} 有货` : '', wantedOut.length ? `${product.name} ${names(wantedOut)} 暂时缺货` : ''].filter(Boolean).join('，');
  if (wantedInStock.length || !rest) return en ? `${asked}.` : `${asked}。`;
  return en ? `${asked}; other colours: ${rest}.` : `${asked}；其他颜色：${rest}。`;
}
