/** Which body-only parameter a query string carries, in any of the spellings the store parses. */
import { describe, expect, it } from 'vitest';
import { bodyOnlyParamInQuery, bodyOnlyWords } from '../../../electron/demo-store/http/body-only-params.js';
import { parseBracketParams } from '../../../electron/demo-store/http/params.js';

const inQuery = (query: string, names: readonly string[]) => bodyOnlyParamInQuery(parseBracketParams(new URLSearchParams(query)), names);

describe('body-only parameters', () => {
  it('are found plain, as lists, as objects, empty, percent-encoded and nested', () => {
    expect(inQuery('password=x', ['password'])).toBe('password');
    expect(inQuery('password=', ['password'])).toBe('password');
    expect(inQuery('password[]=x', ['password'])).toBe('password');
    expect(inQuery('password[a]=x', ['password'])).toBe('password');
    expect(inQuery('pass%77ord=x', ['password'])).toBe('password');
    expect(inQuery('user[password]=x', ['user[password]'])).toBe('user[password]');
    expect(inQuery('grant_type=password&username=a&client_secret=s', ['password', 'client_secret'])).toBe('client_secret');
  });

  it('are not found where only other parameters are', () => {
    expect(inQuery('', ['password'])).toBeNull();
    expect(inQuery('grant_type=password&scope=read', ['password', 'code'])).toBeNull();
    expect(inQuery('code_challenge=x&codes=y', ['code'])).toBeNull();
    expect(inQuery('user[email]=a&passwords=x', ['user[password]', 'password'])).toBeNull();
    expect(inQuery('user=x', ['user[password]'])).toBeNull();
  });

  it('are refused in words that name the parameter and where it belongs', () => {
    expect(bodyOnlyWords('client_secret')).toMatch(/client_secret.*request body.*not in the URL/);
  });
});
