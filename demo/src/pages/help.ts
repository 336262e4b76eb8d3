import '../styles.css';
import { h, mount } from '../lib/dom.js';
import {
  articleAt,
  articlesOfTopic,
  helpTopics,
  loadHelpArticles,
  popularQuestions as popularAsks,
  topicOf,
  topicTitle,
  translationOf,
  type HelpEntry,
  type HelpTopic,
} from '../lib/help-topics.js';
import { localized, shopLocale, t } from '../lib/i18n.js';
import { icon } from '../lib/icons.js';
import { askKefu } from '../lib/kefu-global.js';
import { renderMarkdown } from '../lib/markdown.js';
import { renderShell } from '../lib/shell.js';

function askBox(): HTMLElement {
  const input = h('input', { id: 'help-ask', type: 'text', name: 'question', autocomplete: 'off', placeholder: t('askPlaceholder'), maxlength: 500 });
  const submit = (event: Event) => {
    event.preventDefault();
    const question = input.value.trim();
    if (!question) return input.focus();
    askKefu(question);
    input.value = '';
  };
  return h(
    'form',
    { class: 'ask-box', onsubmit: submit },
    h('label', { class: 'sr-only', for: 'help-ask' }, t('askLabel')),
    icon('search', 20),
    input,
    h('button', { type: 'submit', class: 'button solid' }, t('askButton')),
  );
}

function popularQuestions(): HTMLElement {
  return h(
    'div',
    { class: 'popular' },
    h('h2', { class: 'popular-label', id: 'popular-label' }, t('popular')),
    h(
      'ul',
      { class: 'chips', 'aria-labelledby': 'popular-label' },
      ...popularAsks().map((question) => h('li', {}, h('button', { type: 'button', class: 'chip', onclick: () => askKefu(question) }, question))),
    ),
  );
}

const articleLink = (entry: HelpEntry) => h('li', {}, h('a', { href: entry.url, class: 'article-link' }, h('span', {}, entry.title), icon('chevron', 16)));

function topicCard({ topic, entries }: { topic: HelpTopic; entries: HelpEntry[] }): HTMLElement {
  return h(
    'section',
    { class: 'card topic', 'data-topic': topic.key, 'aria-labelledby': `topic-${topic.key}` },
    h(
      'header',
      {},
      h('span', { class: 'topic-icon' }, icon(topic.icon, 22)),
      h('h3', { id: `topic-${topic.key}` }, topicTitle(topic)),
      h('span', { class: 'muted small' }, t(entries.length === 1 ? 'articleCountOne' : 'articleCount', { n: entries.length })),
    ),
    h('ul', { class: 'article-links' }, ...entries.map(articleLink)),
  );
}

function contactBlock(): HTMLElement {
  const card = (iconName: Parameters<typeof icon>[0], title: string, text: string, action?: HTMLElement) =>
    h('div', { class: 'contact-card' }, h('span', { class: 'topic-icon' }, icon(iconName, 22)), h('h3', {}, title), h('p', { class: 'muted' }, text), action);
  return h(
    'section',
    { class: 'card contact', 'aria-labelledby': 'contact-title' },
    h('h2', { id: 'contact-title' }, t('contactTitle')),
    h(
      'div',
      { class: 'contact-grid' },
      card(
        'chat',
        t('contactAiTitle'),
        t('contactAiText'),
        h('button', { type: 'button', class: 'button solid', id: 'help-chat', onclick: () => askKefu() }, t('contactAiCta')),
      ),
      card('headset', t('contactHumanTitle'), t('contactHumanText')),
      card('returns', t('contactSelfTitle'), t('contactSelfText'), h('a', { class: 'button ghost', href: '/orders.html' }, t('contactSelfCta'))),
    ),
  );
}

function showIndex(): void {
  mount(
    'help',
    h(
      'section',
      { class: 'help-hero' },
      h('p', { class: 'eyebrow' }, t('helpTitle')),
      h('h1', {}, t('helpHeading')),
      h('p', { class: 'muted' }, t('helpText')),
      askBox(),
      popularQuestions(),
    ),
    h('h2', { class: 'section-title' }, t('topicsTitle')),
    h('div', { class: 'topic-grid' }, ...helpTopics().map(topicCard)),
    contactBlock(),
  );
}

function breadcrumb(topic: HelpTopic | undefined): HTMLElement {
  return h(
    'nav',
    { class: 'breadcrumb', 'aria-label': localized('位置', 'Breadcrumb') },
    h('a', { href: '/help.html' }, icon('back', 16), t('helpTitle')),
    topic ? h('span', { 'aria-hidden': 'true' }, '/') : null,
    topic ? h('span', {}, topicTitle(topic)) : null,
  );
}

function showArticle(entry: HelpEntry): void {
  const topic = topicOf(entry);
  const translation = entry.locale === shopLocale() ? undefined : translationOf(entry);
  const body = h('div', { class: 'article-body', 'aria-busy': 'true' });
  const related = articlesOfTopic(topic, entry.locale).filter((other) => other.url !== entry.url);
  document.title = `${entry.title} · ${t('helpTitle')}`;
  mount(
    'help',
    breadcrumb(topic),
    h(
      'div',
      { class: 'article-layout' },
      h(
        'article',
        { class: 'card article', lang: entry.locale, 'data-article': entry.id },
        h('h1', {}, entry.title),
        translation ? h('p', { class: 'note', lang: shopLocale() }, h('a', { href: translation.url }, t('readInShopLocale'))) : null,
        body,
      ),
      h(
        'aside',
        { class: 'article-aside', lang: entry.locale },
        h(
          'section',
          { class: 'card ask-card' },
          h('h2', {}, t('articleAskTitle')),
          h('p', { class: 'muted' }, t('articleAskText')),
          h(
            'button',
            { type: 'button', class: 'button solid', id: 'article-ask', onclick: () => askKefu(undefined, { pageTitle: entry.title }) },
            icon('chat', 18),
            t('askButton'),
          ),
        ),
        related.length
          ? h('section', { class: 'card related' }, h('h2', {}, t('relatedTitle')), h('ul', { class: 'article-links' }, ...related.map(articleLink)))
          : null,
      ),
    ),
  );
  body.replaceChildren(...renderMarkdown(entry.body));
  body.removeAttribute('aria-busy');
}

function showNotFound(): void {
  mount(
    'help',
    breadcrumb(undefined),
    h('section', { class: 'card empty' }, icon('search', 40), h('h1', {}, t('articleNotFound'))),
    h('div', { class: 'topic-grid' }, ...helpTopics().map(topicCard)),
  );
}

// /help.html is the help center; /help/<article> (the paths the assistant cites as sources) is one article.
const onArticlePath = location.pathname.startsWith('/help/');
// The articles are the served shop's (its knowledge folder through the storefront API), loaded before any render.
void loadHelpArticles().then(() => {
  const entry = onArticlePath ? articleAt(location.pathname) : undefined;
  renderShell('help', { translatedHref: (locale) => (entry && entry.locale !== locale ? translationOf(entry)?.url : undefined) });
  if (entry) showArticle(entry);
  else if (onArticlePath) showNotFound();
  else showIndex();
});
