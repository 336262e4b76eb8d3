import type { KefuConfig, SiteConfig } from '../config.js';
import { PUBLISHED_DEMO_IDENTITY_SECRET } from '../demo-credentials.js';

/**
 * The site the demo storefront signs shoppers in to: one whose identity secret is the published demo secret (the
 * built-in demo site), never a merchant's. A configured site's secret is the merchant's proof of who a customer is;
 * minting with it for whoever asks would let anyone be any of their customers. Undefined when there is none.
 */
export function demoSite(config: Pick<KefuConfig, 'sites'>): SiteConfig | undefined {
  return config.sites.find((site) => site.identitySecret === PUBLISHED_DEMO_IDENTITY_SECRET);
}
