import type { CatalogProduct } from './api.js';
import { h } from './dom.js';
import { drawable, productArt } from './product-art.js';

/** Up to two initials of a title: the first letters of its first two words, or its first character (CJK). */
export function initials(title: string): string {
  const words = title.trim().split(/\s+/).filter(Boolean);
  return words.length > 1
    ? words
        .slice(0, 2)
        .map((word) => [...word][0])
        .join('')
        .toUpperCase()
    : ([...title.trim()][0] ?? '?').toUpperCase();
}

function placeholder(title: string): HTMLElement {
  return h('span', { class: 'art art-placeholder', role: 'img', 'aria-label': title }, h('span', { 'aria-hidden': 'true' }, initials(title)));
}

/**
 * The product's picture: its catalog photo (images[0]) when it has one, a drawing when it has none and its type is
 * one the drawings know, otherwise a neutral card with its initials. A photo that fails to load falls back to the card.
 */
export function productPicture(product: Pick<CatalogProduct, 'type' | 'title' | 'images'>, colorName: string): Element {
  const photo = product.images[0];
  if (photo) {
    const card = placeholder(product.title);
    const image = h('img', { class: 'art art-photo', src: photo, alt: product.title, loading: 'lazy' }) as HTMLImageElement;
    image.addEventListener('error', () => image.replaceWith(card), { once: true });
    return image;
  }
  return drawable(product.type) ? productArt(product, colorName) : placeholder(product.title);
}
