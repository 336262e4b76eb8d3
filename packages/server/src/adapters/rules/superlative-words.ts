// "哪个最轻", "which is the lightest?": the least of a spec, or the most of it.
export const LEAST = /最轻|最小|最短|最薄|\b(?:lightest|smallest|shortest|thinnest)\b/i;
export const MOST = /最重|最大|最长|最久|最厚|\b(?:heaviest|biggest|largest|longest|thickest)\b/i;
