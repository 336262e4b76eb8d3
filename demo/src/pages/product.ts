import '../styles.css';
import { fetchCatalog, fetchProduct, fetchShop, type CatalogProduct } from '../lib/api.js';
import { h, mount } from '../lib/dom.js';
import { cheapest, finalPrice, money, stockOf } from '../lib/format.js';
import { t } from '../lib/i18n.js';
import { askKefu } from '../lib/kefu-global.js';
import { swatch } from '../lib/product-art.js';
import { productPicture } from '../lib/product-picture.js';
import { renderShell } from '../lib/shell.js';

function stockText(stock: number): string {
  if (stock === 0) return t('outOfStock');
  if (stock === Infinity) return t('inStock');
  return stock < 10 ? t('lowStock', { n: stock }) : t('inStock');
}

/** The variant with these option values, if the shop sells that combination. */
const variantOf = (product: CatalogProduct, picked: readonly string[]) =>
  product.variants.find((variant) => variant.optionValues.every((value, index) => value === picked[index]));

/** A picker per option group (Color, Size, Storage…): values no variant with the other picks has are disabled. */
function pickers(product: CatalogProduct, picked: string[]): HTMLElement[] {
  return product.options.flatMap((group, groupIndex) => [
    h('h2', { class: 'section-label' }, group.name),
    h(
      'div',
      { class: 'options', role: 'radiogroup', 'aria-label': group.name, 'data-option': group.name },
      ...group.values.map((value) => {
        const next = picked.map((current, index) => (index === groupIndex ? value : current));
        const variant = variantOf(product, next);
        const selected = picked[groupIndex] === value;
        return h(
          'button',
          {
            type: 'button',
            role: 'radio',
            'aria-checked': String(selected),
            class: selected ? 'option selected' : 'option',
            disabled: variant ? undefined : 'true',
            onclick: () => render(product, next, sameTypeOf(product)),
          },
          groupIndex === 0 ? h('span', { class: 'dot', style: `--swatch:${swatch(value)}` }) : null,
          value,
          variant ? h('small', { class: stockOf(variant) === 0 ? 'out' : undefined }, stockText(stockOf(variant))) : null,
        );
      }),
    ),
  ]);
}

/**
 * The quick questions about a product: its price after its promotion (or its price), its stock, and how it compares
 * with the first other product of its type in the catalog — all from data, whatever the shop sells.
 */
function quickAsks(product: CatalogProduct, sameType: CatalogProduct | undefined): string[] {
  const promotion = product.promotions[0];
  return [
    promotion ? t('qPricePromo', { promotion: promotion.name }) : t('qPrice'),
    t('qStock'),
    sameType ? t('qCompareWith', { other: sameType.title }) : '',
  ].filter(Boolean);
}

function render(product: CatalogProduct, picked: string[], sameType?: CatalogProduct): void {
  const variant = variantOf(product, picked) ?? cheapest(product);
  const final = finalPrice(product, variant);
  const was = final.amount < variant.price.amount ? variant.price : variant.compareAtPrice;
  const context = { productId: product.productId, pageTitle: product.title };
  void fetchShop().then((shop) => (document.title = `${product.title} · ${shop.name}`));
  mount(
    'product',
    h('div', { class: 'product-gallery' }, productPicture(product, variant.optionValues[0] ?? '')),
    h(
      'div',
      { class: 'product-info' },
      product.vendor ? h('p', { class: 'eyebrow' }, product.vendor) : null,
      h('h1', {}, product.title),
      h('p', { class: 'muted' }, product.highlights.join(' · ')),
      h(
        'div',
        { class: 'price-box' },
        h(
          'div',
          {},
          h('span', { class: 'price big', 'data-testid': 'final-price' }, money(final)),
          was ? h('span', { class: 'was' }, money(was)) : null,
          ...product.promotions.map((promotion) => h('span', { class: 'badge subsidy' }, `${promotion.name} -${money(promotion.amount)}`)),
        ),
      ),
      ...pickers(product, variant.optionValues),
      product.warrantyMonths !== undefined ? h('p', { class: 'muted small' }, t('warranty', { n: product.warrantyMonths })) : null,
      h('button', { type: 'button', class: 'primary wide', id: 'ask-about', onclick: () => askKefu(undefined, context) }, t('askAbout')),
      h('h2', { class: 'section-label' }, t('quickAsks')),
      h(
        'div',
        { class: 'chips' },
        ...quickAsks(product, sameType).map((question) => h('button', { type: 'button', class: 'chip', onclick: () => askKefu(question, context) }, question)),
      ),
    ),
    h(
      'section',
      { class: 'specs' },
      h('h2', {}, t('specs')),
      h('dl', {}, ...Object.entries(product.attributes).flatMap(([name, value]) => [h('dt', {}, name), h('dd', {}, value)])),
    ),
  );
}

renderShell('product');
const productId = new URLSearchParams(location.search).get('id') ?? '';
let catalog: CatalogProduct[] = [];
const sameTypeOf = (product: CatalogProduct) => catalog.find((other) => other.productId !== product.productId && !!product.type && other.type === product.type);
Promise.all([fetchProduct(productId), fetchCatalog().catch(() => [])])
  .then(([product, products]) => {
    catalog = products;
    render(product, (product.variants.find((variant) => stockOf(variant) > 0) ?? cheapest(product)).optionValues, sameTypeOf(product));
  })
  .catch(() => mount('product', h('p', { class: 'muted' }, t('notFound'))));
