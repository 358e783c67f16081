import * as OpenCC from 'opencc-js';
import { BoundedMap } from './bounded-map';

type Convert = (text: string) => string;

/** A converter built on first use: each loads its dictionaries, which a process that never needs them should not pay for. */
const lazy = (options: OpenCC.ConverterOptions): Convert => {
  let convert: Convert | undefined;
  return (text) => {
    convert ??= OpenCC.Converter(options);
    return convert(text);
  };
};

// Taiwan usage with its phrases (信息 → 資訊, 联系 → 聯絡), as the app's own zh-Hant texts are written.
const taiwanPhrases = lazy({ from: 'cn', to: 'twp' });

/** The shop's own terms that the phrase dictionary reads as other words (物联网卡 is an IoT card, not a 网卡 network card). */
const SHOP_TERMS: [string, string][] = [['物聯網絡卡', '物聯網卡']];
let shopTerms: Convert | undefined;

const simplifiedToTraditional = (text: string): string => {
  shopTerms ??= OpenCC.CustomConverter(SHOP_TERMS);
  return shopTerms(taiwanPhrases(text));
};
const traditionalToSimplified = lazy({ from: 'twp', to: 'cn' });

/** The same promoter texts are served again and again; the bound keeps odd ones from growing the memo. */
const MEMO_ENTRIES = 5_000;
const traditional = new BoundedMap<string, string>(MEMO_ENTRIES);

/** Text without a Chinese character passes as it is (links, codes, English). */
const HAN = /\p{Script=Han}/u;

/** Simplified Chinese text written in Traditional Chinese (Taiwan), remembered per text. */
export const toTraditional = (text: string): string => {
  if (!HAN.test(text)) return text;
  let converted = traditional.get(text);
  if (converted === undefined) {
    converted = simplifiedToTraditional(text);
    traditional.set(text, converted);
  }
  return converted;
};

/** Traditional Chinese text in Simplified Chinese: what a zh-Hant visitor types, to search the Chinese originals. */
export const toSimplified = (text: string): string => (HAN.test(text) ? traditionalToSimplified(text) : text);
