import { UNANSWERED_PER_SITE, type UnansweredQuestion, type UnansweredQuestions } from '../../ports/unanswered-questions.js';
import { unansweredEntry } from './unanswered-entry.js';

/** Unanswered questions in this process (no REDIS_URL); a Map per site keeps insertion order, refreshed on every ask. */
export function createMemoryUnansweredQuestions(perSite = UNANSWERED_PER_SITE): UnansweredQuestions {
  const sites = new Map<string, Map<string, UnansweredQuestion>>();
  return {
    async record({ siteId, locale, question, at }) {
      const { text, key } = unansweredEntry(question);
      if (!key) return;
      const site = sites.get(siteId) ?? new Map<string, UnansweredQuestion>();
      sites.set(siteId, site);
      const known = site.get(key);
      site.delete(key);
      site.set(
        key,
        known
          ? { ...known, count: known.count + 1, lastAskedAt: Math.max(known.lastAskedAt, at) }
          : { siteId, locale, question: text, count: 1, firstAskedAt: at, lastAskedAt: at },
      );
      // Oldest first in the map: drop from the front until the site is within bounds.
      for (const oldest of site.keys()) {
        if (site.size <= perSite) break;
        site.delete(oldest);
      }
    },
    async list(siteIds, limit) {
      return siteIds
        .flatMap((siteId) => [...(sites.get(siteId)?.values() ?? [])])
        .sort((a, b) => b.lastAskedAt - a.lastAskedAt)
        .slice(0, limit);
    },
  };
}
