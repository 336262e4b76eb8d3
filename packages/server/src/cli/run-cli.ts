import { parseArgs } from 'node:util';
import { LOCALES, type Locale } from '@kefu/protocol';
import { createEmbeddedIndex } from '../adapters/embedded-index/index.js';
import { createMeilisearchIndex } from '../adapters/meilisearch/index.js';
import { loadConfig } from '../config.js';
import type { KnowledgeIndex } from '../ports/knowledge-index.js';
import { DEMO_KNOWLEDGE_DIR } from '../knowledge/demo-knowledge-dir.js';
import { KnowledgeError } from '../knowledge/errors.js';
import { deleteDocuments, importDocuments, searchKnowledge } from '../knowledge/ingest/operations.js';
import { readKnowledgeDirectory, readKnowledgeFiles } from '../knowledge/ingest/read-files.js';
import { toChunks } from '../knowledge/ingest/to-chunks.js';
import { readableUnits } from '../knowledge/answer/readable-units.js';
import { runShopCommand, SHOP_USAGE } from './shop-commands.js';
import { COMMERCE_USAGE, runCommerceCommand } from './commerce-command.js';

/** Where the CLI reads its environment and writes its output. */
export interface CliIo {
  env: Record<string, string | undefined>;
  out: (line: string) => void;
  err: (line: string) => void;
}

const USAGE = `Usage:
  kefu serve [--demo]                                                 run the server from env config (PORT, REDIS_URL, KEFU_SITES…):
                                                                      the widget at /kefu.js, the agent console at /console;
                                                                      --demo also serves the storefront (monorepo checkouts only)
  kefu kb import <files or directories...> [--shop <id>] [--check]   import Markdown/JSON articles (idempotent)
  kefu kb search <query> [--shop <id>] [--locale zh-CN|en] [--limit <n>] [--json]
  kefu kb delete <article ids...> [--shop <id>]                       remove articles
${SHOP_USAGE}
${COMMERCE_USAGE}

import and delete act on Meilisearch: set MEILI_URL (and MEILI_MASTER_KEY) to the server's. Running
servers pick the changes up within seconds, and keep answering from them while Meilisearch is down.
--check only validates the files and stores nothing.

Without Meilisearch there is nothing to import into: a server's knowledge base is then the directory
KEFU_KNOWLEDGE_DIR (shop articles under shops/<shop id>/), read at start. search then runs on an
embedded index loaded from KEFU_KNOWLEDGE_DIR or the demo knowledge base.`;

// Why an import without Meilisearch stores nothing, and what to do instead.
const NOTHING_STORED = (articles: number) =>
  `nothing was stored: MEILI_URL is not set. The ${articles} article${articles === 1 ? '' : 's'} passed validation; to use them, set MEILI_URL and MEILI_MASTER_KEY to the server's Meilisearch and import again, or copy the files into the server's KEFU_KNOWLEDGE_DIR (shop articles under shops/<shop id>/) and restart it. Use --check to validate only.`;

/** Runs the `kefu` command line; resolves with the exit code (0 ok, 1 failed, 2 usage). */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        shop: { type: 'string' },
        locale: { type: 'string' },
        limit: { type: 'string' },
        json: { type: 'boolean', default: false },
        check: { type: 'boolean', default: false },
        demo: { type: 'boolean', default: false },
        currency: { type: 'string' },
        name: { type: 'string' },
        timezone: { type: 'string' },
        locales: { type: 'string' },
        catalog: { type: 'string' },
        token: { type: 'string' },
        customer: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [group, command, ...rest] = positionals;
  if (!values.help && group === 'serve') {
    if (command !== undefined) return usage(io, `kefu serve takes no arguments (got "${command}")`);
    // Loaded only to serve: the whole server is most of the CLI's start-up time, which `kefu kb` and `kefu shop` do not need.
    const { serveFromEnv, startFailure } = await import('../serve.js');
    try {
      await serveFromEnv(values.demo ? { ...io.env, KEFU_SERVE_DEMO: '1' } : io.env, io.out);
      return 0; // the listening server keeps the process alive until a signal drains it
    } catch (error) {
      io.err(startFailure(error));
      return 1;
    }
  }
  if (!values.help && (group === 'catalog' || group === 'shop')) {
    return runShopCommand(
      group,
      command,
      rest,
      Object.fromEntries(
        (['shop', 'currency', 'name', 'timezone', 'locales', 'catalog'] as const).flatMap((key) => (values[key] !== undefined ? [[key, values[key]]] : [])),
      ),
      io,
    );
  }
  if (!values.help && group === 'commerce') {
    return runCommerceCommand(
      command,
      rest,
      {
        ...(values.token !== undefined ? { token: values.token } : {}),
        ...(values.customer !== undefined ? { customer: values.customer } : {}),
        json: values.json,
      },
      io,
    );
  }
  if (values.help || group !== 'kb' || !command) {
    (values.help ? io.out : io.err)(USAGE);
    return values.help ? 0 : 2;
  }
  const locale = values.locale;
  if (locale !== undefined && !(LOCALES as readonly string[]).includes(locale)) {
    io.err(`--locale must be one of ${LOCALES.join(', ')}`);
    return 2;
  }
  const limit = values.limit === undefined ? 5 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    io.err('--limit must be a whole number from 1 to 100');
    return 2;
  }
  const shop = values.shop;
  try {
    const config = loadConfig(io.env);
    const meili = config.meili
      ? createMeilisearchIndex({ url: config.meili.url, ...(config.meili.masterKey ? { apiKey: config.meili.masterKey } : {}), timeoutMs: 10_000 })
      : undefined;
    switch (command) {
      case 'import': {
        if (rest.length === 0) return usage(io, 'kb import needs at least one file or directory');
        const documents = await readKnowledgeFiles(rest, shop !== undefined ? { shop } : {});
        if (values.check) {
          io.out(`checked ${documents.length} articles (${documents.flatMap(toChunks).length} chunks); nothing was stored (--check)`);
          return 0;
        }
        if (!meili) {
          io.err(`UNAVAILABLE: ${NOTHING_STORED(documents.length)}`);
          return 1;
        }
        const summary = await importDocuments(meili, documents);
        io.out(`imported ${summary.documents} articles (${summary.chunks} chunks) into Meilisearch${shop ? ` for shop ${shop}` : ' as parent articles'}`);
        return 0;
      }
      case 'search': {
        const text = rest.join(' ').trim();
        if (!text) return usage(io, 'kb search needs a query');
        const index: KnowledgeIndex = meili ?? (await embeddedFrom(config.knowledgeDir ?? DEMO_KNOWLEDGE_DIR));
        const hits = await searchKnowledge(index, text, { ...(shop !== undefined ? { shop } : {}), ...(locale ? { locale: locale as Locale } : {}), limit });
        if (values.json) {
          io.out(JSON.stringify({ index: index.kind, hits: hits.map(({ chunk, score }) => ({ ...chunk, score })) }, null, 2));
          return 0;
        }
        if (hits.length === 0) io.out(`no articles match (${index.kind} index)`);
        for (const [rank, { chunk, score }] of hits.entries()) {
          const excerpt = readableUnits(chunk.text, { title: chunk.title })
            .map((unit) => unit.text.replace(/\*\*/g, ''))
            .join(' ');
          io.out(`${rank + 1}. ${chunk.title}  [${chunk.docId}, ${chunk.shop ?? 'parent'}, ${chunk.locale}, ${index.kind} ${score.toFixed(3)}]`);
          io.out(`   ${excerpt.length > 160 ? `${excerpt.slice(0, 159)}…` : excerpt}`);
        }
        return 0;
      }
      case 'delete': {
        if (rest.length === 0) return usage(io, 'kb delete needs at least one article id');
        if (!meili) return usage(io, 'kb delete needs MEILI_URL: the embedded index lives inside the server');
        await deleteDocuments(meili, rest, shop !== undefined ? { shop } : {});
        io.out(`deleted ${rest.length} article${rest.length === 1 ? '' : 's'}${shop ? ` from shop ${shop}` : ''}`);
        return 0;
      }
      default:
        return usage(io, `unknown command "kb ${command}"`);
    }
  } catch (error) {
    const code = error instanceof KnowledgeError ? error.code : error instanceof Error && error.name === 'ConfigError' ? 'BAD_PAYLOAD' : 'UNAVAILABLE';
    io.err(`${code}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

function usage(io: CliIo, problem: string): number {
  io.err(`${problem}\n\n${USAGE}`);
  return 2;
}

async function embeddedFrom(directory: string): Promise<KnowledgeIndex> {
  const index = createEmbeddedIndex();
  await importDocuments(index, await readKnowledgeDirectory(directory));
  return index;
}
