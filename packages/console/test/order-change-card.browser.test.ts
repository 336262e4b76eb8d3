import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, serviceAvailable } from '@kefu/testing';
import { createKefuServer, loadConfig, type Agent, type KefuServer } from '@kefu/server';
import { buildConsoleOnce, Shopper } from './support.js';

const REQUEST = {
  workflow: 'cancel_order' as const,
  orderId: 'KF10010003',
  why: '订单 KF10010003 已发货，无法直接取消。',
  rows: [
    { label: '订单号', value: 'KF10010003' },
    { label: '申请', value: '取消订单' },
  ],
};

/** Hands a refused cancellation to a human, written up, as the cancel_order workflow does. */
const handingOver: Agent = {
  async runTurn(_request, output) {
    await output.emit({ event: 'message:done', message: { role: 'assistant', text: '已为您转接人工客服，您的取消订单申请已整理好交给客服。' } });
    await output.emit({ event: 'handoff', state: 'queued', reason: 'requested', request: REQUEST });
  },
  async replyToInterrupt() {},
  async cancel() {},
};

describe.runIf(serviceAvailable('chromium'))('the escalation card shows a request handed over written up', () => {
  let server: KefuServer;
  let url: string;
  let browser: Browser;
  let page: Page;
  let shopper: Shopper | undefined;

  beforeAll(async () => {
    await buildConsoleOnce();
    server = await createKefuServer({ config: loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' }), agent: handingOver });
    url = await server.listen();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1440, height: 860 }, locale: 'zh-CN' });
  });
  afterAll(async () => {
    shopper?.close();
    await browser?.close();
    await server?.close();
  });

  it('names the workflow, the order, why the assistant could not, and the rows', async () => {
    shopper = await Shopper.connect(url);
    await shopper.say('取消订单 KF10010003');
    await shopper.waitForHandoff('no_agents');
    await page.goto(`${url}/console/`);
    await page.locator('kc-sign-in input').fill(server.dependencies.config.demoAgentToken!);
    await page.locator('kc-sign-in button[type=submit]').click();
    await page.locator(`kc-queue button[data-thread="${shopper.threadId}"]`).click();
    await page.locator('kc-card section.request').waitFor();
    const text = await page.locator('kc-card section.request').textContent();
    expect(text).toContain('转交的申请: 取消订单 · KF10010003');
    expect(text).toContain('已发货，无法直接取消');
    expect(text).toMatch(/申请\s*取消订单/);
  });
});
