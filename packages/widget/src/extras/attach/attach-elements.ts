import { KefuAttachPicker } from './kefu-attach-picker.js';
import { KefuFileThumb } from './kefu-file-thumb.js';

/** Photos and files: the picker and the transcript's thumbnails, imported when first shown (their own chunk). */
export const elements = { 'kefu-attach-picker': KefuAttachPicker, 'kefu-file-thumb': KefuFileThumb };
