/** The part of `window.Kefu` the storefront uses — what a merchant's page would call. */
export interface KefuApi {
  open(): void;
  close(): void;
  send(text: string): void;
  identify(token: string | undefined): void;
  setLocale(locale: 'zh-CN' | 'en'): void;
  setContext(context: { productId?: string; orderId?: string; pageTitle?: string } | undefined): void;
}

declare global {
  interface Window {
    Kefu?: KefuApi;
  }
}

let provided: KefuApi | undefined;

/**
 * Hands the shop the widget's API on a page without the script tag (the SPA mounts `<kefu-chat>` itself),
 * so the session, language and "ask" buttons reach that widget exactly as they reach `window.Kefu`.
 */
export function provideKefu(api: KefuApi): void {
  provided = api;
}

/** The widget's API when the script tag loaded (or the page provided one), else undefined: the shop still works without chat. */
export function kefu(): KefuApi | undefined {
  return provided ?? window.Kefu;
}

/**
 * Runs `use` with the widget's API once it is there. The page's bundled module runs before the deferred kefu.js
 * script tag (Vite moves it into <head>), so what a page does at load waits for DOMContentLoaded, which fires only
 * after every deferred script ran.
 */
export function withKefu(use: (api: KefuApi) => void): void {
  const api = kefu();
  if (api) return use(api);
  // The page's module runs while readyState is already "interactive", before the deferred scripts: wait for
  // DOMContentLoaded (after them), or the load event when that has passed.
  let done = false;
  const later = () => {
    const ready = kefu();
    if (done || !ready) return;
    done = true;
    use(ready);
  };
  document.addEventListener('DOMContentLoaded', later, { once: true });
  window.addEventListener('load', later, { once: true });
}

/** Opens the chat about something and, if given, asks a question right away. */
export function askKefu(question?: string, context?: Parameters<KefuApi['setContext']>[0]): void {
  const api = kefu();
  if (!api) return;
  if (context !== undefined) api.setContext(context);
  api.open();
  if (question) api.send(question);
}
