import type { KefuConfig, SiteConfig } from '../config.js';

/** The site the demo storefront signs in with: the one keyed `demo`, else the first configured. */
export function demoSite(config: Pick<KefuConfig, 'sites'>): SiteConfig {
  const site = config.sites.find((candidate) => candidate.siteKey === 'demo') ?? config.sites[0];
  if (!site) throw new Error('no site is configured');
  return site;
}
