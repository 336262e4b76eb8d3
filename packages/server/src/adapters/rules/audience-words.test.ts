import { describe, expect, it } from 'vitest';
import { audienceWished, giftAudience, withoutAudienceWords } from './audience-words.js';
import { audienceOf, isFor } from './product-audience.js';

describe('audience words', () => {
  it.each([
    ['do you have anything for kids?', 'kids'],
    ["children's tees", 'kids'],
    ['有儿童的t恤吗', 'kids'],
    ['有童装吗', 'kids'],
    ["women's shirts", 'women'],
    ['women’s shirts', 'women'],
    ['ladies jackets', 'women'],
    ['有女款衬衫吗', 'women'],
    ["men's shirts", 'men'],
    ['mens shoes', 'men'],
    ['男士外套', 'men'],
    ["girls' swimsuits", 'girls'],
    ['女孩穿的外套', 'girls'],
    ['any boys tees?', 'boys'],
    ['anything for babies?', 'baby'],
    ['婴儿的衣服', 'baby'],
    ['unisex hoodies', 'unisex'],
    ['中性款卫衣', 'unisex'],
  ])('"%s" asks for %s', (text, wish) => {
    expect(audienceWished(text)).toBe(wish);
  });

  it.each(['baby blue shirts', 'menu', 'garments', 'boyfriend jeans', 'cotton tees'])('"%s" asks for no audience', (text) => {
    expect(audienceWished(text)).toBeUndefined();
  });

  it('blanks the possessive with the word, so its s is no size', () => {
    expect(withoutAudienceWords("men's shirts").trim()).toBe('shirts');
  });
});

describe('who a product is for', () => {
  const product = (title: string, audience?: Array<'female' | 'male' | 'unisex' | 'adults' | 'kids' | 'baby'>, tags: string[] = []) => ({
    title,
    tags,
    ...(audience ? { audience } : {}),
  });

  it('reads titles and tags as well as the recorded audience', () => {
    expect(audienceOf(product('Girls Sunshine Onepiece')).sort()).toEqual(['female', 'kids']);
    expect(audienceOf(product('Rain Jacket', undefined, ['Kids']))).toEqual(['kids']);
    expect(audienceOf(product('Canvas Tote'))).toEqual([]);
  });

  it('takes unisex for women and men, babies for kids, and keeps kids out of women', () => {
    expect(isFor(product('Camp Shirt', ['male', 'unisex']), 'women')).toBe(true);
    expect(isFor(product('Oxford Shirt', ['male', 'adults']), 'women')).toBe(false);
    expect(isFor(product('Girls Daisy Tee'), 'women')).toBe(false);
    expect(isFor(product('Girls Daisy Tee'), 'girls')).toBe(true);
    expect(isFor(product('Girls Daisy Tee'), 'boys')).toBe(false);
    expect(isFor(product('Fleece', ['baby']), 'kids')).toBe(true);
    expect(isFor(product('Crew Tee', ['unisex', 'adults']), 'kids')).toBe(false);
  });
});

describe('who a gift is for', () => {
  it.each([
    ['gift for my girlfriend', 'women'],
    ['something for my mum', 'women'],
    ['a present for my grandmother', 'women'],
    ['送女朋友什么礼物好', 'women'],
    ['给我妈挑个礼物', 'women'],
    ['a present for my husband', 'men'],
    ['gift ideas for my dad', 'men'],
    ['给老公买个礼物', 'men'],
    ['gift for my son', undefined],
    ['gift for my parents', undefined],
    ['送爸妈的礼物', undefined],
    ['for my mom and dad', undefined],
  ] as const)('"%s" → %s', (text, expected) => {
    expect(giftAudience(text)).toBe(expected);
  });
});
