import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, serviceAvailable } from '@kefu/testing';
import { createKefuServer, loadConfig, sendText, type KefuServer } from '@kefu/server';
import { buildConsoleOnce, scriptedAgent, snap } from './support.js';

const WIDGET = fileURLToPath(new URL('../../widget/', import.meta.url));
const shopPage = (locale: string) => `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>Kefu shop</title></head>
<body style="margin:0;font-family:system-ui,'PingFang SC',sans-serif;background:#f4f5f7"><header style="padding:16px 32px;background:#fff;border-bottom:1px solid #e5e7eb"><strong>Kefu shop</strong></header>
<main style="padding:48px 32px"><h1>Find X9</h1></main><script src="/kefu.js" data-site-key="demo" data-locale="${locale}"></script></body></html>`;

// The demo shop answers 09:00–22:00 Asia/Shanghai; a shopper browsing from London reads the zone with the time.
const WED_23_00_SHANGHAI = Date.parse('2026-11-25T15:00:00Z');
const THU_10_00_SHANGHAI = Date.parse('2026-11-26T02:00:00Z');
const THU_22_30_SHANGHAI = Date.parse('2026-11-26T14:30:00Z');
const GREEN = 'rgb(34, 197, 94)';

describe.runIf(serviceAvailable('chromium'))('office hours and the offline form, in the widget and the console', () => {
  const clock = { at: WED_23_00_SHANGHAI, now: () => clock.at };
  let server: KefuServer;
  let url: string;
  let browser: Browser;

  beforeAll(async () => {
    await buildConsoleOnce();
    if (!existsSync(`${WIDGET}dist/kefu.js`)) await build({ root: WIDGET, configFile: `${WIDGET}vite.config.iife.ts`, logLevel: 'warn' });
    server = await createKefuServer({
      config: loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', KEFU_OFFICE_HOURS: 'enforce' }),
      agent: scriptedAgent(),
      clock,
    });
    for (const locale of ['en', 'zh-CN'])
      server.routes.add('GET', `/shop-${locale}.html`, (_request, response) =>
        sendText(response, 200, shopPage(locale), { 'content-type': 'text/html; charset=utf-8' }),
      );
    url = await server.listen();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const newPage = async (options: { locale: string; timezoneId: string; width?: number }): Promise<Page> =>
    (await browser.newContext({ viewport: { width: options.width ?? 1100, height: 820 }, locale: options.locale, timezoneId: options.timezoneId })).newPage();
  const signIn = async (desk: Page) => {
    await desk.goto(`${url}/console/`);
    await desk.locator('kc-sign-in input').fill(server.dependencies.config.demoAgentToken!);
    await desk.locator('kc-sign-in button[type=submit]').click();
    await desk.locator('kc-queue').waitFor();
  };
  const subtitle = (shop: Page) => shop.locator('kefu-header p').textContent();
  const dot = (shop: Page) => shop.locator('kefu-header .dot').evaluate((element) => getComputedStyle(element).backgroundColor);
  const reopen = async (shop: Page) => {
    await shop.locator('kefu-header button.close:not(.menu)').click();
    await shop.locator('kefu-launcher button').click();
  };

  it('switches the header with the injected clock: back at 09:00 when closed, a reply time and a green dot when an agent is on within hours', async () => {
    clock.at = WED_23_00_SHANGHAI;
    const shop = await newPage({ locale: 'en', timezoneId: 'Europe/London' });
    await shop.goto(`${url}/shop-en.html`);
    await shop.locator('kefu-launcher button').click();
    await expect.poll(() => subtitle(shop)).toBe('Agents back at 09:00 (Thu) GMT+8');
    expect(await dot(shop)).not.toBe(GREEN);
    await snap(shop, 'widget-office-hours-closed');

    clock.at = THU_10_00_SHANGHAI;
    await reopen(shop);
    await expect.poll(() => subtitle(shop)).toBe('AI assistant · replies in seconds');
    expect(await dot(shop)).not.toBe(GREEN);

    const desk = await newPage({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', width: 1440 });
    await signIn(desk);
    await reopen(shop);
    await expect.poll(() => subtitle(shop)).toBe('Agents online · we reply in about 5 min');
    await expect.poll(() => dot(shop)).toBe(GREEN);
    await snap(shop, 'widget-office-hours-staffed');

    // The agent is still signed in, but the shop closed at 22:00.
    clock.at = THU_22_30_SHANGHAI;
    await reopen(shop);
    await expect.poll(() => subtitle(shop)).toBe('Agents back at 09:00 (Fri) GMT+8');
    expect(await dot(shop)).not.toBe(GREEN);
    await shop.context().close();
    await desk.context().close();
  });

  it('offers the offline form instead of a queue after hours; the message becomes a ticket the agent opens and marks done', async () => {
    clock.at = WED_23_00_SHANGHAI;
    const shop = await newPage({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', width: 375 });
    await shop.goto(`${url}/shop-zh-CN.html`);
    await shop.locator('kefu-launcher button').click();
    await expect.poll(() => subtitle(shop)).toBe('人工客服周四 09:00 上线');
    const say = async (text: string) => {
      await shop.locator('kefu-composer textarea').fill(text);
      await shop.locator('kefu-composer textarea').press('Enter');
    };
    await say('我的快递三天没动了，单号 KF20261101001');
    await shop.locator('kefu-message').filter({ hasText: 'AI: 我的快递三天没动了' }).waitFor();
    await say('转人工');

    const form = shop.locator('kefu-offline-form form');
    await form.waitFor();
    expect(await form.locator('textarea').inputValue()).toBe('我的快递三天没动了，单号 KF20261101001');
    // No place in a queue nobody will serve.
    await shop.locator('kefu-handoff-banner .banner', { hasText: '等待人工客服回复' }).waitFor();
    expect(await shop.locator('kefu-handoff-banner .banner', { hasText: /第 \d+ 位/ }).count()).toBe(0);
    // On a phone the form fits the panel's width.
    const panel = await shop.evaluate(() => {
      const element = document.querySelector('kefu-chat')!.shadowRoot!.querySelector<HTMLElement>('.panel')!;
      return { scroll: element.scrollWidth, client: element.clientWidth, right: element.getBoundingClientRect().right };
    });
    expect(panel.scroll).toBeLessThanOrEqual(panel.client);
    expect(panel.right).toBeLessThanOrEqual(375);
    await snap(shop, 'widget-offline-form');

    await form.locator('input[name=email]').fill('lin at example');
    await form.locator('button').click();
    await form.locator('.error', { hasText: '请填写有效的邮箱地址' }).waitFor();
    expect(await form.locator('input[name=email]').getAttribute('aria-invalid')).toBe('true');
    await snap(shop, 'widget-offline-form-bad-email');

    await form.locator('input[name=email]').fill('lin@example.com');
    await form.locator('button').click();
    await shop.locator('kefu-message').filter({ hasText: '客服会通过邮件回复到 lin@example.com' }).waitFor();
    await expect.poll(() => shop.locator('kefu-offline-form').count()).toBe(0);
    await snap(shop, 'widget-offline-ticket-sent');

    // The next morning an agent finds it under Tickets.
    clock.at = THU_10_00_SHANGHAI;
    const desk = await newPage({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', width: 1440 });
    await signIn(desk);
    await desk.locator('button[data-view=tickets]').click();
    const ticket = desk.locator('kc-tickets li', { hasText: '我的快递三天没动了' });
    await ticket.waitFor();
    expect(await ticket.textContent()).toContain('我的快递三天没动了，单号 KF20261101001');
    expect(await ticket.locator('.status').textContent()).toBe('待处理');
    // The shopper's address is masked like other personal data: no clear text, no mailto link, until "show".
    expect(await ticket.locator('.email').textContent()).toBe('l***@example.com');
    expect(await desk.locator('kc-tickets').evaluate((element) => element.shadowRoot!.innerHTML)).not.toContain('lin@example.com');
    expect(await ticket.locator('a[href^="mailto:"]').count()).toBe(0);
    await snap(desk, 'console-tickets');
    await ticket.locator('button[data-action=reveal]').click();
    await ticket.locator('a.email[href="mailto:lin@example.com"]').waitFor();
    expect(await ticket.locator('[data-revealed]').textContent()).toBe('原文仅您可见，已记录');
    await snap(desk, 'console-tickets-revealed');

    await ticket.locator('button[data-action=transcript]').click();
    await desk.locator('kc-conversation', { hasText: '我的快递三天没动了' }).waitFor();
    // (The console masks the address in the transcript until an agent reveals it.)
    await desk.locator('kc-conversation', { hasText: '客服会通过邮件回复到' }).waitFor();

    await desk.locator('button[data-view=tickets]').click();
    await desk.locator('kc-tickets li button[data-action=done]').click();
    await desk.locator('kc-tickets', { hasText: '没有留言' }).waitFor();
    await desk.locator('kc-tickets .filter button', { hasText: '全部' }).click();
    const done = desk.locator('kc-tickets li', { hasText: '我的快递三天没动了' });
    await done.waitFor();
    expect(await done.locator('.status').textContent()).toBe('已完成');
    expect(await done.textContent()).toContain('Lin 已处理');
    await shop.context().close();
    await desk.context().close();
  });
});
