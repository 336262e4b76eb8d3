import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { serviceAvailable, waitFor } from '@kefu/testing';
import type { KefuServer } from '@kefu/server';
import { Shopper, signInAgent, snap, startDesk } from './support.js';

describe.runIf(serviceAvailable('chromium'))('canned replies and Markdown in the agent console', () => {
  let server: KefuServer;
  let url: string;
  let browser: Browser;
  let page: Page;
  const shoppers: Shopper[] = [];

  beforeAll(async () => {
    ({ server, url, browser, page } = await startDesk());
  });
  afterAll(async () => {
    for (const shopper of shoppers) shopper.close();
    await browser?.close();
    await server?.close();
  });

  it('fills a canned reply from the conversation, lets the agent send it, and shows its Markdown as the shopper sees it', async () => {
    const shopper = await Shopper.connect(url);
    shoppers.push(shopper);
    await shopper.say('订单 KF10010004 还没发货，转人工');
    await shopper.waitForHandoff('no_agents');

    await signInAgent(page, url, server.dependencies.config.demoAgentToken!);
    await page.locator(`kc-queue button[data-thread="${shopper.threadId}"]`).click();
    await page.locator('kc-conversation button[data-action=claim]').click();
    await shopper.waitForHandoff('joined');
    const composer = page.locator('kc-conversation textarea');
    await waitFor('the composer to open', async () => !(await composer.isDisabled()));

    // No model on this server: no suggested-reply button.
    expect(await page.locator('kc-conversation button[data-action=suggest]').count()).toBe(0);
    const picker = page.locator('kc-conversation select.canned');
    expect(await picker.locator('option').allTextContents()).toEqual(['快捷回复…', '问候', '正在查询订单', '7 天无理由退货', '到货提醒', '结束语']);
    // A guest has no name on the card: {{customer.name}} stays for the agent to see; the agent's and the shop's names are filled in.
    await picker.selectOption({ label: '问候' });
    expect(await composer.inputValue()).toBe('您好{{customer.name}}，我是星河数码的客服Lin，很高兴为您服务，请问有什么可以帮您？');
    await picker.selectOption({ label: '7 天无理由退货' });
    expect(await composer.inputValue()).toBe('签收后 **7 天内**、商品未激活且配件齐全，可以申请无理由退货。需要我为订单 KF10010004 办理吗？');
    await snap(page, 'console-canned-replies');
    await composer.press('Enter');
    await shopper.waitForMessage((message) => message.role === 'agent' && message.text.includes('订单 KF10010004 办理吗'));
    // The agent reads **bold** as bold, the way the widget shows it, not as asterisks.
    const bold = page.locator('kc-conversation .msg.agent .bubble strong', { hasText: '7 天内' });
    await bold.waitFor();
    expect(await page.locator('kc-conversation .msg.agent .bubble').last().textContent()).not.toContain('**');
  });

  it("fills a canned reply in the shopper's language, whatever the console's", async () => {
    const shopper = await Shopper.connect(url, 'zh-CN');
    shoppers.push(shopper);
    await shopper.say('订单 KF10010004 还没发货，转人工');
    await shopper.waitForHandoff('queued');
    // The agent reads the console in English.
    await page.locator('.top button[lang=en]').click();
    await page.locator(`kc-queue button[data-thread="${shopper.threadId}"]`).click();
    await page.locator('kc-conversation button[data-action=claim]').click();
    await shopper.waitForHandoff('joined');
    const composer = page.locator('kc-conversation textarea');
    await waitFor('the composer to open', async () => !(await composer.isDisabled()));
    const picker = page.locator('kc-conversation select.canned');
    expect(await picker.locator('option').allTextContents()).toContain('Checking the order');
    await picker.selectOption({ label: 'Greeting' });
    expect(await composer.inputValue()).toBe('您好{{customer.name}}，我是星河数码的客服Lin，很高兴为您服务，请问有什么可以帮您？');
    await picker.selectOption({ label: 'Checking the order' });
    expect(await composer.inputValue()).toBe('好的，我马上为您查询订单 KF10010004 的情况，请稍等一两分钟。');
    await page.locator('.top button[lang=zh-CN]').click();
  });

  it('refuses the canned replies without an agent token', async () => {
    const refused = await fetch(`${url}/api/console/canned-replies`);
    expect(refused.status).toBe(401);
    const allowed = await fetch(`${url}/api/console/canned-replies`, { headers: { authorization: `Bearer ${server.dependencies.config.demoAgentToken}` } });
    const body = (await allowed.json()) as { replies: Array<{ id: string }>; shop: { name: { default: string } } };
    expect(body.replies.map((reply) => reply.id)).toContain('closing');
    expect(body.shop.name.default).toBe('星河数码');
  });
});
