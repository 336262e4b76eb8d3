import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DuplicateRequestError, OrderStateError, type CommerceBackend } from '../../src/ports/commerce-backend.js';
import { productQueryFromParams } from '../../src/adapters/commerce/http-commerce.js';

/** A request the merchant API received. */
export interface SeenRequest {
  method: string;
  url: string;
  auth: string | undefined;
  idempotencyKey: string | undefined;
  body?: unknown;
}

/** Options of {@link serveMerchantApi}. */
export interface MerchantApiOptions {
  /** The bearer token the API requires. */
  token: string;
  /** Path prefix the API lives under. @default '/api' */
  prefix?: string;
  /** Sees every request before it is answered; a status it returns is answered instead (e.g. 503 to fail). */
  intercept?: (request: SeenRequest) => number | undefined;
}

/** A running merchant API. */
export interface MerchantApi {
  /** The base URL to give Kefu (`KEFU_COMMERCE_URL`), ending with a slash. */
  url: string;
  close(): Promise<void>;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length === 0 ? {} : (JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>);
}

/** Serves a commerce backend over the HTTP contract in src/adapters/commerce/README.md, as a merchant's API would. */
export async function serveMerchantApi(backend: CommerceBackend, options: MerchantApiOptions): Promise<MerchantApi> {
  const prefix = options.prefix ?? '/api';
  const server = createServer(async (req, res) => {
    const json = (status: number, body?: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(body === undefined ? undefined : JSON.stringify(body));
    const seen: SeenRequest = {
      method: req.method!,
      url: req.url!,
      auth: req.headers.authorization,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
    };
    if (req.method === 'POST') seen.body = await readJson(req);
    const refusal = options.intercept?.(seen);
    if (refusal) return json(refusal, { error: 'refused' });
    if (seen.auth !== `Bearer ${options.token}`) return json(401, { error: 'unauthorized' });
    const url = new URL(req.url!, 'http://merchant');
    const path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : url.pathname;
    const body = (seen.body ?? {}) as Record<string, unknown>;
    let match: RegExpMatchArray | null;
    if (path === '/shop') return json(200, await backend.getShop());
    if (path === '/products' && url.search) return json(200, await backend.searchProducts(productQueryFromParams(url.searchParams)));
    if (path === '/products') return json(200, await backend.listProducts());
    if ((match = path.match(/^\/products\/([^/]+)$/))) {
      const product = await backend.getProduct(decodeURIComponent(match[1]!));
      return product ? json(200, product) : json(404);
    }
    if ((match = path.match(/^\/orders\/([^/]+)\/logistics$/))) {
      const logistics = await backend.getLogistics(decodeURIComponent(match[1]!));
      return logistics ? json(200, logistics) : json(404);
    }
    if ((match = path.match(/^\/orders\/([^/]+)\/verify-contact$/)))
      return json(200, { verified: await backend.verifyOrderContact(decodeURIComponent(match[1]!), String(body.phoneLast4)) });
    if ((match = path.match(/^\/orders\/([^/]+)$/))) {
      const order = await backend.getOrder(decodeURIComponent(match[1]!));
      return order ? json(200, order) : json(404);
    }
    if ((match = path.match(/^\/customers\/([^/]+)\/orders$/))) return json(200, await backend.listOrders(decodeURIComponent(match[1]!)));
    if (path === '/requests' && req.method === 'POST') {
      try {
        return json(
          200,
          await backend.submit({
            ...(body as never as Parameters<CommerceBackend['submit']>[0]),
            ...(seen.idempotencyKey ? { idempotencyKey: seen.idempotencyKey } : {}),
          }),
        );
      } catch (error) {
        if (error instanceof DuplicateRequestError) return json(409, { error: 'duplicate_request', existing: error.existing });
        if (error instanceof OrderStateError) return json(409, { error: 'order_state', status: error.status });
        return json(400, { error: error instanceof Error ? error.message : String(error) });
      }
    }
    return json(404);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${prefix}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
