import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { PROTOCOL_VERSION, type Locale, type Message, type MessagePart } from '@kefu/protocol';
import { io, type Socket } from 'socket.io-client';
import { waitFor } from '@kefu/testing';

/** The shop folders the conversation tests talk to. */
export const SHOPS = {
  demo: fileURLToPath(new URL('../../../../shops/demo/', import.meta.url)),
  threadline: fileURLToPath(new URL('../../../../shops/threadline/', import.meta.url)),
};

/** A demo product as the tests read it from shops/demo/products.json. */
export interface DemoProduct {
  productId: string;
  title: string;
  type: string;
  /** Lowest variant price, in cents. */
  price: number;
  /** Colour values in zh-CN, and their English names. */
  colors: Array<{ zh: string; en: string }>;
  attributes: Record<string, string>;
  tags: string[];
  warrantyMonths: number;
}

interface RawDemoProduct {
  productId: string;
  title: string;
  type: string;
  options: Array<{ name: string; values: string[] }>;
  variants: Array<{ price: { amount: number } }>;
  attributes: Record<string, string>;
  tags: string[];
  warrantyMonths: number;
  i18n?: { en?: { optionValues?: Record<string, string> } };
}

/** The demo catalog, read from its shop folder (the expected values of the tests). */
export function demoCatalog(): Map<string, DemoProduct> {
  const raw = JSON.parse(readFileSync(`${SHOPS.demo}products.json`, 'utf8')) as RawDemoProduct[];
  return new Map(
    raw.map((product) => [
      product.title,
      {
        productId: product.productId,
        title: product.title,
        type: product.type,
        price: Math.min(...product.variants.map((variant) => variant.price.amount)),
        colors: (product.options.find((group) => group.name === '颜色')?.values ?? []).map((zh) => ({ zh, en: product.i18n?.en?.optionValues?.[zh] ?? zh })),
        attributes: product.attributes,
        tags: product.tags,
        warrantyMonths: product.warrantyMonths,
      },
    ]),
  );
}

/** A threadline variant as the tests read it from catalog.csv. */
export interface ThreadlineVariant {
  size: string;
  color: string;
  fit: string;
  stock: number;
  price: number;
}

/** The threadline catalog: variants by product title (Shopify rows grouped by handle). */
export function threadlineCatalog(): Map<string, ThreadlineVariant[]> {
  const rows = parse(readFileSync(`${SHOPS.threadline}catalog.csv`), { columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;
  const titles = new Map<string, string>();
  const catalog = new Map<string, ThreadlineVariant[]>();
  for (const row of rows) {
    const handle = row['Handle'] ?? '';
    if (row['Title']) titles.set(handle, row['Title']);
    if (!row['Variant Price']) continue;
    const title = titles.get(handle)!;
    const variants = catalog.get(title) ?? [];
    variants.push({
      size: row['Option1 Value'] ?? '',
      color: row['Option2 Value'] ?? '',
      fit: row['Option3 Value'] ?? '',
      stock: Number(row['Variant Inventory Qty']),
      price: Number(row['Variant Price']),
    });
    catalog.set(title, variants);
  }
  return catalog;
}

/** One answer: its text, its parts, and both as one string for content checks. */
export interface Answer {
  text: string;
  parts: MessagePart[];
  all: string;
}

/** Parts of one type of an answer. */
export function partsOf<T extends MessagePart['type']>(answer: Answer, type: T): Array<Extract<MessagePart, { type: T }>> {
  return answer.parts.filter((part): part is Extract<MessagePart, { type: T }> => part.type === type);
}

/** A shopper's widget over a real socket holding one conversation; each message may carry the product page it was sent from. */
export class Conversation {
  private readonly messages: Message[] = [];
  private constructor(private readonly socket: Socket) {
    socket.on('message:done', (data: { message: Message }) => this.messages.push(data.message));
  }

  /** Connects to a server and says hello on the demo site key. */
  static async open(url: string, options: { locale?: Locale; identity?: string } = {}): Promise<Conversation> {
    const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { origin: 'http://localhost:5173' } });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const conversation = new Conversation(socket);
    const ack = await socket.emitWithAck('session:hello', {
      protocolVersion: PROTOCOL_VERSION,
      siteKey: 'demo',
      locale: options.locale ?? 'zh-CN',
      ...(options.identity ? { identity: options.identity } : {}),
    });
    if (!ack.ok) throw new Error(`hello refused: ${JSON.stringify(ack.error)}`);
    return conversation;
  }

  /** Sends a message (from a product page when `productId` is given) and waits for the assistant's answer. */
  async say(text: string, options: { productId?: string } = {}): Promise<Answer> {
    const assistant = () => this.messages.filter((message) => message.role === 'assistant');
    const before = assistant().length;
    const ack = await this.socket.emitWithAck('message:send', {
      clientMsgId: crypto.randomUUID(),
      text,
      ...(options.productId ? { context: { productId: options.productId } } : {}),
    });
    if (!ack.ok) throw new Error(`send refused: ${JSON.stringify(ack.error)}`);
    await waitFor(`an answer to "${text}"`, () => assistant().length > before, 10_000, 5);
    const message = assistant().at(-1)!;
    const parts = message.parts ?? [];
    return { text: message.text, parts, all: `${message.text}\n${JSON.stringify(parts)}` };
  }

  close(): void {
    this.socket.close();
  }
}
