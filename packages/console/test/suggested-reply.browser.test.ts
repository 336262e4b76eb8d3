import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, serviceAvailable, waitFor } from '@kefu/testing';
import { createKefuServer, loadConfig, type KefuServer } from '@kefu/server';
// The local server speaking the OpenAI chat-completions API that the server's model-path tests use.
import { startFakeOpenAi, type FakeOpenAi } from '../../server/test/agent/fake-openai-server.js';
import { buildConsoleOnce, Shopper, snap } from './support.js';

const DRAFT = '您好，很抱歉耳机出现问题。我先为您登记售后检测，请问购买有多久了？';

describe.runIf(serviceAvailable('chromium'))('a suggested reply from the assistant in the console', () => {
  let fake: FakeOpenAi;
  let server: KefuServer;
  let url: string;
  let browser: Browser;
  let page: Page;
  let shopper: Shopper | undefined;

  beforeAll(async () => {
    await buildConsoleOnce();
    fake = await startFakeOpenAi((request) => {
      if (request.tools?.some((tool) => tool.function.name === 'classify_intents'))
        return { toolCall: { name: 'classify_intents', arguments: { intents: [{ type: 'fault_diagnosis', confidence: 0.9 }] } } };
      return JSON.stringify(request.messages).includes('draft the next reply') ? { text: DRAFT } : { text: '请问是哪一侧没有声音？' };
    });
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      KEFU_LLM_PROVIDER: 'openai',
      KEFU_LLM_BASE_URL: fake.url,
      KEFU_LLM_MODEL: 'deepseek-chat',
      KEFU_LLM_API_KEY: 'sk-local',
    });
    server = await createKefuServer({ config });
    url = await server.listen();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1440, height: 860 }, locale: 'zh-CN' });
  });
  afterAll(async () => {
    shopper?.close();
    await browser?.close();
    await server?.close();
    await fake?.close();
  });

  it('puts the draft in the composer for the agent to edit and send', async () => {
    shopper = await Shopper.connect(url);
    await shopper.say('我的耳机左边没声音了');
    await shopper.waitForMessage((message) => message.role === 'assistant');
    await shopper.say('转人工');
    await shopper.waitForHandoff('no_agents');

    await page.goto(`${url}/console/`);
    await page.locator('kc-sign-in input').fill(server.dependencies.config.demoAgentToken!);
    await page.locator('kc-sign-in button[type=submit]').click();
    await page.locator(`kc-queue button[data-thread="${shopper.threadId}"]`).click();
    await page.locator('kc-conversation button[data-action=claim]').click();
    await shopper.waitForHandoff('joined');
    const composer = page.locator('kc-conversation textarea');
    await waitFor('the composer to open', async () => !(await composer.isDisabled()));

    await page.locator('kc-conversation button[data-action=suggest]').click();
    await waitFor('the draft', async () => (await composer.inputValue()) === DRAFT);
    await snap(page, 'console-suggested-reply');
    // Nothing reaches the shopper until the agent sends it, edited.
    expect(shopper.events.some((event) => event.event === 'message:done' && event.data.message.role === 'agent')).toBe(false);
    await composer.fill(DRAFT.replace('请问购买有多久了？', '请问是在哪天签收的？'));
    await composer.press('Enter');
    await shopper.waitForMessage((message) => message.role === 'agent' && message.text.endsWith('请问是在哪天签收的？'));
  });
});
