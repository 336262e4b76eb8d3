import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';

// axe-core is the widget's dev dependency: resolved through its package, the demo adds no dependency of its own.
const axeSource = readFileSync(createRequire(new URL('../../packages/widget/package.json', import.meta.url)).resolve('axe-core/axe.min.js'), 'utf8');

/** A shop page in a fresh browser context, with every error it logged. */
export interface ShopPage {
  page: Page;
  context: BrowserContext;
  errors: string[];
}

/** The desktop and phone viewports every page is checked at. */
export const DESKTOP = { width: 1360, height: 860 };
export const PHONE = { width: 390, height: 844 };

/** Opens a fresh context (its own storage, so its own conversation) in the shop's language. */
export async function openShop(browser: Browser, options: { viewport?: { width: number; height: number }; locale?: 'zh-CN' | 'en' } = {}): Promise<ShopPage> {
  const phone = options.viewport?.width === PHONE.width;
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    locale: options.locale === 'en' ? 'en-US' : 'zh-CN',
    isMobile: phone,
    hasTouch: phone,
  });
  if (options.locale === 'en') await context.addInitScript(() => localStorage.setItem('kefu-demo-locale', 'en'));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  return { page, context, errors };
}

/** Signs in on the orders page as a demo customer and waits for the orders. */
export async function signIn(page: Page, shopUrl: string, customerId: string): Promise<void> {
  await page.goto(`${shopUrl}/orders.html`);
  await page.locator(`[data-customer-id="${customerId}"]`).click();
  await page.locator('.order-card').first().waitFor();
}

/**
 * Runs axe-core in the page: the serious and critical violations, with `label-content-name-mismatch` (off by
 * default in axe, as experimental) turned on so a control's accessible name must contain its visible text.
 */
export async function axeViolations(page: Page): Promise<Array<{ id: string; nodes: string[] }>> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Result = { violations: Array<{ id: string; impact: string; nodes: Array<{ target: unknown }> }> };
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<Result> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => JSON.stringify(node.target)) }));
  });
}

/**
 * The Chinese left on the page once the demo customers' names are taken out (names stay as they are in every
 * language): what the storefront, or the catalog data the server sends in the shop's language, failed to translate.
 */
export async function untranslated(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const { customers } = (await (await fetch('/api/demo/customers')).json()) as { customers: Array<{ name: string }> };
    const names = customers.map((customer) => customer.name).sort((a, b) => b.length - a.length);
    const cjk = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;
    const leftover = (text: string) => names.reduce((rest, known) => rest.split(known).join(''), text);
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    // The page's own text, not the widget's (its shadow root has its own translations and tests), and not what
    // is marked as Chinese on purpose (the language switch's 中文).
    while (walker.nextNode()) {
      if (walker.currentNode.parentElement?.closest('[lang]')?.getAttribute('lang') !== 'zh-CN') texts.push(walker.currentNode.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      for (const name of ['aria-label', 'title', 'placeholder']) texts.push(element.getAttribute(name) ?? '');
    }
    // An avatar shows a customer's initial: the first character of a name.
    const initials = new Set(names.map((name) => name.slice(0, 1)));
    return texts.filter((text) => cjk.test(leftover(text)) && !(text.length === 1 && initials.has(text)));
  });
}
