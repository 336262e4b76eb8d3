import { z } from 'zod';

const canonical = (tag: string): string | undefined => {
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
};

const message = (tag: string) => `"${tag.slice(0, 40)}" is not a BCP 47 language tag such as en or zh-CN`;

/** A BCP 47 language tag Intl accepts (en, zh-CN, de-AT…), as written. */
export const localeTagSchema = z.string().refine((tag) => canonical(tag) !== undefined, { error: (issue) => message(String(issue.input)) });

/** A BCP 47 language tag, rewritten in its canonical spelling (zh-cn → zh-CN). */
export const canonicalLocaleTagSchema = localeTagSchema.transform((tag) => canonical(tag) ?? tag);
