import { describe, expect, it } from 'vitest';
import { detectPii, maskPii, type PiiKind } from './pii-detector.js';

// Valid check characters: 11010519491231002X is the GB 11643 example; the cards pass Luhn.
const found: Array<[string, string, PiiKind, string]> = [
  ['zh', '我的手机 +86 138 0013 8000，麻烦回电', 'phone', '+86 138 0013 8000'],
  ['zh', '电话138-0013-8000', 'phone', '138-0013-8000'],
  ['zh', '联系13800138000谢谢', 'phone', '13800138000'],
  ['zh', '号码(+86)13800138000', 'phone', '(+86)13800138000'],
  ['zh', '号码（+86）139 1234 5678', 'phone', '（+86）139 1234 5678'],
  ['en', 'call me on +8613800138000 please', 'phone', '+8613800138000'],
  ['en', 'my number is 0086 159-1234-5678', 'phone', '0086 159-1234-5678'],
  ['zh', '座机 010-12345678', 'landline', '010-12345678'],
  ['zh', '公司电话(0755)86013388转', 'landline', '(0755)86013388'],
  ['zh', '打 021 6123 4567 找我', 'landline', '021 6123 4567'],
  ['en', 'office +86 10 12345678 ext', 'landline', '+86 10 12345678'],
  ['zh', '身份证号11010519491231002X', 'idCard', '11010519491231002X'],
  ['zh', '身份证 11010519491231002x 开发票', 'idCard', '11010519491231002x'],
  ['zh', '证件号440304200101010014', 'idCard', '440304200101010014'],
  ['en', 'ID 110105 19491231 002X', 'idCard', '110105 19491231 002X'],
  ['zh', '退款到卡号6222021234567890128', 'bankCard', '6222021234567890128'],
  ['zh', '卡号 6222 0212 3456 7890 128', 'bankCard', '6222 0212 3456 7890 128'],
  ['en', 'refund to card 4367-4212-3456-7896 thanks', 'bankCard', '4367-4212-3456-7896'],
  ['zh', '邮箱lin.wei@example.com谢谢', 'email', 'lin.wei@example.com'],
  ['en', 'send the invoice to Lin.Wei+kefu@mail.example.co.uk.', 'email', 'Lin.Wei+kefu@mail.example.co.uk'],
  ['zh', '寄到广东省深圳市南山区科技园路1号', 'address', '科技园路1号'],
  ['zh', '地址：上海市浦东新区张江路88号3栋502室，谢谢', 'address', '张江路88号3栋502室'],
  ['zh', '徐汇区田林街道宜山路700弄3号502室', 'address', '宜山路700弄3号502室'],
  ['zh', '长宁区新华街道345弄12室', 'address', '345弄12室'],
  ['zh', '北京市朝阳区阳光小区3号楼2单元501室', 'address', '阳光小区3号楼2单元501室'],
  ['en', 'ship it to 221B Baker Street, London', 'address', '221B Baker Street'],
  ['en', 'deliver to 12 main st apt 4 tomorrow', 'address', '12 main st apt 4'],
  ['en', 'I live at 1600 Amphitheatre Parkway', 'address', '1600 Amphitheatre Parkway'],
  ['en', '350 Fifth Ave., Suite 3400', 'address', '350 Fifth Ave., Suite 3400'],
];

const untouched: Array<[string, string]> = [
  ['zh', '订单 KF10010004 到哪了'],
  ['zh', '订单号KF20261101001'],
  ['zh', 'Find X9 3999元，补贴后 ¥3,499.00'],
  ['en', 'Is FX9-BLK-256 in stock? price 2999.00 CNY'],
  ['zh', '快递单号 SF1234567890123，中通 773012345678'],
  ['en', 'tracking YT7312345678901 and JDVA01234567890'],
  ['zh', '2026-11-25 下单，2026/11/25 付款，20261125 发货，11月3号到'],
  ['zh', '我知道3号到，商城3号店'],
  ['en', 'I got 2 calls on the road and bought 3 pieces the right way'],
  ['zh', '订单号 440304199003071231'],
  ['en', 'the last four digits are 8000'],
  ['en', 'timestamp 1764086400000 and thread t_2b9e1c4d'],
];

describe('detectPii', () => {
  it.each(found)('(%s) finds in %j the %s %j', (_locale, text, kind, value) => {
    expect(detectPii(text)).toEqual([expect.objectContaining({ kind, value })]);
    expect(maskPii(text)).not.toContain(value);
  });

  it.each(untouched)('(%s) leaves %j alone', (_locale, text) => {
    expect(detectPii(text)).toEqual([]);
    expect(maskPii(text)).toBe(text);
  });

  it('does not take an ID-shaped number with a wrong check character for an ID card', () => {
    expect(detectPii('110105194912310021')).toEqual([]);
  });

  it('finds every kind in one message, in order', () => {
    const text = '我叫林伟，13800138000，身份证11010519491231002X，卡号6222021234567890128，lin@example.com，寄到上海市浦东新区张江路88号';
    expect(detectPii(text).map((match) => match.kind)).toEqual(['phone', 'idCard', 'bankCard', 'email', 'address']);
  });
});

describe('maskPii', () => {
  it('keeps what tells two values apart and nothing a person could use', () => {
    expect(maskPii('13800138000')).toBe('138********');
    expect(maskPii('+86 138 0013 8000')).toBe('138********');
    expect(maskPii('010-12345678')).toBe('010-********');
    expect(maskPii('11010519491231002X')).toBe('110***************');
    expect(maskPii('6222021234567890128')).toBe('***************0128');
    expect(maskPii('lin.wei@example.com')).toBe('l***@example.com');
    expect(maskPii('上海市浦东新区张江路88号3栋502室')).toBe('上海市浦东新区***');
  });

  it('never keeps the last four phone digits that guest verification asks for', () => {
    expect(maskPii('电话 138-0013-8000')).not.toContain('8000');
  });

  it('masks a phone number right after a JSON-escaped line break in a serialized log line', () => {
    expect(maskPii(String.raw`{"text":"电话\n13800138000"}`)).toBe(String.raw`{"text":"电话\n138********"}`);
  });

  it('is idempotent: masking masked text changes nothing', () => {
    const once = maskPii('13800138000 11010519491231002X 6222021234567890128 lin@example.com 张江路88号');
    expect(maskPii(once)).toBe(once);
  });
});
