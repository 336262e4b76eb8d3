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

/** The widget's API when the script tag loaded, else undefined (the shop still works without chat). */
export function kefu(): KefuApi | undefined {
  return window.Kefu;
}

/** Opens the chat about something and, if given, asks a question right away. */
export function askKefu(question?: string, context?: Parameters<KefuApi['setContext']>[0]): void {
  const api = kefu();
  if (!api) return;
  if (context !== undefined) api.setContext(context);
  api.open();
  if (question) api.send(question);
}
