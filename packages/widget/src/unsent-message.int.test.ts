import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LIMITS } from '@kefu/protocol';
import { launchChromium, serviceAvailable } from '@kefu/testing';
import { startKefuTestServer, type KefuTestServer } from './test-support/kefu-test-server.js';
import { openPage } from './test-support/browser-page.js';
import { shopAgent, type ShopAgent } from './test-support/shop-agent.js';

describe.runIf(serviceAvailable('chromium'))('a message that cannot be sent, in the script-tag widget against a real Kefu server', () => {
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

  const open = async (page: Page) => {
    await page.waitForFunction(() => window.Kefu !== undefined);
    await page.locator('kefu-launcher button').click();
    await page.locator('kefu-composer textarea').waitFor();
  };
  const failed = (page: Page) => page.locator('kefu-message[delivery="failed"]');
  const storedOutbox = (page: Page) =>
    page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('kefu:v1:demo') ?? '{}') as { outbox?: Array<{ text: string; state: string; error?: { code: string } }> }).outbox ??
        [],
    );
  const composer = (page: Page) =>
    page.evaluate(() => {
      let active = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      const area = document.querySelector('kefu-chat')!.shadowRoot!.querySelector('kefu-composer')!.shadowRoot!.querySelector('textarea')!;
      return { value: area.value, focused: active === area, cursor: area.selectionStart, end: area.selectionEnd };
    });

  it('says an over-long message is too long; Edit puts it back in the composer to shorten, Remove takes it away', async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    await open(page);
    // Typing or pasting cannot go over the limit; the shop's page script can.
    expect(await page.locator('kefu-composer textarea').getAttribute('maxlength')).toBe(String(LIMITS.maxTextLength));
    const long = `${'这款耳机'.repeat(LIMITS.maxTextLength / 4)}？`;
    await page.evaluate((text) => window.Kefu!.send(text), long);

    await failed(page).waitFor();
    expect(await failed(page).locator('.bubble').textContent()).toBe(long);
    await expect.poll(() => failed(page).locator('.status').textContent()).toContain('消息太长，请精简后再发');
    const edit = failed(page).getByRole('button', { name: '编辑', exact: true });
    expect(await edit.getAttribute('aria-describedby')).toBe('delivery');
    expect(await failed(page).locator('.bubble').getAttribute('aria-describedby')).toBe('delivery');
    expect((await storedOutbox(page)).map((item) => item.state)).toEqual(['failed']);

    await edit.click();
    await failed(page).waitFor({ state: 'detached' });
    await expect.poll(() => composer(page)).toEqual({ value: long, focused: true, cursor: long.length, end: long.length });
    expect(await storedOutbox(page)).toEqual([]);

    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await page.locator('kefu-message').filter({ hasText: '已收到' }).waitFor();
    expect(agent.turns.at(-1)).toEqual([long.slice(0, -1)]);

    await page.evaluate((text) => window.Kefu!.send(text), long);
    await failed(page).getByRole('button', { name: '删除', exact: true }).click();
    await failed(page).waitFor({ state: 'detached' });
    await expect.poll(() => composer(page).then((state) => state.focused)).toBe(true);
    expect(await storedOutbox(page)).toEqual([]);
    expect(agent.turns.flat().filter((text) => text === long)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leaves out a shop context field the server would refuse, says so in the console, and the message still goes through', async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    await open(page);
    // A product id with a space and a slash: sent as is, the server would refuse every message with BAD_PAYLOAD.
    await page.evaluate(() => window.Kefu!.setContext({ productId: 'SKU 123/黑色', pageTitle: 'Find X9 黑色' }));
    expect(errors).toEqual([expect.stringContaining('[kefu] setContext: left out productId')]);
    const turnsBefore = agent.turns.length;
    await page.locator('kefu-composer textarea').fill('这个有现货吗');
    await page.keyboard.press('Enter');
    await expect.poll(() => agent.turns.length).toBe(turnsBefore + 1);
    expect(agent.turns.at(-1)).toEqual(['这个有现货吗']);
    expect(await failed(page).count()).toBe(0);
    await context.close();
  });

  it('says a message was refused, in zh-CN and en, and keeps it across a reload until removed', async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    await open(page);
    await page.locator('kefu-message').first().waitFor();
    // What a server refusal leaves behind (a widget build from before the context check, or a server with
    // stricter rules): a refused message in the thread's storage. Written as the reloaded page starts, before the
    // widget reads its storage: written into the running page, any event the widget stored after it (it stores the
    // thread on each) would put back its own empty outbox before the reload.
    await context.addInitScript(() => {
      if (sessionStorage.getItem('test:refused-written')) return;
      sessionStorage.setItem('test:refused-written', '1');
      const stored = JSON.parse(localStorage.getItem('kefu:v1:demo') ?? '{}') as Record<string, unknown>;
      const refused = {
        clientMsgId: crypto.randomUUID(),
        text: '这个有现货吗',
        createdAt: Date.now(),
        state: 'failed',
        error: { code: 'BAD_PAYLOAD', message: 'context.productId: letters, digits only', retryable: false },
      };
      localStorage.setItem('kefu:v1:demo', JSON.stringify({ ...stored, outbox: [refused] }));
    });
    const turnsBefore = agent.turns.length;
    await page.reload();
    await open(page);
    await failed(page).waitFor();
    expect(await failed(page).locator('.status').textContent()).toContain('无法发送这条消息');
    await page.evaluate(() => window.Kefu!.setLocale('en'));
    await expect.poll(() => failed(page).locator('.status').textContent()).toContain('This message could not be sent');
    await failed(page).getByRole('button', { name: 'Remove', exact: true }).click();
    await failed(page).waitFor({ state: 'detached' });
    expect(await storedOutbox(page)).toEqual([]);

    await page.reload();
    await open(page);
    await page.locator('kefu-message').first().waitFor();
    expect(await failed(page).count()).toBe(0);
    expect(agent.turns.length).toBe(turnsBefore);
    expect(errors).toEqual([]);
    await context.close();
  });
});
