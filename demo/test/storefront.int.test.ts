import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, serviceAvailable } from '@kefu/testing';
import type { KefuServer } from '@kefu/server';
import { openShop, signIn, type ShopPage } from './shop-page.js';
import { startStorefront } from './storefront-server.js';

describe.runIf(serviceAvailable('chromium'))('the demo storefront with the chat embedded by script tag', () => {
  let browser: Browser;
  let shop: KefuServer & { url: string };
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    [browser, shop] = await Promise.all([launchChromium(), startStorefront()]);
    context = await browser.newContext({ viewport: { width: 1360, height: 860 }, locale: 'zh-CN' });
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  const composer = () => page.locator('kefu-composer textarea');

  /**
   * Sends a message and returns the text of the price card about `product` that answers it.
   * Pages of one origin share the thread, so cards about other products may be replayed
   * into the panel at any moment; matching on the product keeps the check about this answer.
   */
  async function askForPriceCard(text: string, product: string) {
    const card = page.locator('kefu-message .card.price', { hasText: product }).last();
    await composer().fill(text);
    await page.keyboard.press('Enter');
    await card.waitFor();
    return (await card.textContent())?.replace(/\s+/g, '') ?? '';
  }

  it('lists the catalog with the national subsidy applied to the Find X9', async () => {
    await page.goto(`${shop.url}/`);
    const x9 = page.locator('.product-card', { hasText: 'Find X9' }).first();
    await x9.waitFor();
    expect((await x9.textContent())?.replace(/\s+/g, '')).toContain('¥3,499¥3,999');
    expect(await page.locator('.product-card').count()).toBeGreaterThanOrEqual(12);
  });

  it('opens the chat about the product from "Ask about this" and answers its price with a card', async () => {
    await page.goto(`${shop.url}/product.html?id=p_find_x9`);
    await page.locator('#ask-about').click();
    await composer().waitFor();
    // The question does not name the product: the answer comes from the page's context.
    const text = await askForPriceCard('这款多少钱？', 'Find X9');
    expect(text).toContain('FindX9');
    expect(text).toContain('¥3,499');
  });

  it('works the npm way on the SPA page: the app bundles @kefu/widget and places <kefu-chat> itself', async () => {
    await page.goto(`${shop.url}/spa.html`);
    expect(await page.locator('script[src="/kefu.js"]').count()).toBe(0);
    await page.locator('#spa-open').click();
    await composer().waitFor();
    expect(await askForPriceCard('Find X8 多少钱', 'Find X8')).toContain('¥2,999');
    // Switching views does not reload the page: the conversation stays.
    await page.locator('.spa-nav a[href="#/code"]').click();
    await page.locator('pre.code').waitFor();
    expect(await page.locator('kefu-message .card.price').count()).toBeGreaterThan(0);
  });

  it('makes an SPA product route the chat\'s context: "how much is this" is answered about that product', async () => {
    await page.goto(`${shop.url}/spa.html`);
    await page.locator('.spa-main .product-card[data-product-id="p_find_x9_pro"]').click();
    await expect.poll(() => page.locator('#spa-context').textContent()).toBe('Find X9 Pro');
    await page.locator('#spa-ask').click();
    const text = await askForPriceCard('这款多少钱？', 'Find X9 Pro');
    expect(text).toContain('¥4,799');
  });

  it('signs in, starts a return for a delivered order from the orders page and completes it in the chat', async () => {
    await page.goto(`${shop.url}/orders.html`);
    await page.locator('[data-customer-id="c_1001"]').click();
    // A delivered order still inside the 7-day window offers the return.
    const order = page.locator('.order-card[data-status="delivered"]', { has: page.locator('[data-action="return"]') }).first();
    await order.waitFor();
    const orderId = await order.getAttribute('data-order-id');
    await order.locator('[data-action="return"]').click();

    const prompt = page.locator('kefu-interrupt .prompt');
    // An order of several items first asks which (the first is taken here); a one-item order goes to the reason.
    await prompt.locator('.option').first().waitFor();
    if ((await prompt.getByRole('button', { name: '质量问题' }).count()) === 0) await prompt.locator('.option').first().click();
    await prompt.getByRole('button', { name: '质量问题' }).click();
    await prompt.getByRole('button', { name: '跳过' }).click();
    await expect.poll(() => prompt.locator('.summary').textContent()).toContain(orderId);
    await prompt.getByRole('button', { name: '确认提交' }).click();

    const receipt = page.locator('kefu-message .card.receipt').last();
    await receipt.waitFor();
    expect(await receipt.textContent()).toContain(orderId);
    expect(await page.locator('kefu-interrupt').count()).toBe(0);
    expect(errors).toEqual([]);
  });
  describe('signed in, from the orders page', () => {
    let shopper: ShopPage;
    beforeAll(async () => {
      shopper = await openShop(browser);
      await signIn(shopper.page, shop.url, 'c_1001');
    });
    afterAll(() => shopper?.context.close());

    it('shows every order line with its product picture and an action for every open order, unpaid ones included', async () => {
      const { page } = shopper;
      const lines = page.locator('.order-item');
      expect(await lines.count()).toBeGreaterThan(0);
      expect(await page.locator('.order-item .thumb svg.art').count()).toBe(await lines.count());
      for (const status of ['pending_payment', 'paid', 'shipped', 'delivered']) {
        expect(await page.locator(`.order-card[data-status="${status}"] .order-actions [data-action]`).count(), status).toBeGreaterThan(0);
      }
    });

    it('tracks a shipped order in the chat, whose order card words the status as the page does', async () => {
      const { page } = shopper;
      const order = page.locator('.order-card[data-status="shipped"]').first();
      const orderId = (await order.getAttribute('data-order-id')) ?? '';
      await order.locator('[data-action="track"]').click();
      const card = page.locator('kefu-message .card.order', { hasText: orderId }).last();
      await card.waitFor();
      await page.locator('kefu-message .card.logistics').last().waitFor();
      expect(await card.locator('.pill').textContent()).toBe(await order.locator('.status').textContent());
    });

    it('answers a refunding order\'s "refund status" with where the refund is, not a return', async () => {
      const { page } = shopper;
      await page.locator('.order-card[data-order-id="KF10010009"] [data-action="refund"]').click();
      await page.locator('kefu-message', { hasText: 'KF10010009（Enco Free4）的退款正在处理中，退款金额 ¥449' }).last().waitFor();
      expect(await page.locator('kefu-interrupt').count()).toBe(0);
    });

    it('answers an unpaid order\'s "payment methods" from the help article on payments', async () => {
      const { page } = shopper;
      await page.locator('.order-card[data-status="pending_payment"] [data-action="payment"]').click();
      await page.locator('kefu-message .card.source', { hasText: '支付方式' }).last().waitFor();
    });

    it('keeps the conversation on the SPA page, where the npm-mounted widget is told who the shopper is, and back', async () => {
      const { page, errors } = shopper;
      const tracked = page.locator('kefu-message .card.logistics');
      expect(await tracked.count()).toBeGreaterThan(0);
      await page.goto(`${shop.url}/spa.html`);
      await page.locator('#spa-open').click();
      await tracked.first().waitFor();
      await page.goto(`${shop.url}/orders.html`);
      await page.locator('.order-card').first().waitFor();
      await page.evaluate(() => (window as unknown as { Kefu: { open(): void } }).Kefu.open());
      await tracked.first().waitFor();
      expect(errors).toEqual([]);
    });
  });
});
