import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../stores/session';
import { openAt } from '../pageTesting';
import { history } from './index';
import { openLink } from './openLink';

const here = () => location.origin;

beforeEach(async () => {
  useSessionStore.setState({ promoCode: '', pageCode: '', pageOptions: {} });
  await openAt('/pages/about/promise');
});

describe('openLink', () => {
  it("opens the shop's own address for a page in the app, on top of the current page", async () => {
    useSessionStore.setState({ promoCode: 'sunrise' });
    const depth = history.port.depth();
    await openLink(`${here()}/shop/#/pages/customer/question/index?keyword=退款`);
    expect(history.location().path).toBe('/pages/customer/question/index');
    expect(history.location().query).toEqual({ promoCode: 'sunrise', keyword: '退款' });
    expect(history.port.depth()).toBe(depth + 1);
  });

  it("switches to a tab named by the shop's own address", async () => {
    await openLink(`${here()}/shop/#/pages/user/index2`);
    expect(history.location().path).toBe('/pages/user/index2');
    expect(history.port.depth()).toBe(1);
  });

  it('opens a page path in the app', async () => {
    await openLink('/pages/about/textTemplate');
    expect(history.location().path).toBe('/pages/about/textTemplate');
  });

  it.each([
    ['another site', 'https://example.com/help'],
    ['another path of this site', '/health'],
  ])('opens %s in the web view', async (_what, address) => {
    const url = address.startsWith('/') ? `${here()}${address}` : address;
    await openLink(url);
    expect(history.location().path).toBe('/pages/webview/index');
    expect(history.location().query).toEqual({ url });
  });
});
