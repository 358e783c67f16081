import { describe, expect, it } from 'vitest';
import { shouldShowPopup, splitMenus } from './layout';

const menus = (count: number) => Array.from({ length: count }, (_, i) => ({ title: `菜单${i + 1}`, icon: '', link: `/pages/x${i}` }));

describe('splitMenus', () => {
  it('shows every menu when they fit', () => {
    expect(splitMenus(menus(10), 10)).toEqual({ shown: menus(10), more: false });
  });

  it('keeps the last place for "more" when there are more menus than places', () => {
    const { shown, more } = splitMenus(menus(12), 10);
    expect(shown.map((m) => m.title)).toEqual(menus(9).map((m) => m.title));
    expect(more).toBe(true);
  });

  it('shows all of them for a max of 0', () => {
    expect(splitMenus(menus(25), 0)).toEqual({ shown: menus(25), more: false });
  });
});

describe('shouldShowPopup', () => {
  const popup = { switch: true, title: '活动', content: '本月充值送流量' };
  const fresh = { prevented: false, shownThisSession: false };

  it('shows a switched-on pop-up once a session', () => {
    expect(shouldShowPopup(popup, fresh)).toBe(true);
    expect(shouldShowPopup(popup, { ...fresh, shownThisSession: true })).toBe(false);
  });

  it('stays hidden when prevented, switched off or empty', () => {
    expect(shouldShowPopup(popup, { ...fresh, prevented: true })).toBe(false);
    expect(shouldShowPopup({ ...popup, switch: false }, fresh)).toBe(false);
    expect(shouldShowPopup({ ...popup, content: ' ' }, fresh)).toBe(false);
  });
});
