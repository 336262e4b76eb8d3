import { describe, expect, it } from 'vitest';
import { DeadlineSweep, type SweepTimers } from './deadline-sweep.js';

/** A clock and timer queue moved by hand: `advance` runs every timer that falls due on the way, in order. */
function manualTimers() {
  let now = 0;
  let nextId = 0;
  const pending = new Map<number, { at: number; run: () => void }>();
  const timers: SweepTimers = {
    now: () => now,
    schedule: (run, ms) => {
      nextId += 1;
      pending.set(nextId, { at: now + ms, run });
      return nextId;
    },
    cancel: (handle) => {
      pending.delete(handle as number);
    },
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const [id, first] = [...pending].sort(([, a], [, b]) => a.at - b.at)[0] ?? [];
      if (id === undefined || !first || first.at > until) break;
      pending.delete(id);
      now = first.at;
      first.run();
    }
    now = until;
  };
  return { timers, advance, armed: () => pending.size };
}

describe('DeadlineSweep', () => {
  it('hands each item over exactly at its own deadline, in the order added', () => {
    const { timers, advance } = manualTimers();
    const due: Array<[string, number]> = [];
    const sweep = new DeadlineSweep<string>(1_000, (item) => due.push([item, timers.now()]), timers);
    sweep.add('a');
    advance(300);
    sweep.add('b');
    advance(200);
    sweep.add('c');
    advance(499);
    expect(due).toEqual([]);
    advance(1);
    expect(due).toEqual([['a', 1_000]]);
    advance(1_000);
    expect(due).toEqual([
      ['a', 1_000],
      ['b', 1_300],
      ['c', 1_500],
    ]);
    expect(sweep.size).toBe(0);
  });

  it('never hands over a deleted item, even the one the timer was armed for', () => {
    const { timers, advance } = manualTimers();
    const due: string[] = [];
    const sweep = new DeadlineSweep<string>(1_000, (item) => due.push(item), timers);
    sweep.add('greeted');
    advance(100);
    sweep.add('silent');
    sweep.delete('greeted');
    advance(999);
    expect(due).toEqual([]);
    advance(1);
    expect(due).toEqual(['silent']);
  });

  it('restarts the delay of an item added again, behind the items added since', () => {
    const { timers, advance } = manualTimers();
    const due: Array<[string, number]> = [];
    const sweep = new DeadlineSweep<string>(1_000, (item) => due.push([item, timers.now()]), timers);
    sweep.add('a');
    advance(100);
    sweep.add('b');
    advance(400);
    sweep.add('a');
    advance(2_000);
    expect(due).toEqual([
      ['b', 1_100],
      ['a', 1_500],
    ]);
  });

  it('keeps one timer for any number of items and none once all are gone', () => {
    const { timers, advance, armed } = manualTimers();
    const sweep = new DeadlineSweep<number>(1_000, () => undefined, timers);
    for (let item = 0; item < 1_000; item += 1) sweep.add(item);
    expect(armed()).toBe(1);
    for (let item = 0; item < 1_000; item += 1) sweep.delete(item);
    expect(armed()).toBe(0);
    sweep.add(1);
    advance(1_000);
    expect([armed(), sweep.size]).toEqual([0, 0]);
  });

  it('still hands over the items behind one whose handler threw', () => {
    const { timers, advance } = manualTimers();
    const due: string[] = [];
    const sweep = new DeadlineSweep<string>(
      1_000,
      (item) => {
        if (item === 'bad') throw new Error('handler failed');
        due.push(item);
      },
      timers,
    );
    sweep.add('bad');
    sweep.add('good');
    expect(() => advance(1_000)).toThrow('handler failed');
    advance(1);
    expect(due).toEqual(['good']);
  });

  it('arms a single timer when a handler adds an item during a sweep', () => {
    const { timers, advance, armed } = manualTimers();
    const due: string[] = [];
    const sweep = new DeadlineSweep<string>(
      1_000,
      (item) => {
        due.push(item);
        if (item === 'a') sweep.add('again');
      },
      timers,
    );
    sweep.add('a');
    sweep.add('b');
    advance(1_000);
    expect([due, armed()]).toEqual([['a', 'b'], 1]);
    advance(1_000);
    expect(due).toEqual(['a', 'b', 'again']);
  });
});
