import { h, mount } from './dom.js';
import { setShopLocale, shopLocale, t } from './i18n.js';
import { kefu } from './kefu-global.js';
import { currentSession, endSession, restoreSession } from './session.js';

type Page = 'home' | 'orders' | 'help' | 'spa' | 'product';

/** Renders the shop's header and footer around a page and connects the widget to the session and language. */
export function renderShell(active: Page): void {
  document.documentElement.lang = shopLocale();
  restoreSession();
  kefu()?.setLocale(shopLocale());
  const session = currentSession();
  const link = (page: Page, href: string, label: string) => h('a', { href, class: page === active ? 'active' : undefined, 'aria-current': page === active ? 'page' : undefined }, label);
  const switchLocale = () => {
    setShopLocale(shopLocale() === 'en' ? 'zh-CN' : 'en');
    location.reload();
  };
  mount(
    'shell-header',
    h('div', { class: 'topbar' }, h('div', { class: 'wrap' }, t('tagline'))),
    h(
      'div',
      { class: 'wrap header-row' },
      h('a', { href: '/', class: 'brand' }, h('span', { class: 'brand-mark', 'aria-hidden': 'true' }, '星'), t('shopName')),
      h('nav', { 'aria-label': 'main' }, link('home', '/', t('navHome')), link('orders', '/orders.html', t('navOrders')), link('help', '/help.html', t('navHelp')), link('spa', '/spa.html', t('navSpa'))),
      h(
        'div',
        { class: 'header-actions' },
        h('button', { class: 'ghost', type: 'button', onclick: switchLocale, 'aria-label': 'language' }, shopLocale() === 'en' ? '中文' : 'EN'),
        session
          ? h('button', { class: 'ghost', type: 'button', onclick: () => { endSession(); location.reload(); } }, `${t('signedInAs', { name: session.customer.name })} · ${t('signOut')}`)
          : h('a', { class: 'button ghost', href: '/orders.html' }, t('signIn')),
      ),
    ),
  );
  mount('shell-footer', h('div', { class: 'wrap' }, t('footer')));
}
