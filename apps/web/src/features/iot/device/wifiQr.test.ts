import { describe, expect, it } from 'vitest';
import { wifiQrText } from './wifiQr';

describe('wifiQrText', () => {
  it('writes a WPA network as phone cameras read it', () => {
    expect(wifiQrText({ ssid: 'SunMiFi-0002-5G', password: '88886666', encryption: 'WPA2-PSK', hidden: false })).toBe('WIFI:T:WPA;S:SunMiFi-0002-5G;P:88886666;;');
  });

  it('escapes backslash, semicolon, comma, colon and double quote in the name and the password', () => {
    expect(wifiQrText({ ssid: 'a\\b;c,d:e"f', password: 'p;w,d:"\\x', encryption: 'WPA2-PSK', hidden: false })).toBe(
      'WIFI:T:WPA;S:a\\\\b\\;c\\,d\\:e\\"f;P:p\\;w\\,d\\:\\"\\\\x;;',
    );
  });

  it('keeps Chinese names as they are and marks a hidden network', () => {
    expect(wifiQrText({ ssid: '我家的网', password: 'abcdefgh', encryption: 'WPA2-PSK', hidden: true })).toBe('WIFI:T:WPA;S:我家的网;P:abcdefgh;H:true;;');
  });

  it('writes an open network without a password', () => {
    expect(wifiQrText({ ssid: 'Guest', password: '', encryption: 'NONE', hidden: false })).toBe('WIFI:T:nopass;S:Guest;;');
  });
});
