import { describe, expect, it } from 'vitest';
import { redactQueryCredentials, redactUrlsInText } from '../../../shared/logging/redact-url.js';

describe('redactQueryCredentials', () => {
  it('hides the value of every query parameter that carries a credential, keeping the rest as written', () => {
    expect(redactQueryCredentials('/api/v2/storefront/cart?access_token=abc123&include=line_items')).toBe(
      '/api/v2/storefront/cart?access_token=[redacted]&include=line_items',
    );
    expect(
      redactQueryCredentials(
        '/shop_oauth/token?grant_type=password&username=a%40b.c&password=hunter2&client_secret=s3&refresh_token=r&code=c0de&code_verifier=v',
      ),
    ).toBe(
      '/shop_oauth/token?grant_type=password&username=a%40b.c&password=[redacted]&client_secret=[redacted]&refresh_token=[redacted]&code=[redacted]&code_verifier=[redacted]',
    );
    expect(
      redactQueryCredentials(
        '/x?token=t&order_token=o&guest_order_token=g&Access_Token=A&access%5Ftoken=e&id_token=i&api_key=k&new_password=n&password_confirmation=p&order[token]=q',
      ),
    ).toBe(
      '/x?token=[redacted]&order_token=[redacted]&guest_order_token=[redacted]&Access_Token=[redacted]&access%5Ftoken=[redacted]&id_token=[redacted]&api_key=[redacted]&new_password=[redacted]&password_confirmation=[redacted]&order[token]=[redacted]',
    );
    expect(redactQueryCredentials('https://shop.example/cb?state=s&code=abc#frag')).toBe('https://shop.example/cb?state=s&code=[redacted]#frag');
    expect(redactQueryCredentials('/products?filter[name]=tee&per_page=5&sort=-price')).toBe('/products?filter[name]=tee&per_page=5&sort=-price');
    expect(redactQueryCredentials('/x?token')).toBe('/x?token=[redacted]');
    expect(redactQueryCredentials('/plain/path')).toBe('/plain/path');
    expect(redactQueryCredentials(undefined)).toBe('');
  });
});

describe('redactUrlsInText', () => {
  it('redacts the query credentials and the user name and password of every URL in a line', () => {
    expect(
      redactUrlsInText('fetch failed for https://user:pw@shop.example/api?access_token=abc&x=1 (ECONNRESET); then http://127.0.0.1:4310/cb?code=zz.'),
    ).toBe('fetch failed for https://[redacted]@shop.example/api?access_token=[redacted]&x=1 (ECONNRESET); then http://127.0.0.1:4310/cb?code=[redacted].');
    expect(redactUrlsInText('no address here')).toBe('no address here');
  });
});
