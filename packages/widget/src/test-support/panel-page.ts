import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Locale } from '@kefu/protocol';
import { signIdentity } from './identity-token.js';

/** The demo shop's identity secret, as the server defaults to it. */
export const DEMO_SECRET = 'kefu-demo-identity-secret-change-me';

/** The widths every panel test runs at: a phone, a tablet, a laptop. */
export const WIDTHS = [375, 768, 1366] as const;

/** Both locales the widget speaks. */
export const LOCALES: readonly Locale[] = ['zh-CN', 'en'];

/** A page of the tall test shop at a width, in a locale, optionally on a touch screen; records page errors. */
export interface PanelPage {
  page: Page;
  context: BrowserContext;
  errors: string[];
}

/** Opens `tall-<locale>.html` in a fresh context (`hasTouch` emulates a phone's touch screen and coarse pointer). */
export async function openPanelPage(
  browser: Browser,
  origin: string,
  options: { width: number; locale: Locale; touch?: boolean; height?: number },
): Promise<PanelPage> {
  const context = await browser.newContext({
    viewport: { width: options.width, height: options.height ?? (options.width < 520 ? 812 : 900) },
    locale: options.locale,
    deviceScaleFactor: 1,
    hasTouch: options.touch ?? false,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${origin}/test/tall-${options.locale}.html`);
  await page.waitForFunction(() => window.Kefu !== undefined);
  return { page, context, errors };
}

/** Signs the demo customer c_1001 in, as a shop's page does on every load. */
export async function signIn(page: Page): Promise<void> {
  await page.evaluate((token) => window.Kefu?.identify(token), signIdentity('c_1001', DEMO_SECRET));
}

/** Opens the panel with the launcher and waits for the composer. */
export async function openChat(page: Page, how: 'click' | 'tap' = 'click'): Promise<void> {
  const launcher = page.locator('kefu-launcher button');
  if (how === 'tap') await launcher.tap();
  else await launcher.click();
  await page.locator('kefu-composer textarea').waitFor();
}

/** Types a message in the composer and sends it with Enter. */
export async function say(page: Page, text: string): Promise<void> {
  await page.locator('kefu-composer textarea').fill(text);
  await page.locator('kefu-composer textarea').press('Enter');
}

/** The first shadow-DOM element (searching every shadow root) that matches, as seen from the page. */
export const DEEP_QUERY = `
  window.kefuDeep = (selector) => {
    const walk = (root) => {
      const found = root.querySelector(selector);
      if (found) return found;
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) { const inner = walk(element.shadowRoot); if (inner) return inner; }
      return null;
    };
    return walk(document);
  };
  window.kefuDeepAll = (selector) => {
    const out = [];
    const walk = (root) => {
      out.push(...root.querySelectorAll(selector));
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) walk(element.shadowRoot);
    };
    walk(document);
    return out;
  };`;

/** How wide the panel's content is against the panel and the viewport, and the visible elements inside it that stick out of it. */
export async function panelOverflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number; right: number; viewport: number; outside: string[] }> {
  await page.evaluate(DEEP_QUERY);
  return page.evaluate(() => {
    const panel = (window as unknown as { kefuDeep: (s: string) => HTMLElement }).kefuDeep('.panel');
    const box = panel.getBoundingClientRect();
    const inside: Element[] = [];
    const walk = (root: Element | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        inside.push(element);
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(panel);
    const outside = inside
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.width > 0 && rect.height > 0 && (rect.right > box.right + 0.5 || rect.left < box.left - 0.5);
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}${element.getAttribute('class') ? `.${element.getAttribute('class')?.trim().replace(/\s+/g, '.')}` : ''} ${Math.round(element.getBoundingClientRect().left)}–${Math.round(element.getBoundingClientRect().right)}`,
      );
    return { scrollWidth: panel.scrollWidth, clientWidth: panel.clientWidth, right: box.right, viewport: window.innerWidth, outside };
  });
}
