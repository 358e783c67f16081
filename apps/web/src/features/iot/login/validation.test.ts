import { cardPasswordSchema, findPage, simNoSchema } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { CARD_LOGIN_PROTOCOL_PATH, pageAfterCardLogin } from './afterLogin';
import { isCardNumberDone, isSimNo, normaliseSimNo, passwordError, simNoError } from './validation';

const samples = ['8986011234567890001', '89860112345678900012', '89860A1234567890B01', '14812345678', '1064812345678', '8986011234', '898601123456789000123', '12345678901234', '8986G11234567890001', '', '123456', '12345', '1234567', 'abc123'];

describe('the card login rules', () => {
  it("agree with the contract's own schemas", () => {
    for (const sample of samples) {
      expect(isSimNo(normaliseSimNo(sample)), sample).toBe(simNoSchema.safeParse(sample).success);
      expect(passwordError(sample, true) === null, sample).toBe(cardPasswordSchema.safeParse(sample).success);
    }
  });

  it('take hex letters in any case, and spaces anywhere', () => {
    expect(normaliseSimNo(' 8986 0a12 ')).toBe('89860A12');
  });

  it('blame only what can no longer become a card number while it is typed', () => {
    expect(simNoError('898601', false)).toBeNull();
    expect(simNoError('89860A', false)).toBeNull();
    expect(simNoError('1480A', false)).toBe('iotLogin.errors.simNo');
    expect(simNoError('898601', true)).toBe('iotLogin.errors.simNo');
  });

  it('wait for a whole ICCID before asking how the card logs in, unless the field was left', () => {
    expect(isCardNumberDone('14812345678', false)).toBe(true);
    expect(isCardNumberDone('8986011234567', false)).toBe(false);
    expect(isCardNumberDone('8986011234567', true)).toBe(true);
    expect(isCardNumberDone('8986011234567890001', false)).toBe(true);
  });

  it('send the holder on to card pages only', () => {
    expect(findPage(CARD_LOGIN_PROTOCOL_PATH)).toBeDefined();
    expect(pageAfterCardLogin('/pages/iot/index/balance/index?x=1')).toBe('/pages/iot/index/balance/index?x=1');
    expect(pageAfterCardLogin('/pages/order/index')).toBe('/pages/iot/index/index');
    expect(pageAfterCardLogin('https://elsewhere.example/pages/iot/index/index')).toBe('/pages/iot/index/index');
    expect(pageAfterCardLogin('/nowhere')).toBe('/pages/iot/index/index');
    expect(pageAfterCardLogin(undefined)).toBe('/pages/iot/index/index');
  });
});
