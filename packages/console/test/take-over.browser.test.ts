import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { serviceAvailable, waitFor } from '@kefu/testing';
import type { KefuServer } from '@kefu/server';
import { Shopper, signInAgent, snap, startDesk } from './support.js';

describe.runIf(serviceAvailable('chromium'))('taking over a conversation from the assistant in the console', () => {
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

  it('lists live conversations with their latest words, takes one over, writes, and hands it back', async () => {
    const shopper = await Shopper.connect(url);
    const silent = await Shopper.connect(url);
    shoppers.push(shopper, silent);
    await shopper.say('X9 和 X8 哪个拍照好？我手机号 13812345678');
    await shopper.waitForMessage((message) => message.text.startsWith('AI:'));

    await signInAgent(page, url, server.dependencies.config.demoAgentToken!);
    const item = page.locator(`kc-queue button[data-live="${shopper.threadId}"]`);
    await item.waitFor();
    // Personal data stays masked in the list; a chat opened and never written in is not listed.
    expect(await item.locator('.preview').textContent()).toBe('X9 和 X8 哪个拍照好？我手机号 138********');
    expect(await page.locator(`kc-queue button[data-live="${silent.threadId}"]`).count()).toBe(0);

    await item.click();
    const takeOver = page.locator('kc-conversation button[data-action=take-over]');
    await takeOver.waitFor();
    await snap(page, 'console-take-over');
    await takeOver.click();
    expect(await shopper.waitForHandoff('joined')).toMatchObject({ agentName: 'Lin', reason: 'agent_initiated' });
    await page.locator(`kc-queue button[data-thread="${shopper.threadId}"]`).waitFor();
    await waitFor(
      'the taken conversation to leave the live list',
      async () => (await page.locator(`kc-queue button[data-live="${shopper.threadId}"]`).count()) === 0,
    );

    const composer = page.locator('kc-conversation textarea');
    await waitFor('the composer to open', async () => !(await composer.isDisabled()));
    await composer.fill('您好，我是 Lin，X9 的长焦更适合拍人像。');
    await composer.press('Enter');
    await shopper.waitForMessage((message) => message.role === 'agent' && message.text.includes('长焦'));

    await page.locator('kc-conversation button[data-action=release]').click();
    await shopper.waitForHandoff('released');
    await shopper.say('X8 有货吗');
    await shopper.waitForMessage((message) => message.text === 'AI: X8 有货吗');
  });
});
