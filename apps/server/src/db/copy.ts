import { finished } from 'node:stream/promises';
import type { Transaction as PgliteConnection } from '@electric-sql/pglite';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { PgliteDatabase, PgliteTransaction } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { from as copyFromStdin } from 'pg-copy-streams';
import type { Database } from './client';

const TAB = 0x09;
const NEWLINE = 0x0a;
const BACKSLASH = 0x5c;
const ZERO = 0x30;
// Digits of the largest safe integer.
const MAX_DIGITS = 16;
/** Printable ASCII but the backslash: written as it is in COPY's text format. */
const isPlain = (code: number): boolean => code >= 0x20 && code <= 0x7e && code !== BACKSLASH;
const ESCAPES: Readonly<Record<string, string>> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const utf8 = new TextEncoder();

/**
 * Rows in COPY's text format, written straight into bytes: a million rows cost a fraction
 * of building them as strings first. A row is its fields in the column order, then `end()`.
 */
export class CopyRows {
  private bytes: Uint8Array<ArrayBuffer> = new Uint8Array(1 << 20);
  private length = 0;
  private fieldsInRow = 0;
  /** Rows ended so far. */
  count = 0;

  text(value: string): this {
    this.separate();
    const start = this.length;
    this.reserve(value.length);
    for (let i = 0; i < value.length; i++) {
      const code = value.charCodeAt(i);
      if (!isPlain(code)) {
        this.length = start;
        this.append(utf8.encode(value.replace(/[\\\t\n\r]/g, (char) => ESCAPES[char] ?? char)));
        break;
      }
      this.bytes[this.length++] = code;
    }
    return this;
  }

  int(value: number): this {
    this.separate();
    this.digits(value);
    return this;
  }

  ints(values: readonly number[]): this {
    this.separate();
    this.ascii('{');
    values.forEach((value, index) => {
      if (index > 0) this.ascii(',');
      this.digits(value);
    });
    this.ascii('}');
    return this;
  }

  bool(value: boolean): this {
    this.separate();
    this.ascii(value ? 't' : 'f');
    return this;
  }

  end(): this {
    this.reserve(1);
    this.bytes[this.length++] = NEWLINE;
    this.fieldsInRow = 0;
    this.count++;
    return this;
  }

  /** The rows written so far (a view, not a copy). */
  data(): Uint8Array<ArrayBuffer> {
    return this.bytes.subarray(0, this.length);
  }

  private separate(): void {
    if (this.fieldsInRow++ === 0) return;
    this.reserve(1);
    this.bytes[this.length++] = TAB;
  }

  /** Written digit by digit, as a million rows would otherwise make millions of short strings. */
  private digits(value: number): void {
    if (!Number.isSafeInteger(value)) throw new Error(`Not an integer: ${value}`);
    if (value < 0) this.ascii('-');
    this.reserve(MAX_DIGITS);
    const first = this.length;
    let rest = Math.abs(value);
    do {
      this.bytes[this.length++] = ZERO + (rest % 10);
      rest = Math.floor(rest / 10);
    } while (rest > 0);
    for (let low = first, high = this.length - 1; low < high; low++, high--) {
      const digit = this.bytes[low] ?? ZERO;
      this.bytes[low] = this.bytes[high] ?? ZERO;
      this.bytes[high] = digit;
    }
  }

  private ascii(value: string): void {
    this.reserve(value.length);
    for (let i = 0; i < value.length; i++) this.bytes[this.length++] = value.charCodeAt(i);
  }

  private append(chunk: Uint8Array): void {
    this.reserve(chunk.length);
    this.bytes.set(chunk, this.length);
    this.length += chunk.length;
  }

  private reserve(more: number): void {
    if (this.length + more <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + more));
    grown.set(this.data());
    this.bytes = grown;
  }
}

/**
 * drizzle keeps a transaction's connection to itself, and COPY needs exactly that connection
 * (on PGlite any other query waits for the transaction to end). Covered by the bulk-load
 * tests on both engines, so a drizzle upgrade that moves it fails there.
 */
const connectionOf = <T>(tx: object): T => {
  const client = (tx as { session?: { client?: T } }).session?.client;
  if (!client) throw new Error('This transaction has no connection of its own');
  return client;
};

/**
 * Whether `tx` holds the only connection there is (PGlite): other queries wait for it to end
 * whatever it locks, so locking one more table costs no one anything.
 */
export const isOnlyConnection = (tx: Database): boolean => tx instanceof PgliteTransaction;

/** Whether `db` is the embedded database: one connection, and no timer behind `statement_timeout`. */
export const isEmbedded = (db: Database): boolean => db instanceof PgliteDatabase || db instanceof PgliteTransaction;

/**
 * Appends `rows` to `table` (its `columns` in order; names from code, never from input) with
 * COPY, inside the caller's transaction: PGlite reads them as a file, PostgreSQL over the connection.
 */
export const copyRows = async (tx: Database, table: string, columns: readonly string[], rows: CopyRows): Promise<void> => {
  if (!(tx instanceof PgTransaction)) throw new Error('COPY runs inside a transaction');
  const target = `${table} (${columns.join(', ')})`;
  if (tx instanceof PgliteTransaction) {
    await connectionOf<PgliteConnection>(tx).query(`copy ${target} from '/dev/blob'`, [], { blob: new Blob([rows.data()]) });
    return;
  }
  const stream = connectionOf<pg.PoolClient>(tx).query(copyFromStdin(`copy ${target} from stdin`));
  stream.end(rows.data());
  await finished(stream);
};
