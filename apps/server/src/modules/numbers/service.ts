import {
  Code,
  type DataOf,
  defineMessages,
  inLocales,
  type ipLocation,
  type Locale,
  NumberFieldMessage,
  type numberList,
  numberPatterns,
  type ParsedQueryOf,
  patternByCode,
  renderCatalogue,
  renderMessage,
  withValues,
} from '@shop/contract';
import type { Database } from '../../db/client';
import type { NumberStatus } from '../../db/schema/numbers';
import { BusinessError, notFound } from '../../errors';
import type { Promoter } from '../../identity';
import { placeName } from '../../lib/places';
import type { Geoip } from '../../providers/geoip';
import { PromoterMessage, type PromoterService } from '../promoter/service';
import { decodeBatch, encodeBatch } from './batch';
import { createAnswerCache } from './answer-cache';
import { type NumberInput, numberInputSchema, planName, toNumberRow } from './catalogue';
import { contradictingFilter, type NumberFilters } from './conflicts';
import { createIndexStore } from './index-store';
import { type LoadProgress, loadNumbers, vacuumNumbers } from './load';
import * as q from './queries';
import { cityName, provinceName, regionCodes } from './regions';
import type { IndexSearch } from './search-index';
import { runSliced } from './slices';
import { FilterName } from './search-text';

/** An order's hold and sale of a number, in the order's transaction. */
export { type HeldNumber, holdNumber, numberInScope, releaseNumber, sellNumber } from './holds';

type Query = Readonly<ParsedQueryOf<typeof numberList>>;
type NumberPage = DataOf<typeof numberList>;

export const NumberMessage = defineMessages('numbers', {
  badBatch: NumberFieldMessage.batch.texts,
  /** One filter rules out every number the others allow. */
  noMatch: withValues(
    (filter: keyof NumberFilters) => ({ filter: FilterName[filter] }),
    inLocales(
      '没有号码符合这些条件：{filter}与其他条件矛盾，请修改{filter}',
      '沒有號碼符合這些條件：{filter}與其他條件矛盾，請修改{filter}',
      'No number can match: {filter} rules out every number the other filters allow. Change {filter}.',
      'Aucun numéro ne peut correspondre : {filter} exclut tous les numéros des autres filtres. Modifiez {filter}.',
      'Ningún número puede coincidir: {filter} excluye todos los números de los otros filtros. Cambia {filter}.',
    ),
  ),
  /** The search ran past its time budget: fewer filters make it lighter. */
  narrow: withValues(
    (filters: readonly (keyof NumberFilters)[]) => ({ filters: filters.map((filter) => FilterName[filter]) }),
    inLocales(
      '这次搜索太复杂，请简化后再试，例如去掉{filters}',
      '這次搜尋太複雜，請簡化後再試，例如去掉{filters}',
      'This search is too complex. Simplify it and try again, for example without {filters}.',
      'Cette recherche est trop complexe. Simplifiez-la et réessayez, par exemple sans {filters}.',
      'Esta búsqueda es demasiado compleja. Simplifícala y vuelve a intentarlo, por ejemplo sin {filters}.',
    ),
  ),
  /** The search could not run in time with no filter to drop: trying again later helps. */
  busy: inLocales(
    '搜索繁忙，请稍后重试',
    '搜尋繁忙，請稍後重試',
    'The search is busy. Please try again shortly.',
    'La recherche est occupée. Réessayez dans un instant.',
    'La búsqueda está ocupada. Vuelve a intentarlo en un momento.',
  ),
});

export const NumberText = renderCatalogue(NumberMessage, 'zh-Hans');

/** Every search's ceiling: past it the buyer is asked to narrow the search (the bench counts each such answer). */
const SEARCH_BUDGET_MS = 2_000;
const codeById = new Map(numberPatterns.map((p) => [p.id, p.code]));

/** The filters a buyer set, in the order the filter screens show them. */
const FILTER_ORDER = ['contains', 'exclude', 'positions', 'startsWith', 'endsWith', 'pattern', 'priceMin', 'priceMax', 'operator', 'city', 'province'] as const;
const setFilters = (query: Query): (keyof NumberFilters)[] => FILTER_ORDER.filter((name) => query[name] !== undefined);

/** The search ran past its budget: the database's timeout, or the clock before it answered. */
class OverBudget extends Error {}

const isTimeout = (error: unknown): boolean => {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof OverBudget || ('code' in cause && cause.code === '57014')) return true;
  }
  return false;
};

/** `work`, or OverBudget once `deadline` (ms since the epoch) passes. */
const within = <T>(deadline: number, work: Promise<T>): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OverBudget()), Math.max(0, deadline - Date.now()));
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
};

/** A number as the buyer reads it: its places and plan in the buyer's locale. */
const toItem = (row: q.FoundNumber, locale: Locale): NumberPage['list'][number] => ({
  id: Number(row.id),
  number: row.number,
  operator: numberOperator(Number(row.operator)),
  provinceCode: String(row.province_code),
  provinceName: placeName(provinceName(String(row.province_code)), locale),
  cityCode: String(row.city_code),
  cityName: placeName(cityName(String(row.city_code)), locale),
  priceFen: Number(row.price_fen),
  planFen: Number(row.plan_fen),
  planName: planName(Number(row.plan_fen), locale),
  patterns: row.pattern_ids.flatMap((id) => codeById.get(Number(id)) ?? []),
});

const OPERATORS = [1, 2, 3, 4, 99] as const;
const numberOperator = (value: number): (typeof OPERATORS)[number] => OPERATORS.find((op) => op === value) ?? 99;

export interface NumberServiceDeps {
  geoip: Geoip;
  promoters: Pick<PromoterService, 'idsOf' | 'promoCodes'>;
}

export const createNumberService = (db: Database, { geoip, promoters }: NumberServiceDeps) => {
  const store = createIndexStore(db);
  const answers = createAnswerCache<NumberPage>();

  const indexSearchOf = (query: Query, promoter: Pick<Promoter, 'chain'>): IndexSearch => {
    const after = query.batch === undefined ? undefined : decodeBatch(query.batch, query.sort);
    if (query.batch !== undefined && !after) throw new BusinessError(Code.failed, NumberMessage.badBatch, 400);
    // A batch continues from its cursor; pages count from the start of the order.
    const page = after ? 1 : query.page;
    return {
      ...query,
      scope: promoter.chain,
      province: query.province === undefined ? undefined : Number(query.province),
      city: query.city === undefined ? undefined : Number(query.city),
      patternId: query.pattern === undefined ? undefined : patternByCode.get(query.pattern)?.id,
      after,
      offset: (page - 1) * query.pageSize,
      limit: query.pageSize + 1,
    };
  };

  /**
   * The page's numbers from the index, each checked in the database: a number found taken
   * (by another process, since the index last heard) is left out and the page found again.
   */
  const findPage = async (search: IndexSearch, deadline: number): Promise<q.FoundNumber[]> => {
    for (;;) {
      const { ids } = await runSliced((await store.current()).steps(search), deadline, () => new OverBudget());
      if (ids.length === 0) return [];
      const rows = await q.onSale(db, ids, search.scope, deadline - Date.now());
      const byId = new Map(rows.map((row) => [Number(row.id), row]));
      if (byId.size === ids.length) return ids.flatMap((id) => byId.get(id) ?? []);
      store.taken(ids.filter((id) => !byId.has(id)));
      if (Date.now() >= deadline) throw new OverBudget();
    }
  };

  /** One page of a search: found in the index, each number checked in the database. */
  const find = async (query: Query, promoter: Pick<Promoter, 'chain'>, locale: Locale): Promise<NumberPage> => {
    const deadline = Date.now() + SEARCH_BUDGET_MS;
    const search = indexSearchOf(query, promoter);
    const empty = { list: [], page: search.after ? 1 : query.page, pageSize: query.pageSize, hasMore: false, arrangement: query.arrangement, batch: null };
    const culprit = contradictingFilter(query);
    if (culprit) return { ...empty, notice: renderMessage(NumberMessage.noMatch(culprit), locale) };
    const rows = await within(deadline, findPage(search, deadline)).catch((error: unknown) => {
      if (!isTimeout(error)) throw error;
      const filters = setFilters(query);
      throw new BusinessError(Code.failed, filters.length > 0 ? NumberMessage.narrow(filters) : NumberMessage.busy);
    });
    const shown = rows.slice(0, query.pageSize);
    const hasMore = rows.length > query.pageSize;
    const last = shown.at(-1);
    const key = (row: q.FoundNumber): number => Number(query.sort === 'default' ? row.shuffle_key : row.price_fen);
    return {
      ...empty,
      list: shown.map((row) => toItem(row, locale)),
      hasMore,
      batch: hasMore && last ? encodeBatch({ sort: query.sort, key: key(last), id: Number(last.id) }) : null,
    };
  };

  return {
    /** How the index answers a search, one line per step (for benchmarks and diagnosis). */
    explain: async (query: Query, promoter: Pick<Promoter, 'chain'>): Promise<string[]> => {
      const search = indexSearchOf(query, promoter);
      const index = await store.current();
      const started = performance.now();
      const { ids, total } = index.search(search);
      const ms = (performance.now() - started).toFixed(2);
      return [`index of ${index.size} numbers, filters: ${setFilters(query).join(', ') || 'none'}, sort ${query.sort}`, `${total} match, ${ids.length} on the page, ${ms} ms in the index`];
    },

    /**
     * Available numbers in the promoter's scope (its chain), one page or one batch at a time.
     * Where the index is exact (PGlite), an answer is given again while nothing has changed.
     */
    search: async (query: Query, promoter: Pick<Promoter, 'chain'>, locale: Locale): Promise<NumberPage> => {
      if (!store.exact()) return find(query, promoter, locale);
      await store.current();
      const version = store.version();
      const key = JSON.stringify([query, promoter.chain, locale]);
      const kept = answers.get(key, version);
      if (kept) return kept;
      const answer = await find(query, promoter, locale);
      if (store.version() === version) answers.set(key, version, answer);
      return answer;
    },

    /** Builds the search index (at start, so the first visitor need not wait for it). */
    prepare: (): Promise<void> => store.prepare(),

    /** The visitor's region by address; an address the database does not place answers nulls. */
    ipLocation: (ip: string, locale: Locale): DataOf<typeof ipLocation> => {
      const place = geoip.lookup(ip);
      const { provinceCode, cityCode } = place.country === '中国' ? regionCodes(place.province, place.city) : { provinceCode: null, cityCode: null };
      return {
        ip,
        provinceCode,
        provinceName: provinceCode ? placeName(provinceName(provinceCode), locale) : '',
        cityCode,
        cityName: cityCode ? placeName(cityName(cityCode), locale) : '',
        isp: place.isp,
      };
    },

    /**
     * Adds numbers (valid inputs only; see numberInputSchema), skipping those already known,
     * in one transaction: all or nothing. Returns how many were new.
     */
    add: async (inputs: readonly NumberInput[], progress?: LoadProgress): Promise<number> => {
      const ids = await promoters.idsOf([...new Set(inputs.flatMap((n) => (typeof n.promoCode === 'string' ? [n.promoCode] : [])))]);
      // Validated and made a row in one pass: a million inputs leave no second million objects behind.
      const rows = inputs.map((input) => {
        const n = numberInputSchema.parse(input);
        const promoterId = ids.get(n.promoCode);
        if (promoterId === undefined) throw notFound(PromoterMessage.unknownPromoter(n.promoCode));
        return toNumberRow(n, promoterId);
      });
      const { inserted, rebuilt } = await db.transaction((tx) => loadNumbers(tx, rows, progress));
      if (rebuilt) await vacuumNumbers(db);
      if (inserted > 0) await store.refresh();
      return inserted;
    },

    /** Every promo code, for checking an import file before anything is written. */
    promoCodes: (): Promise<string[]> => promoters.promoCodes(),

    setStatus: (number: string, status: NumberStatus): Promise<void> => q.setNumberStatus(db, number, status),
  };
};

export type NumberService = ReturnType<typeof createNumberService>;
