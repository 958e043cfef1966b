/** The log's last redaction: credentials in words, headers, JSON and URLs go; ordinary words stay. */
import { describe, expect, it } from 'vitest';
import { isCredentialField, redactLogFields, redactLogLine } from '../../../shared/logging/redact-log-line.js';

describe('redactLogLine', () => {
  it.each([
    ['Authorization: Bearer abc.def.ghi', 'Authorization: Bearer [redacted]'],
    ['authorization=Basic dXNlcjpwYXNz', 'authorization=Basic [redacted]'],
    ['X-Shop-Order-Token: 9f8e7d6c', 'X-Shop-Order-Token: [redacted]'],
    ['sent with bearer eyJ0eXAi.x.y', 'sent with bearer [redacted]'],
    ['{"pin":"1234","name":"Ana"}', '{"pin":"[redacted]","name":"Ana"}'],
    ['{"newPin":5678}', '{"newPin":"[redacted]"}'],
    ['{"orderToken":"t1","refresh_token":"t2","client_secret":"s"}', '{"orderToken":"[redacted]","refresh_token":"[redacted]","client_secret":"[redacted]"}'],
    ['{"msg":"failed: {\\"password\\":\\"pw1\\"}"}', '{"msg":"failed: {\\"password\\":\\"[redacted]\\"}"}'],
    ['GET /api/v2/storefront/cart?order_token=abc&include=x', 'GET /api/v2/storefront/cart?order_token=[redacted]&include=x'],
    ['token request grant_type=password&username=a@b.c&password=pw9', 'token request grant_type=password&username=a@b.c&password=[redacted]'],
    ['"/oauth?code=xyz&state=1"', '"/oauth?code=[redacted]&state=1"'],
    ['GET http://127.0.0.1:1/cart?order_token=abc&include=x 200', 'GET http://127.0.0.1:1/cart?order_token=[redacted]&include=x 200'],
  ])('%s', (line, expected) => {
    expect(redactLogLine(line)).toBe(expected);
  });

  it('leaves shipping, pinned and ordinary fields alone', () => {
    const line = '{"shipping":"pickup","pinned":true,"state":"complete","kind":"not_found"}';
    expect(redactLogLine(line)).toBe(line);
    expect(isCredentialField('shipping')).toBe(false);
    expect(isCredentialField('managerPin')).toBe(true);
  });

  it('redacts credential fields of logged objects, deeply', () => {
    expect(redactLogFields({ a: { token: 't', list: [{ pin: '1' }, { name: 'n' }] } })).toEqual({
      a: { token: '[redacted]', list: [{ pin: '[redacted]' }, { name: 'n' }] },
    });
  });
});
