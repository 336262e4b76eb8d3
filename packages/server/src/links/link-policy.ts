import { originAllowed } from '../socket/origin-allowed.js';

// Where site-relative links are resolved to see whether they stay on the site they are shown on.
const SITE = 'https://site.kefu.invalid';

/** Where a link in a message to a shopper may point. */
export interface LinkPolicy {
  /** Whether `url` may stay a link: a site-relative path, or an http(s) URL on an allowed origin. */
  allows(url: string): boolean;
}

/**
 * A policy over the shop's own origins (every site's allowed origins, `scheme://host[:port]`, port `*` allowed) and
 * the deployer's extra ones (`KEFU_LINK_ORIGINS`). A site allowed from any origin (`*`) allows no link anywhere:
 * that entry says who may embed the widget, not where shoppers may be sent.
 */
export function createLinkPolicy(origins: readonly string[]): LinkPolicy {
  const allowlist = origins.filter((origin) => origin !== '*');
  return {
    allows(url) {
      let parsed: URL;
      try {
        // A site path is resolved as a browser would: "/\evil.example" and "/<tab>/evil.example" read as a path
        // but open another host, so they are judged by where they lead.
        parsed = new URL(url, SITE);
      } catch {
        return false;
      }
      if (parsed.origin === SITE && /^\//.test(url)) return true;
      if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
      // Credentials in a URL ("https://shop.example@evil.example") are a disguise, never a shop link.
      if (parsed.username || parsed.password) return false;
      return allowlist.length > 0 && originAllowed(parsed.origin, allowlist);
    },
  };
}
