// "哪个最轻", "which is the lightest?", and between two "哪个更轻", "which is lighter?": the least of a spec, or the most.
export const LEAST = /最轻|最小|最短|最薄|更轻|更小|更薄|\b(?:lightest|smallest|shortest|thinnest|lighter|smaller|thinner)\b/i;
export const MOST = /最重|最大|最长|最久|最厚|更重|更大|更长|更久|\b(?:heaviest|biggest|largest|longest|thickest|heavier|bigger|larger|longer)\b/i;
