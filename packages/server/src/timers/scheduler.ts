/** Runs callbacks later; injected so tests move time by hand (see `createManualClock`). */
export interface Scheduler {
  /** Calls `run` after `ms`; returns a function that cancels it. */
  after(ms: number, run: () => void): () => void;
}

/** The real scheduler: unref'd timers that never keep the process alive. */
export const systemScheduler: Scheduler = {
  after(ms, run) {
    const timer = setTimeout(run, ms);
    timer.unref?.();
    return () => clearTimeout(timer);
  },
};
