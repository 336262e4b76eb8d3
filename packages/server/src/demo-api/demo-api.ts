import type { IncomingMessage, ServerResponse } from 'node:http';
import { jwtVerify } from 'jose';
import type { SiteConfig } from '../config.js';
import type { CommerceBackend, Product } from '../ports/commerce-backend.js';
import type { Clock } from '../ports/clock.js';
import type { DemoCustomer } from './demo-customers.js';
import { mintIdentityToken } from './mint-identity-token.js';
import { readJsonBody, sendJson } from './json-response.js';

/** What the demo storefront's API needs. */
export interface DemoApiOptions {
  commerce: CommerceBackend;
  /** The site whose identity secret the demo sign-in signs with. */
  site: SiteConfig;
  customers: DemoCustomer[];
  clock: Clock;
}

/** Handles one request; resolves false when the path is not the demo API's. */
export type DemoApiHandler = (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;

function publicProduct(product: Product) {
  const { aliases: _aliases, ...shown } = product;
  return shown;
}

/**
 * The storefront's backend: catalog, product pages, a demo sign-in that mints the identity token
 * server-side (the secret never reaches the browser), and the signed-in customer's orders.
 */
export function createDemoApi(options: DemoApiOptions): DemoApiHandler {
  const secret = new TextEncoder().encode(options.site.identitySecret);

  const customerFromBearer = async (request: IncomingMessage): Promise<string | undefined> => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return undefined;
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: new Date(options.clock.now()) });
      return typeof payload.sub === 'string' ? payload.sub : undefined;
    } catch {
      return undefined;
    }
  };

  return async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (!path.startsWith('/api/')) return false;

    if (request.method === 'GET' && path === '/api/catalog') {
      sendJson(response, 200, { products: (await options.commerce.listProducts()).map(publicProduct) });
    } else if (request.method === 'GET' && path.startsWith('/api/products/')) {
      const product = await options.commerce.getProduct(decodeURIComponent(path.slice('/api/products/'.length)));
      if (product) sendJson(response, 200, { product: publicProduct(product) });
      else sendJson(response, 404, { error: { code: 'NOT_FOUND', message: 'no such product' } });
    } else if (request.method === 'GET' && path === '/api/demo/customers') {
      sendJson(response, 200, { customers: options.customers });
    } else if (request.method === 'POST' && path === '/api/demo/login') {
      const body = (await readJsonBody(request)) as { customerId?: unknown } | undefined;
      const customer = options.customers.find((candidate) => candidate.customerId === body?.customerId);
      if (!customer) {
        sendJson(response, 400, { error: { code: 'BAD_PAYLOAD', message: 'unknown demo customer' } });
      } else {
        const token = await mintIdentityToken(options.site.identitySecret, { customerId: customer.customerId, name: customer.name }, 2 * 60 * 60, options.clock.now());
        sendJson(response, 200, { token, customer });
      }
    } else if (request.method === 'GET' && path === '/api/orders') {
      const customerId = await customerFromBearer(request);
      if (!customerId) sendJson(response, 401, { error: { code: 'NOT_AUTHENTICATED', message: 'sign in first' } });
      else sendJson(response, 200, { orders: (await options.commerce.listOrders(customerId)).map(({ phoneLast4: _phone, ...order }) => order) });
    } else {
      sendJson(response, 404, { error: { code: 'NOT_FOUND', message: 'no such API' } });
    }
    return true;
  };
}
