import { html, type TemplateResult } from 'lit';
import { stripBidiControls } from '@kefu/protocol';

// **bold**, `code`, [label](https://…), bare http(s) links, and lines that are list items ("- ", "• ", "1. "):
// the whole Markdown this widget speaks. Bold takes exactly two asterisks on each side: masked personal data
// ("138********", "110***************") is a longer run and stays text.
const TOKEN = /(?<!\*)\*\*([^*\n]+)\*\*(?!\*)|`([^`\n]+)`|\[([^\]\n]{1,200})\]\(([^)\s]{1,2048})\)|(https?:\/\/[^\s<>"'`)\]，。；！？]+)/g;

// A list item line: "- " or "• " (bulleted), or "1. " (numbered, its number captured), then the item's text.
const ITEM = /^(?:[-•]|(\d{1,3})\.) +(.*)$/;

/** Options of {@link renderRichText}. */
export interface RichTextOptions {
  /** Make links at all: off while an answer streams, before the server has checked where its links go. @default true */
  links?: boolean;
}

/**
 * Renders user or model text as Lit templates: every piece is a text binding, never HTML, so markup in the
 * text shows as text. Runs of "- " or "• " lines become a bulleted list, runs of "1. " lines a numbered one
 * (starting at its first number). Links are kept only when they are http(s), and only when their text does not
 * name another address; bidi control characters (which disguise where a link goes) are dropped.
 */
export function renderRichText(raw: string, options: RichTextOptions = {}): Array<TemplateResult | string> {
  const text = stripBidiControls(raw);
  const inline = (run: string) => renderInline(run, options.links ?? true);
  const listItem = (line: string) => html`<li>${inline(line)}</li>`;
  const blocks: Array<{ list?: 'ul' | 'ol'; start: number; lines: string[] }> = [];
  for (const line of text.split('\n')) {
    const item = ITEM.exec(line);
    const list = item ? (item[1] ? 'ol' : 'ul') : undefined;
    const last = blocks.at(-1);
    if (last && last.list === list) last.lines.push(item?.[2] ?? line);
    else blocks.push({ list, start: Number(item?.[1]), lines: [item?.[2] ?? line] });
  }
  return blocks.flatMap(({ list, start, lines }) =>
    list === 'ol' ? html`<ol start=${start}>${lines.map(listItem)}</ol>` : list ? html`<ul>${lines.map(listItem)}</ul>` : inline(lines.join('\n')),
  );
}

/** Renders one run of text: bold, code and links. */
function renderInline(text: string, links: boolean): Array<TemplateResult | string> {
  const out: Array<TemplateResult | string> = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const [whole, bold, code, label, href, bare] = match;
    const at = match.index ?? 0;
    if (at > last) out.push(text.slice(last, at));
    if (bold !== undefined) out.push(html`<strong>${bold}</strong>`);
    else if (code !== undefined) out.push(html`<code>${code}</code>`);
    else if (label !== undefined)
      out.push((links && link(href ?? '', label)) || (safeHref(href) && /^https?:\/\//i.test(href ?? '') ? `${label} (${href})` : whole));
    else out.push((links && link(bare ?? '', bare ?? '')) || whole);
    last = at + whole.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/**
 * The URL if it is http(s) (absolute, or site-relative resolved against the page), else undefined. A relative one
 * must stay on the page's origin: "/\evil.example" or "/<tab>/evil.example" reads as a path but a browser opens
 * another host.
 */
export function safeHref(href: string | undefined): string | undefined {
  if (!href) return undefined;
  try {
    const page = new URL(globalThis.location?.href ?? 'http://invalid/');
    const url = new URL(href, page);
    if (!/^https?:\/\//i.test(href) && url.origin !== page.origin) return undefined;
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function link(href: string, label: string): TemplateResult | undefined {
  if (!/^https?:\/\//i.test(href)) return undefined;
  const safe = safeHref(href);
  if (!safe || namesAnotherHost(label, safe)) return undefined;
  return html`<a href=${safe} target="_blank" rel="noopener noreferrer nofollow">${label}</a>`;
}

// "[https://shop.example/login](https://evil.example)": a link text that reads as an address must be its own.
function namesAnotherHost(label: string, href: string): boolean {
  const address = /^\s*(https?:\/\/|www\.)?((?:[a-z0-9-]+\.)+[a-z]{2,})(?::\d+)?([/?#]\S*)?\s*$/i.exec(label);
  if (!address || (!address[1] && !address[3])) return false;
  return address[2]!.toLowerCase().replace(/^www\./, '') !== new URL(href).hostname.replace(/^www\./, '');
}
