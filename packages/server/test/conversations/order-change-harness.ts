import { afterAll, beforeAll, expect } from 'vitest';
import type { Interrupt, Locale, Message, ThreadEvent } from '@kefu/protocol';
import { DEMO_SITE, loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { createKefuServer, type KefuServer } from '../../src/create-kefu-server.js';
import type { CommerceBackend } from '../../src/ports/commerce-backend.js';
import { identityToken } from '../gateway/support/identity-tokens.js';
import { TestClient } from '../gateway/support/test-client.js';

/** A real Kefu server (rules path unless `env` names a model) over the given shop backend. */
export async function serveKefu(commerce: CommerceBackend | undefined, env: Record<string, string> = {}): Promise<{ server: KefuServer; url: string }> {
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env });
  const server = await createKefuServer({ config, logger: createLogger('silent'), ...(commerce ? { commerce } : {}) });
  return { server, url: await server.listen() };
}

/**
 * A real Kefu server over `commerce` (and `env`: another shop folder, a model) for the tests of one file: started
 * before them, closed after them with every shopper tab they opened.
 */
export function kefuForFile(
  commerce: CommerceBackend | undefined,
  env: Record<string, string> = {},
): { open(options?: Parameters<typeof shopperTab>[1]): Promise<Conversation> } {
  let served: { server: KefuServer; url: string } | undefined;
  const tabs: Conversation[] = [];
  beforeAll(async () => {
    served = await serveKefu(commerce, env);
  });
  afterAll(async () => {
    for (const tab of tabs) tab.close();
    await served?.server.close();
  });
  return {
    async open(options = {}) {
      const tab = await shopperTab(served!.url, options);
      tabs.push(tab);
      return tab;
    },
  };
}

/** A shopper's tab on the demo site, signed in as `customerId` or a guest. */
export async function shopperTab(url: string, options: { customerId?: string; locale?: Locale } = {}): Promise<Conversation> {
  const client = await TestClient.connect(url);
  const identity = options.customerId ? await identityToken(options.customerId, { secret: DEMO_SITE.identitySecret }) : undefined;
  const ack = await client.hello({ locale: options.locale ?? 'zh-CN', ...(identity ? { identity } : {}) });
  expect(ack.ok).toBe(true);
  return new Conversation(client);
}

/** One conversation, turn by turn: each call waits for what the assistant did in answer (a message, a prompt or a handoff). */
export class Conversation {
  constructor(readonly client: TestClient) {}

  private count() {
    return this.client.rendered.filter(
      (event) => (event.event === 'message:done' && event.data.message.role !== 'user') || event.event === 'interrupt:open' || event.event === 'handoff',
    ).length;
  }

  private async settle(before: number, act: () => Promise<unknown>): Promise<ThreadEvent[]> {
    const start = this.client.rendered.length;
    await act();
    await this.client.waitUntil('the assistant to answer', () => this.count() > before);
    // A message and the prompt or handoff after it arrive in one turn: give the turn a moment to finish emitting.
    await new Promise((resolve) => setTimeout(resolve, 150));
    return this.client.rendered.slice(start);
  }

  /** Sends a message; resolves with the events it produced. */
  say(text: string): Promise<ThreadEvent[]> {
    return this.settle(this.count(), () => this.client.send(text));
  }

  /** Answers the open prompt. */
  reply(reply: Record<string, unknown>): Promise<ThreadEvent[]> {
    const prompt = this.prompt();
    return this.settle(this.count(), async () =>
      expect(await this.client.request('interrupt:reply', { interruptId: prompt.interruptId, ...reply })).toEqual({ ok: true }),
    );
  }

  /** The newest prompt opened. */
  prompt(): Interrupt {
    const open = this.client.rendered.findLast((event) => event.event === 'interrupt:open');
    if (open?.event !== 'interrupt:open') throw new Error(`no prompt was opened: ${JSON.stringify(this.client.rendered)}`);
    return open.data.interrupt;
  }

  /** The newest assistant message. */
  lastAnswer(): Message {
    const done = this.client.rendered.findLast((event) => event.event === 'message:done' && event.data.message.role === 'assistant');
    if (done?.event !== 'message:done') throw new Error('no answer');
    return done.data.message;
  }

  /** The handoff events so far. */
  handoffs() {
    return this.client.rendered.flatMap((event) => (event.event === 'handoff' ? [event.data] : []));
  }

  close(): void {
    this.client.close();
  }
}
