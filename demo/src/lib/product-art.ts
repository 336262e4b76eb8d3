import type { CatalogProduct } from './api.js';

const SVG = 'http://www.w3.org/2000/svg';

const NAMED_COLORS: Array<[RegExp, string]> = [
  [/黑|black|midnight|graphite/i, '#23252b'],
  [/白|white|silver|银/i, '#eceae4'],
  [/蓝|blue/i, '#7ea6d8'],
  [/青|green|绿|teal/i, '#86b8a5'],
  [/紫|purple|violet/i, '#a99bd6'],
  [/粉|pink|rose/i, '#e8b4bd'],
  [/金|gold|champagne/i, '#d9c29a'],
  [/灰|gray|grey|titan/i, '#9a9ca3'],
  [/橙|orange/i, '#e8a36b'],
  [/红|red/i, '#d66a6a'],
];

/** The swatch colour for a colour name such as 星野黑 or Ocean Blue. */
export function swatch(colorName: string): string {
  return NAMED_COLORS.find(([pattern]) => pattern.test(colorName))?.[1] ?? '#b9bcc6';
}

function node(name: string, attributes: Record<string, string | number>): SVGElement {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

function phone(body: string): SVGElement[] {
  return [
    node('rect', { x: 70, y: 18, width: 100, height: 204, rx: 18, fill: body, stroke: 'rgba(0,0,0,.18)' }),
    node('rect', { x: 84, y: 32, width: 42, height: 42, rx: 12, fill: 'rgba(0,0,0,.16)' }),
    node('circle', { cx: 97, cy: 45, r: 7, fill: '#1b1c20' }),
    node('circle', { cx: 113, cy: 61, r: 7, fill: '#1b1c20' }),
    node('circle', { cx: 113, cy: 45, r: 3, fill: '#f5e6b8' }),
  ];
}

function tablet(body: string): SVGElement[] {
  return [
    node('rect', { x: 30, y: 48, width: 180, height: 136, rx: 14, fill: body, stroke: 'rgba(0,0,0,.18)' }),
    node('rect', { x: 40, y: 58, width: 160, height: 116, rx: 6, fill: 'rgba(255,255,255,.35)' }),
    node('circle', { cx: 120, cy: 53, r: 2.5, fill: '#1b1c20' }),
  ];
}

function earbuds(body: string): SVGElement[] {
  return [
    node('rect', { x: 62, y: 110, width: 116, height: 86, rx: 38, fill: body, stroke: 'rgba(0,0,0,.18)' }),
    node('line', { x1: 68, y1: 142, x2: 172, y2: 142, stroke: 'rgba(0,0,0,.2)', 'stroke-width': 2 }),
    node('ellipse', { cx: 96, cy: 72, rx: 18, ry: 22, fill: body, stroke: 'rgba(0,0,0,.18)' }),
    node('rect', { x: 90, y: 84, width: 12, height: 34, rx: 6, fill: body, stroke: 'rgba(0,0,0,.18)' }),
    node('ellipse', { cx: 146, cy: 72, rx: 18, ry: 22, fill: body, stroke: 'rgba(0,0,0,.18)' }),
    node('rect', { x: 140, y: 84, width: 12, height: 34, rx: 6, fill: body, stroke: 'rgba(0,0,0,.18)' }),
  ];
}

const DRAWINGS: Array<[RegExp, (body: string) => SVGElement[]]> = [
  [/phone|手机/i, phone],
  [/earbud|耳机/i, earbuds],
  [/tablet|pad|平板/i, tablet],
];

/** Whether a product type is one the drawings know (phones, earbuds, tablets). */
export function drawable(type: string | undefined): boolean {
  return !!type && DRAWINGS.some(([pattern]) => pattern.test(type));
}

let drawn = 0;

/** A drawn picture of a product whose type the drawings know, in the given colour (for shops without photos). */
export function productArt(product: Pick<CatalogProduct, 'type' | 'title'>, colorName: string): SVGElement {
  const svg = node('svg', { viewBox: '0 0 240 240', role: 'img', 'aria-label': `${product.title} ${colorName}`, class: 'art' });
  const body = swatch(colorName);
  const type = product.type ?? '';
  const shapes = (DRAWINGS.find(([pattern]) => pattern.test(type))?.[1] ?? tablet)(body);
  // Ids are global to the document: each picture needs its own, or every glow takes the first one's colour.
  const glow = `art-glow-${++drawn}`;
  svg.append(node('circle', { cx: 120, cy: 124, r: 104, fill: `url(#${glow})` }), ...shapes);
  const defs = node('defs', {});
  const gradient = node('radialGradient', { id: glow });
  gradient.append(
    node('stop', { offset: '0%', 'stop-color': body, 'stop-opacity': 0.28 }),
    node('stop', { offset: '100%', 'stop-color': body, 'stop-opacity': 0 }),
  );
  defs.append(gradient);
  svg.prepend(defs);
  return svg;
}
