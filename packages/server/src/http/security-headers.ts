import type { ServerResponse } from 'node:http';

/** Directives every page shares: only our own scripts, never framed, no plugins, no <base> rewriting. */
const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Lit adopts constructed stylesheets; the pages' own <style> elements and style attributes stay allowed (they carry no code).
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  // 'self' covers the same-origin WebSocket too (CSP 3); no other host is reachable from these pages.
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** What answers data, not a document: nothing may load from it or frame it. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Whether a path is a widget file a merchant's page loads by <script> tag (kefu.js, or the full widget it adds) (it must load inside any page, from any origin). */
const isWidgetFile = (path: string) => path === '/kefu.js' || path === '/kefu.js.map' || path.startsWith('/kefu-assets/');
const isData = (path: string) => path === '/healthz' || path === '/readyz' || path === '/metrics' || path.startsWith('/api/');

/** The security headers of a response to `path`: CSP and framing for pages (console, storefront) and data, none for the widget file. */
export function securityHeadersFor(path: string): Record<string, string> {
  // The full widget is an ES module (and imports its parts), which a page on any origin fetches in CORS mode.
  if (isWidgetFile(path)) return { ...COMMON, ...(path.startsWith('/kefu-assets/') ? { 'access-control-allow-origin': '*' } : {}) };
  if (isData(path)) return { ...COMMON, 'content-security-policy': API_CSP, 'x-frame-options': 'DENY' };
  return { ...COMMON, 'content-security-policy': PAGE_CSP, 'x-frame-options': 'DENY' };
}

/** Sets {@link securityHeadersFor} on a response before any handler writes it. */
export function applySecurityHeaders(response: ServerResponse, path: string): void {
  for (const [name, value] of Object.entries(securityHeadersFor(path))) response.setHeader(name, value);
}
