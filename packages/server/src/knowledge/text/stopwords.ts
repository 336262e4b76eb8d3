/** Words that carry no topic: question scaffolding in Chinese and English. */
export const STOPWORDS: ReadonlySet<string> = new Set([
  // zh
  '的', '了', '吗', '呢', '吧', '啊', '呀', '么', '是', '在', '我', '你', '您', '我们', '你们', '他', '她', '它', '这', '那', '这个', '那个',
  '怎么', '怎样', '怎么样', '怎么办', '谁', '哪', '多久', '几点', '几号', '几天', '多少钱', '是不是', '能否', '可否', '如何', '什么', '哪些', '哪个', '哪里', '多少', '几', '为什么', '请问', '想', '想要', '要', '能', '能不能', '可以', '可不可以',
  '会', '会不会', '有', '有没有', '没有', '吗？', '一下', '算', '办', '弄', '和', '与', '或', '还是', '就', '都', '也', '还', '又', '把', '被', '给', '让',
  '请', '帮', '帮我', '告诉', '一个', '个', '下', '中', '上', '对', '到', '从', '自己', '需要', '应该', '该', '如果', '时候', '现在', '知道',
  // en
  'a', 'an', 'the', 'and', 'or', 'but', 'if', 'is', 'are', 'was', 'were', 'be', 'been', 'am', 'do', 'does', 'did', 'can', 'could', 'will', 'would',
  'should', 'may', 'might', 'must', 'i', 'me', 'my', 'you', 'your', 'we', 'our', 'they', 'it', 'its', 'this', 'that', 'these', 'those', 'to', 'of',
  'in', 'on', 'at', 'for', 'with', 'by', 'from', 'about', 'as', 'how', 'what', 'which', 'who', 'when', 'where', 'why', 'there', 'here', 'so', 'not',
  'no', 'yes', 'please', 'get', 'got', 'have', 'has', 'had', 'any', 'some', 'tell', 'want', 'need', 'much', 'many', 'work', 'works',
  // "how long", "how soon", "how often", "does it take": the question's shape, not its topic ("as long as" is in every policy).
  'long', 'soon', 'often', 'take', 'takes', 'usually', 'still', 'just', 'also', 'there', 'then', 'than', 'into', 'out', 'up',
  "don't", "doesn't", "can't", "won't", "isn't", "aren't", "didn't", "i'm", "it's", 'dont', 'doesnt', 'cant', 'wont', 'isnt',
]);
