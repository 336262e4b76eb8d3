import type { Clock } from '../../ports/clock.js';
import type { HeldLock, LockService } from '../../ports/lock.js';

/** The embedded lock service: leases in a map, for one process. */
export class MemoryLockService implements LockService {
  readonly #leases = new Map<string, { token: symbol; expiresAt: number }>();

  constructor(private readonly clock: Clock) {}

  async tryAcquire(key: string, ttlMs: number): Promise<HeldLock | undefined> {
    const current = this.#leases.get(key);
    if (current && current.expiresAt > this.clock.now()) return undefined;
    const token = Symbol(key);
    this.#leases.set(key, { token, expiresAt: this.clock.now() + ttlMs });
    const holds = () => this.#leases.get(key)?.token === token;
    return {
      extend: async (ms) => {
        if (!holds()) return false;
        this.#leases.set(key, { token, expiresAt: this.clock.now() + ms });
        return true;
      },
      release: async () => {
        if (holds()) this.#leases.delete(key);
      },
    };
  }
}
