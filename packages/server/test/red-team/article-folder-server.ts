import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { PROTOCOL_VERSION, type Locale, type Message } from '@kefu/protocol';
import { TestClient } from '../gateway/support/test-client.js';
import { startTestServer } from '../gateway/support/test-server.js';

/** A help article as a merchant writes it: front matter, its title as the first heading, the body. */
export const articleFile = (id: string, title: string, locale: string, tags: string, body: string): string =>
  ['---', `id: ${id}`, `title: ${title}`, `locale: ${locale}`, `tags: [${tags}]`, '---', `# ${title}`, '', body, ''].join('\n');

/** A demo server reading its help articles from a folder of these files (path → text), and a shopper to ask it. */
export interface ArticleFolderServer {
  /** Its address, once started (in a test, not while the file is collected). */
  url(): string;
  /** A guest's question in a new conversation, and the assistant's answer. */
  ask(locale: Locale, question: string): Promise<Message>;
}

/** One server for the whole test file on a fresh knowledge folder holding `files` (e.g. `en/warranty.md`). */
export function articleFolderServerForFile(files: Readonly<Record<string, string>>): ArticleFolderServer {
  let dir: string;
  let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kefu-articles-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    server = await startTestServer({ env: { KEFU_KNOWLEDGE_DIR: dir, KEFU_SERVE_DEMO: '1' } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    url: () => server!.url,
    async ask(locale, question) {
      const client = await TestClient.connect(server!.url);
      try {
        await client.hello({ siteKey: 'demo', locale, protocolVersion: PROTOCOL_VERSION });
        await client.send(question);
        await client.waitUntil('the answer', (events) => events.some((event) => event.event === 'message:done' && event.data.message.role === 'assistant'));
        const done = client.rendered.findLast((event) => event.event === 'message:done' && event.data.message.role === 'assistant');
        return done?.event === 'message:done' ? done.data.message : ({ text: '' } as Message);
      } finally {
        client.close();
      }
    },
  };
}
