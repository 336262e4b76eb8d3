import type { ThreadOwner } from '../ports/thread-log.js';

/** Binding a guest thread to the customer who signs in on it. */
export interface CustomerBinding {
  /**
   * Makes a guest thread (one without a customer) belong to `customerId`, atomically, so of two customers
   * binding at once exactly one wins. Resolves with the owner afterwards (another customer's when the thread
   * was already bound), or undefined for an unknown thread.
   */
  bindCustomer(threadId: string, customerId: string): Promise<ThreadOwner | undefined>;
}
