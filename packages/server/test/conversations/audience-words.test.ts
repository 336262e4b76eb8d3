import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readShopifyCsv } from '../../src/shop/catalog/read-shopify-csv.js';
import { importedShop, type ImportedShop } from '../shop/imported-shop.js';
import { partsOf, SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Who a product is for was ignored: "do you have anything for kids?" answered "I couldn't find 'anything for kids'"
// without looking, "women's shirts?" listed every shirt, "有儿童的T恤吗" listed adult tees as children's, and "men's
// shirts" even asked for the size S (the s of "men's"). Shopify exports say who a product is for in the target-gender
// and age-group metafields, in Google Shopping's Gender and Age Group columns, and in titles and tags ("Girls Daisy
// Tee", tag "Kids"). Now the importer keeps those columns as the product's audience, and an audience word in a search
// keeps the products marked for it (unisex ones for women and men); when none is, the answer says so and shows the
// closest; later searches of the conversation keep shopping for that audience. A shop that marks no audience at all
// (threadline) is searched as before, with nothing said about audience.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/outfitter-audiences.csv', import.meta.url));

// Who each product of the fixture is for, by where the export says it.
const WOMENS_SHIRTS = ['Breton Stripe Shirt', 'Garden Camp Shirt']; // target-gender female; "male; unisex"
const MENS_SHIRTS = ['Oxford Work Shirt', 'Garden Camp Shirt']; // target-gender male; "male; unisex"
const KIDS = ['Girls Daisy Tee', 'Puddle Rain Jacket', 'Cloud Fleece Pullover']; // title; tag Kids; Google age group toddler
const TEES = ['Crew Neck Tee', 'Girls Daisy Tee'];

describe('the audience columns of a Shopify export', () => {
  const { products } = readShopifyCsv(readFileSync(EXPORT), { file: 'catalog.csv', currency: 'USD' });
  const audience = (title: string) => products.find((product) => product.title === title)?.audience;

  it('reads target gender and age group from the metafields and from Google Shopping', () => {
    expect(audience('Breton Stripe Shirt')).toEqual(['female', 'adults']);
    expect(audience('Garden Camp Shirt')).toEqual(['male', 'unisex']);
    expect(audience('Crew Neck Tee')).toEqual(['unisex', 'adults']);
    expect(audience('Cloud Fleece Pullover')).toEqual(['baby']);
    expect(audience('Market Tote')).toBeUndefined();
  });

  it('keeps them out of the attributes a spec answer lists', () => {
    for (const product of products) expect(Object.keys(product.attributes)).not.toContain('Target gender');
  });
});

describe('audience words in a search (imported export, rules path)', () => {
  let shop: ImportedShop;
  beforeAll(async () => {
    shop = await importedShop(EXPORT, { folder: 'harbour-row', name: 'Harbour Row', currency: 'USD' });
  });
  afterAll(async () => shop?.close());

  it('"do you have anything for kids?" lists the products marked for kids, by title, tag and age group', async () => {
    const [answer] = await shop.converse('do you have anything for kids?');
    expect(answer!.products.sort()).toEqual([...KIDS].sort());
    expect(answer!.text).not.toMatch(/couldn't find/);
  });

  it('"women\'s shirts?" keeps the shirts for women and the unisex one', async () => {
    const [answer] = await shop.converse("women's shirts?");
    expect(answer!.products.sort()).toEqual([...WOMENS_SHIRTS].sort());
  });

  it('"men\'s shirts" keeps the shirts for men, and asks no size S', async () => {
    const [answer] = await shop.converse("men's shirts");
    expect(answer!.products.sort()).toEqual([...MENS_SHIRTS].sort());
    expect(answer!.text).not.toMatch(/\bS\b/);
  });

  it('"anything for babies?" finds the toddler fleece', async () => {
    const [answer] = await shop.converse('anything for babies?');
    expect(answer!.products).toEqual(['Cloud Fleece Pullover']);
  });

  it('"any boys tees?" says none is marked for boys and shows the closest tees', async () => {
    const [answer] = await shop.converse('any boys tees?');
    expect(answer!.text).toMatch(/^We don't have tees marked for boys\. The closest we have: /);
    expect(answer!.products.sort()).toEqual([...TEES].sort());
  });

  it('"有儿童的T恤吗" lists only the children\'s tee', async () => {
    const [answer] = await shop.converseIn('zh-CN', '有儿童的T恤吗');
    expect(answer!.products).toEqual(['Girls Daisy Tee']);
  });

  it('"有女款衬衫吗" and "有男款的衬衫吗" keep the shirts for each', async () => {
    const [women] = await shop.converseIn('zh-CN', '有女款衬衫吗');
    expect(women!.products.sort()).toEqual([...WOMENS_SHIRTS].sort());
    const [men] = await shop.converseIn('zh-CN', '有男款的衬衫吗');
    expect(men!.products.sort()).toEqual([...MENS_SHIRTS].sort());
  });

  it('"anything for kids?" → "any tees?" keeps shopping for kids: the children\'s tee only', async () => {
    const [, tees] = await shop.converse('anything for kids?', 'any tees?');
    expect(tees!.products).toEqual(['Girls Daisy Tee']);
  });

  it('"有女款的吗" → "衬衫呢" keeps shopping for women: the women\'s and unisex shirts', async () => {
    const [, shirts] = await shop.converseIn('zh-CN', '有女款的吗', '衬衫呢');
    expect(shirts!.products.sort()).toEqual([...WOMENS_SHIRTS].sort());
  });

  it('"有婴儿的衬衫吗" says plainly that no shirt is marked for babies, and shows the shirts', async () => {
    const [answer] = await shop.converseIn('zh-CN', '有婴儿的衬衫吗');
    expect(answer!.text).toMatch(/^没有标注为婴儿的衬衫，相近的有：/);
    expect(answer!.products.length).toBeGreaterThan(0);
    for (const product of answer!.products) expect(answer!.text).toContain(product);
  });
});

describe('a shop that marks no audience (threadline, rules path)', () => {
  const { talk } = shopForFile(SHOPS.threadline);

  it('"women\'s shirts?" lists its shirts and claims nothing about who they are for', async () => {
    const answer = await (await talk('en')).say("women's shirts?");
    expect(partsOf(answer, 'product').map((part) => part.name)).toContain('Oxford Button-Down Shirt');
    expect(answer.text).not.toMatch(/marked|women/i);
  });

  it('"有儿童的T恤吗" lists its tees and claims nothing about children', async () => {
    const answer = await (await talk('zh-CN')).say('有儿童的T恤吗');
    expect(partsOf(answer, 'product').length).toBeGreaterThan(0);
    expect(answer.text).not.toMatch(/儿童|标注/);
  });
});
