import { describe, expect, it } from 'vitest';
import { deliveryDetails } from './delivery-details.js';

describe('new delivery details typed as one message', () => {
  it.each([
    ['张三 13800138000 上海市浦东新区世纪大道100号', { recipient: '张三', phone: '13800138000', address: '上海市浦东新区世纪大道100号' }],
    [
      '收货人：李四，电话：139 1234 5678，地址：北京市朝阳区建国路88号现代城2号楼1201室',
      { recipient: '李四', phone: '13912345678', address: '北京市朝阳区建国路88号现代城2号楼1201室' },
    ],
    ['改成广州市天河区天河路385号', { address: '广州市天河区天河路385号' }],
    [
      'John Smith, 13800138000, 221B Baker Street, London NW1 6XE',
      { recipient: 'John Smith', phone: '13800138000', address: '221B Baker Street, London NW1 6XE' },
    ],
    ['send it to 12 Main St, Springfield IL 62701', { address: '12 Main St, Springfield IL 62701' }],
  ])('%s', (text, expected) => {
    expect(deliveryDetails(text)).toEqual(expected);
  });

  it('a word alone is no recipient', () => {
    expect(deliveryDetails('好的')).toEqual({});
    expect(deliveryDetails('ok thanks')).toEqual({});
  });
});
