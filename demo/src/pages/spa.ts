import '../styles.css';
import { defineKefu } from '@kefu/widget';
import { h, mount } from '../lib/dom.js';
import { shopLocale, t } from '../lib/i18n.js';
import { renderShell } from '../lib/shell.js';

// The npm way: no script tag; the app registers the elements and places <kefu-chat> itself.
defineKefu();
const chat = document.createElement('kefu-chat');
chat.server = location.origin;
chat.siteKey = 'demo';
chat.locale = shopLocale();
document.body.append(chat);

const SNIPPET = `import { defineKefu } from '@kefu/widget';

defineKefu();
const chat = document.createElement('kefu-chat');
chat.server = 'https://kefu.example.com';
chat.siteKey = 'demo';
chat.locale = 'zh-CN';
document.body.append(chat);
chat.addEventListener('kefu-message', (event) => console.log(event.detail));`;

type View = 'intro' | 'code';

function render(view: View): void {
  mount(
    'spa',
    h('h1', {}, t('spaTitle')),
    h('p', { class: 'muted' }, t('spaText')),
    h(
      'div',
      { class: 'spa-nav', role: 'tablist' },
      h('button', { type: 'button', role: 'tab', class: view === 'intro' ? 'tab active' : 'tab', 'aria-selected': String(view === 'intro'), onclick: () => navigate('intro') }, shopLocale() === 'en' ? 'Try it' : '试一试'),
      h('button', { type: 'button', role: 'tab', class: view === 'code' ? 'tab active' : 'tab', 'aria-selected': String(view === 'code'), onclick: () => navigate('code') }, shopLocale() === 'en' ? 'The code' : '代码'),
    ),
    view === 'intro'
      ? h('div', { class: 'card', style: 'padding:20px 24px' }, h('p', {}, shopLocale() === 'en' ? 'Routes change without a reload; the conversation stays open.' : '切换视图不会刷新页面，对话一直保持。'), h('button', { type: 'button', class: 'primary', id: 'spa-open', onclick: () => chat.show() }, t('heroCta')))
      : h('pre', { class: 'code' }, SNIPPET),
  );
}

function navigate(view: View): void {
  history.pushState({ view }, '', `#${view}`);
  render(view);
}

renderShell('spa');
addEventListener('popstate', () => render(location.hash === '#code' ? 'code' : 'intro'));
render(location.hash === '#code' ? 'code' : 'intro');
