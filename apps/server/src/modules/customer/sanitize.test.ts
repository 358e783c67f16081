import { describe, expect, it } from 'vitest';
import { plainText, sanitizeAnswer } from './sanitize';

describe('sanitizeAnswer', () => {
  it('drops scripts, styles and frames together with their content', () => {
    const html = sanitizeAnswer(
      '<p>Before<script>alert("x")</script> after</p><style>p{color:red}</style><iframe src="https://x.example">frame text</iframe>',
    );
    expect(html).toBe('<p>Before after</p>');
  });

  it('drops event handlers, styles and classes but keeps the element', () => {
    expect(sanitizeAnswer('<p onclick="steal()" style="color:red" class="big">Text</p>')).toBe('<p>Text</p>');
    expect(sanitizeAnswer('<img src="/shop/brand/a.svg" onerror="steal()" alt="A">')).toBe('<img src="/shop/brand/a.svg" alt="A" />');
  });

  it('drops links to scripts and data, however they are spelt, and keeps the words', () => {
    const hrefs = ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java&#x09;script:alert(1)', 'data:text/html,<b>x</b>'];
    for (const href of [...hrefs, '//evil.example', '/elsewhere']) {
      expect(sanitizeAnswer(`<a href="${href}">Go</a>`), href).toBe('<a>Go</a>');
    }
  });

  it('drops in-shop links and images that step out of the shop once resolved', () => {
    const escapes = ['/shop/../api/dev/smsOutbox', '/shop/%2e%2e/api/x', '/shop/.%2E/api/x', '/shop/..%2fapi/x', '/shop/..\\api/x'];
    const elsewhere = ['/shop//evil.example', '/shop/\\evil.example', '//evil.example/shop/x', '/\\evil.example/shop/x', '/\t/evil.example/shop/x', '/SHOP/x'];
    for (const path of [...escapes, ...elsewhere]) {
      expect(sanitizeAnswer(`<a href="${path}">Go</a>`), path).toBe('<a>Go</a>');
      expect(sanitizeAnswer(`<p>A<img src="${path}">B</p>`), path).toBe('<p>AB</p>');
    }
  });

  it('writes in-shop paths out as the browser resolves them', () => {
    expect(sanitizeAnswer('<a href="/shop/brand/../goods/a.svg">A</a>')).toBe('<a href="/shop/goods/a.svg">A</a>');
    expect(sanitizeAnswer('<img src="/shop/./brand/a.svg">')).toBe('<img src="/shop/brand/a.svg" />');
  });

  it('drops images that are not from the web or the shop', () => {
    expect(sanitizeAnswer('<p>A<img src="data:image/png;base64,AAAA">B<img src="javascript:x"></p>')).toBe('<p>AB</p>');
  });

  it('opens outside links beside the shop without telling them where they came from', () => {
    expect(sanitizeAnswer('<a href="https://www.10086.cn" target="_self" rel="opener">10086</a>')).toBe(
      '<a href="https://www.10086.cn" rel="noopener noreferrer" target="_blank">10086</a>',
    );
  });

  it('keeps in-shop, phone and mail links as they are', () => {
    const html = '<a href="/shop/#/pages/about/promise">promise</a><a href="tel:4008001234">call</a><a href="mailto:help@example.com">mail</a>';
    expect(sanitizeAnswer(html)).toBe(html);
  });

  it('keeps the allowed formatting', () => {
    const html =
      '<h3>Title</h3><p><strong>bold</strong> <b>b</b> <em>em</em> <i>i</i> <u>u</u> <s>s</s> <span>span</span><br />next</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><h4>Sub</h4>' +
      '<table><thead><tr><th>Plan</th></tr></thead><tbody><tr><td>19 元</td></tr></tbody></table>' +
      '<img src="https://img.example/a.png" alt="a" width="120" height="80" />';
    expect(sanitizeAnswer(html)).toBe(html);
  });

  it('keeps only whole-pixel image sizes', () => {
    expect(sanitizeAnswer('<img src="/shop/a.png" width="100%" height="expression(1)">')).toBe('<img src="/shop/a.png" />');
  });

  it('keeps only whole-number spans of table cells', () => {
    expect(sanitizeAnswer('<table><tr><th colspan="2" style="x">A</th><td rowspan="x1" onclick="y">B</td></tr></table>')).toBe(
      '<table><tr><th colspan="2">A</th><td>B</td></tr></table>',
    );
  });

  it('turns other blocks and headings into allowed ones', () => {
    expect(sanitizeAnswer('<h1>Big</h1><div>Block</div><h6>Small</h6>')).toBe('<h3>Big</h3><p>Block</p><h4>Small</h4>');
  });
});

describe('plainText', () => {
  it('gives the words of each block once, separated by a space', () => {
    expect(plainText(sanitizeAnswer('<h3>Steps</h3><ol><li>Pick</li><li>Pay</li></ol><p>Done<br>now</p>'))).toBe('Steps Pick Pay Done now');
  });

  it('keeps the words of a block apart from those before it', () => {
    expect(plainText(sanitizeAnswer('<a>Call</a><p>Now</p><strong>then</strong><h3>Wait</h3>'))).toBe('Call Now then Wait');
  });

  it('gives characters back instead of entities', () => {
    expect(plainText(sanitizeAnswer('<p>1 &lt; 2 &amp; &quot;3&quot; &gt; 0</p>'))).toBe('1 < 2 & "3" > 0');
  });

  it('holds nothing of a dropped script', () => {
    expect(plainText(sanitizeAnswer('<p>Safe<script>document.cookie</script></p>'))).toBe('Safe');
  });
});
