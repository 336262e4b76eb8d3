// "is it true to size?", "does it run small?", "do these run big?", "should I size up?", "how does it fit?", "is the
// sizing accurate?": how a product's sizes run, asked before buying. Not "it is too small" (told of one bought: an
// exchange) nor "which size should I get?" (the size guide alone answers that).
const EN =
  /\btrue to size\b|\b(?:does|do|will|would)\s+(?:it|they|this|that|these|those|this one|that one|the\s[\w' -]{1,40}?)\s+(?:run|fit|come up)\s+(?:small|large|big|true|tight|loose|narrow|wide)\b|\bruns?\s+(?:small|large|big)\s*\?|\b(?:should|do|would|shall)\s+(?:i|we)\s+(?:need to\s+)?(?:size|go|order|get|take|buy)\s+(?:(?:a|one)\s+size\s+)?(?:up|down|bigger|smaller|larger)\b|\bhow\s+(?:does|do)\s+(?:it|they|this|that|these|those|this one|that one|the\s[\w' -]{1,40}?)\s+fit\b|\bis\s+(?:the\s+)?sizing\s+(?:accurate|right|standard|normal|correct|true)\b|\b(?:standard|normal|regular)\s+siz(?:e|ing)\s*\?/i;
// "偏大还是偏小", "尺码标准吗", "尺码准不准", "码数正吗", "会偏大吗", "要拍大一码吗", "是标准码吗", "合身吗".
const ZH =
  /偏大还是偏小|偏小还是偏大|(?:尺码|码数|尺寸|码子)(?:是)?(?:标准|准|正|偏大|偏小|偏不偏)(?:吗|嘛|么|不|不准|不标准|吗？)?|(?:尺码|码数|尺寸|码子)准不准|(?:会|会不会|是不是|有没有|有点)?偏(?:大|小)(?:吗|嘛|么|不)|(?:要不要|需不需要)(?:拍|买|选|穿)?(?:大|小)(?:一|1)(?:码|号)|(?:需要|建议|应该|该|要)(?:拍|买|选|穿|下单)?(?:大|小)(?:一|1)(?:码|号)(?:吗|嘛|么|呢)|是标准码|标准码吗|正码吗|合身吗/;

/** Whether a message asks how a product's sizes run (true to size, small, large), not which size to take. */
export function asksHowItFits(text: string): boolean {
  return EN.test(text) || ZH.test(text);
}
