/** A test page: its HTML and an optional Content-Security-Policy header. */
export interface TestPage {
  html: string;
  csp?: string;
}

const shell = (body: string, title = 'Kefu test shop') =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>` +
  `<link rel="stylesheet" href="/test/shop.css"></head><body>${body}</body></html>`;

const shopBody = `<header class="bar"><strong>Kefu 数码旗舰店</strong><nav>手机 · 平板 · 耳机</nav></header>
<main class="shop"><section class="hero"><h1>Find X9</h1><p>天玑 9500 · 5000 万潜望长焦 · 国补后 ¥3,499</p><a class="cta" href="#">立即购买</a></section></main>`;

const tallBody = `<section style="height:3000px">${'<p>Find X9 · 天玑 9500</p>'.repeat(40)}</section>`;

/** A strict policy: no inline script or style, no eval; the widget's socket is the only other origin. */
export function strictCsp(serverOrigin: string): string {
  const ws = serverOrigin.replace(/^http/, 'ws');
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self' ${serverOrigin} ${ws}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The pages the browser tests open, by path under `/test/`. */
export function testPages(serverOrigin: string): Record<string, TestPage> {
  const scriptTag = (attributes: string) => `<script src="/kefu.js" data-site-key="demo" ${attributes}></script>`;
  return {
    'shop.css': {
      html: `body{margin:0;font-family:system-ui,'PingFang SC','Microsoft YaHei','WenQuanYi Micro Hei',sans-serif;background:#f4f5f7;color:#1f2329}
.bar{display:flex;justify-content:space-between;align-items:center;padding:16px 32px;background:#fff;border-bottom:1px solid #e5e7eb}
.bar nav{color:#6b7280}.shop{padding:48px 32px}.hero{max-width:560px;padding:40px;border-radius:20px;background:linear-gradient(135deg,#fff,#eef2ff)}
.hero h1{margin:0 0 8px;font-size:40px}.hero p{color:#4b5563}.cta{display:inline-block;margin-top:16px;padding:10px 22px;border-radius:999px;background:#111827;color:#fff;text-decoration:none}`,
    },
    'script-tag.html': { html: shell(shopBody + scriptTag('data-locale="zh-CN" defer')) },
    'twice.html': { html: shell(shopBody + scriptTag('data-locale="zh-CN"') + scriptTag('data-locale="en"')) },
    'csp.html': { html: shell(shopBody + scriptTag('data-locale="zh-CN" data-connect="eager" defer')), csp: strictCsp(serverOrigin) },
    'esm.html': { html: shell(`${shopBody}<script type="module" src="/test/esm/app.js"></script>`) },
    'session.html': { html: shell(shopBody + scriptTag('data-locale="zh-CN" data-storage="session" defer')) },
    'blank.html': { html: shell('<main></main>') },
    // Styles the page puts on the widget's parts from outside its shadow roots.
    'parts.css': {
      html: `kefu-chat::part(panel){outline:3px solid rgb(1, 2, 3)}kefu-chat::part(header){background:rgb(10, 20, 30)}
kefu-chat::part(bubble){border-top:2px solid rgb(40, 50, 60)}kefu-chat::part(card){border-color:rgb(70, 80, 90)}
kefu-chat::part(composer){background:rgb(100, 110, 120)}kefu-chat::part(input){color:rgb(130, 140, 150)}
kefu-chat::part(send){background:rgb(160, 170, 180)}kefu-chat::part(log){background:rgb(190, 200, 210)}
kefu-chat::part(launcher){opacity:0.5}kefu-chat::part(indicator){color:rgb(220, 230, 240)}`,
    },
    'parts.html': { html: shell(`<link rel="stylesheet" href="/test/parts.css">${shopBody}${scriptTag('data-locale="zh-CN" data-open defer')}`) },
    // A 400 × 560 box in the page's content with the script tag inside it.
    'inline.html': {
      html: shell(
        `<main class="shop"><h1>联系客服</h1><style>#support{width:400px;height:560px}</style><div id="support">${scriptTag('data-locale="zh-CN" data-position="inline" defer')}</div></main>`,
      ),
    },
    // A page taller than the screen (so a scroll of the page behind the panel shows), in each locale.
    'tall-zh-CN.html': { html: shell(shopBody + tallBody + scriptTag('data-locale="zh-CN" defer')) },
    'tall-en.html': { html: shell(shopBody + tallBody + scriptTag('data-locale="en" defer'), 'Kefu test shop (en)') },
    'en.html': { html: shell(shopBody + scriptTag('data-locale="en" defer'), 'Kefu test shop (en)') },
    'dark.html': { html: shell(shopBody + scriptTag('data-locale="en" data-theme="dark" data-position="left" data-open defer')) },
  };
}
