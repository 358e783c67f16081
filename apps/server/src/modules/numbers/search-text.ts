import { inLocales, type Locale } from '@shop/contract';
import type { NumberFilters } from './conflicts';

/** A search filter as the buyer sees it named on the filter screens. */
export const FilterName: Record<keyof NumberFilters, Record<Locale, string>> = {
  operator: inLocales('运营商', '運營商', 'operator', 'opérateur', 'operador'),
  province: inLocales('省份', '省份', 'province', 'province', 'provincia'),
  city: inLocales('城市', '城市', 'city', 'ville', 'ciudad'),
  priceMin: inLocales('最低价', '最低價', 'lowest price', 'prix minimum', 'precio mínimo'),
  priceMax: inLocales('最高价', '最高價', 'highest price', 'prix maximum', 'precio máximo'),
  pattern: inLocales('号码规律', '號碼規律', 'pattern', 'motif', 'patrón'),
  positions: inLocales('按位搜索', '按位搜尋', 'digits by position', 'chiffres par position', 'dígitos por posición'),
  contains: inLocales('包含', '包含', 'contains', 'contient', 'contiene'),
  startsWith: inLocales('开头', '開頭', 'starts with', 'commence par', 'empieza por'),
  endsWith: inLocales('结尾', '結尾', 'ends with', 'finit par', 'termina en'),
  exclude: inLocales('不含', '不含', 'without', 'sans', 'sin'),
};

const quoted = (locale: Locale, names: readonly string[]): string =>
  locale.startsWith('zh') ? names.map((name) => `“${name}”`).join('、') : names.map((name) => `“${name}”`).join(', ');

/** The number search's answers in the buyer's language (zh-Hans when unsure). */
export const NumberSearchText = {
  /** One filter rules out every number the others allow. */
  noMatch: (locale: Locale, filter: keyof NumberFilters): string => {
    const name = quoted(locale, [FilterName[filter][locale]]);
    return inLocales(
      `没有号码符合这些条件：${name}与其他条件矛盾，请修改${name}`,
      `沒有號碼符合這些條件：${name}與其他條件矛盾，請修改${name}`,
      `No number can match: ${name} rules out every number the other filters allow. Change ${name}.`,
      `Aucun numéro ne peut correspondre : ${name} exclut tous les numéros des autres filtres. Modifiez ${name}.`,
      `Ningún número puede coincidir: ${name} excluye todos los números de los otros filtros. Cambie ${name}.`,
    )[locale];
  },
  /** The search ran past its time budget: fewer filters make it lighter. */
  narrow: (locale: Locale, filters: readonly (keyof NumberFilters)[]): string => {
    const names = quoted(locale, filters.map((filter) => FilterName[filter][locale]));
    return inLocales(
      `这次搜索太复杂，请简化后再试，例如去掉${names}`,
      `這次搜尋太複雜，請簡化後再試，例如去掉${names}`,
      `This search is too complex. Simplify it and try again, for example without ${names}.`,
      `Cette recherche est trop complexe. Simplifiez-la et réessayez, par exemple sans ${names}.`,
      `Esta búsqueda es demasiado compleja. Simplifíquela e inténtelo de nuevo, por ejemplo sin ${names}.`,
    )[locale];
  },
  /** The search could not run in time with no filter to drop: trying again later helps. */
  busy: inLocales('搜索繁忙，请稍后重试', '搜尋繁忙，請稍後重試', 'The search is busy. Please try again shortly.', 'La recherche est occupée. Réessayez dans un instant.', 'La búsqueda está ocupada. Inténtelo de nuevo en un momento.'),
} as const;
