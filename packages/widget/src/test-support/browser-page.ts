import type { Browser, BrowserContext, Page } from 'playwright-core';

/** A page with everything it logged, the CSP violations it saw, and whether an injected payload ran. */
export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  errors: string[];
  cspViolations: string[];
}

/** Opens a fresh context and page that records console errors, page errors and CSP violations. */
export async function openPage(browser: Browser, url: string, options: { viewport?: { width: number; height: number } } = {}): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 860 }, locale: 'zh-CN', deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors: string[] = [];
  const cspViolations: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  // Init scripts run before the page's own and are not subject to its CSP.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { kefuCsp: string[] }).kefuCsp ??= [];
      (window as unknown as { kefuCsp: string[] }).kefuCsp.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
    window.alert = () => {
      (window as unknown as { kefuXss: number }).kefuXss = ((window as unknown as { kefuXss?: number }).kefuXss ?? 0) + 1;
    };
  });
  page.on('dialog', (dialog) => {
    errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.goto(url);
  return { page, context, errors, cspViolations };
}

/** Runs axe-core inside the page and returns the serious and critical violations. */
export async function axeViolations(page: Page, axeSource: string): Promise<Array<{ id: string; impact: string; nodes: string[] }>> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: unknown }> }> }> };
      }
    ).axe;
    // Contrast is judged on what the shopper ends up seeing, not on a frame of the panel's opening fade.
    const deep = (root: Document | ShadowRoot): Animation[] =>
      [...root.querySelectorAll('*')].flatMap((element) => [...element.getAnimations(), ...(element.shadowRoot ? deep(element.shadowRoot) : [])]);
    await Promise.all(deep(document).map((animation) => animation.finished.catch(() => undefined)));
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.map((node) => JSON.stringify(node.target)) }));
  });
}
