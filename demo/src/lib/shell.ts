import { fetchShop, type ShopInfo } from './api.js';
import { h, mount } from './dom.js';
import { helpArticle, loadHelpArticles } from './help-topics.js';
import { setShopLocale, shopLocale, t, type ShopLocale, type StringKey } from './i18n.js';
import { icon } from './icons.js';
import { askKefu, withKefu } from './kefu-global.js';
import { currentSession, endSession, restoreSession } from './session.js';

type Page = 'home' | 'orders' | 'help' | 'spa' | 'product';

/** How a page changes the shell. */
export interface ShellOptions {
  /** Where this page lives in the other language, when that is not the same URL (a translated help article). */
  translatedHref?(locale: ShopLocale): string | undefined;
}

const NAV: ReadonlyArray<[Page, string, StringKey]> = [
  ['home', '/', 'navHome'],
  ['orders', '/orders.html', 'navOrders'],
  ['help', '/help.html', 'navHelp'],
  ['spa', '/spa.html', 'navSpa'],
];

// The home page (and a product page until its product loads) carries the shop's own title.
const TITLES: Record<Page, StringKey | undefined> = { home: undefined, product: undefined, orders: 'navOrders', help: 'helpTitle', spa: 'navSpa' };

const FOOTER_LINKS: ReadonlyArray<[StringKey, string[]]> = [
  // Articles that state no shop's particular window or promotion: those come from the shop, above.
  ['footAfterSales', ['returns-process', 'warranty-policy', 'repair-service']],
  ['footGuide', ['shipping-delivery', 'payment-methods', 'invoice-types']],
];

const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** The shop's support hours in words: 每天 09:00–22:00, or Mon–Fri 09:00–18:00 · Sat 10:00–16:00. */
export function supportHoursText(hours: ShopInfo['supportHours']): string {
  const names = t('dayNames').split(',');
  const days = (list: string[]) => {
    const indexes = list
      .map((day) => WEEK.indexOf(day))
      .filter((index) => index >= 0)
      .sort((a, b) => a - b);
    if (indexes.length === 7) return t('everyDay');
    const contiguous = indexes.every((index, i) => i === 0 || index === indexes[i - 1]! + 1);
    return contiguous && indexes.length > 1
      ? t('dayRange', { from: names[indexes[0]!]!, to: names[indexes.at(-1)!]! })
      : indexes.map((index) => names[index]).join('、');
  };
  return hours.map((entry) => `${days(entry.days)} ${entry.open}–${entry.close}`).join(' · ');
}

/** The first character of the shop's name, for the brand mark. */
const brandMark = (shop: ShopInfo) => ([...shop.name.trim()][0] ?? '').toUpperCase();

function topbar(shop: ShopInfo): HTMLElement {
  // The shop's stated policies; promises that do not fit on one line are dropped whole rather than wrapped or cut (see .promises).
  const promises = [
    shop.returnWindowDays > 0 ? t('tagReturnsDays', { n: shop.returnWindowDays }) : '',
    shop.supportHours.length ? t('tagHours', { hours: supportHoursText(shop.supportHours) }) : '',
  ];
  return h('div', { class: 'topbar' }, h('ul', { class: 'wrap promises' }, ...promises.filter(Boolean).map((text) => h('li', {}, text))));
}

function localeSwitch(options: ShellOptions): HTMLElement {
  const other: ShopLocale = shopLocale() === 'en' ? 'zh-CN' : 'en';
  const onclick = () => {
    setShopLocale(other);
    const href = options.translatedHref?.(other);
    if (href) location.assign(href);
    else location.reload();
  };
  // The accessible name starts with the visible text ("EN English"), as label-in-name asks.
  return h(
    'button',
    { class: 'ghost locale-switch', type: 'button', onclick },
    icon('globe', 16),
    h('span', { lang: other }, t('otherLocale')),
    h('span', { class: 'sr-only', lang: 'en' }, ` ${t('otherLocaleName')}`),
  );
}

function account(): HTMLElement[] {
  const session = currentSession();
  if (!session) return [h('a', { class: 'button ghost', href: '/orders.html' }, icon('user', 16), t('signIn'))];
  // On a phone the greeting and the sign-out label collapse (still read out) so the row never wraps.
  return [
    h(
      'a',
      { class: 'account', href: '/orders.html' },
      h('span', { class: 'avatar sm', 'aria-hidden': 'true' }, session.customer.name.slice(0, 1)),
      h('span', { class: 'account-name' }, t('signedInAs', { name: session.customer.name })),
    ),
    signOutButton(),
  ];
}

/** The sign-out button: ends the shop's session and the chat's identity. */
export function signOutButton(): HTMLElement {
  const signOut = () => {
    endSession();
    location.reload();
  };
  return h(
    'button',
    { class: 'ghost sign-out', type: 'button', onclick: signOut, title: t('signOut') },
    icon('logout', 16),
    h('span', { class: 'label' }, t('signOut')),
  );
}

function header(shop: ShopInfo, active: Page, options: ShellOptions): HTMLElement {
  const link = ([page, href, label]: (typeof NAV)[number]) =>
    h('a', { href, class: page === active ? 'active' : undefined, 'aria-current': page === active ? 'page' : undefined }, t(label));
  return h(
    'div',
    { class: 'wrap header-row' },
    h(
      'a',
      { href: '/', class: 'brand' },
      h('span', { class: 'brand-mark', 'aria-hidden': 'true' }, brandMark(shop)),
      h('span', { class: 'brand-name' }, shop.name),
    ),
    h('nav', { class: 'site-nav', 'aria-label': t('navLabel') }, ...NAV.map(link)),
    h('div', { class: 'header-actions' }, localeSwitch(options), ...account()),
  );
}

function footer(shop: ShopInfo): HTMLElement[] {
  const column = ([title, ids]: (typeof FOOTER_LINKS)[number]) =>
    h(
      'nav',
      { class: 'footer-column', 'aria-label': t(title) },
      h('h2', {}, t(title)),
      h('ul', {}, ...ids.flatMap((id) => helpArticle(id) ?? []).map((entry) => h('li', {}, h('a', { href: entry.url }, entry.title)))),
    );
  return [
    h(
      'div',
      { class: 'wrap footer-grid' },
      h(
        'div',
        { class: 'footer-about' },
        h('p', { class: 'brand' }, h('span', { class: 'brand-mark', 'aria-hidden': 'true' }, brandMark(shop)), shop.name),
        h('p', {}, shop.sells ? t('footAboutShop', { name: shop.name, sells: shop.sells }) : shop.name),
      ),
      ...FOOTER_LINKS.map(column),
      h(
        'section',
        { class: 'footer-column', 'aria-label': t('footContact') },
        h('h2', {}, t('footContact')),
        h(
          'ul',
          {},
          h('li', {}, h('button', { type: 'button', class: 'link', onclick: () => askKefu() }, icon('chat', 16), t('footChat'))),
          h('li', {}, t('footAi')),
          shop.supportHours.length ? h('li', {}, t('footHoursShop', { hours: supportHoursText(shop.supportHours) })) : null,
        ),
      ),
    ),
    h('div', { class: 'wrap footer-bottom' }, `© ${shop.name}`, h('span', {}, t('footPowered'))),
  ];
}

/**
 * Renders the shop's header and footer (name, policies, hours from GET /api/shop) around a page and connects the
 * widget to the session and language. When the shop's first locale becomes the page's language, the page reloads
 * once so everything it rendered is in it.
 */
export function renderShell(active: Page, options: ShellOptions = {}): Promise<ShopInfo> {
  const before = shopLocale();
  document.documentElement.lang = before;
  restoreSession();
  withKefu((api) => api.setLocale(before));
  // The footer links the served shop's own help articles: they load with the shop.
  const shown = Promise.all([fetchShop(), loadHelpArticles()]).then(([shop]) => {
    if (shopLocale() !== before) {
      location.reload();
      return shop;
    }
    const title = TITLES[active];
    document.title = title ? `${t(title)} · ${shop.name}` : t('homeTitleShop', { name: shop.name });
    mount('shell-header', topbar(shop), header(shop, active, options));
    mount('shell-footer', ...footer(shop));
    return shop;
  });
  shown.catch(() => mount('shell-header', h('div', { class: 'wrap header-row' }, t('loadFailed'))));
  return shown;
}
