import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, serviceAvailable } from '@kefu/testing';
import { startKefuTestServer, type KefuTestServer } from './test-support/kefu-test-server.js';
import { axeViolations, openPage } from './test-support/browser-page.js';
import { shopAgent, type ShopAgent } from './test-support/shop-agent.js';
import { signIdentity } from './test-support/identity-token.js';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const DEMO_SECRET = 'kefu-demo-identity-secret-change-me';

describe.runIf(serviceAvailable('chromium'))('the script-tag and npm builds in a real browser', () => {
  let browser: Browser;
  let kefu: KefuTestServer;
  let agent: ShopAgent;

  beforeAll(async () => {
    browser = await launchChromium();
    kefu = await startKefuTestServer({
      agent: (dependencies) => {
        agent = shopAgent(dependencies);
        return agent;
      },
    });
  });
  afterAll(async () => {
    await browser?.close();
    await kefu?.close();
  });

  const ask = async (page: Page, text: string) => {
    await page.locator('kefu-composer textarea').fill(text);
    await page.keyboard.press('Enter');
  };
  const storedThreadId = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('kefu:v1:demo') ?? '{}') as { threadId?: string }).threadId);
  const style = (page: Page, selector: string, property: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

  it('mounts from the script tag and answers a price question with the price card', async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    const launcher = page.locator('kefu-launcher button');
    expect(await launcher.getAttribute('aria-label')).toBe('打开在线客服');
    // Nothing is stored before the shopper first opens the chat.
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    await launcher.click();
    await ask(page, 'Find X9 多少钱？');
    const card = page.locator('kefu-message .card.price');
    await card.waitFor();
    expect((await card.textContent())?.replace(/\s+/g, ' ')).toContain('原价¥3,999 国补−¥500 到手价¥3,499');
    expect(await page.locator('kefu-message .card.product').count()).toBe(1);
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['kefu:v1:demo']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('falls back to HTTP long-polling on a network that blocks WebSockets', async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    // What a proxy that refuses upgrades looks like to the page: every WebSocket errors, then closes.
    await page.addInitScript(() => {
      window.WebSocket = class {
        onerror?: (event: Event) => void;
        onclose?: (event: { code: number; reason: string }) => void;
        constructor() {
          setTimeout(() => {
            this.onerror?.(new Event('error'));
            this.onclose?.({ code: 1006, reason: '' });
          }, 10);
        }
        send(): void {}
        close(): void {}
      } as unknown as typeof WebSocket;
    });
    const polls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('transport=polling')) polls.push(request.method());
    });
    await page.reload();
    await page.locator('kefu-launcher button').click();
    await ask(page, 'Find X9 多少钱？');
    await page.locator('kefu-message .card.price').waitFor();
    // The hello and the message went out as long-polling POSTs, the answers came back on its GETs.
    expect(polls).toContain('POST');
    expect(polls).toContain('GET');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loaded twice on one page, registers once, mounts one widget and throws nothing', async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/twice.html`);
    await page.locator('kefu-launcher button').waitFor();
    expect(await page.locator('kefu-chat').count()).toBe(1);
    // The first tag wins: its data-locale is zh-CN, the second's en.
    expect(await page.locator('kefu-launcher button').getAttribute('aria-label')).toBe('打开在线客服');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works under a strict CSP (no inline script or style, no eval) without a single violation', async () => {
    const { page, context, errors, cspViolations } = await openPage(browser, `${kefu.url}/test/csp.html`);
    // data-connect="eager": connected before the first open, yet nothing stored until then.
    await page.waitForFunction(
      () => (document.querySelector('kefu-chat') as unknown as { controller?: { state: { connection: string } } }).controller?.state.connection === 'online',
    );
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    await page.locator('kefu-launcher button').click();
    await ask(page, '你好');
    await page.locator('kefu-message .bubble', { hasText: '已收到：你好' }).waitFor();
    await page.locator('kefu-composer textarea').fill('第一行');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('第二行');
    expect(await page.locator('kefu-composer textarea').inputValue()).toBe('第一行\n第二行');
    expect(await page.evaluate(() => (window as unknown as { kefuCsp?: string[] }).kefuCsp ?? [])).toEqual([]);
    expect(cspViolations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an app bundling the ESM build registers nothing on import, then chats after defineKefu()', async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/esm.html`);
    await page.locator('kefu-launcher button').click();
    expect(await page.evaluate(() => (window as unknown as { kefuDefinedOnImport: boolean }).kefuDefinedOnImport)).toBe(false);
    expect(await page.locator('kefu-composer textarea').getAttribute('placeholder')).toBe('Type your question…');
    await ask(page, 'hello');
    await page.locator('kefu-message .bubble', { hasText: '已收到：hello' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('drives the widget from window.Kefu and reports its DOM events', async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/session.html`);
    await page.waitForFunction(() => window.Kefu !== undefined);
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const kefu = window.Kefu!;
      for (const name of ['open', 'close', 'message', 'unread'] as const)
        kefu.on(name, (detail) => seen.push(`${name}:${detail && Object.keys(detail).length ? 'detail' : ''}`));
      const stop = kefu.on('message', () => seen.push('stopped listener ran'));
      stop();
      kefu.setContext({ productId: 'find-x9' });
      kefu.open();
      kefu.send('Find X9 多少钱');
    });
    await page.locator('kefu-message .card.price').waitFor();
    await page.evaluate(() => window.Kefu!.close());
    expect(await page.locator('kefu-chat').getAttribute('open')).toBeNull();
    // send() opens the panel; closing it in the same task leaves the answer to arrive while closed.
    await page.evaluate(() => {
      window.Kefu!.send('再问一次 price');
      window.Kefu!.close();
    });
    await page.waitForFunction(() => (window as unknown as { seen: string[] }).seen.includes('unread:detail'));
    expect(await page.locator('kefu-launcher .badge').textContent()).toBe('1');
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen.slice(0, 3)).toEqual(['open:', 'message:detail', 'message:detail']);
    expect(seen).toContain('close:');
    expect(seen).not.toContain('stopped listener ran');
    // data-storage="session" keeps the thread in sessionStorage only — with it, the note that closing after the answers
    // asked for a rating once (written when the lazily loaded rating chunk shows its card, so polled).
    await expect
      .poll(() => page.evaluate(() => [Object.keys(sessionStorage).sort(), Object.keys(localStorage)]))
      .toEqual([['kefu:v1:demo', 'kefu:v1:demo:rated'], []]);
    await page.evaluate(() => window.Kefu!.setLocale('en'));
    await page.evaluate(() => window.Kefu!.toggle());
    expect(await page.locator('kefu-composer textarea').getAttribute('placeholder')).toBe('Type your question…');
    expect(await page.locator('kefu-launcher .badge').count()).toBe(0);
    await page.evaluate(() => window.Kefu!.shutdown());
    expect(await page.locator('kefu-chat').count()).toBe(0);
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no serious or critical axe violations closed, open, and with a prompt open, and works by keyboard alone', async () => {
    const { page, context } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    await page.waitForFunction(() => window.Kefu !== undefined);
    expect(await axeViolations(page, axeSource)).toEqual([]);

    await page.evaluate((token) => window.Kefu?.identify(token), signIdentity('c_1001', DEMO_SECRET));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('KEFU-CHAT');
    await page.keyboard.press('Enter');
    await page.locator('kefu-composer textarea').waitFor();
    expect(await page.locator('kefu-composer textarea').evaluate((element) => element.matches(':focus'))).toBe(true);
    expect(await axeViolations(page, axeSource)).toEqual([]);

    await page.keyboard.type('我要退货');
    await page.keyboard.press('Enter');
    // Signed in: the shopper's returnable orders, as options. Focus follows the new prompt.
    const promptText = page.locator('kefu-interrupt .prompt-text');
    await page.locator('kefu-interrupt .option').first().waitFor();
    await expect
      .poll(() =>
        page
          .locator('kefu-interrupt .option')
          .first()
          .evaluate((element) => element.matches(':focus')),
      )
      .toBe(true);
    expect(await axeViolations(page, axeSource)).toEqual([]);
    const orderPrompt = await promptText.textContent();
    await page.keyboard.press('Enter');
    await expect.poll(() => promptText.textContent()).not.toBe(orderPrompt);
    await page.locator('kefu-interrupt .option').first().waitFor();
    await expect
      .poll(() =>
        page
          .locator('kefu-interrupt .option')
          .first()
          .evaluate((element) => element.matches(':focus')),
      )
      .toBe(true);
    expect(await axeViolations(page, axeSource)).toEqual([]);

    await page.keyboard.press('Escape');
    expect(await page.locator('kefu-chat').getAttribute('open')).toBeNull();
    expect(await page.locator('kefu-launcher button').evaluate((element) => element.matches(':focus'))).toBe(true);
    await context.close();
  });

  it('lets the page style every documented part from outside: kefu-chat::part(header | bubble | card | …)', async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/parts.html`);
    // data-open: the panel is open on load, no click needed.
    await page.locator('kefu-composer textarea').waitFor();
    await ask(page, 'stream:| 一');
    await page.locator('kefu-typing .indicator').waitFor();
    expect(await style(page, 'kefu-typing .indicator', 'color')).toBe('rgb(220, 230, 240)');
    agent.releaseStream();
    await page.locator('kefu-message:not([streaming]) .bubble', { hasText: /^一$/ }).waitFor();
    await ask(page, 'Find X9 多少钱');
    await page.locator('kefu-message .card.price').waitFor();
    expect(await style(page, 'kefu-chat .panel', 'outline-color')).toBe('rgb(1, 2, 3)');
    expect(await style(page, 'kefu-header header', 'background-color')).toBe('rgb(10, 20, 30)');
    expect(await style(page, 'kefu-message .bubble', 'border-top-color')).toBe('rgb(40, 50, 60)');
    expect(await style(page, 'kefu-message .card.price', 'border-top-color')).toBe('rgb(70, 80, 90)');
    expect(await style(page, 'kefu-composer form', 'background-color')).toBe('rgb(100, 110, 120)');
    expect(await style(page, 'kefu-composer textarea', 'color')).toBe('rgb(130, 140, 150)');
    expect(await style(page, 'kefu-composer .send', 'background-color')).toBe('rgb(160, 170, 180)');
    expect(await style(page, 'kefu-message-list .scroll', 'background-color')).toBe('rgb(190, 200, 210)');
    expect(await style(page, 'kefu-chat kefu-launcher', 'opacity')).toBe('0.5');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('inline, is always open where the script tag stands, fills its container and has no launcher or close', async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/inline.html`);
    const panel = page.locator('kefu-chat .panel');
    await page.locator('kefu-composer textarea').waitFor();
    expect(await page.locator('#support > kefu-chat').count()).toBe(1);
    expect(await panel.boundingBox()).toEqual(await page.locator('#support').boundingBox());
    expect(await page.locator('kefu-launcher').count()).toBe(0);
    // No close button; the transcript menu stays (an inline chat has a transcript too).
    expect(await page.locator('kefu-header button:not(.menu)').count()).toBe(0);
    expect(await page.locator('kefu-header button.menu').count()).toBe(1);
    // Nothing closes it: not the API, not Escape.
    await page.evaluate(() => window.Kefu!.close());
    await page.locator('kefu-composer textarea').focus();
    await page.keyboard.press('Escape');
    expect(await panel.isVisible()).toBe(true);
    expect(await page.locator('kefu-chat').getAttribute('open')).toBe('');
    await ask(page, '你好');
    await page.locator('kefu-message .bubble', { hasText: '已收到：你好' }).waitFor();
    expect(await panel.boundingBox()).toEqual(await page.locator('#support').boundingBox());
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows data-theme="dark", data-position="left", data-open and data-locale="en"', async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/dark.html`);
    const textarea = page.locator('kefu-composer textarea');
    await textarea.waitFor();
    expect(await textarea.getAttribute('placeholder')).toBe('Type your question…');
    expect(await style(page, 'kefu-chat .panel', 'background-color')).toBe('rgb(23, 24, 28)');
    expect(await style(page, 'kefu-message .bubble', 'color')).toBe('rgb(236, 238, 242)');
    const launcher = await page.locator('kefu-launcher button').boundingBox();
    expect(launcher?.x).toBe(20);
    const panel = await page.locator('kefu-chat .panel').boundingBox();
    expect(panel?.x).toBe(20);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('forgets the signed-in customer’s thread and unsent messages on sign-out, so the next shopper starts afresh', async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    await page.waitForFunction(() => window.Kefu !== undefined);
    await page.evaluate((token) => window.Kefu!.identify(token), signIdentity('c_1001', DEMO_SECRET));
    await page.locator('kefu-launcher button').click();
    await ask(page, '我的地址是世纪大道 100 号');
    await page.locator('kefu-message .bubble', { hasText: '已收到：我的地址' }).waitFor();
    const customerThread = await storedThreadId(page);
    expect(customerThread).toBeTruthy();
    // Offline, nothing can ask the server: the widget itself must forget.
    await context.setOffline(true);
    await ask(page, '离线时写的私事');
    await page.locator('kefu-message[delivery="queued"]').waitFor();
    await page.evaluate(() => window.Kefu!.identify(undefined));
    expect(await page.locator('kefu-message .bubble', { hasText: /世纪大道|私事/ }).count()).toBe(0);
    expect(await storedThreadId(page)).toBeUndefined();

    await context.setOffline(false);
    const turnsBefore = agent.turns.length;
    await ask(page, '你好');
    await page.locator('kefu-message .bubble', { hasText: '已收到：你好' }).waitFor();
    expect(agent.turns.slice(turnsBefore)).toEqual([['你好']]);
    const guestThread = await storedThreadId(page);
    expect(guestThread).toBeTruthy();
    expect(guestThread).not.toBe(customerThread);
    await page.reload();
    await page.locator('kefu-launcher button').click();
    await page.locator('kefu-message .bubble', { hasText: '已收到：你好' }).waitFor();
    expect(await page.locator('kefu-message .bubble', { hasText: /世纪大道|私事/ }).count()).toBe(0);
    expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|WebSocket/.test(error))).toEqual([]);
    await context.close();
  });

  it('after a reload shows a customer’s stored thread only once the server confirms the same customer', async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    const signIn = async () => {
      await page.waitForFunction(() => window.Kefu !== undefined);
      await page.evaluate((token) => window.Kefu!.identify(token), signIdentity('c_1003', DEMO_SECRET));
    };
    const privateBubble = page.locator('kefu-message .bubble', { hasText: /^陈静的私事$/ });
    await signIn();
    await page.locator('kefu-launcher button').click();
    await ask(page, '陈静的私事');
    await page.locator('kefu-message .bubble', { hasText: '已收到：陈静的私事' }).waitFor();

    // The same customer on the next page: the thread comes back.
    await page.reload();
    await signIn();
    await page.locator('kefu-launcher button').click();
    await privateBubble.waitFor();
    expect(await privateBubble.count()).toBe(1);

    // Someone else at this browser (the shop signed out without telling the widget), offline: nothing shows.
    await page.reload();
    await page.waitForFunction(() => window.Kefu !== undefined);
    await context.setOffline(true);
    await page.locator('kefu-launcher button').click();
    await page.locator('kefu-composer textarea').waitFor();
    expect(await privateBubble.count()).toBe(0);
    await context.setOffline(false);
    await ask(page, '你好');
    await page.locator('kefu-message .bubble', { hasText: '已收到：你好' }).waitFor();
    expect(await privateBubble.count()).toBe(0);
    expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|WebSocket/.test(error))).toEqual([]);
    await context.close();
  });

  it('starts a fresh thread when the server refuses the stored one (a token it cannot verify, for a customer’s thread)', async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    await page.waitForFunction(() => window.Kefu !== undefined);
    await page.evaluate((token) => window.Kefu!.identify(token), signIdentity('c_1002', DEMO_SECRET));
    await page.locator('kefu-launcher button').click();
    await ask(page, '王磊的问题');
    await page.locator('kefu-message .bubble', { hasText: '已收到：王磊的问题' }).waitFor();
    const customerThread = await storedThreadId(page);

    await page.reload();
    await page.waitForFunction(() => window.Kefu !== undefined);
    // A token signed with the wrong secret: NOT_AUTHENTICATED, then (as a guest) FORBIDDEN for the customer's thread.
    // (An expired token waits for a fresh one instead: identity-expiry.int.test.ts.)
    await page.evaluate((token) => window.Kefu!.identify(token), signIdentity('c_1002', 'not-this-site-s-secret'));
    await page.locator('kefu-launcher button').click();
    await expect.poll(async () => (await storedThreadId(page)) !== customerThread).toBe(true);
    expect(await page.locator('kefu-message .bubble', { hasText: '王磊的问题' }).count()).toBe(0);
    await ask(page, '还在吗');
    await page.locator('kefu-message .bubble', { hasText: '已收到：还在吗' }).waitFor();
    expect(await page.locator('kefu-connection-banner .banner').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('goes full screen on a phone and follows the visual viewport so the keyboard never hides the composer', async () => {
    const { page, context } = await openPage(browser, `${kefu.url}/test/script-tag.html`, { viewport: { width: 390, height: 760 } });
    await page.locator('kefu-launcher button').click();
    const panel = page.locator('kefu-chat .panel');
    await page.locator('kefu-composer textarea').waitFor();
    await panel.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    expect(await panel.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 760 });
    // A software keyboard shrinks the visual viewport; the panel and its composer shrink with it.
    await page.setViewportSize({ width: 390, height: 420 });
    await expect.poll(async () => (await panel.boundingBox())?.height).toBe(420);
    expect(await page.locator('kefu-chat').evaluate((element) => (element as HTMLElement).style.getPropertyValue('--kefu-viewport-height'))).toBe('420px');
    const composer = await page.locator('kefu-composer textarea').boundingBox();
    expect((composer?.y ?? 999) + (composer?.height ?? 0)).toBeLessThanOrEqual(420);
    await context.close();
  });
});
