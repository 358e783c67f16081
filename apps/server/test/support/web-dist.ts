import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const FAKE_INDEX = '<!doctype html><title>shop</title><script type="module" src="/shop/assets/index-abc123.js"></script>';
export const FAKE_SCRIPT = `console.log(${JSON.stringify('号码'.repeat(200))});`;

/** A tiny stand-in for the web build: index.html, a hashed asset with .br/.gz siblings, a brand image. */
export const makeFakeWebDist = (): string => {
  const root = mkdtempSync(join(tmpdir(), 'shop-web-dist-'));
  const write = (path: string, content: string | Buffer) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  write('index.html', FAKE_INDEX);
  write('assets/index-abc123.js', FAKE_SCRIPT);
  write('assets/index-abc123.js.br', brotliCompressSync(FAKE_SCRIPT));
  write('assets/index-abc123.js.gz', gzipSync(FAKE_SCRIPT));
  write('brand/demo-logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
};
