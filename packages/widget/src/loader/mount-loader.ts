import { CHAT_CHUNK } from 'virtual:kefu-chunk';
import { createKefuApi, type KefuApi } from '../api/kefu-api.js';
import type { KefuChat } from '../components/chat/kefu-chat.js';
import type { StorageKind } from '../controllers/thread-storage.js';
import { resolveLocale } from '../i18n/translate.js';
import { launcherNotice, standInLauncher } from './launcher-views.js';
import { LOADER_STRINGS } from './loader-strings.js';
import { pendingThread } from './pending-thread.js';

type Method = Exclude<keyof KefuApi, 'element' | 'on' | 'off'>;

/**
 * Mounts the script-tag widget launcher first: a plain launcher, the "step waiting" hint, reply previews and
 * `window.Kefu`, whose calls wait in order until the full widget (Lit panel, Socket.IO) is fetched. That happens
 * on the first open (`Kefu.open()`, `toggle()`, `send()`, a click), at once for `data-open` or inline, and when
 * the browser is idle if a conversation is stored or `data-connect="eager"`.
 */
export function mountLoader(tag: HTMLScriptElement): KefuApi {
  const data = tag.dataset;
  const element = document.createElement('kefu-chat') as KefuChat;
  const siteKey = data['siteKey'] || '';
  const storage = pick<StorageKind>(data['storage'], ['local', 'session', 'none'], 'local');
  const position = pick(data['position'], ['right', 'left', 'inline'] as const, 'right');
  const theme = pick(data['theme'], ['light', 'dark', 'auto'] as const, 'light');
  const connect = pick(data['connect'], ['lazy', 'eager'] as const, 'lazy');
  // Set before the element is defined: Lit takes these own properties over when it upgrades the element.
  Object.assign(element, { server: data['server'] || new URL(tag.src, location.href).origin, siteKey, position, theme, connect, storage });
  if (data['locale']) element.locale = data['locale'];
  const openOnLoad = data['open'] === '' || data['open'] === 'true';
  if (openOnLoad) element.open = true;

  const real = createKefuApi(element);
  const queue: [Method, unknown[]][] = [];
  // Next to the npm build (already defined), there is nothing to fetch.
  let state: 'idle' | 'loading' | 'ready' | 'gone' = customElements.get('kefu-chat') ? 'ready' : 'idle';
  const load = (): void => {
    if (state !== 'idle') return;
    state = 'loading';
    const script = document.createElement('script');
    // A module, so the parts it imports on first use load relative to it (the server allows them cross-origin).
    script.type = 'module';
    script.src = new URL(CHAT_CHUNK, tag.src).href;
    // A page whose CSP allows the tag by nonce allows what the tag adds with the same nonce.
    if (tag.nonce) script.nonce = tag.nonce;
    script.onload = () => {
      // It ran; the page's DOM keeps only the shop's own script tags.
      script.remove();
      if (state === 'gone') return;
      customElements.upgrade(element);
      state = 'ready';
      for (const [name, args] of queue.splice(0)) (real[name] as (...values: unknown[]) => void)(...args);
    };
    script.onerror = () => {
      // The next open tries again; the calls keep waiting.
      if (state === 'loading') state = 'idle';
      script.remove();
      console.error(`[kefu] could not load ${script.src}`);
    };
    document.head.append(script);
  };
  const later =
    (name: Method, fetch = false) =>
    (...args: unknown[]): void => {
      if (state === 'ready') return (real[name] as (...values: unknown[]) => void)(...args);
      if (state === 'gone') return;
      queue.push([name, args]);
      if (fetch) load();
    };
  const api: KefuApi = {
    ...real,
    open: later('open', true),
    toggle: later('toggle', true),
    send: later('send', true),
    close: later('close'),
    identify: later('identify'),
    setLocale: later('setLocale'),
    setContext: later('setContext'),
    shutdown: () => {
      if (state === 'ready') real.shutdown();
      else {
        // Not there yet (or on its way): forget the stored conversation without waiting for it.
        queue.length = 0;
        try {
          (storage === 'session' ? sessionStorage : storage === 'local' ? localStorage : undefined)?.removeItem(`kefu:v1:${siteKey}`);
        } catch {
          // Storage off: nothing stored.
        }
        element.remove();
      }
      state = 'gone';
      notice.element.remove();
    },
  };

  const strings = LOADER_STRINGS[resolveLocale(data['locale'])];
  const pending = pendingThread(storage, siteKey);
  const look = { position, theme };
  const hint = pending.waitingStep ? strings.stepWaiting : undefined;
  const inline = position === 'inline' && tag.parentElement && tag.parentElement !== document.head;
  if (state === 'idle' && !inline) standInLauncher(element, look, hint ? `${strings.openChat}, ${hint}` : strings.openChat, api.open);
  const notice = launcherNotice(look, strings.dismiss, api.open);
  notice.show(hint);
  element.addEventListener('kefu-open', () => notice.show(undefined));
  element.addEventListener('kefu-message', (event) => {
    const { message } = event.detail;
    if (!element.open && message.role !== 'user' && message.text) notice.show(message.text.slice(0, 200));
  });

  // Inline, the chat takes the script tag's place in the page (and fills its container); else it floats.
  const attach = () => (inline ? tag.after(element) : document.body.append(element, notice.element));
  if (document.body) attach();
  else document.addEventListener('DOMContentLoaded', attach, { once: true });
  if (openOnLoad || inline) load();
  else if (pending.conversation || connect === 'eager') {
    // Idle, so the shop's own page comes first; a conversation to resume then opens without waiting for the fetch.
    if ('requestIdleCallback' in globalThis) requestIdleCallback(load, { timeout: 3000 });
    else setTimeout(load, 1);
  }
  return api;
}

function pick<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}
