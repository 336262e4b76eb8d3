import { COMMERCE_CONTRACT_VERSION } from '../adapters/commerce/http-contract.js';
import type { CheckedRequest } from './check-failure.js';

/** What the merchant API answered to one request. */
export interface ContractAnswer {
  request: CheckedRequest;
  status: number;
  /** The parsed JSON body; undefined when there was none or it was not JSON. */
  body: unknown;
  /** Set when the request could not be made (network error, timeout). */
  error?: string;
}

/** Sends the contract's requests exactly as the Kefu adapter does (version header, bearer token), keeping each answer. */
export function createContractClient(options: { baseUrl: string; token?: string; timeoutMs?: number; fetch?: typeof fetch }) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch;
  return async function send(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ContractAnswer> {
    const request: CheckedRequest = { method, path, ...(body !== undefined ? { body } : {}) };
    try {
      const response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          'kefu-commerce-version': COMMERCE_CONTRACT_VERSION,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...headers,
        },
        ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      const text = await response.text();
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = undefined;
      }
      return { request, status: response.status, body: parsed };
    } catch (error) {
      return {
        request,
        status: 0,
        body: undefined,
        error: (error as Error).name === 'TimeoutError' ? 'timed out' : `network error: ${(error as Error).message}`,
      };
    }
  };
}

/** A client made by {@link createContractClient}. */
export type ContractClient = ReturnType<typeof createContractClient>;
