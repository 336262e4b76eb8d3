import { performance, type EventLoopUtilization } from 'node:perf_hooks';

/** Options of {@link eventLoopSaturation}. */
export interface EventLoopLoadOptions {
  /** Utilization (0–1) of the last sample at or above which the loop counts as saturated. @default 0.9 */
  threshold?: number;
  /** How often utilization is sampled. @default 50 */
  sampleMs?: number;
}

/**
 * Whether this process's event loop was saturated over its last sample (Node's event-loop utilization),
 * for the fair turn queue. The sampling timer is unref'd and stops with `stop()`.
 */
export function eventLoopSaturation({ threshold = 0.9, sampleMs = 50 }: EventLoopLoadOptions = {}): { saturated: () => boolean; stop: () => void } {
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  let utilization = 0;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    utilization = performance.eventLoopUtilization(now, last).utilization;
    last = now;
  }, sampleMs);
  timer.unref();
  return { saturated: () => utilization >= threshold, stop: () => clearInterval(timer) };
}
