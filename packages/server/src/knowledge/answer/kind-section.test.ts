import { describe, expect, it } from 'vitest';
import { kindSection } from './kind-section.js';
import { readableUnits } from './readable-units.js';

const ARTICLE = `# Sizing

Intro paragraph.

## Tops and dresses

Measure your chest.

## Boots

Boots run a half size large. Order down.

**Bags**

| Bag | Width (cm) |
| --- | --- |
| Tote | 40 |

- **Belts** come in 80–110 cm.
- **Hats** are one size.`;

const texts = (words: string[]) => kindSection([readableUnits(ARTICLE, { title: 'Sizing' })], words)?.map((unit) => unit.text);

describe('kindSection', () => {
  it('a heading naming the kind: its section', () => {
    expect(texts(['dresses', 'dress'])).toEqual(['Tops and dresses', 'Measure your chest.']);
  });
  it('a bold line alone: it and the table after it', () => {
    expect(texts(['bags'])).toEqual(['**Bags**', 'Tote: 40']);
  });
  it('a list item led by the kind in bold: that item', () => {
    expect(texts(['belts', 'belt'])).toEqual(['**Belts** come in 80–110 cm.']);
  });
  it('whole words only, and undefined when nothing names the kind', () => {
    expect(texts(['hat'])).toBeUndefined();
    expect(texts(['scarves'])).toBeUndefined();
    expect(texts([])).toBeUndefined();
  });
});
