const SVG = 'http://www.w3.org/2000/svg';

// Drawn on a 24-unit grid as strokes, so they take the text colour and need no icon font or emoji font.
const PATHS = {
  returns: ['M9 14 4 9l5-5', 'M4 9h10.5a5.5 5.5 0 0 1 0 11H11'],
  truck: ['M3 6h11v10H3z', 'M14 9h4l3 3.5V16h-7', 'M7 18.5a1.5 1.5 0 1 0 0-.01', 'M17 18.5a1.5 1.5 0 1 0 0-.01'],
  receipt: ['M6 3h12v18l-3-2-3 2-3-2-3 2z', 'M9 8h6', 'M9 12h6', 'M9 16h3'],
  shield: ['M12 3 19 6v5c0 5-3.5 8.5-7 10-3.5-1.5-7-5-7-10V6z', 'm9 12 2 2 4-4'],
  wrench: ['M14.5 5.5a4 4 0 0 0 4.9 4.9L21 12l-9 9-3-3 9-9', 'M14.5 5.5 13 4a4 4 0 0 0-5.6 5.2L3 13.6 6.4 17l4.4-4.4'],
  device: ['M8 2.5h8a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 20V4A1.5 1.5 0 0 1 8 2.5z', 'M11 18.5h2'],
  card: ['M4 5.5h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-11a1 1 0 0 1 1-1z', 'M3 10h18', 'M7 15h3'],
  chat: [
    'M5 4.5h14a1.5 1.5 0 0 1 1.5 1.5v9a1.5 1.5 0 0 1-1.5 1.5H10l-5 4v-4H5A1.5 1.5 0 0 1 3.5 15V6A1.5 1.5 0 0 1 5 4.5z',
    'M8 10.5h.01',
    'M12 10.5h.01',
    'M16 10.5h.01',
  ],
  clock: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M12 7.5V12l3 2'],
  headset: ['M4 14v-2a8 8 0 0 1 16 0v2', 'M4 14h3v5H5.5A1.5 1.5 0 0 1 4 17.5z', 'M20 14h-3v5h1.5a1.5 1.5 0 0 0 1.5-1.5z'],
  globe: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M3 12h18', 'M12 3c2.7 2.6 2.7 15.4 0 18-2.7-2.6-2.7-15.4 0-18z'],
  chevron: ['m9 6 6 6-6 6'],
  back: ['m15 6-6 6 6 6'],
  search: ['M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14z', 'm20 20-4-4'],
  box: ['m3 7.5 9-4.5 9 4.5v9L12 21l-9-4.5z', 'm3 7.5 9 4.5 9-4.5', 'M12 12v9'],
  tag: ['M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z', 'M8 8h.01'],
  logout: ['M9 20H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h3', 'm16 17 5-5-5-5', 'M21 12H9'],
  user: ['M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8z', 'M4.5 20a7.5 7.5 0 0 1 15 0'],
  code: ['m8 8-4 4 4 4', 'm16 8 4 4-4 4', 'm14 5-4 14'],
  route: ['M6 19a2 2 0 1 0 0-.01', 'M18 5a2 2 0 1 0 0 .01', 'M6 17V9a4 4 0 0 1 4-4h6', 'M18 7v8a4 4 0 0 1-4 4H8'],
} as const;

/** The name of one of the storefront's line icons. */
export type IconName = keyof typeof PATHS;

/** A decorative line icon (hidden from assistive technology: the text next to it carries the meaning). */
export function icon(name: IconName, size = 20): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [key, value] of Object.entries({
    viewBox: '0 0 24 24',
    width: size,
    height: size,
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': 1.8,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
    focusable: 'false',
    class: 'icon',
  })) {
    svg.setAttribute(key, String(value));
  }
  for (const d of PATHS[name]) {
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', d);
    svg.append(path);
  }
  return svg;
}
