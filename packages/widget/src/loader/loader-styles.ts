/**
 * The loader's styles, written out like the full widget's (same place, size, colours and z-index as
 * `<kefu-chat>`'s launcher), so the swap to the full launcher moves nothing on the page. On `<kefu-chat>` (the
 * stand-in launcher) and on the notice's host, both with `position` and `theme` attributes.
 */
export const LOADER_CSS = `:host{position:fixed;z-index:2147483000;bottom:20px;right:20px;--a:var(--kefu-accent,#4f46e5);--o:var(--kefu-on-accent,#fff);--b:var(--kefu-bg,#fff);--t:var(--kefu-text,#1f2329);font:14px/1.45 var(--kefu-font,system-ui,-apple-system,'Segoe UI','PingFang SC','Microsoft YaHei',sans-serif)}
:host([position=left]){right:auto;left:20px}
kefu-launcher{display:block}
:host([theme=dark]){--a:var(--kefu-accent,#818cf8);--o:var(--kefu-on-accent,#0b0d1a);--b:var(--kefu-bg,#17181c);--t:var(--kefu-text,#eceef2)}
@media (prefers-color-scheme:dark){:host([theme=auto]){--a:var(--kefu-accent,#818cf8);--o:var(--kefu-on-accent,#0b0d1a);--b:var(--kefu-bg,#17181c);--t:var(--kefu-text,#eceef2)}}
button{all:unset;box-sizing:border-box;cursor:pointer;display:grid;place-items:center;width:56px;height:56px;border-radius:50%;background:var(--a);color:var(--o);box-shadow:0 10px 28px -6px color-mix(in srgb,var(--a) 60%,transparent),0 2px 6px rgb(15 23 42/.15)}
button:focus-visible{outline:2px solid var(--a);outline-offset:3px}
.n{position:fixed;bottom:88px;right:20px;max-width:min(280px,calc(100vw - 40px));display:flex;gap:4px;align-items:flex-start;background:var(--b);color:var(--t);border-radius:14px;box-shadow:0 12px 32px -8px rgb(15 23 42/.28),0 2px 6px rgb(15 23 42/.12)}
:host([position=left]) .n{right:auto;left:20px}
.n[hidden]{display:none}
.n button{all:unset;cursor:pointer;box-sizing:border-box;min-height:44px;padding:12px 4px 12px 14px;overflow-wrap:anywhere;display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden}
.n button+button{flex:none;width:44px;height:44px;padding:0;display:grid;place-items:center;font-size:18px;opacity:.6}
.n button:focus-visible{outline:2px solid var(--a);outline-offset:-2px;border-radius:14px}`;

/** The chat icon of the full launcher (components/icons), as markup. */
export const CHAT_ICON =
  '<svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M21 11.5a8.4 8.4 0 0 1-9 8.4 9 9 0 0 1-3.8-.8L3 20.5l1.4-4.3A8 8 0 0 1 3 11.5 8.4 8.4 0 0 1 12 3a8.4 8.4 0 0 1 9 8.5Z"/><path d="M8 11.5h.01M12 11.5h.01M16 11.5h.01" stroke-width="2.6"/></svg>';
