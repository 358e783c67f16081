/**
 * The query-string codec of spec 7 ("nested-bracket notation"), used by the request
 * helper to write and by the server to read, so both sides agree on every shape:
 * `a[b][c]=1&list[0]=x&list[1]=y`.
 */

import { inLocales } from './constants';
import { defineMessages, type Message, renderMessage, withValues } from './messages';

/** A query the server refuses; the message names the offending key. */
export class QueryError extends Error {
  override readonly name = 'QueryError';
  readonly key: string;
  /** What the server answers, in the visitor's locale; `message` is its zh-Hans text. */
  readonly text: Message;

  constructor(key: string, text: Message) {
    super(renderMessage(text, 'zh-Hans'));
    this.key = key;
    this.text = text;
  }
}

/** Long keys are cut in messages so an error never echoes a whole hostile query. */
const keyForMessage = (key: string): string => (key.length > 64 ? `${key.slice(0, 64)}…` : key);

const keyAnd = (key: string, max: number) => ({ key, max });

/** What reading a query refuses (the server answers these with HTTP 400). */
export const QueryMessage = /* @__PURE__ */ defineMessages('query', {
  tooManyKeys: withValues(
    keyAnd,
    inLocales(
      '查询参数 {key} 超出数量上限（最多 {max} 个）',
      '查詢參數 {key} 超出數量上限（最多 {max} 個）',
      'The query parameter {key} goes over the limit of parameters (at most {max})',
      'Le paramètre de requête {key} dépasse le nombre de paramètres permis ({max} au plus)',
      'El parámetro de consulta {key} supera el número de parámetros permitido (máximo {max})',
    ),
  ),
  tooDeep: withValues(
    keyAnd,
    inLocales(
      '查询参数 {key} 嵌套过深（最多 {max} 层）',
      '查詢參數 {key} 巢狀過深（最多 {max} 層）',
      'The query parameter {key} is nested too deeply (at most {max} levels)',
      'Le paramètre de requête {key} est trop imbriqué ({max} niveaux au plus)',
      'El parámetro de consulta {key} está demasiado anidado (máximo {max} niveles)',
    ),
  ),
  tooLong: withValues(
    keyAnd,
    inLocales(
      '查询参数 {key} 的数组过长（最多 {max} 项）',
      '查詢參數 {key} 的陣列過長（最多 {max} 項）',
      'The list of query parameter {key} is too long (at most {max} items)',
      'La liste du paramètre de requête {key} est trop longue ({max} éléments au plus)',
      'La lista del parámetro de consulta {key} es demasiado larga (máximo {max} elementos)',
    ),
  ),
  forbidden: withValues(
    (key: string) => ({ key }),
    inLocales(
      '查询参数 {key} 使用了不允许的名称',
      '查詢參數 {key} 使用了不允許的名稱',
      'The query parameter {key} uses a name that is not allowed',
      'Le paramètre de requête {key} utilise un nom interdit',
      'El parámetro de consulta {key} usa un nombre no permitido',
    ),
  ),
  badEncoding: withValues(
    (key: string) => ({ key }),
    inLocales(
      '查询参数 {key} 的编码不正确',
      '查詢參數 {key} 的編碼不正確',
      'The query parameter {key} is not encoded correctly',
      "Le paramètre de requête {key} n'est pas encodé correctement",
      'El parámetro de consulta {key} no está bien codificado',
    ),
  ),
  conflict: withValues(
    (key: string) => ({ key }),
    inLocales(
      '查询参数 {key} 的结构前后冲突',
      '查詢參數 {key} 的結構前後衝突',
      'The query parameter {key} is given two different shapes',
      'Le paramètre de requête {key} reçoit deux structures contradictoires',
      'El parámetro de consulta {key} recibe dos estructuras contradictorias',
    ),
  ),
  badBrackets: withValues(
    (key: string) => ({ key }),
    inLocales(
      '查询参数 {key} 的括号写法不正确',
      '查詢參數 {key} 的括號寫法不正確',
      'The brackets of query parameter {key} are not written correctly',
      'Les crochets du paramètre de requête {key} sont mal écrits',
      'Los corchetes del parámetro de consulta {key} están mal escritos',
    ),
  ),
});

/**
 * What writing a query refuses: a value that holds itself, the caller's mistake. Apart from the
 * reading texts, which only the server needs, so the browser's bundle leaves those out.
 */
export const QueryWriteMessage = /* @__PURE__ */ defineMessages('queryWrite', {
  cycle: withValues(
    (key: string) => ({ key }),
    inLocales(
      '查询参数 {key} 引用了自身',
      '查詢參數 {key} 參照了自身',
      'The query parameter {key} refers to itself',
      'Le paramètre de requête {key} fait référence à lui-même',
      'El parámetro de consulta {key} hace referencia a sí mismo',
    ),
  ),
});

const queryError = (key: string, text: (key: string) => Message): QueryError => {
  const shown = keyForMessage(key);
  return new QueryError(shown, text(shown));
};

const isPlainObject = (x: unknown): x is Record<string, unknown> => {
  if (typeof x !== 'object' || x === null) return false;
  const proto: unknown = Object.getPrototypeOf(x);
  return proto === Object.prototype || proto === null;
};

// ---------------------------------------------------------------------------------------
// Dropping empty values (spec 5)

const isEmptyScalar = (x: unknown): boolean => x === undefined || x === null || x === '';

const isEmptyContainer = (x: unknown): boolean =>
  (Array.isArray(x) && x.length === 0) || (isPlainObject(x) && Object.keys(x).length === 0);

const pruneArray = (items: readonly unknown[]): unknown[] =>
  items.map(pruned).filter((item) => item !== undefined);

const pruneObject = (record: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(record)
      .map(([key, item]) => [key, pruned(item)] as const)
      .filter(([, item]) => item !== undefined),
  );

/** The value without its empty parts, or undefined when nothing is left. */
function pruned(value: unknown): unknown {
  if (isEmptyScalar(value)) return undefined;
  const kept = Array.isArray(value) ? pruneArray(value) : isPlainObject(value) ? pruneObject(value) : value;
  return isEmptyContainer(kept) ? undefined : kept;
}

/**
 * Removes undefined, null and '' at any depth, then the objects and arrays left empty.
 * Arrays close up. The outermost object or array is always returned, even empty; other
 * values come back unchanged.
 */
export function dropEmpty(value: Record<string, unknown>): Record<string, unknown>;
export function dropEmpty(value: readonly unknown[]): unknown[];
export function dropEmpty(value: unknown): unknown;
export function dropEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return pruneArray(value);
  return isPlainObject(value) ? pruneObject(value) : value;
}

// ---------------------------------------------------------------------------------------
// Writing

export interface StringifyQueryOptions {
  /** Keep null and '' as `key=` (the agent custom-price save); undefined is always left out. */
  keepEmpty?: boolean;
}

/** One `key=value` pair before encoding: the path below the top-level key, and the text. */
interface Pair {
  path: string[];
  text: string;
}

/** What one walk over a value needs: the empty-value rule, and the containers above for cycles. */
interface WriteContext {
  keepEmpty: boolean;
  ancestors: Set<object>;
}

const scalarText = (value: unknown, keepEmpty: boolean): string | undefined => {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (value === null || value === '') return keepEmpty ? '' : undefined;
  if (value instanceof Date) return value.toISOString();
  return String(value);
};

const pairsOf = (value: unknown, key: string, context: WriteContext): Pair[] => {
  if (!Array.isArray(value) && !isPlainObject(value)) {
    const text = scalarText(value, context.keepEmpty);
    return text === undefined ? [] : [{ path: [], text }];
  }
  if (context.ancestors.has(value)) throw queryError(key, QueryWriteMessage.cycle);
  context.ancestors.add(value);
  const pairs = Array.isArray(value) ? arrayPairs(value, key, context) : objectPairs(value, key, context);
  context.ancestors.delete(value);
  return pairs;
};

/** Items that write nothing take no index, so the reader sees a contiguous array. */
const arrayPairs = (items: readonly unknown[], key: string, context: WriteContext): Pair[] => {
  const pairs: Pair[] = [];
  let index = 0;
  for (const item of items) {
    const itemPairs = pairsOf(item, `${key}[${index}]`, context);
    if (itemPairs.length === 0) continue;
    for (const pair of itemPairs) pairs.push({ path: [String(index), ...pair.path], text: pair.text });
    index += 1;
  }
  return pairs;
};

const objectPairs = (record: Record<string, unknown>, key: string, context: WriteContext): Pair[] =>
  Object.entries(record).flatMap(([name, item]) =>
    pairsOf(item, `${key}[${name}]`, context).map((pair) => ({ path: [name, ...pair.path], text: pair.text })),
  );

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * encodeURIComponent that never throws: a lone surrogate (an emoji cut in half by a
 * length limit) has no UTF-8 form and is written as U+FFFD, as TextEncoder does.
 */
export const encodeQueryComponent = (text: string): string =>
  encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));

const encodePair = (root: string, pair: Pair): string => {
  const brackets = pair.path.map((segment) => `[${encodeQueryComponent(segment)}]`).join('');
  return `${encodeQueryComponent(root)}${brackets}=${encodeQueryComponent(pair.text)}`;
};

/**
 * Writes `a[b][c]=1&list[0]=x&list[1]=y`. Key segments and values are URI-encoded (a
 * bracket inside a name becomes %5B/%5D, so it cannot be mistaken for nesting). Empty
 * values are dropped unless `keepEmpty`; objects and arrays with nothing to write never
 * appear. Dates are written as ISO text.
 */
export const stringifyQuery = (value: Record<string, unknown>, opts: StringifyQueryOptions = {}): string => {
  const context: WriteContext = { keepEmpty: opts.keepEmpty ?? false, ancestors: new Set() };
  return Object.entries(value)
    .flatMap(([root, item]) => pairsOf(item, root, context).map((pair) => encodePair(root, pair)))
    .join('&');
};

// ---------------------------------------------------------------------------------------
// Reading

export interface QueryLimits {
  /** Brackets after the top-level name: `a[1][2][3][4][5]` is depth 5. */
  depth?: number;
  /** `key=value` pairs. */
  keys?: number;
  /** Items in one array, from indices or repeated keys. */
  arrayLength?: number;
}

export const DEFAULT_QUERY_LIMITS: Readonly<Required<QueryLimits>> = { depth: 5, keys: 200, arrayLength: 100 };

/** Names that would reach an object's prototype if a careless reader assigned them. */
export const FORBIDDEN_QUERY_NAMES: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

const BRACKETED_KEY = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;
const BRACKET_SEGMENT = /\[([^[\]]*)\]/g;
const ARRAY_INDEX = /^(?:0|[1-9]\d*)$/;

interface Leaf {
  kind: 'leaf';
  values: string[];
  /** Written as `key[]`, so an array even with one value. */
  list: boolean;
}
interface Branch {
  kind: 'branch';
  children: Map<string, QueryNode>;
}
type QueryNode = Leaf | Branch;

/** A parsed key: decoded names from the top level down. */
interface KeyPath {
  names: string[];
  list: boolean;
  /** The key as written, decoded where possible, for messages. */
  shown: string;
}

const decode = (text: string, key: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    throw queryError(key, QueryMessage.badEncoding);
  }
};

const decodeForMessage = (text: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

/** Splits `a[b][c]` before decoding, so an encoded bracket stays part of a name. */
const rawSegments = (rawKey: string): { raw: string[]; list: boolean } => {
  const match = BRACKETED_KEY.exec(rawKey);
  if (!match?.[1]) return { raw: [rawKey], list: false };
  const raw = [match[1], ...[...(match[2] ?? '').matchAll(BRACKET_SEGMENT)].map((m) => m[1] ?? '')];
  const list = raw.length > 1 && raw[raw.length - 1] === '';
  return { raw: list ? raw.slice(0, -1) : raw, list };
};

const parseKey = (rawKey: string, limits: Required<QueryLimits>): KeyPath => {
  const shown = decodeForMessage(rawKey);
  const { raw, list } = rawSegments(rawKey);
  if (raw.length - 1 > limits.depth) throw queryError(shown, (key) => QueryMessage.tooDeep(key, limits.depth));
  if (raw.some((segment) => segment === '')) throw queryError(shown, QueryMessage.badBrackets);
  const names = raw.map((segment) => decode(segment, rawKey));
  if (names.some((name) => FORBIDDEN_QUERY_NAMES.has(name))) throw queryError(shown, QueryMessage.forbidden);
  return { names, list, shown };
};

const branchAt = (parent: Branch, name: string, shown: string): Branch => {
  const existing = parent.children.get(name);
  if (existing?.kind === 'leaf') throw queryError(shown, QueryMessage.conflict);
  if (existing) return existing;
  const created: Branch = { kind: 'branch', children: new Map() };
  parent.children.set(name, created);
  return created;
};

const addValue = (root: Branch, key: KeyPath, value: string, limits: Required<QueryLimits>): void => {
  const parent = key.names.slice(0, -1).reduce((branch, name) => branchAt(branch, name, key.shown), root);
  const name = key.names[key.names.length - 1] ?? '';
  const existing = parent.children.get(name);
  if (!existing) {
    parent.children.set(name, { kind: 'leaf', values: [value], list: key.list });
    return;
  }
  if (existing.kind === 'branch') throw queryError(key.shown, QueryMessage.conflict);
  if (existing.values.length >= limits.arrayLength) {
    throw queryError(key.shown, (shown) => QueryMessage.tooLong(shown, limits.arrayLength));
  }
  existing.values.push(value);
  existing.list ||= key.list;
};

/** Indices 0..n-1, each once, in any order. */
const isArrayIndexSet = (names: readonly string[]): boolean =>
  names.every((name) => ARRAY_INDEX.test(name) && Number(name) < names.length);

const toValue = (node: QueryNode, key: string, limits: Required<QueryLimits>): unknown => {
  if (node.kind === 'leaf') return node.values.length === 1 && !node.list ? node.values[0] : [...node.values];
  const names = [...node.children.keys()];
  if (!isArrayIndexSet(names)) return toObject(node, key, limits);
  if (names.length > limits.arrayLength) throw queryError(key, (shown) => QueryMessage.tooLong(shown, limits.arrayLength));
  return [...node.children]
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([index, child]) => toValue(child, `${key}[${index}]`, limits));
};

const toObject = (branch: Branch, key: string, limits: Required<QueryLimits>): Record<string, unknown> =>
  Object.fromEntries(
    [...branch.children].map(([name, child]) => [name, toValue(child, key ? `${key}[${name}]` : name, limits)]),
  );

/**
 * Reads a query written by `stringifyQuery` (a leading '?' is ignored; '+' is a space).
 * Indices 0..n-1 make an array, other names an object; a repeated key (`a=1&a=2`) or
 * `a[]` makes an array of strings. Throws QueryError for more pairs, depth or array items
 * than the limits allow, for `__proto__`, `constructor` or `prototype` as a name, for
 * malformed percent-encoding, and for a key used both as a value and as a container.
 */
export const parseQuery = (qs: string, limits: QueryLimits = {}): Record<string, unknown> => {
  const bounds: Required<QueryLimits> = { ...DEFAULT_QUERY_LIMITS, ...limits };
  const parts = (qs.startsWith('?') ? qs.slice(1) : qs).split('&').filter((part) => part !== '');
  const extra = parts[bounds.keys];
  if (extra !== undefined) {
    throw queryError(decodeForMessage(extra.split('=')[0] ?? ''), (key) => QueryMessage.tooManyKeys(key, bounds.keys));
  }
  const root: Branch = { kind: 'branch', children: new Map() };
  for (const part of parts) {
    const eq = part.indexOf('=');
    const rawKey = eq === -1 ? part : part.slice(0, eq);
    if (rawKey === '') continue;
    const key = parseKey(rawKey, bounds);
    addValue(root, key, decode(eq === -1 ? '' : part.slice(eq + 1), key.shown), bounds);
  }
  return toObject(root, '', bounds);
};
