import { defineKefu } from './define-kefu.js';
import { createKefuApi, type KefuApi } from './api/kefu-api.js';
import type { KefuChat } from './components/chat/kefu-chat.js';
import type { StorageKind } from './controllers/thread-storage.js';

declare global {
  interface Window {
    /** The Kefu widget's page API, installed by the script-tag build. */
    Kefu?: KefuApi;
  }
}

// The script-tag entry: `<script src="https://kefu.example.com/kefu.js" data-site-key="…" defer></script>`.
const script = (document.currentScript as HTMLScriptElement | null) ?? document.querySelector<HTMLScriptElement>('script[data-site-key]');

defineKefu();
// Loaded twice (two tags, or a tag plus a tag manager), the second copy must not mount a second widget.
if (!window.Kefu && script) mount(script);

function mount(tag: HTMLScriptElement): void {
  const data = tag.dataset;
  const element = document.createElement('kefu-chat') as KefuChat;
  element.server = data['server'] || new URL(tag.src, location.href).origin;
  element.siteKey = data['siteKey'] || '';
  if (data['locale']) element.locale = data['locale'];
  element.position = pick(data['position'], ['right', 'left', 'inline'] as const, 'right');
  element.theme = pick(data['theme'], ['light', 'dark', 'auto'] as const, 'light');
  element.connect = pick(data['connect'], ['lazy', 'eager'] as const, 'lazy');
  element.storage = pick<StorageKind>(data['storage'], ['local', 'session', 'none'] as const, 'local');
  element.open = data['open'] === '' || data['open'] === 'true';
  window.Kefu = createKefuApi(element);
  // Inline, the chat takes the script tag's place in the page (and fills its container); else it floats.
  const inPlace = element.position === 'inline' && tag.parentElement && tag.parentElement !== document.head;
  const attach = () => (inPlace ? tag.after(element) : document.body.append(element));
  if (document.body) attach();
  else document.addEventListener('DOMContentLoaded', attach, { once: true });
}

function pick<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}
