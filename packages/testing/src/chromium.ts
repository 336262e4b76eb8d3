import { chromium, type Browser } from 'playwright-core';
import { findBinary } from './service-availability.js';

/** The flags this machine needs: no sandbox as root, and no background calls to a closed network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches Debian's Chromium through playwright-core (never a downloaded browser). */
export async function launchChromium(): Promise<Browser> {
  const executablePath = findBinary('chromium');
  if (!executablePath) throw new Error('chromium is not installed');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}
