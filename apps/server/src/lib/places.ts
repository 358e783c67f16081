import type { Locale } from '@shop/contract';
import { pinyin } from 'pinyin-pro';
import { toTraditional } from './traditional';

/** China's peoples other than the Han, as region names carry them before 自治州, 自治县 and 自治旗. */
const PEOPLES = [
  '蒙古', '回', '藏', '维吾尔', '苗', '彝', '壮', '布依', '朝鲜', '满', '侗', '瑶', '白', '土家', '哈尼', '哈萨克', '傣', '黎', '傈僳',
  '佤', '畲', '高山', '拉祜', '水', '东乡', '纳西', '景颇', '柯尔克孜', '土', '达斡尔', '仫佬', '羌', '布朗', '撒拉', '毛南', '仡佬',
  '锡伯', '阿昌', '普米', '塔吉克', '怒', '乌孜别克', '俄罗斯', '鄂温克', '德昂', '保安', '裕固', '京', '塔塔尔', '独龙', '鄂伦春',
  '赫哲', '门巴', '珞巴', '基诺',
].sort((a, b) => b.length - a.length);

/** Administrative words after a place's own name, longest first. */
const DIVISIONS = ['特别行政区', '自治区', '自治州', '自治县', '自治旗', '林区', '地区', '省', '市', '盟', '县', '区', '旗'];

/** Places whose usual name in Latin letters is not their plain pinyin. */
const USUAL_NAMES: Readonly<Record<string, string>> = {
  陕西: 'Shaanxi',
  内蒙古: 'Inner Mongolia',
  香港: 'Hong Kong',
  澳门: 'Macao',
};

/** Strips one trailing people's name (with or without 族), as 恩施土家族苗族 → 恩施土家族. */
const withoutPeople = (name: string): string => {
  for (const people of PEOPLES) {
    for (const ending of [`${people}族`, people]) {
      if (name.endsWith(ending) && name.length - ending.length >= 2) return name.slice(0, -ending.length);
    }
  }
  return name;
};

/** The place's own name: 红河哈尼族彝族自治州 → 红河, 广东省 → 广东; a name that would be left too short stays whole. */
export const properName = (name: string): string => {
  const division = DIVISIONS.find((word) => name.endsWith(word) && name.length - word.length >= 2);
  if (!division) return name;
  let proper = name.slice(0, -division.length);
  for (let shorter = withoutPeople(proper); shorter !== proper; shorter = withoutPeople(proper)) proper = shorter;
  return proper;
};

/** Hanyu pinyin as place names are written: one word, capitalised, an apostrophe before a vowel syllable (Xi'an). */
const romanise = (chinese: string): string =>
  pinyin(chinese, { toneType: 'none', type: 'array', v: false })
    .map((syllable, index) => (index > 0 && /^[aoe]/.test(syllable) ? `'${syllable}` : syllable))
    .join('')
    .replace(/^./, (first) => first.toUpperCase());

// Names come from the region table only (about 3,500), so the memo stays small.
const romanised = new Map<string, string>();

/**
 * A Chinese place name (GB/T 2260) as a visitor of `locale` reads it: as it is in Simplified
 * Chinese, converted in Traditional, its own name in pinyin elsewhere (广东省 → Guangdong).
 */
export const placeName = (name: string, locale: Locale): string => {
  if (name === '' || locale === 'zh-Hans') return name;
  if (locale === 'zh-Hant') return toTraditional(name);
  let latin = romanised.get(name);
  if (latin === undefined) {
    const proper = properName(name);
    latin = USUAL_NAMES[proper] ?? romanise(proper);
    romanised.set(name, latin);
  }
  return latin;
};
