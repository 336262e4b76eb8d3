/** The product specs the answers and the comparison table show, in order, with their labels. */
export const SPEC_LABELS: ReadonlyArray<readonly [key: string, zh: string, en: string]> = [
  ['processor', '处理器', 'Processor'],
  ['screen', '屏幕', 'Screen'],
  ['battery', '电池', 'Battery'],
  ['charging', '充电', 'Charging'],
  ['camera', '影像', 'Camera'],
  ['storage', '存储', 'Storage'],
  ['weight', '重量', 'Weight'],
  ['noiseCancelling', '降噪', 'Noise cancelling'],
  ['bluetooth', '蓝牙', 'Bluetooth'],
  ['waterproof', '防水', 'Water resistance'],
];
