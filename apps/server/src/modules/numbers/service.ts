import {
  Code,
  type DataOf,
  defineMessages,
  FEATURED_OPERATOR_VALUE,
  inLocales,
  type ipLocation,
  type Locale,
  NumberFieldMessage,
  type numberList,
  numberPatterns,
  type ParsedQueryOf,
  patternByCode,
  renderCatalogue,
} from '@shop/contract';
import type { Database } from '../../db/client';
import type { NumberStatus } from '../../db/schema';
import { BusinessError, notFound } from '../../errors';
import type { Promoter } from '../../identity';
import { placeName } from '../../lib/places';
import type { Geoip } from '../../providers/geoip';
import { PromoterMessage, type PromoterService } from '../promoter/service';
import { decodeBatch, encodeBatch } from './batch';
import { type NumberInput, numberInputSchema, planName, toNumberRow } from './catalogue';
import { type LoadProgress, loadNumbers, vacuumNumbers } from './load';
import * as q from './queries';
import { cityName, provinceName, regionCodes } from './regions';

type Query = Readonly<ParsedQueryOf<typeof numberList>>;
type NumberPage = DataOf<typeof numberList>;

export const NumberMessage = defineMessages('numbers', {
  badBatch: NumberFieldMessage.batch.texts,
  shortContains: inLocales(
    '“包含”少于 3 位数字或“按位搜索”没有连续 3 位数字时，请同时选择运营商、地区、号码规律或开头、结尾',
    '「包含」少於 3 位數字或「按位搜尋」沒有連續 3 位數字時，請同時選擇電信商、地區、號碼規律或開頭、結尾',
    'When "Contains" has fewer than 3 digits, or "By position" has no 3 digits in a row, also choose an operator, a region, a number pattern, or how the number starts or ends',
    "Quand « Contient » compte moins de 3 chiffres, ou « Par position » n'a pas 3 chiffres qui se suivent, choisissez aussi un opérateur, une région, un motif de numéro, ou le début ou la fin du numéro",
    'Si «Contiene» tiene menos de 3 dígitos, o «Por posición» no tiene 3 dígitos seguidos, elige también un operador, una región, un patrón de número, o cómo empieza o termina el número',
  ),
  timeout: inLocales(
    '搜索超时，请增加筛选条件后再试',
    '搜尋逾時，請增加篩選條件後再試',
    'The search took too long. Add more filters and try again',
    'La recherche a pris trop de temps. Ajoutez des filtres et réessayez',
    'La búsqueda ha tardado demasiado. Añade más filtros y vuelve a intentarlo',
  ),
});

export const NumberText = renderCatalogue(NumberMessage, 'zh-Hans');

const SEARCH_TIMEOUT_MS = 2_000;
const MIN_CONTAINS = 3;
const codeById = new Map(numberPatterns.map((p) => [p.id, p.code]));

/** A search has some index-backed filter, so short digit filters need not scan the pool. */
const hasIndexedFilter = (query: Query): boolean =>
  (query.operator !== undefined && query.operator !== FEATURED_OPERATOR_VALUE) ||
  query.province !== undefined ||
  query.pattern !== undefined ||
  (query.startsWith?.length ?? 0) >= MIN_CONTAINS ||
  query.endsWith !== undefined;

/** Digit filters the position index cannot serve: contains under 3 digits, positions without a 3-digit run. */
const hasShortDigits = (query: Query): boolean =>
  (query.contains !== undefined && query.contains.length < MIN_CONTAINS) ||
  (query.positions !== undefined && q.longestDigitRun({ positions: query.positions }) < MIN_CONTAINS);

const isTimeout = (error: unknown): boolean => {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ('code' in cause && cause.code === '57014') return true;
  }
  return false;
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
  const planFor = (query: Query, promoter: Pick<Promoter, 'chain'>): q.SearchPlan => {
    const after = query.batch === undefined ? undefined : decodeBatch(query.batch, query.sort);
    if (query.batch !== undefined && !after) throw new BusinessError(Code.failed, NumberMessage.badBatch, 400);
    if (hasShortDigits(query) && !hasIndexedFilter(query)) {
      throw new BusinessError(Code.failed, NumberMessage.shortContains, 400);
    }
    // A batch continues from its cursor; pages count from the start of the order.
    const page = after ? 1 : query.page;
    return {
      scope: promoter.chain,
      filters: query,
      patternId: query.pattern === undefined ? undefined : patternByCode.get(query.pattern)?.id,
      sort: query.sort,
      after,
      offset: (page - 1) * query.pageSize,
      limit: query.pageSize + 1,
      timeoutMs: SEARCH_TIMEOUT_MS,
    };
  };

  return {
    /** The database's plan for a search, one line per node (for benchmarks and diagnosis). */
    explain: async (query: Query, promoter: Pick<Promoter, 'chain'>): Promise<string[]> => q.explainSearch(db, planFor(query, promoter)),

    /** Available numbers in the promoter's scope (its chain), one page or one batch at a time. */
    search: async (query: Query, promoter: Pick<Promoter, 'chain'>, locale: Locale): Promise<NumberPage> => {
      const plan = planFor(query, promoter);
      const rows = await q.searchNumbers(db, plan).catch((error: unknown) => {
        throw isTimeout(error) ? new BusinessError(Code.failed, NumberMessage.timeout) : error;
      });
      const page = plan.after ? 1 : query.page;
      const shown = rows.slice(0, query.pageSize);
      const hasMore = rows.length > query.pageSize;
      const last = shown.at(-1);
      return {
        list: shown.map((row) => toItem(row, locale)),
        page,
        pageSize: query.pageSize,
        hasMore,
        arrangement: query.arrangement,
        batch: hasMore && last ? encodeBatch({ sort: query.sort, key: Number(last.sort_key), id: Number(last.id) }) : null,
      };
    },

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
      return inserted;
    },

    /** Every promo code, for checking an import file before anything is written. */
    promoCodes: (): Promise<string[]> => promoters.promoCodes(),

    setStatus: (number: string, status: NumberStatus): Promise<void> => q.setNumberStatus(db, number, status),
  };
};

export type NumberService = ReturnType<typeof createNumberService>;
