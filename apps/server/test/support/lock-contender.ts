import { createInterface } from 'node:readline';
import { acquireLock, DataDirInUseError } from '../../src/db/lock';

// One process racing for a lock: says "ready", waits for "go", tries, reports, and holds a
// won lock until told "release".
const lockPath = process.argv[2] ?? '';
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const nextLine = async (): Promise<string> => String((await lines.next()).value ?? '');

process.stdout.write('ready\n');
await nextLine();
try {
  const lock = await acquireLock(lockPath);
  process.stdout.write('won\n');
  await nextLine();
  lock.release();
} catch (error) {
  if (!(error instanceof DataDirInUseError)) throw error;
  process.stdout.write(`refused ${error.pid}\n`);
}
process.exit(0);
