import type { IncomingMessage, ServerResponse } from 'node:http';
import { applySecurityHeaders } from './security-headers.js';

/** Handles one HTTP request; `path` is the decoded pathname. */
export type RouteHandler = (request: IncomingMessage, response: ServerResponse, path: string) => void | Promise<void>;

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Exact path, or a prefix when it ends with `/*`. */
  path: string;
  handler: RouteHandler;
}

/**
 * The server's HTTP routes, matched in the order added, exact paths before prefixes. Other parts of
 * the server (the demo, the console) add theirs with {@link RouteTable.add}; Socket.IO keeps `/socket.io/`.
 */
export class RouteTable {
  readonly #routes: Route[] = [];
  #fallback: RouteHandler | undefined;

  /** Adds a route; `path` ending in `/*` matches everything under it. */
  add(method: Route['method'], path: string, handler: RouteHandler): this {
    this.#routes.push({ method, path, handler });
    return this;
  }

  /** What answers a GET nothing else matched (e.g. the storefront's SPA fallback). */
  fallback(handler: RouteHandler): this {
    this.#fallback = handler;
    return this;
  }

  /** The Node request listener. */
  readonly handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://kefu.invalid').pathname);
    } catch {
      applySecurityHeaders(response, '/');
      return sendText(response, 400, 'bad request path\n');
    }
    // Every response of every part (storefront, console, API, widget file) gets its headers here, once.
    applySecurityHeaders(response, path);
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const exact = this.#routes.find((route) => route.method === method && route.path === path);
    const prefix = this.#routes.find((route) => route.method === method && route.path.endsWith('/*') && path.startsWith(route.path.slice(0, -1)));
    const handler = exact?.handler ?? prefix?.handler ?? (method === 'GET' ? this.#fallback : undefined);
    if (!handler) return sendText(response, 404, 'not found\n');
    try {
      await handler(request, response, path);
    } catch {
      if (!response.headersSent) sendText(response, 500, 'internal error\n');
      else response.destroy();
    }
  };
}

/** Sends a plain-text response. */
export function sendText(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
  response.end(body);
}
