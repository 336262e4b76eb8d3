import { expect } from 'vitest';
import type { TestClient } from './test-client.js';

/**
 * Asserts that each tab got every stored event at most once: no replayed or live event repeated a seq the tab
 * already had (the widget would hide it, the wire must not carry it), and live events came in increasing order.
 */
export function expectEachEventOnce(...tabs: TestClient[]): void {
  for (const tab of tabs) {
    expect(
      tab.duplicates.map((event) => event.data.seq),
      'seqs delivered twice',
    ).toEqual([]);
    expect(tab.received, 'live seqs in order, none repeated').toEqual([...new Set(tab.received)].sort((a, b) => a - b));
  }
}
