// "哪个最轻", "which is the lightest?", and between two "哪个更轻", "which is lighter?": the least of a spec, or the most.
export const LEAST = /最轻|最小|最短|最薄|更轻|更小|更薄|\b(?:lightest|smallest|shortest|thinnest|lighter|smaller|thinner)\b/i;
// A battery is better the longer it lasts, so "续航最好" / "best battery" asks for the most of it (not so a camera's
// "拍照最好": no number of its spec says which is best).
export const MOST =
  /(?:续航|电池|待机)(?:能力|时间)?(?:最好|最强|最持久|最耐用)|\bbest battery(?: life)?\b|\blasts? (?:the )?longest\b|最重|最大|最长|最久|最厚|更重|更大|更长|更久|\b(?:heaviest|biggest|largest|longest|thickest|heavier|bigger|larger|longer)\b/i;
// Between two, or among those just shown ("which one has the bigger battery?"): a comparative, not a superlative.
export const COMPARATIVE = /更轻|更小|更薄|更重|更大|更长|更久|更厚|\b(?:lighter|smaller|thinner|heavier|bigger|larger|longer|thicker)\b/i;
// Which end of a spec a description wants, said plainly ("轻一点的", "the one with the bigger battery", "电池大的").
export const WANTS_LESS = /轻|小|薄|短|少|\b(?:light|lighter|lightest|small|smaller|smallest|thin|thinner|thinnest|short|shorter|less|fewer)\b/i;
export const WANTS_MORE =
  /大|长|久|重|厚|多|\b(?:big|bigger|biggest|large|larger|largest|long|longer|longest|heavy|heavier|heaviest|thick|thicker|more|most)\b/i;
// "续航好的", "the one with the better battery": for a battery only, better is more (see MOST).
export const BATTERY_BETTER = /(?:续航|电池|待机)\S{0,4}(?:好|强|持久|耐用)|\bbett(?:er|est) battery\b|\bbattery (?:lasts? )?longer\b|\blasts? longer\b/i;
// "哪个屏幕大", "哪款轻": which one, and the plain adjective (no 更 / 最) that says which end is wanted.
export const WHICH_PLAIN = /哪(?:个|款|一个|一款|台|部|副|件)\S{0,8}?(轻|小|短|薄|重|大|长|久|厚)(?![点些])/;
