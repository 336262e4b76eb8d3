import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, serviceAvailable } from '@kefu/testing';
import { startKefuTestServer, type KefuTestServer } from './test-support/kefu-test-server.js';
import { DEEP_QUERY, LOCALES, WIDTHS, openChat, openPanelPage, say, signIn } from './test-support/panel-page.js';

const ASK = {
  'zh-CN': { product: 'Find X9 多少钱？有国补吗', human: '转人工', ret: '我要退货' },
  // The rules engine's product answer with its card; the widget's own chrome is in English.
  en: { product: 'Find X9 多少钱？有国补吗', human: 'I want to talk to a person', ret: 'I want to return an item' },
} as const;

/** Every visible control in the panel smaller than 44 × 44 px, by its class and size. */
async function smallTargets(page: Page): Promise<string[]> {
  await page.evaluate(DEEP_QUERY);
  return page.evaluate(() => {
    const panel = (window as unknown as { kefuDeep: (s: string) => HTMLElement }).kefuDeep('.panel');
    const controls: Element[] = [];
    const walk = (root: Element | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.matches('button, a[href], input, select, textarea')) controls.push(element);
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(panel);
    return controls
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && rect.height > 0 && (rect.width < 44 || rect.height < 44))
      .map(
        ({ element, rect }) =>
          `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} "${element.textContent?.trim().slice(0, 20)}" ${Math.round(rect.width)}×${Math.round(rect.height)}`,
      );
  });
}

/** Drags a finger from a point straight up by `distance` px with CDP touch events, as a phone's browser sees it. */
async function dragUp(page: Page, x: number, y: number, distance: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 10; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - (distance * step) / 10 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  // Let a fling (if any) move the page before it is measured.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
}

const centre = async (page: Page, selector: string) => {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not visible`);
  return { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 20) };
};

// On a touch screen (hasTouch: a coarse pointer), the panel behaves like an app's chat screen.
describe.runIf(serviceAvailable('chromium'))('the panel on a touch screen', () => {
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

  for (const locale of LOCALES) {
    for (const width of WIDTHS) {
      it(`opens without focusing a text field, so no keyboard pops up (${locale}, ${width} px)`, async () => {
        const { page, context, errors } = await openPanelPage(browser, kefu.url, { width, locale, touch: true });
        expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
        await signIn(page);
        await openChat(page, 'tap');
        await page.evaluate(DEEP_QUERY);
        const focusedTag = () =>
          page.evaluate(async () => {
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
            let active = document.activeElement;
            while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
            return active?.tagName.toLowerCase();
          });
        expect(['textarea', 'input']).not.toContain(await focusedTag());
        // A prompt opening is no reason to pop the keyboard either.
        await page.locator('kefu-composer textarea').fill(ASK[locale].ret);
        await page.locator('kefu-composer .send').tap();
        await page.locator('kefu-interrupt .prompt').waitFor();
        expect(['textarea', 'input']).not.toContain(await focusedTag());
        expect(errors).toEqual([]);
        await context.close();
      });

      it(`gives every control a 44 px tap target (${locale}, ${width} px)`, async () => {
        const { page, context, errors } = await openPanelPage(browser, kefu.url, { width, locale, touch: true });
        await signIn(page);
        await openChat(page, 'tap');
        await say(page, ASK[locale].product);
        // A price card and the help article it cites, with its link.
        await page.locator('kefu-message .card a[href]').first().waitFor();
        await say(page, ASK[locale].human);
        await page.locator('kefu-handoff-banner .leave').waitFor();
        const small = await smallTargets(page);
        await page.locator('kefu-handoff-banner .leave').tap();
        await page.locator('kefu-handoff-banner .leave').waitFor({ state: 'detached' });
        await say(page, ASK[locale].ret);
        // Signed in: the shopper picks the order among their returnable ones.
        await page
          .locator('kefu-interrupt')
          .getByRole('button', { name: /KF10010001/ })
          .click();
        await page.locator('kefu-interrupt .option').first().waitFor();
        small.push(...(await smallTargets(page)));
        expect(small).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      });

      it(`does not scroll the page behind when the header or the composer is dragged (${locale}, ${width} px)`, async () => {
        const { page, context, errors } = await openPanelPage(browser, kefu.url, { width, locale, touch: true });
        await openChat(page, 'tap');
        expect(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight)).toBe(true);
        for (const selector of ['kefu-header header', 'kefu-composer form', 'kefu-message-list .scroll']) {
          const { x, y } = await centre(page, selector);
          await dragUp(page, x, y, 250);
          expect(await page.evaluate(() => scrollY), `after dragging ${selector}`).toBe(0);
        }
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});
