import type { DemoSession } from './api.js';
import { kefu, withKefu } from './kefu-global.js';

const STORAGE_KEY = 'kefu-demo-session';

/** The signed-in demo customer, if any. */
export function currentSession(): DemoSession | undefined {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    return stored ? (JSON.parse(stored) as DemoSession) : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the session for this tab and tells the widget who the shopper is. */
export function startSession(session: DemoSession): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  kefu()?.identify(session.token);
}

/** Signs out of the shop and the chat. */
export function endSession(): void {
  sessionStorage.removeItem(STORAGE_KEY);
  kefu()?.identify(undefined);
}

/** On every page load: hand the widget the token of the signed-in customer. */
export function restoreSession(): void {
  const session = currentSession();
  if (session) withKefu((api) => api.identify(session.token));
}
