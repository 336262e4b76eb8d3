/** A file name with a build's content hash (`index-Bexdapym.js`): its content never changes under that name. */
const VERSIONED = /[.-][A-Za-z0-9_-]{8,}\.(?:js|mjs|css|woff2|svg|png|jpe?g|webp|gif)$/;

/**
 * Cache-Control of a static file: content-hashed assets (the storefront's `/assets/`, the widget's `/kefu-assets/`) are cached for a year and never revalidated; pages are
 * revalidated on every use (ETag → 304); other unversioned files (kefu.js, the favicon) for 5 minutes, then by ETag.
 */
export function cacheControlFor(pathname: string): string {
  if (VERSIONED.test(pathname) && /\/(?:kefu-)?assets\//.test(pathname)) return 'public, max-age=31536000, immutable';
  if (/\.html$/.test(pathname) || !/\.\w+$/.test(pathname)) return 'no-cache';
  return 'public, max-age=300';
}
