import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateSecret, SANDBOX_PAY_SECRET_FILE, SECRET_FILE } from './secret';

const dirs: string[] = [];
const aDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-secret-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('loadOrCreateSecret', () => {
  it('creates a private 256-bit key once and reads the same one afterwards', () => {
    const dir = aDir();
    const secret = loadOrCreateSecret(dir);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadOrCreateSecret(dir)).toBe(secret);
    expect(statSync(join(dir, SECRET_FILE)).mode & 0o777).toBe(0o600);
  });

  it('gives different data directories different keys', () => {
    expect(loadOrCreateSecret(aDir())).not.toBe(loadOrCreateSecret(aDir()));
  });

  it('keeps one key per file, so the sandbox gateway never signs with the identity-number key', () => {
    const dir = aDir();
    const shop = loadOrCreateSecret(dir);
    const sandbox = loadOrCreateSecret(dir, SANDBOX_PAY_SECRET_FILE);
    expect(sandbox).not.toBe(shop);
    expect(loadOrCreateSecret(dir, SANDBOX_PAY_SECRET_FILE)).toBe(sandbox);
  });

  it('refuses a key file too short to be one it wrote', () => {
    const dir = aDir();
    writeFileSync(join(dir, SECRET_FILE), 'short\n');
    expect(() => loadOrCreateSecret(dir)).toThrow(/shorter than 32 characters/);
  });
});
