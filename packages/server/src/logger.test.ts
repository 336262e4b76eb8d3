import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';

describe('createLogger', () => {
  it('masks personal data in every field, the message, child bindings and errors, at every level', () => {
    const written: string[] = [];
    const logger = createLogger('trace', { write: (line: string) => void written.push(line) });
    const child = logger.child({ customer: '林伟 138-0013-8000' });
    child.trace({ text: '身份证 11010519491231002X' }, 'card 6222 0212 3456 7890 128');
    child.info({ nested: { list: ['lin.wei@example.com'] } }, 'shopper wrote');
    child.error({ err: new Error('address 上海市浦东新区张江路88号 refused') }, 'write failed');
    const output = written.join('');
    expect(written).toHaveLength(3);
    for (const clear of ['138-0013-8000', '11010519491231002X', '6222 0212 3456 7890 128', 'lin.wei@example.com', '张江路88号'])
      expect(output).not.toContain(clear);
    expect(output).toContain('138********');
    expect(output).toContain('l***@example.com');
    // Order ids and the rest of a line survive.
    logger.info({ orderId: 'KF10010004', seq: 12 }, 'order KF20261101001');
    expect(JSON.parse(written.at(-1)!)).toMatchObject({ orderId: 'KF10010004', seq: 12, msg: 'order KF20261101001' });
  });

  it('keeps redacting identity tokens and secrets', () => {
    const written: string[] = [];
    createLogger('info', { write: (line: string) => void written.push(line) }).info({ token: 'secret-token', apiKey: 'sk-1' }, 'x');
    expect(JSON.parse(written[0]!)).toMatchObject({ token: '[redacted]', apiKey: '[redacted]' });
  });
});
