import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '@kefu/testing';
import { startKefuTestServer, type KefuTestServer } from './kefu-test-server.js';

const SCREENSHOTS = fileURLToPath(new URL('../../../../docs/screenshots/', import.meta.url));
const API_KEY = 'kefu_rating_key_0123456789abcdef';

/** One hour in milliseconds: the ledger's idle time, after which a conversation counts as resolved. */
export const HOUR = 3_600_000;

/** Chromium and a Kefu test server with a ledger API key, whose clock runs `clock.ahead` ms past the real one. */
export interface RatingSetup {
  browser: Browser;
  kefu: KefuTestServer;
  // Moved on past the ledger's idle time so a rated conversation counts as resolved; one per setup, never shared between files.
  clock: { ahead: number };
}

/** Starts the rating tests' Chromium and Kefu test server before the enclosing describe's tests and closes them after. */
export function useRatingSetup(): RatingSetup {
  // Filled by the hooks of the describe that calls this, so nothing outlives it (Vitest reuses one worker across files).
  const setup = { clock: { ahead: 0 } } as RatingSetup;
  beforeAll(async () => {
    setup.browser = await launchChromium();
    setup.kefu = await startKefuTestServer({
      env: { KEFU_API_KEYS: JSON.stringify([{ id: 'ledger', key: API_KEY }]) },
      clock: { now: () => Date.now() + setup.clock.ahead },
    });
  });
  afterAll(async () => {
    await setup.browser?.close();
    await setup.kefu?.close();
  });
  return setup;
}

/** Types text into the widget's composer and sends it with Enter. */
export async function say(page: Page, text: string): Promise<void> {
  await page.locator('kefu-composer textarea').fill(text);
  await page.keyboard.press('Enter');
}

/** Saves docs/screenshots/<name>.png when regenerating them (KEFU_SCREENSHOTS=1). */
export async function shot(page: Page, name: string): Promise<void> {
  if (process.env.KEFU_SCREENSHOTS === '1') await page.screenshot({ path: `${SCREENSHOTS}${name}.png` });
}

/** GETs a path of the server's HTTP API with the ledger key, expecting 200, and returns its JSON body. */
export async function ratingApi(setup: RatingSetup, path: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${setup.kefu.url}${path}`, { headers: { authorization: `Bearer ${API_KEY}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}
