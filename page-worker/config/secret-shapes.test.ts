// The secret shapes a published value is checked against (page-worker/config/secret-shapes.ts).
import { describe, expect, it } from 'vitest';
import { secretShape } from './secret-shapes.ts';

describe('secretShape', () => {
  it.each([
    ['0x4AAAAAAAPlantedSecretKeyAbCdEfGhI', 'a Turnstile secret key'],
    ['1x0000000000000000000000000000000AA', 'a Turnstile secret key'],
    ['https://1x0000000000000000000000000000000AA.example', 'a Turnstile secret key'],
    ['sk_live_51PlantedSecretKey', 'an sk_live_ or sk_test_ key'],
    ['sk_test_51PlantedSecretKey', 'an sk_live_ or sk_test_ key'],
    ['demo=https://sk_live_x.example', 'an sk_live_ or sk_test_ key'],
    ['9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', 'a long hex key'],
    ['9f86d081884c7d659a2feaa0c55ad015', 'a long hex key'],
    ['https://9f86d081884c7d659a2feaa0c55ad015.example', 'a long hex key'],
    ['eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln', 'a JWT'],
    ['eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', 'a JWT'],
  ])('%s is %s', (value, shape) => {
    expect(secretShape(value)).toBe(shape);
  });

  it.each([
    '1x00000000000000000000AA',
    '2x00000000000000000000AB',
    '3x00000000000000000000FF',
    '0x4AAAAAAABkMYinukE8nzYS',
    'shop.example.com',
    '*.pay.example.net',
    'https://shop.example:8443',
    'demo=https://demo-shop.example',
    // 31 hex digits: a long host label, not yet a key.
    'https://9f86d081884c7d659a2feaa0c55ad01.example',
    'http://[::1]:8790',
    'eyj.example.com',
  ])('%s is no secret', (value) => {
    expect(secretShape(value)).toBeNull();
  });
});
