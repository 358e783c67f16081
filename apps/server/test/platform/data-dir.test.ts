import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dataDirLayout, discardUnfinished, ensureDataDir, markReady } from '../../src/db/data-dir';

const roots: string[] = [];
const freshLayout = () => {
  const root = mkdtempSync(join(tmpdir(), 'shop-data-dir-'));
  roots.push(root);
  const layout = dataDirLayout(join(root, 'data'));
  ensureDataDir(layout);
  return layout;
};
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('the ready marker', () => {
  it('keeps nothing to discard in a brand-new directory', () => {
    const layout = freshLayout();
    expect(discardUnfinished(layout)).toBe(false);
  });

  it('discards a pgdata that was never marked ready', () => {
    const layout = freshLayout();
    mkdirSync(layout.pgdata);
    writeFileSync(join(layout.pgdata, 'PG_VERSION'), '17\n');
    expect(discardUnfinished(layout)).toBe(true);
    expect(existsSync(layout.pgdata)).toBe(false);
  });

  it('keeps a pgdata marked ready', () => {
    const layout = freshLayout();
    mkdirSync(layout.pgdata);
    markReady(layout);
    expect(discardUnfinished(layout)).toBe(false);
    expect(existsSync(layout.pgdata)).toBe(true);
  });

  it('drops a marker whose pgdata is gone, so the next database must earn it again', () => {
    const layout = freshLayout();
    markReady(layout);
    expect(discardUnfinished(layout)).toBe(false);
    expect(existsSync(layout.ready)).toBe(false);
  });

  it('is written whole, leaving no staging file', () => {
    const layout = freshLayout();
    markReady(layout);
    markReady(layout);
    expect(existsSync(layout.ready)).toBe(true);
    expect(existsSync(`${layout.ready}.${process.pid}`)).toBe(false);
  });
});
