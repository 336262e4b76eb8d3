import { fetchHelpArticles, type HelpArticleInfo } from './api.js';
import { localized, shopLocale, type ShopLocale } from './i18n.js';
import type { IconName } from './icons.js';

/** A help article of the served shop: title, page and body. */
export type HelpEntry = HelpArticleInfo;

// The served shop's articles (KEFU_SHOP_DIR's knowledge folder), never a build-time copy of one shop's.
let articles: HelpEntry[] = [];

/** Loads the served shop's articles; the functions below see none before it resolves. */
export async function loadHelpArticles(): Promise<void> {
  articles = await fetchHelpArticles().catch(() => []);
}

/** A help-center topic: its articles by id without the locale suffix (`returns-7-day` for `returns-7-day-en`). */
export interface HelpTopic {
  key: string;
  icon: IconName;
  title: [zh: string, en: string];
  articleIds: string[];
}

/** The help center's topics, in the order the page shows them. */
export const HELP_TOPICS: readonly HelpTopic[] = [
  { key: 'returns', icon: 'returns', title: ['退换货', 'Returns & exchanges'], articleIds: ['returns-7-day', 'returns-process', 'exchange-policy'] },
  {
    key: 'delivery',
    icon: 'truck',
    title: ['订单与配送', 'Orders & delivery'],
    articleIds: ['shipping-delivery', 'logistics-tracking', 'order-cancel-modify'],
  },
  { key: 'invoices', icon: 'receipt', title: ['发票', 'Invoices'], articleIds: ['invoice-types', 'invoice-faq'] },
  { key: 'warranty', icon: 'shield', title: ['保修与维修', 'Warranty & repair'], articleIds: ['warranty-policy', 'repair-service'] },
  {
    key: 'devices',
    icon: 'device',
    title: ['使用与故障排查', 'Using your device'],
    articleIds: ['fault-no-power', 'fault-charging', 'fault-earbuds-pairing', 'howto-battery-care', 'howto-data-transfer'],
  },
  {
    key: 'payment',
    icon: 'card',
    title: ['支付、国补与账户', 'Payment, subsidy & account'],
    articleIds: ['payment-methods', 'national-subsidy', 'account-security', 'customer-service-hours'],
  },
];

// Articles the topics above do not name still get a place, so a new article never goes missing from the page.
const OTHER_TOPIC: HelpTopic = { key: 'other', icon: 'chat', title: ['更多帮助', 'More help'], articleIds: [] };

/** One-tap asks the help page offers: the titles of the served shop's articles in the storefront's language. */
export function popularQuestions(): string[] {
  return inLocale(shopLocale())
    .slice(0, 6)
    .map((entry) => entry.title);
}

/** The id an article shares with its translation (a locale suffix dropped: `returns-en`, `returns-zh-cn`). */
export const baseId = (entry: HelpEntry): string => entry.id.replace(/-(?:en|zh-cn)$/i, '');

const inLocale = (locale: ShopLocale) => articles.filter((entry) => entry.locale === locale);

/** The topics with their articles in the storefront's language (empty topics left out). */
export function helpTopics(): Array<{ topic: HelpTopic; entries: HelpEntry[] }> {
  return [...HELP_TOPICS, OTHER_TOPIC].map((topic) => ({ topic, entries: articlesOfTopic(topic, shopLocale()) })).filter((group) => group.entries.length > 0);
}

/** The article whose site path is `path` (e.g. `/help/returns-7-day`). */
export function articleAt(path: string): HelpEntry | undefined {
  const clean = path.replace(/\/+$/, '');
  return articles.find((entry) => entry.url === clean);
}

/** The same article in the other language, if it has been translated. */
export function translationOf(entry: HelpEntry): HelpEntry | undefined {
  return articles.find((candidate) => candidate.locale !== entry.locale && baseId(candidate) === baseId(entry));
}

/** The topic an article belongs to. */
export function topicOf(entry: HelpEntry): HelpTopic {
  return HELP_TOPICS.find((topic) => topic.articleIds.includes(baseId(entry))) ?? OTHER_TOPIC;
}

/** The articles of a topic in the article's language. */
export function articlesOfTopic(topic: HelpTopic, locale: ShopLocale): HelpEntry[] {
  const entries = inLocale(locale);
  return topic === OTHER_TOPIC
    ? entries.filter((entry) => !HELP_TOPICS.some((known) => known.articleIds.includes(baseId(entry))))
    : topic.articleIds.flatMap((id) => entries.find((entry) => baseId(entry) === id) ?? []);
}

/** The article with this id in the storefront's language, if there is one. */
export function helpArticle(id: string): HelpEntry | undefined {
  return inLocale(shopLocale()).find((entry) => baseId(entry) === id);
}

/** A topic's title in the storefront's language. */
export const topicTitle = (topic: HelpTopic): string => localized(...topic.title);
