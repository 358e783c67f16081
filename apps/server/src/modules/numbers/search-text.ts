import { defineMessages, inLocales } from '@shop/contract';

/** A search filter as the buyer sees it named on the filter screens, quoted as the answers show it. */
export const FilterName = defineMessages('numbers.filter', {
  operator: inLocales('“运营商”', '“電信商”', '“operator”', '“opérateur”', '“operador”'),
  province: inLocales('“省份”', '“省份”', '“province”', '“province”', '“provincia”'),
  city: inLocales('“城市”', '“城市”', '“city”', '“ville”', '“ciudad”'),
  priceMin: inLocales('“最低价”', '“最低價”', '“lowest price”', '“prix minimum”', '“precio mínimo”'),
  priceMax: inLocales('“最高价”', '“最高價”', '“highest price”', '“prix maximum”', '“precio máximo”'),
  pattern: inLocales('“号码规律”', '“號碼規律”', '“pattern”', '“motif”', '“patrón”'),
  positions: inLocales('“按位搜索”', '“按位搜尋”', '“digits by position”', '“chiffres par position”', '“dígitos por posición”'),
  contains: inLocales('“包含”', '“包含”', '“contains”', '“contient”', '“contiene”'),
  startsWith: inLocales('“开头”', '“開頭”', '“starts with”', '“commence par”', '“empieza por”'),
  endsWith: inLocales('“结尾”', '“結尾”', '“ends with”', '“finit par”', '“termina en”'),
  exclude: inLocales('“不含”', '“不含”', '“without”', '“sans”', '“sin”'),
});
