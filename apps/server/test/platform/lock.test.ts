import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { acquireLock, DataDirInUseError } from '../../src/db/lock';

const dir = mkdtempSync(join(tmpdir(), 'shop-lock-'));
const lockPath = join(dir, 'pglite.lock');
afterEach(() => rmSync(lockPath, { force: true }));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CONTENDER = join(import.meta.dirname, '..', 'support', 'lock-contender.ts');

/** A separate process racing for the lock, driven line by line. */
const startContender = () => {
  const child = spawn(process.execPath, ['--import', 'tsx', CONTENDER, lockPath], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return {
    pid: child.pid,
    next: async () => String((await lines.next()).value),
    send: (line: string) => child.stdin.write(`${line}\n`),
    exited: new Promise((resolve) => child.once('exit', resolve)),
  };
};

/** The pid of a process that has already exited. */
const deadPid = (): number => {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid;
};

describe('the data directory lock', () => {
  it('is created holding our pid and removed on release', async () => {
    const lock = await acquireLock(lockPath);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockPath)).toBe(false);
    lock.release();
  });

  it('refuses a second holder while the first process lives, naming its pid', async () => {
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      writeFileSync(lockPath, `${sleeper.pid}\n`);
      const attempt = acquireLock(lockPath);
      await expect(attempt).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(attempt).rejects.toThrow(`in use by process ${sleeper.pid}`);
      expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(sleeper.pid));
    } finally {
      sleeper.kill('SIGKILL');
    }
  });

  it('takes over a lock whose process has died', async () => {
    writeFileSync(lockPath, `${deadPid()}\n`);
    const lock = await acquireLock(lockPath);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock that holds no pid', async () => {
    writeFileSync(lockPath, 'not a pid');
    const lock = await acquireLock(lockPath);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock holding our own pid (a restarted container reuses pids)', async () => {
    writeFileSync(lockPath, `${process.pid}\n`);
    const lock = await acquireLock(lockPath);
    lock.release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('lets exactly one of several processes racing over a stale lock win', async () => {
    writeFileSync(lockPath, `${deadPid()}\n`);
    const contenders = Array.from({ length: 4 }, () => startContender());
    await Promise.all(contenders.map((contender) => contender.next()));
    for (const contender of contenders) contender.send('go');
    const outcomes = await Promise.all(contenders.map((contender) => contender.next()));
    const winners = contenders.filter((_, index) => outcomes[index] === 'won');
    expect(winners).toHaveLength(1);
    const winnerPid = winners[0]?.pid;
    expect(outcomes.filter((outcome) => outcome !== 'won')).toEqual(Array(3).fill(`refused ${winnerPid}`));
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(winnerPid));
    winners[0]?.send('release');
    await Promise.all(contenders.map((contender) => contender.exited));
    expect(existsSync(lockPath)).toBe(false);
  });

  it('does not remove a lock that another process holds now', async () => {
    const lock = await acquireLock(lockPath);
    writeFileSync(lockPath, '999999\n');
    lock.release();
    expect(readFileSync(lockPath, 'utf8')).toBe('999999\n');
  });
});
