import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, serviceAvailable } from '@kefu/testing';
import type { KefuServer } from '@kefu/server';
import { axeViolations, DESKTOP, openShop, PHONE, signIn, untranslated } from './shop-page.js';
import { startStorefront } from './storefront-server.js';

/** Every page of the shop, with what shows it has rendered. */
const PAGES: ReadonlyArray<[path: string, ready: string]> = [
  ['/', '.product-card'],
  ['/product.html?id=p_find_x9', '#ask-about'],
  ['/help.html', '.topic'],
  ['/spa.html', '.spa-main .product-card'],
  ['/spa.html#/product/p_find_x9', '.spa-product'],
  ['/spa.html#/code', 'pre.code'],
  ['/orders.html', '.customer'],
];

const NAV_PAGES = ['/', '/orders.html', '/help.html', '/spa.html'];

describe.runIf(serviceAvailable('chromium'))('the storefront pages', () => {
  let browser: Browser;
  let shop: KefuServer & { url: string };

  beforeAll(async () => {
    [browser, shop] = await Promise.all([launchChromium(), startStorefront()]);
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  /** Visits every page (signed out, then the orders signed in), running `check` on each. */
  async function eachPage(page: Page, check: (label: string) => Promise<void>, articlePath: string, customers = ['c_1004']): Promise<void> {
    for (const [path, ready] of [...PAGES, [articlePath, '.article-body p'] as const]) {
      await page.goto(`${shop.url}${path}`);
      await page.locator(ready).first().waitFor();
      await check(path);
    }
    for (const customer of customers) {
      await page.evaluate(() => sessionStorage.clear());
      await signIn(page, shop.url, customer);
      await check(`/orders.html signed in as ${customer}`);
    }
  }

  it.each([
    ['zh-CN', DESKTOP],
    ['en', DESKTOP],
    ['zh-CN', PHONE],
  ] as const)('has no serious or critical axe violations on any page (%s, %o)', async (locale, viewport) => {
    const { page, context, errors } = await openShop(browser, { locale, viewport });
    const found: Record<string, unknown> = {};
    await eachPage(
      page,
      async (label) => {
        const violations = await axeViolations(page);
        if (violations.length) found[label] = violations;
      },
      locale === 'en' ? '/help/en/invoices' : '/help/invoice-types',
    );
    expect(found).toEqual({});
    expect(errors).toEqual([]);
    await context.close();
  });

  it('speaks English on every page in English, the catalog data the server sends included (only names stay)', async () => {
    const { page, context } = await openShop(browser, { locale: 'en' });
    const found: Record<string, string[]> = {};
    const productPages = ['p_find_n5', 'p_k12', 'p_pad_3_pro', 'p_enco_x3', 'p_enco_free4'].map((id) => `/product.html?id=${id}`);
    await eachPage(
      page,
      async (label) => {
        const left = await untranslated(page);
        if (left.length) found[label] = left;
      },
      '/help/en/returns-7-day',
      ['c_1001', 'c_1002', 'c_1003', 'c_1004'],
    );
    for (const path of productPages) {
      await page.goto(`${shop.url}${path}`);
      await page.locator('.specs dd').first().waitFor();
      const left = await untranslated(page);
      if (left.length) found[path] = left;
    }
    expect(found).toEqual({});
    await context.close();
  });

  it("shows the product page's highlights, colours and specs in English, labelled, and a refund's progress on the orders page", async () => {
    const { page, context } = await openShop(browser, { locale: 'en' });
    await page.goto(`${shop.url}/product.html?id=p_enco_x3`);
    await page.locator('.specs dd').first().waitFor();
    expect(await page.locator('.product-info p.muted').first().textContent()).toBe('Dual drivers · 55 dB noise cancelling');
    expect(await page.locator('.options[role="radiogroup"] [role="radio"]').allTextContents()).toEqual(['Slate BlackIn stock', 'Snow WhiteOut of stock']);
    expect(await page.locator('.specs dt').allTextContents()).toEqual(['Noise cancelling', 'Battery', 'Bluetooth', 'Water resistance']);
    await signIn(page, shop.url, 'c_1001');
    expect(await page.locator('.order-card[data-order-id="KF10010009"] [data-testid="order-note"]').textContent()).toMatch(
      /^Refund of ¥449 in progress, expected by /,
    );
    expect(await page.locator('.order-card[data-order-id="KF10010008"] [data-testid="order-note"]').textContent()).toMatch(/^Refunded ¥1,199 on /);
    await context.close();
  });

  it.each(['zh-CN', 'en'] as const)('reaches every page from the header on a phone, on one header row signed in (%s)', async (locale) => {
    const { page, context } = await openShop(browser, { locale, viewport: PHONE });
    // The longest demo name.
    await signIn(page, shop.url, 'c_1004');
    for (const target of NAV_PAGES) {
      await page.locator(`.site-nav a[href="${target}"]`).click();
      await page.waitForURL((url) => url.pathname === target);
      expect(await page.locator('.site-nav a[aria-current="page"]').getAttribute('href')).toBe(target);
      const row = await page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
        const brand = box('.brand-name');
        const actions = box('.header-actions');
        const lineHeight = parseFloat(getComputedStyle(document.querySelector('.brand-name') ?? document.body).lineHeight);
        return {
          brandOnOneLine: !!brand && brand.height <= lineHeight + 1,
          actionsBesideBrand: !!brand && !!actions && actions.top < brand.bottom && actions.right <= window.innerWidth,
          buttonsOnOneLine: [...document.querySelectorAll<HTMLElement>('.header-actions > *')].every((element) => element.getBoundingClientRect().height <= 44),
          overflow: document.documentElement.scrollWidth - window.innerWidth,
        };
      });
      expect(row, target).toEqual({ brandOnOneLine: true, actionsBesideBrand: true, buttonsOnOneLine: true, overflow: 0 });
    }
    await context.close();
  });

  it('lists the real help articles by topic with drawn icons, each opening its own page', async () => {
    const { page, context } = await openShop(browser);
    await page.goto(`${shop.url}/help.html`);
    await page.locator('.topic').first().waitFor();
    // Icons are inline SVG, never emoji that need an emoji font.
    expect(await page.locator('.topic .topic-icon svg').count()).toBe(await page.locator('.topic').count());
    expect(await page.evaluate(() => /\p{Extended_Pictographic}/u.test(document.querySelector('main')?.innerText ?? ''))).toBe(false);
    const link = page.locator('.topic[data-topic="returns"] .article-link').first();
    const title = (await link.textContent())?.trim();
    await link.click();
    await page.waitForURL((url) => url.pathname === '/help/returns-7-day');
    expect((await page.locator('.article h1').textContent())?.trim()).toBe(title);
    await page.locator('.article-body h2').first().waitFor();
    expect(await page.locator('.article-body li').count()).toBeGreaterThan(3);
    await context.close();
  });

  it('asks a popular question from the help page, and the answer\'s "read more" opens that article', async () => {
    const { page, context, errors } = await openShop(browser);
    await page.goto(`${shop.url}/help.html`);
    const chip = page.locator('.popular .chip').first();
    const question = (await chip.textContent()) ?? '';
    await chip.click();
    await page.locator('kefu-message', { hasText: question }).first().waitFor();
    const source = page.locator('kefu-message .card.source').first();
    await source.waitFor();
    const sourceTitle = (await source.locator('.card-title').textContent())?.trim();
    const href = (await source.locator('a.card-link').getAttribute('href')) ?? '';
    expect(new URL(href).pathname).toMatch(/^\/help\//);
    await page.goto(href);
    expect((await page.locator('.article h1').textContent())?.trim()).toBe(sourceTitle);
    expect(errors).toEqual([]);
    await context.close();
  });
});
