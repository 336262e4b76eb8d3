import { readShopFolder } from '../shop/read-demo-shop.js';

/** The shop's name per language, for canned replies' `{{shop.name}}`: `default` is shop.yaml's `name`. */
export interface ShopName {
  default: string;
  /** Its translations from shop.yaml's `i18n` (and `name` again under the shop's first locale). */
  byLocale: Record<string, string>;
}

/** Reads the shop folder's name; undefined when the folder cannot be read (a server on an HTTP commerce backend). */
export function readShopName(dir: string): ShopName | undefined {
  try {
    const { profile } = readShopFolder(dir);
    const byLocale: Record<string, string> = { [profile.locales[0]!]: profile.name };
    for (const [locale, translation] of Object.entries(profile.i18n ?? {})) if (translation.name) byLocale[locale] = translation.name;
    return { default: profile.name, byLocale };
  } catch {
    return undefined;
  }
}
