import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The keyed hash of identity numbers (SHOP_SECRET when unset). */
export const SECRET_FILE = 'shop-secret';
/** The sandbox gateway's signing key (SANDBOX_PAY_SECRET when unset). */
export const SANDBOX_PAY_SECRET_FILE = 'sandbox-pay-secret';

/** Shorter than a generated key: the file was truncated or written by hand, and must not become a weak key. */
const MIN_LENGTH = 32;

/**
 * A secret key kept in `dir/file` (mode 0600), created on first use. Written aside and
 * hard-linked into place, so processes starting together all read the one that won.
 */
export const loadOrCreateSecret = (dir: string, file: string = SECRET_FILE): string => {
  const path = join(dir, file);
  mkdirSync(dir, { recursive: true });
  const staging = `${path}.${process.pid}`;
  writeFileSync(staging, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    linkSync(staging, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(staging);
  }
  const secret = readFileSync(path, 'utf8').trim();
  if (secret.length < MIN_LENGTH) throw new Error(`${path} holds a key shorter than ${MIN_LENGTH} characters; delete it to have a new one generated, or restore the original.`);
  return secret;
};
