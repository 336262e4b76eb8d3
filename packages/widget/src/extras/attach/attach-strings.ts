import type { Locale } from '@kefu/protocol';

// The attach chunk's own strings: they weigh nothing until a shopper attaches something.
const pairs = {
  choose: ['选择照片或文件', 'Choose photos or files'],
  camera: ['拍照', 'Take a photo'],
  gallery: ['从相册选择', 'Choose from gallery'],
  drop: ['或把照片拖到这里', 'or drop photos here'],
  dropActive: ['松开即可添加', 'Release to add'],
  uploading: ['正在上传…', 'Uploading…'],
  remove: ['移除 {name}', 'Remove {name}'],
  attached: ['已添加 {n} 个文件', '{n} file(s) attached'],
  photo: ['[图片]', '[Photo]'],
  file: ['[文件]', '[File]'],
  opens: ['查看 {name}', 'Open {name}'],
  unavailable: ['文件暂时无法显示', 'This file cannot be shown right now'],
  tooMany: ['最多添加 {n} 个文件', 'At most {n} files'],
  wrongType: ['{name}：只支持 JPEG、PNG、WebP、HEIC 图片或 PDF', '{name}: only JPEG, PNG, WebP, HEIC photos or PDF'],
  tooLarge: ['{name}：文件太大（最大 {mb} MB）', '{name}: too large (at most {mb} MB)'],
  failed: ['{name}：上传失败，请重试', '{name}: the upload failed, please try again'],
  noConversation: ['连接后才能上传，请稍候', 'Uploads work once connected, one moment'],
} as const;

/** A string of the attach chunk in `locale`, with `{name}` placeholders filled. */
export function attachText(locale: Locale, key: keyof typeof pairs, values: Record<string, string | number> = {}): string {
  const text = pairs[key][locale === 'en' ? 1 : 0];
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
