import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openLink } from '../navigation/openLink';
import { RichText } from './RichText';

vi.mock('../navigation/openLink', () => ({ openLink: vi.fn(async () => undefined) }));

afterEach(() => {
  cleanup();
  vi.mocked(openLink).mockClear();
});

const show = (html: string) => render(<RichText html={html} />).container;

/** Every attribute name on the rendered answer. */
const attributeNames = (root: Element) => Array.from(root.querySelectorAll('*'), (el) => el.getAttributeNames()).flat();

describe('RichText', () => {
  it('keeps the formatting of an answer', () => {
    const root = show(
      '<h3>发货时间</h3><p>下单后 <strong>48 小时</strong>内发货，<em>偏远地区</em>顺延。</p><ul><li>顺丰</li><li>EMS</li></ul><blockquote>节假日照常</blockquote><table><tr><th>地区</th><td colspan="2">全国</td></tr></table>',
    );
    expect(screen.getByRole('heading', { level: 3, name: '发货时间' })).toBeInTheDocument();
    expect(root.querySelector('strong')?.textContent).toBe('48 小时');
    expect(root.querySelector('em')?.textContent).toBe('偏远地区');
    expect(Array.from(root.querySelectorAll('li'), (li) => li.textContent)).toEqual(['顺丰', 'EMS']);
    expect(root.querySelector('blockquote')?.textContent).toBe('节假日照常');
    expect(root.querySelector('td')).toHaveAttribute('colspan', '2');
    expect(root.textContent).toContain('下单后 48 小时内发货，偏远地区顺延。');
  });

  it('drops scripts and styles with their content', () => {
    const root = show('<p>你好<script>alert(1)</script></p><style>p{display:none}</style><iframe src="https://evil.example"></iframe>');
    expect(root.querySelector('script, style, iframe')).not.toBeInTheDocument();
    expect(root.textContent).toBe('你好');
  });

  it('never renders event attributes, styles or classes', () => {
    const root = show('<img src="/shop/brand/demo-kefu-qr.svg" onerror="alert(1)" style="position:fixed" class="x"><p onclick="steal()" style="color:red">点我</p>');
    const names = attributeNames(root);
    expect(names.filter((name) => name.startsWith('on'))).toEqual([]);
    expect(names).not.toContain('style');
    expect(root.querySelector('img')).toHaveAttribute('src', '/shop/brand/demo-kefu-qr.svg');
    expect(root.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('keeps the words of a javascript: or data: link but not the link', () => {
    const root = show('<p><a href="javascript:alert(1)">领奖</a> <a href=" JavaScript:alert(2)">再领</a> <a href="data:text/html,x">看看</a></p><img src="javascript:alert(3)"><img src="data:image/png;base64,AAAA">');
    expect(root.querySelector('a')).not.toBeInTheDocument();
    expect(root.querySelector('img')).not.toBeInTheDocument();
    expect(root.textContent).toBe('领奖 再领 看看');
  });

  it('unwraps tags it does not know and keeps their text', () => {
    const root = show('<div><font color="red">红字</font><button>按钮</button></div>');
    expect(root.querySelector('.rich-text div, font, button')).not.toBeInTheDocument();
    expect(root.textContent).toBe('红字按钮');
  });

  it('opens an in-shop link through the app and a web address in the web view', () => {
    show('<p><a href="/shop/#/pages/about/promise" target="_blank">服务承诺</a> <a href="https://www.10086.cn/">中国移动</a> <a href="tel:4008001234">热线</a></p>');
    fireEvent.click(screen.getByRole('link', { name: '服务承诺' }));
    expect(openLink).toHaveBeenLastCalledWith('/pages/about/promise');
    const external = screen.getByRole('link', { name: '中国移动' });
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    fireEvent.click(external);
    expect(openLink).toHaveBeenLastCalledWith('https://www.10086.cn/');
    expect(screen.getByRole('link', { name: '热线' })).toHaveAttribute('href', 'tel:4008001234');
    expect(screen.getByRole('link', { name: '服务承诺' })).not.toHaveAttribute('target');
  });

  it('keeps in-shop links and images only when they stay in the shop once resolved', () => {
    const escapes = ['/shop/../api/hk/baseConfig', '/shop/%2e%2e/api/hk/baseConfig', '/shop/brand/../../api/x', '/api/dev/smsOutbox', '/shop//evil.example/a.png', `${location.origin}/api/dev/smsOutbox`];
    const root = show(escapes.map((path) => `<a href="${path}">出去</a><img src="${path}">`).join(''));
    expect(root.querySelector('a, img')).not.toBeInTheDocument();
    expect(root.textContent).toBe('出去'.repeat(escapes.length));

    const kept = show(`<img src="/shop/brand/./demo-kefu-qr.svg"><a href="${location.origin}/shop/#/pages/about/promise">服务承诺</a>`);
    expect(kept.querySelector('img')).toHaveAttribute('src', '/shop/brand/demo-kefu-qr.svg');
    fireEvent.click(screen.getByRole('link', { name: '服务承诺' }));
    expect(openLink).toHaveBeenLastCalledWith('/pages/about/promise');
  });

  it('links the web only where the shop would open it: http(s) with // and a host', () => {
    const root = show('<a href="https:evil.example">一</a><a href="//evil.example/shop/#/pages/x">二</a><a href="http://">三</a><img src="https:evil.example/a.png"><img src="//evil.example/shop/a.png">');
    expect(root.querySelector('a, img')).not.toBeInTheDocument();
    expect(root.textContent).toBe('一二三');
  });
});
