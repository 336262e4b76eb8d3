import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, serviceAvailable } from '@kefu/testing';
import { ASSET_PATHS } from '../../src/http/http-routes.js';
import { CONSOLE_DIST } from '../../src/handoff/console-routes.js';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { METRICS_TOKEN, startTestServer } from '../gateway/support/test-server.js';

// Issue 20, finding 6 (HTTP): the console could be framed by any site, no page had a CSP, and /kefu.js.map and
// /metrics were public on the shoppers' port.

const built = [ASSET_PATHS.widgetScript, `${ASSET_PATHS.demoDir}/index.html`, `${CONSOLE_DIST}/index.html`].every((file) => existsSync(file));

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.split(/\s+/)[0]!, part.split(/\s+/).slice(1).join(' ')]),
  );
}

describe.runIf(built)('finding 6 — HTTP: framing, CSP, source maps and metrics on the public port', () => {
  let server: KefuServer & { url: string };
  beforeAll(async () => {
    server = await startTestServer({ env: { KEFU_SERVE_DEMO: '1' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(['/console', '/console/', '/', '/index.html', '/product.html', '/products/find-x9', '/no-such-page'])(
    'sends %s with a CSP that allows only its own scripts and no framing',
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('script-src'), 'script-src').toBe("'self'");
      expect(csp.get('frame-ancestors'), 'frame-ancestors').toBe("'none'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('base-uri')).toBe("'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    },
  );

  it.each(['/healthz', '/readyz', '/api/demo/products', '/metrics'])('sends data (%s) with a CSP that loads and frames nothing', async (path) => {
    const response = await fetch(`${server.url}${path}`);
    expect(directives(response.headers.get('content-security-policy')).get('default-src')).toBe("'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('sends the widget file with nosniff and a referrer policy, and no CSP or framing header a merchant page would not want', async () => {
    const response = await fetch(`${server.url}/kefu.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-frame-options')).toBeNull();
  });

  it('does not serve the widget source map on the public port', async () => {
    expect(existsSync(`${ASSET_PATHS.widgetScript}.map`), 'the build wrote a map to protect').toBe(true);
    const response = await fetch(`${server.url}/kefu.js.map`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('"sources"');
  });

  it('serves the source map only when KEFU_SERVE_SOURCE_MAPS=1 opts in', async () => {
    const debugging = await startTestServer({ env: { KEFU_SERVE_SOURCE_MAPS: '1' } });
    try {
      const response = await fetch(`${debugging.url}/kefu.js.map`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('"sources"');
    } finally {
      await debugging.close();
    }
  });

  it.each([
    ['no credentials', {}],
    ['a wrong token', { authorization: 'Bearer not-the-metrics-token-at-all' }],
    ['the token as Basic', { authorization: `Basic ${Buffer.from(`x:${METRICS_TOKEN}`).toString('base64')}` }],
    ['a forwarded loopback address', { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' }],
  ])('refuses /metrics with %s (401), showing no metric', async (_what, headers) => {
    const response = await fetch(`${server.url}/metrics`, { headers });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await response.text()).not.toContain('kefu_');
  });

  it('serves /metrics with the bearer token', async () => {
    const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('kefu_sockets');
  });

  it('does not serve /metrics at all when no KEFU_METRICS_TOKEN is set', async () => {
    const unset = await startTestServer({ env: { KEFU_METRICS_TOKEN: '' } });
    try {
      const response = await fetch(`${unset.url}/metrics`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('kefu_');
    } finally {
      await unset.close();
    }
  });

  describe.runIf(serviceAvailable('chromium'))('in Chromium', () => {
    let browser: Browser;
    let attacker: Server;
    let attackerUrl: string;
    beforeAll(async () => {
      browser = await launchChromium();
      // Another origin (another port) that frames the console, as a phishing site would.
      attacker = createServer((request, response) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          `<!doctype html><title>totally the console</title><iframe id="victim" src="${server.url}${new URL(request.url ?? '/', 'http://x').searchParams.get('path') ?? '/console'}" width="800" height="600"></iframe>`,
        );
      });
      await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
      attackerUrl = `http://localhost:${(attacker.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await browser?.close();
      await new Promise((resolve) => attacker?.close(resolve));
    });

    /** A page that records every CSP violation and error. */
    async function watchedPage(): Promise<{ page: Page; violations: string[]; errors: string[] }> {
      const context = await browser.newContext({ locale: 'zh-CN' });
      const page = await context.newPage();
      const violations: string[] = [];
      const errors: string[] = [];
      await page.exposeFunction('reportViolation', (text: string) => void violations.push(text));
      // (Browser code as a string: this package is type-checked without the DOM library.)
      await context.addInitScript({
        content: "document.addEventListener('securitypolicyviolation', (event) => window.reportViolation(event.violatedDirective + ' ' + event.blockedURI));",
      });
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
      return { page, violations, errors };
    }

    it.each(['/console', '/'])("will not render %s inside another site's frame", async (path) => {
      const { page } = await watchedPage();
      await page.goto(`${attackerUrl}/?path=${encodeURIComponent(path)}`);
      await page.locator('#victim').waitFor();
      // Give the frame its load (blocked frames load an error page); then look for the victim's content in any frame.
      await page.waitForLoadState('load');
      const framed = await Promise.all(
        page
          .frames()
          .filter((frame) => frame !== page.mainFrame())
          .map((frame) => frame.evaluate<boolean>("document.querySelector('kefu-console, kefu-chat, #catalog') !== null").catch(() => false)),
      );
      expect(framed).not.toContain(true);
      await page.context().close();
    });

    it('runs the storefront and its chat under the strict CSP: the shopper asks and is answered, with no violation', async () => {
      const { page, violations, errors } = await watchedPage();
      await page.goto(`${server.url}/`);
      await page.locator('.product-card').first().waitFor();
      await page.locator('kefu-launcher button').click();
      const composer = page.locator('kefu-composer textarea');
      await composer.waitFor();
      await composer.fill('你好');
      await page.keyboard.press('Enter');
      await page.locator('kefu-message').nth(1).waitFor();
      expect(await page.locator('kefu-message').count()).toBeGreaterThanOrEqual(2);
      expect(violations).toEqual([]);
      expect(errors.filter((text) => /Content Security Policy|Refused to/i.test(text))).toEqual([]);
      await page.context().close();
    });

    it('runs the agent console under its CSP with no violation', async () => {
      const { page, violations, errors } = await watchedPage();
      await page.goto(`${server.url}/console`);
      await page.waitForFunction("customElements.get('kefu-console') !== undefined");
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
      expect(errors.filter((text) => /Content Security Policy|Refused to/i.test(text))).toEqual([]);
      await page.context().close();
    });
  });
});
