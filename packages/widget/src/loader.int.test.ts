import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { launchChromium, serviceAvailable } from '@kefu/testing';
import { startKefuTestServer, type KefuTestServer } from './test-support/kefu-test-server.js';
import { openPage } from './test-support/browser-page.js';
import { signIdentity } from './test-support/identity-token.js';

const DEMO_SECRET = 'kefu-demo-identity-secret-change-me';
/** The loader's budget (vite.config.iife.ts): what a shop's page pays before anyone opens the chat. */
const LOADER_GZIP_BUDGET = 8 * 1024;

/** Every request the page makes to the Kefu server, with what came over the wire (after content-encoding). */
function recordRequests(page: Page, origin: string): { requests: Request[]; paths: () => string[]; wireBytes: (pattern: RegExp) => Promise<number> } {
  const requests: Request[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().startsWith(origin)) requests.push(request);
  });
  return {
    requests,
    paths: () => requests.map((request) => new URL(request.url()).pathname + (new URL(request.url()).search.includes('transport=') ? '?socket' : '')),
    async wireBytes(pattern) {
      let total = 0;
      for (const request of requests.filter((candidate) => pattern.test(new URL(candidate.url()).pathname))) total += (await request.sizes()).responseBodySize;
      return total;
    },
  };
}

// Sums every layout shift the page reports, from before its first paint (an init script runs before the page's own).
const watchLayoutShift = () => {
  (window as unknown as { kefuShift: number }).kefuShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) (window as unknown as { kefuShift: number }).kefuShift += (entry as unknown as { value: number }).value;
  }).observe({ type: 'layout-shift', buffered: true });
};
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { kefuShift: number }).kefuShift);

describe.runIf(serviceAvailable('chromium'))('the script tag loads the launcher first and the rest on demand', () => {
  let browser: Browser;
  let kefu: KefuTestServer;

  beforeAll(async () => {
    browser = await launchChromium();
    kefu = await startKefuTestServer();
  });
  afterAll(async () => {
    await browser?.close();
    await kefu?.close();
  });

  const type = async (page: Page, text: string) => {
    await page.locator('kefu-composer textarea').fill(text);
    await page.keyboard.press('Enter');
  };

  it('fetches only the loader before the chat is opened, the full widget once on the first open, and the panel then chats', async () => {
    const { page, context, errors } = await openPage(browser, 'about:blank');
    const wire = recordRequests(page, kefu.url);
    await page.goto(`${kefu.url}/test/script-tag.html`, { waitUntil: 'networkidle' });
    const launcher = page.locator('kefu-launcher button');
    expect(await launcher.getAttribute('aria-label')).toBe('打开在线客服');
    // The page, its stylesheet, the favicon and kefu.js: no widget chunk, no socket.
    expect(wire.paths().filter((path) => !path.startsWith('/test/') && path !== '/favicon.ico')).toEqual(['/kefu.js']);
    const loaderBytes = await wire.wireBytes(/^\/kefu\.js$/);
    expect(loaderBytes).toBeGreaterThan(0);
    expect(loaderBytes).toBeLessThanOrEqual(LOADER_GZIP_BUDGET);
    expect(await page.evaluate(() => customElements.get('kefu-chat'))).toBeUndefined();

    await launcher.click();
    await type(page, 'Find X9 多少钱？');
    await page.locator('kefu-message .card.price').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('kefu-launcher button').click();
    await page.locator('kefu-composer textarea').waitFor();
    // (Closing after an answer also fetched the rating card's own chunk, to ask once.)
    const chunks = wire.paths().filter((path) => path.startsWith('/kefu-assets/') && !path.includes('kefu-lazy-rating'));
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toMatch(/^\/kefu-assets\/kefu-chat-[\w-]{8,}\.js$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('runs the calls a page makes before the widget is there, in order, once it is', async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    await page.waitForFunction(() => window.Kefu !== undefined);
    const before = await page.evaluate(() => {
      const kefu = window.Kefu!;
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      kefu.on('open', () => seen.push('open'));
      kefu.on('message', ({ message }) => seen.push(`message:${message.role}`));
      kefu.setLocale('zh-CN');
      kefu.setLocale('en');
      // The message must leave with the first context: the second is set after it.
      kefu.setContext({ productId: 'find-x9' });
      kefu.send('How much is it?');
      kefu.setContext({ productId: 'find-x8' });
      return customElements.get('kefu-chat') !== undefined;
    });
    // The calls returned before any widget code arrived.
    expect(before).toBe(false);
    await page.locator('kefu-message .card.price').waitFor();
    expect(await page.locator('kefu-message .card.price').textContent()).toContain('Find X9');
    expect(await page.locator('kefu-message .card.price', { hasText: 'Find X8' }).count()).toBe(0);
    // The last setLocale won: the panel speaks English.
    expect(await page.locator('kefu-launcher button').getAttribute('aria-label')).toBe('Close chat');
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen.slice(0, 2)).toEqual(['open', 'message:user']);
    expect(seen).toContain('message:assistant');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shutdown() before the widget is there removes the launcher without fetching anything; with a stored conversation, forgets it', async () => {
    const { page, context, errors } = await openPage(browser, 'about:blank');
    const wire = recordRequests(page, kefu.url);
    await page.goto(`${kefu.url}/test/script-tag.html`);
    await page.waitForFunction(() => window.Kefu !== undefined);
    await page.evaluate(() => window.Kefu!.shutdown());
    expect(await page.locator('kefu-chat').count()).toBe(0);
    expect(await page.locator('[data-kefu-notice]').count()).toBe(0);
    // Calls after shutdown do nothing, and fetch nothing.
    await page.evaluate(() => window.Kefu!.open());
    await page.waitForTimeout(300);
    expect(wire.paths().filter((path) => path.startsWith('/kefu-assets/'))).toEqual([]);

    // A stored conversation (the full widget may be on its way, fetched while idle): gone either way.
    await page.evaluate(() => localStorage.setItem('kefu:v1:demo', JSON.stringify({ threadId: 't_gone', lastSeq: 0, events: [], outbox: [] })));
    await page.reload();
    await page.waitForFunction(() => window.Kefu !== undefined);
    await page.evaluate(() => window.Kefu!.shutdown());
    await expect.poll(() => page.locator('kefu-chat').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('kefu:v1:demo'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('after a reload during a return, hints "1 step waiting" on the launcher and reopens to the waiting step', async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    const wire = recordRequests(page, kefu.url);
    const token = signIdentity('c_1001', DEMO_SECRET);
    await page.waitForFunction(() => window.Kefu !== undefined);
    await page.evaluate((value) => window.Kefu?.identify(value), token);
    await page.locator('kefu-launcher button').click();
    await page.locator('kefu-composer textarea').waitFor();
    // The prompt card is a chunk of its own, fetched when a workflow first asks something, not with the chat.
    const lazyParts = () => wire.paths().filter((path) => path.startsWith('/kefu-assets/kefu-lazy-'));
    expect(lazyParts()).toEqual([]);
    await type(page, '我要退货');
    // Signed in: the shopper picks the order among their returnable ones.
    await page
      .locator('kefu-interrupt')
      .getByRole('button', { name: /KF10010001/ })
      .click();
    const label = page.locator('kefu-workflow-strip .label');
    await label.filter({ hasText: '第 2/4 步' }).waitFor();
    expect(lazyParts()).toEqual([expect.stringMatching(/^\/kefu-assets\/kefu-lazy-interrupt-elements-[\w-]{8,}\.js$/)]);

    await page.reload();
    await page.waitForFunction(() => window.Kefu !== undefined);
    await page.evaluate((value) => window.Kefu?.identify(value), token);
    const hint = page.locator('[data-kefu-notice] .n');
    await hint.waitFor();
    expect(await hint.locator('button').first().textContent()).toBe('有 1 个步骤待完成');
    // The launcher says so too, before and after the full widget took its place.
    expect(await page.locator('kefu-launcher button').getAttribute('aria-label')).toMatch(/打开在线客服/);
    await hint.locator('button').first().click();
    await label.filter({ hasText: '第 2/4 步' }).waitFor();
    await page.locator('kefu-interrupt .option').first().waitFor();
    expect(await hint.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a reply that arrives while the chat is closed in a preview bubble by the launcher, which opens the chat', async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    await page.locator('kefu-launcher button').click();
    await page.locator('kefu-composer textarea').waitFor();
    await page.evaluate(() => {
      window.Kefu!.send('Find X9 多少钱？');
      window.Kefu!.close();
    });
    const bubble = page.locator('[data-kefu-notice] .n');
    await bubble.waitFor();
    expect(await bubble.locator('button').first().textContent()).toContain('Find X9');
    await bubble.locator('button').first().click();
    await page.locator('kefu-message .card.price').waitFor();
    expect(await bubble.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['a fresh visit', false],
    ['a reload with a conversation to resume', true],
  ])('shifts nothing on the page: %s, through the launcher swap, opening and closing', async (_name, resume) => {
    const { page, context, errors } = await openPage(browser, 'about:blank');
    await page.addInitScript(watchLayoutShift);
    await page.goto(`${kefu.url}/test/script-tag.html`);
    if (resume) {
      await page.locator('kefu-launcher button').click();
      await type(page, 'Find X9 多少钱？');
      await page.locator('kefu-message .card.price').waitFor();
      await page.reload();
      // The full widget arrives while idle and takes the stand-in's place.
      await page.waitForFunction(() => customElements.get('kefu-chat') !== undefined);
    }
    // Where the launcher's button sits once any hover transition ended (the full launcher grows under the mouse).
    const box = async () => {
      await page.mouse.move(0, 0);
      return page.locator('kefu-launcher button').evaluate(async (button) => {
        await Promise.all(button.getAnimations().map((animation) => animation.finished));
        const { x, y, width, height } = button.getBoundingClientRect();
        return { x, y, width, height };
      });
    };
    const before = await box();
    await page.locator('kefu-launcher button').click();
    await page.locator('kefu-composer textarea').waitFor();
    await page.keyboard.press('Escape');
    expect(await box()).toEqual(before);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await layoutShift(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
