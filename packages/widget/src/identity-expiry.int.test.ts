import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ThreadEvent } from '@kefu/protocol';
import { launchChromium, serviceAvailable } from '@kefu/testing';
import { startKefuTestServer, type KefuTestServer } from './test-support/kefu-test-server.js';
import { openPage } from './test-support/browser-page.js';
import { shopAgent, type ShopAgent } from './test-support/shop-agent.js';
import { signIdentity } from './test-support/identity-token.js';

const DEMO_SECRET = 'kefu-demo-identity-secret-change-me';
// How long a poll waits for a round trip to the server (a wait, not a timed assertion: the machine may be loaded).
const NETWORK = { timeout: 15_000 };

/** How often the page heard of an expired token: as a DOM event, and through `Kefu.on`. */
type Expiries = { dom: number; api: number };

describe.runIf(serviceAvailable('chromium'))('an identity token that expires mid-conversation', () => {
  let browser: Browser;
  let kefu: KefuTestServer;
  let agent: ShopAgent;
  /** How often the server ran a shopper's `conversation:cancel`. */
  let cancels = 0;
  // The server's injected clock. It runs a minute behind while a 2 s token should still be valid, so a loaded
  // machine never expires it early; moving it 3 s ahead passes the token's exp without waiting.
  let skewMs = 0;
  const expireTokens = () => (skewMs = 3_000);

  beforeAll(async () => {
    browser = await launchChromium();
    kefu = await startKefuTestServer({
      clock: { now: () => Date.now() + skewMs },
      agent: (dependencies) => {
        agent = shopAgent(dependencies);
        return {
          ...agent,
          cancel: (...args) => {
            cancels += 1;
            return agent.cancel(...args);
          },
        };
      },
    });
  });
  afterAll(async () => {
    await browser?.close();
    await kefu?.close();
  });
  beforeEach(() => {
    skewMs = -60_000;
  });

  /** Opens the script-tag page, counts `kefu-identity-expired` (DOM and `Kefu.on`) and every event the widget emits on its sockets. */
  const start = async () => {
    const watched = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    const sent: string[] = [];
    watched.page.on('websocket', (socket) => socket.on('framesent', ({ payload }) => sent.push(String(payload))));
    await watchExpiry(watched.page);
    return { ...watched, sent };
  };
  const watchExpiry = async (page: Page) => {
    await page.waitForFunction(() => window.Kefu !== undefined);
    await page.evaluate(() => {
      const counts = ((window as unknown as { expiries: Expiries }).expiries = { dom: 0, api: 0 });
      document.addEventListener('kefu-identity-expired', () => (counts.dom += 1));
      window.Kefu!.on('identity-expired', () => (counts.api += 1));
    });
  };
  const expiries = (page: Page) => page.evaluate(() => (window as unknown as { expiries: Expiries }).expiries);
  const identify = (page: Page, token: string | undefined) => page.evaluate((value) => window.Kefu!.identify(value), token);
  const open = async (page: Page) => {
    await page.locator('kefu-launcher button').click();
    await page.locator('kefu-composer textarea').waitFor();
  };
  const ask = async (page: Page, text: string) => {
    await page.locator('kefu-composer textarea').fill(text);
    await page.keyboard.press('Enter');
  };
  const answered = (page: Page, text: string) => page.locator('kefu-message .bubble', { hasText: `已收到：${text}` }).waitFor();
  const storedThreadId = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('kefu:v1:demo') ?? '{}') as { threadId?: string }).threadId);
  const widgetState = (page: Page) =>
    page.evaluate(
      () =>
        (document.querySelector('kefu-chat') as unknown as { controller: { state: { connection: string; outbox: Array<{ clientMsgId: string }> } } }).controller
          .state,
    );
  /** What the server stored for the thread. */
  const storedEvents = async (threadId: string | undefined): Promise<ThreadEvent[]> =>
    threadId ? (await kefu.server.stores.log.read(threadId, 0, 500)).events : [];
  /** The clientMsgIds of the shopper's stored messages with this text. */
  const storedSends = async (threadId: string | undefined, text: string) =>
    (await storedEvents(threadId)).flatMap((event) =>
      event.event === 'message:done' && event.data.message.text === text ? [event.data.message.clientMsgId] : [],
    );
  const framesWith = (sent: string[], event: string, needle: string) => sent.filter((frame) => frame.includes(`"${event}"`) && frame.includes(needle)).length;
  const noFailureShown = async (page: Page) => {
    expect(await page.locator('kefu-message[delivery="failed"]').count()).toBe(0);
    expect(await page.locator('kefu-message-list .notice.error').count()).toBe(0);
    expect(await page.locator('kefu-interrupt .error').count()).toBe(0);
    expect(await page.locator('kefu-connection-banner .banner').count()).toBe(0);
  };

  it('keeps a message sent after expiry waiting, tells the page, and delivers it once on the same thread after identify', async () => {
    const { page, context, errors, sent } = await start();
    await identify(page, signIdentity('c_1001', DEMO_SECRET, 2));
    await open(page);
    await ask(page, '到期前的问题');
    await answered(page, '到期前的问题');
    const threadId = await storedThreadId(page);

    expireTokens();
    await ask(page, '到期后的问题');
    const waiting = page.locator('kefu-message[delivery="signin"]');
    await waiting.waitFor();
    expect(await waiting.locator('.status').textContent()).toBe('登录后发送');
    expect(await expiries(page)).toEqual({ dom: 1, api: 1 });
    const [item] = (await widgetState(page)).outbox;
    expect(framesWith(sent, 'message:send', item!.clientMsgId)).toBe(1);
    // Refused: nothing stored, nothing run.
    expect(await storedSends(threadId, '到期后的问题')).toEqual([]);
    expect(agent.turns.flat()).not.toContain('到期后的问题');
    await noFailureShown(page);

    // A reconnect meanwhile: its hello carries the expired token and is refused too. The widget keeps the
    // customer's thread and waits, rather than going on as a guest (which would lose the thread).
    const connection = async () => (await widgetState(page)).connection;
    await context.setOffline(true);
    await expect.poll(connection, NETWORK).not.toBe('online');
    await context.setOffline(false);
    await expect.poll(connection, NETWORK).toBe('online');
    expect(await storedThreadId(page)).toBe(threadId);
    expect(await waiting.count()).toBe(1);
    expect(await expiries(page)).toEqual({ dom: 1, api: 1 });

    await identify(page, signIdentity('c_1001', DEMO_SECRET));
    await answered(page, '到期后的问题');
    expect(await storedSends(threadId, '到期后的问题')).toEqual([item!.clientMsgId]);
    expect(framesWith(sent, 'message:send', item!.clientMsgId)).toBe(2);
    expect(agent.turns.filter((turn) => turn.includes('到期后的问题'))).toHaveLength(1);
    expect(await storedThreadId(page)).toBe(threadId);
    expect(await page.locator('kefu-message[delivery]').count()).toBe(0);
    await noFailureShown(page);
    expect(await expiries(page)).toEqual({ dom: 1, api: 1 });
    expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|WebSocket/.test(error))).toEqual([]);
    await context.close();
  });

  it('holds an answer to a prompt refused after expiry and sends it again, once, after identify', async () => {
    const { page, context, errors, sent } = await start();
    await identify(page, signIdentity('c_1001', DEMO_SECRET, 2));
    await open(page);
    await ask(page, '我要退货');
    const label = page.locator('kefu-workflow-strip .label');
    // Signed in: the shopper's returnable orders, as options.
    const order = page.locator('kefu-interrupt').getByRole('button', { name: /KF10010001/ });
    await order.waitFor();
    await label.filter({ hasText: '第 1/4 步' }).waitFor();
    const threadId = await storedThreadId(page);
    const interruptId = (await kefu.server.stores.log.openInterrupt(threadId!))!.interruptId;

    expireTokens();
    await order.click();
    await expect.poll(() => expiries(page), NETWORK).toEqual({ dom: 1, api: 1 });
    // The prompt is still open on the server: the answer waits for a fresh identity.
    expect((await kefu.server.stores.log.openInterrupt(threadId!))?.interruptId).toBe(interruptId);
    expect(framesWith(sent, 'interrupt:reply', interruptId)).toBe(1);

    await identify(page, signIdentity('c_1001', DEMO_SECRET));
    await label.filter({ hasText: '第 2/4 步' }).waitFor();
    expect(framesWith(sent, 'interrupt:reply', interruptId)).toBe(2);
    const closed = (await storedEvents(threadId)).filter((event) => event.event === 'interrupt:closed' && event.data.interruptId === interruptId);
    expect(closed.map((event) => event.event === 'interrupt:closed' && event.data.reason)).toEqual(['answered']);
    await noFailureShown(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('holds a cancel (stop waiting for a person) refused after expiry and sends it once after identify', async () => {
    const { page, context, errors, sent } = await start();
    await identify(page, signIdentity('c_1001', DEMO_SECRET, 2));
    await open(page);
    await ask(page, '你好');
    await answered(page, '你好');
    // The shopper waits for a person and nobody is online (stored as the handoff desk would store it).
    await kefu.server.gateway.emitToThread((await storedThreadId(page))!, { event: 'handoff', state: 'no_agents', reason: 'requested' });
    const stopWaiting = page.getByRole('button', { name: '返回 AI 助手' });
    await stopWaiting.waitFor();
    const cancelsBefore = cancels;

    expireTokens();
    await stopWaiting.click();
    await expect.poll(() => expiries(page), NETWORK).toEqual({ dom: 1, api: 1 });
    expect(framesWith(sent, 'conversation:cancel', '{}')).toBe(1);
    expect(cancels).toBe(cancelsBefore);

    await identify(page, signIdentity('c_1001', DEMO_SECRET));
    await expect.poll(() => cancels, NETWORK).toBe(cancelsBefore + 1);
    expect(framesWith(sent, 'conversation:cancel', '{}')).toBe(2);
    await noFailureShown(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on sign-out instead, forgets the waiting message with the thread, as sign-out does, and never sends it as a guest', async () => {
    const { page, context, errors, sent } = await start();
    await identify(page, signIdentity('c_1002', DEMO_SECRET, 2));
    await open(page);
    await ask(page, '王磊到期前');
    await answered(page, '王磊到期前');
    const customerThread = await storedThreadId(page);

    expireTokens();
    await ask(page, '王磊的私事');
    await page.locator('kefu-message[delivery="signin"]').waitFor();
    await identify(page, undefined);
    expect(await page.locator('kefu-message .bubble', { hasText: /王磊/ }).count()).toBe(0);
    // (Online, the guest hello that follows may already have stored a new thread.)
    expect(await storedThreadId(page)).not.toBe(customerThread);

    await ask(page, '你好');
    await answered(page, '你好');
    expect(await storedThreadId(page)).not.toBe(customerThread);
    expect(framesWith(sent, 'message:send', '王磊的私事')).toBe(1);
    expect(agent.turns.flat()).not.toContain('王磊的私事');
    expect(await storedSends(await storedThreadId(page), '王磊的私事')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('after a reload with an already expired token, waits for a fresh one instead of dropping the customer’s thread', async () => {
    const { page, context, errors } = await start();
    await identify(page, signIdentity('c_1003', DEMO_SECRET));
    await open(page);
    await ask(page, '陈静的旧问题');
    await answered(page, '陈静的旧问题');
    const customerThread = await storedThreadId(page);

    await page.reload();
    await watchExpiry(page);
    await identify(page, signIdentity('c_1003', DEMO_SECRET, -600));
    await open(page);
    await expect.poll(() => expiries(page), NETWORK).toEqual({ dom: 1, api: 1 });
    await ask(page, '陈静的新问题');
    await page.locator('kefu-message[delivery="signin"]').waitFor();
    // The customer's thread stays out of sight (and stored) until a token for them is accepted.
    expect(await page.locator('kefu-message .bubble', { hasText: '陈静的旧问题' }).count()).toBe(0);
    expect(await storedThreadId(page)).toBe(customerThread);

    await identify(page, signIdentity('c_1003', DEMO_SECRET));
    await answered(page, '陈静的新问题');
    expect(await page.locator('kefu-message .bubble', { hasText: /^陈静的旧问题$/ }).count()).toBe(1);
    expect(await storedThreadId(page)).toBe(customerThread);
    expect(await storedSends(customerThread, '陈静的新问题')).toHaveLength(1);
    await noFailureShown(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
