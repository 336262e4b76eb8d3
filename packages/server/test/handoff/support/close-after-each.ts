import { afterEach } from 'vitest';

/** Returns `track(thing)`: whatever a test tracks is closed after it, the last opened first. */
export function closeAfterEach(): <T extends { close(): unknown }>(thing: T) => T {
  const opened: Array<{ close(): unknown }> = [];
  afterEach(async () => {
    for (const thing of opened.splice(0).reverse()) await thing.close();
  });
  return (thing) => {
    opened.push(thing);
    return thing;
  };
}
