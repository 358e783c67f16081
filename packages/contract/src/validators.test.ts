import { describe, expect, it } from 'vitest';
import { carouselItem, frontConfigSchema } from './endpoints/hk';
import { configLinkSchema, idCardSchema, imageAddressSchema, linkSchema, mobileSchema } from './fields';
import { ageOn, idCardCheckDigit, isIdCard, parseIdCard, PROVINCE_CODES } from './id-card';
import { isConfigLink, isImageAddress, isLink, isMobile, shopPathOf } from './validators';

/** A fixed "today" so the tests do not age. */
const TODAY = new Date('2025-06-15T04:00:00Z');

describe('isMobile', () => {
  it.each(['13800138000', '19912345678', '10000000000'])('accepts %s', (s) => {
    expect(isMobile(s)).toBe(true);
  });

  it.each([
    ['10 digits', '1380013800'],
    ['12 digits', '138001380001'],
    ['not starting with 1', '23800138000'],
    ['a letter', '1380013800a'],
    ['spaces', ' 13800138000'],
    ['a plus and country code', '+8613800138000'],
    ['full-width digits', '１３８００１３８０００'],
    ['empty', ''],
  ])('refuses %s', (_why, s) => {
    expect(isMobile(s)).toBe(false);
  });
});

describe('idCardCheckDigit', () => {
  it('gives the check characters of the GB 11643 examples', () => {
    expect(idCardCheckDigit('11010519491231002')).toBe('X');
    expect(idCardCheckDigit('44052418800101001')).toBe('4');
  });
});

describe('isIdCard', () => {
  it.each([
    '11010519491231002X', // the standard's own example
    '11010519491231002x', // lower-case x
    '110101200002290018', // 29 February of a leap year divisible by 400
    '320311197712310018',
    '510107198810102217',
    '650102199607151121',
    '460100201012311239',
    '540102195901010035',
    '33010219800101000X',
    '710000197001010059', // Taiwan
    '810000199408230021', // residence permit, Hong Kong
    '830000199201300022', // residence permit, Taiwan
  ])('accepts %s', (s) => {
    expect(isIdCard(s, TODAY)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '110105194912310021'],
    ['a wrong check digit where X belongs', '110105194912310020'],
    ['X where a digit belongs', '32031119771231001X'],
    ['30 February', '110105199902300015'],
    ['29 February of a common year', '110101199902290018'],
    ['29 February of 1900, not a leap year', '110101190002290011'],
    ['month 13', '110101199913010018'],
    ['31 February', '110105199902310010'],
    ['31 April', '110105199904310014'],
    ['day 00', '110101199901000015'],
    ['province 99', '990101199001010019'],
    ['province 10', '100101199001010013'],
    ['province 00', '00010119900101001X'],
    ['17 characters', '11010519491231002'],
    ['19 characters', '11010519491231002X0'],
    ['15-digit old format', '110105491231002'],
    ['letters', '11010519491231ABCX'],
    ['X in the middle', '1101051949X231002X'],
    ['spaces', '110105 19491231002X'],
    ['empty', ''],
  ])('refuses %s', (_why, s) => {
    expect(isIdCard(s, TODAY)).toBe(false);
  });

  it('refuses dates and provinces for their own sake: those vectors carry right check digits', () => {
    for (const s of ['110105199902300015', '110101190002290011', '990101199001010019', '00010119900101001X']) {
      expect(idCardCheckDigit(s)).toBe(s.charAt(17));
    }
  });

  it('refuses a birth date before 1900 even with a right check digit (the standard example of 1880)', () => {
    expect(idCardCheckDigit('44052418800101001')).toBe('4');
    expect(isIdCard('440524188001010014', TODAY)).toBe(false);
  });

  it('refuses a birth date after today in China', () => {
    // 2025-06-15 is already the date in China at 16:00 UTC on the 14th.
    const born = '110105202506150002';
    const valid = born.slice(0, 17) + idCardCheckDigit(born);
    expect(isIdCard(valid, new Date('2025-06-14T16:00:00Z'))).toBe(true);
    expect(isIdCard(valid, new Date('2025-06-14T15:59:59Z'))).toBe(false);
  });

  it('knows the whole province list', () => {
    expect([...PROVINCE_CODES]).toHaveLength(35);
    expect(PROVINCE_CODES.has('46')).toBe(true);
    expect(PROVINCE_CODES.has('47')).toBe(false);
    expect(PROVINCE_CODES.has('55')).toBe(false);
  });
});

describe('parseIdCard', () => {
  it('reads birth date, gender and region', () => {
    expect(parseIdCard('11010519491231002X', TODAY)).toEqual({
      birthDate: '1949-12-31',
      gender: 'female',
      regionCode: '110105',
    });
    expect(parseIdCard('320311197712310018', TODAY)).toEqual({
      birthDate: '1977-12-31',
      gender: 'male',
      regionCode: '320311',
    });
    expect(parseIdCard('110101200002290018', TODAY)?.birthDate).toBe('2000-02-29');
  });

  it('gives null for an invalid number', () => {
    expect(parseIdCard('110105194912310021', TODAY)).toBeNull();
  });
});

describe('ageOn', () => {
  // 510107198810102217: born 1988-10-10.
  it('counts whole years, turning on the birthday in China', () => {
    expect(ageOn('510107198810102217', new Date('2025-06-15T00:00:00Z'))).toBe(36);
    expect(ageOn('510107198810102217', new Date('2025-10-09T15:59:59Z'))).toBe(36);
    expect(ageOn('510107198810102217', new Date('2025-10-09T16:00:00Z'))).toBe(37);
  });

  it('handles a 29 February birthday in a common year', () => {
    expect(ageOn('110101200002290018', new Date('2016-02-28T04:00:00Z'))).toBe(15);
    expect(ageOn('110101200002290018', new Date('2016-02-29T04:00:00Z'))).toBe(16);
    expect(ageOn('110101200002290018', new Date('2017-02-28T04:00:00Z'))).toBe(16);
    expect(ageOn('110101200002290018', new Date('2017-03-01T04:00:00Z'))).toBe(17);
  });

  it('is 0 on the day of birth and null before it or for an invalid number', () => {
    expect(ageOn('110101200002290018', new Date('2000-02-29T04:00:00Z'))).toBe(0);
    expect(ageOn('110101200002290018', new Date('2000-02-28T04:00:00Z'))).toBeNull();
    expect(ageOn('110105194912310021', TODAY)).toBeNull();
  });
});

describe('isLink', () => {
  it.each(['http://example.com', 'https://example.com/a?b=1#c', 'HTTPS://Example.com', 'Http://127.0.0.1:8080/x'])(
    'accepts %s',
    (s) => {
      expect(isLink(s)).toBe(true);
    },
  );

  it.each([
    ['no scheme', 'example.com'],
    ['ftp', 'ftp://example.com'],
    ['javascript', 'javascript:alert(1)'],
    ['javascript written like an address', 'javascript://example.com/%0Aalert(1)'],
    ['an inline document', 'data:text/html,<script>alert(1)</script>'],
    ['mail', 'mailto:help@example.com'],
    ['http without slashes', 'http:example.com'],
    ['a relative path', '/pages/index/index'],
    ['no host', 'https://'],
    ['a space in the host', 'https://exa mple.com'],
    ['a bad port', 'http://example.com:99999'],
    ['a leading space', ' https://example.com'],
    ['empty', ''],
  ])('refuses %s', (_why, s) => {
    expect(isLink(s)).toBe(false);
  });
});

describe('isImageAddress', () => {
  it.each(['', 'https://cdn.example.com/qr.png', 'HTTP://cdn.example.com/a.svg?v=2', '/shop/brand/demo-kefu-qr.svg', '/shop/brand/qr.svg?v=2#x', '/shop/brand/v1.2/qr..png'])(
    'accepts %j',
    (s) => {
      expect(isImageAddress(s)).toBe(true);
    },
  );

  it.each([
    ['javascript', 'javascript:alert(1)'],
    ['an inline document', 'data:image/svg+xml,<svg onload="alert(1)"/>'],
    ['a path outside the shop', '/api/hk/baseConfig'],
    ['a way out of the shop', '/shop/../api/hk/baseConfig'],
    ['a way out, percent-encoded', '/shop/%2E%2e/api/hk/baseConfig'],
    ['an encoded slash a server may decode', '/shop/..%2fapi/hk/baseConfig'],
    ['a current-directory segment', '/shop/./brand/qr.svg'],
    ['a backslash a browser reads as a slash', '/shop/..\\api/x'],
    ['another host without a scheme', '//evil.example/shop/qr.png'],
    ['a relative path', 'brand/qr.png'],
    ['the shop without the slash', '/shopping/qr.png'],
    ['a space', '/shop/brand/qr code.png'],
    ['an empty segment another host hides behind', '/shop//evil.example/x.png'],
    ['a backslash that makes an empty segment', '/shop/\\evil.example/x.png'],
    ['a step back inside the shop', '/shop/brand/../goods/a.svg'],
  ])('refuses %s', (_why, s) => {
    expect(isImageAddress(s)).toBe(false);
  });

  it('is the rule of the promoter settings, explained in Chinese', () => {
    expect(imageAddressSchema.parse(' /shop/brand/qr.svg ')).toBe('/shop/brand/qr.svg');
    const front = frontConfigSchema.shape;
    for (const field of [front.kefuQr, front.followQr, front.logo, front.indexCarousel.element.shape.image]) {
      expect(field.safeParse('javascript:alert(1)').error?.issues[0]?.message).toBe('图片地址须以 http:// 或 https:// 开头，或为 /shop/ 下的路径');
    }
  });
});

describe('shopPathOf', () => {
  it('reads an address as the browser does and keeps it when it stays under /shop/', () => {
    expect(shopPathOf('/shop/brand/qr.svg?v=2#x')).toBe('/shop/brand/qr.svg?v=2#x');
    expect(shopPathOf('/shop/brand/../goods/a.svg')).toBe('/shop/goods/a.svg');
    expect(shopPathOf('/shop/./brand/a.svg')).toBe('/shop/brand/a.svg');
    expect(shopPathOf('/shop/#/pages/about/promise')).toBe('/shop/#/pages/about/promise');
  });

  it.each([
    ['a way out', '/shop/../api/dev/smsOutbox'],
    ['a way out, percent-encoded', '/shop/.%2E/api/x'],
    ['an encoded slash', '/shop/..%2fapi/x'],
    ['an encoded backslash', '/shop/a%5c..%5capi'],
    ['a backslash read as a slash', '/shop/..\\api/x'],
    ['an empty segment', '/shop//evil.example'],
    ['a backslash making an empty segment', '/shop/\\evil.example'],
    ['another host', '//evil.example/shop/x'],
    ['another host behind a backslash', '/\\evil.example/shop/x'],
    ['another host behind a tab', '/\t/evil.example/shop/x'],
    ['another letter case', '/SHOP/x'],
    ['a script', 'javascript:alert(1)'],
    ['a phone number', 'tel:4008001234'],
    ['nothing', ''],
  ])('refuses %s', (_why, address) => {
    expect(shopPathOf(address)).toBeUndefined();
  });

  it("takes a whole address of the site it is read on, and no other site's", () => {
    expect(shopPathOf('https://shop.example.com/shop/a.png', 'https://shop.example.com')).toBe('/shop/a.png');
    expect(shopPathOf('/shop/a.png', 'https://shop.example.com')).toBe('/shop/a.png');
    expect(shopPathOf('https://evil.example/shop/a.png', 'https://shop.example.com')).toBeUndefined();
    expect(shopPathOf('https://shop.example.com/shop/a.png')).toBeUndefined();
  });
});

describe('isConfigLink', () => {
  it.each(['', 'https://kefu.example.com/chat?id=1', '/pages/customer/index', '/pages/customer/index?keyword=退款&x=1', '/', '/pages/user/index2'])(
    'accepts %j',
    (s) => {
      expect(isConfigLink(s)).toBe(true);
    },
  );

  it.each([
    ['a page the shop does not have', '/pages/nowhere'],
    ['a written-out variant of a page', '/pages//customer/index'],
    ['a trailing slash', '/pages/customer/index/'],
    ['a hash', '/pages/customer/index#top'],
    ['another host', '//evil.example/pages/customer/index'],
    ['a hash href', '#/pages/customer/index'],
    ['a relative page', 'pages/customer/index'],
    ['javascript', 'javascript:alert(1)'],
    ['an inline document', 'data:text/html,<script>alert(1)</script>'],
    ['the API', '/api/hk/baseConfig'],
  ])('refuses %s', (_why, s) => {
    expect(isConfigLink(s)).toBe(false);
  });

  it("is the rule of the promoter's links, explained in Chinese", () => {
    expect(configLinkSchema.parse(' /pages/about/promise ')).toBe('/pages/about/promise');
    const front = frontConfigSchema.shape;
    const links = [front.kefuUrl, front.fastNav.element.shape.link, front.indexCarousel.element.shape.link];
    for (const field of links) {
      expect(field.safeParse('javascript:alert(1)').error?.issues[0]?.message).toBe('链接须以 http:// 或 https:// 开头，或为商城的页面路径（如 /pages/customer/index）');
    }
  });

  it("leaves the card layouts' banners as they are: their images are drawn inline", () => {
    const banner = { image: 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E', link: '/pages/iot/index/package/index', title: '年卡' };
    expect(carouselItem.parse(banner)).toEqual(banner);
  });
});

describe('schemas', () => {
  it('mobileSchema trims and explains in Chinese', () => {
    expect(mobileSchema.parse(' 13800138000 ')).toBe('13800138000');
    const result = mobileSchema.safeParse('1380013800');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('请输入 11 位手机号');
    expect(mobileSchema.safeParse(13800138000).error?.issues[0]?.message).toBe('请输入 11 位手机号');
  });

  it('idCardSchema trims, upper-cases X and explains in Chinese', () => {
    expect(idCardSchema.parse(' 11010519491231002x ')).toBe('11010519491231002X');
    const result = idCardSchema.safeParse('110105194912310021');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['身份证号码不正确']);
  });

  it('linkSchema accepts http(s) links only', () => {
    expect(linkSchema.parse('https://example.com')).toBe('https://example.com');
    expect(linkSchema.safeParse('www.example.com').error?.issues[0]?.message).toBe(
      '请输入以 http:// 或 https:// 开头的链接',
    );
  });
});
