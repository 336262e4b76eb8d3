import { afterAll, beforeAll } from 'vitest';
import { startTestServer } from '../gateway/support/test-server.js';
import { demoIdentity } from '../agent/socket-shopper.js';
import { Conversation } from './focus-support.js';

/** A Kefu server a test file talks to, and its conversations. */
export interface ShopForFile {
  readonly url: string;
  /** A new conversation on the rules path, as a guest or signed in as a customer of the shop's customers.json. */
  talk(locale?: 'zh-CN' | 'en', customerId?: string): Promise<Conversation>;
}

/** One server on a shop folder for the whole test file (started before its tests, closed with its conversations after). */
export function shopForFile(shopDir: string): ShopForFile {
  let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
  const open: Conversation[] = [];
  beforeAll(async () => {
    server = await startTestServer({ env: { KEFU_SHOP_DIR: shopDir } });
  });
  afterAll(async () => {
    for (const conversation of open) conversation.close();
    await server?.close();
  });
  return {
    get url() {
      return server!.url;
    },
    async talk(locale = 'zh-CN', customerId) {
      const conversation = await Conversation.open(server!.url, { locale, ...(customerId ? { identity: await demoIdentity(customerId) } : {}) });
      open.push(conversation);
      return conversation;
    },
  };
}
