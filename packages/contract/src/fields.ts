import { z } from 'zod';
import { inLocales } from './constants';
import { defineMessages, schemaTexts } from './messages';
import { idCardProblem } from './id-card-regions';
import { ID_CARD_MIN_BIRTH_YEAR, ID_CARD_PATTERN } from './id-card';
import { MOBILE_PATTERN, isConfigLink, isImageAddress, isLink } from './validators';

// The spec 5 rules as zod fields, kept apart from validators.ts so that the browser, which
// needs only the plain checks, does not load zod.

export const ValidationMessage = /* @__PURE__ */ defineMessages('validation', {
  mobile: inLocales(
    '请输入 11 位手机号',
    '請輸入 11 位手機號',
    'Please enter an 11-digit mobile number',
    'Veuillez saisir un numéro de mobile à 11 chiffres',
    'Introduce un número de móvil de 11 dígitos',
  ),
  idCard: inLocales(
    '身份证号码不正确',
    '身分證號碼不正確',
    'This ID card number is not valid',
    "Ce numéro de carte d'identité n'est pas valide",
    'Este número de documento de identidad no es válido',
  ),
  idCardRegion: inLocales(
    '身份证号码的前六位不是已知的地区代码',
    '身分證號碼的前六位不是已知的地區代碼',
    'The first six digits of this ID card number are not a known region code',
    "Les six premiers chiffres de ce numéro de carte d'identité ne sont pas un code de région connu",
    'Los seis primeros dígitos de este número de documento de identidad no son un código de región conocido',
  ),
  idCardBirthDate: inLocales(
    `身份证号码中的出生日期须在 ${ID_CARD_MIN_BIRTH_YEAR} 年至今天之间`,
    `身分證號碼中的出生日期須在 ${ID_CARD_MIN_BIRTH_YEAR} 年至今天之間`,
    `The date of birth in this ID card number must be between ${ID_CARD_MIN_BIRTH_YEAR} and today`,
    `La date de naissance de ce numéro de carte d'identité doit être comprise entre ${ID_CARD_MIN_BIRTH_YEAR} et aujourd'hui`,
    `La fecha de nacimiento de este número de documento de identidad debe estar entre ${ID_CARD_MIN_BIRTH_YEAR} y hoy`,
  ),
  link: inLocales(
    '请输入以 http:// 或 https:// 开头的链接',
    '請輸入以 http:// 或 https:// 開頭的連結',
    'Please enter a link starting with http:// or https://',
    'Veuillez saisir un lien commençant par http:// ou https://',
    'Introduce un enlace que empiece por http:// o https://',
  ),
  imageAddress: inLocales(
    '图片地址须以 http:// 或 https:// 开头，或为 /shop/ 下的路径',
    '圖片位址須以 http:// 或 https:// 開頭，或為 /shop/ 下的路徑',
    'The image address must start with http:// or https://, or be a path under /shop/',
    "L'adresse de l'image doit commencer par http:// ou https://, ou être un chemin sous /shop/",
    'La dirección de la imagen debe empezar por http:// o https://, o ser una ruta bajo /shop/',
  ),
  configLink: inLocales(
    '链接须以 http:// 或 https:// 开头，或为商城的页面路径（如 /pages/customer/index）',
    '連結須以 http:// 或 https:// 開頭，或為商城的頁面路徑（如 /pages/customer/index）',
    'The link must start with http:// or https://, or be a page path of the shop (such as /pages/customer/index)',
    'Le lien doit commencer par http:// ou https://, ou être un chemin de page de la boutique (comme /pages/customer/index)',
    'El enlace debe empezar por http:// o https://, o ser una ruta de página de la tienda (como /pages/customer/index)',
  ),
});

/** The spec 5 rules' texts in zh-Hans, as the schemas give them. */
export const ValidationText = schemaTexts(ValidationMessage);

export const mobileSchema = z.string({ error: ValidationText.mobile }).trim().regex(MOBILE_PATTERN, ValidationText.mobile);

const ID_CARD_PROBLEM_TEXTS = {
  invalid: ValidationText.idCard,
  region: ValidationText.idCardRegion,
  birthDate: ValidationText.idCardBirthDate,
} as const;

/** Stored with an upper-case X, so one person has one spelling; a wrong region or birth date is named as such. */
export const idCardSchema = z
  .string({ error: ValidationText.idCard })
  .trim()
  .toUpperCase()
  .regex(ID_CARD_PATTERN, ValidationText.idCard)
  .superRefine((s, context) => {
    const problem = idCardProblem(s);
    if (problem) context.addIssue({ code: 'custom', message: ID_CARD_PROBLEM_TEXTS[problem] });
  });

export const linkSchema = z.string({ error: ValidationText.link }).trim().refine(isLink, ValidationText.link);

/** An image the shop shows from a promoter's settings; no other scheme (javascript:, data:) can reach a page. */
export const imageAddressSchema = z.string().trim().refine(isImageAddress, ValidationText.imageAddress);

/** A link of a promoter's settings (menus, banners, online service): '', a web link or a page path with its query. */
export const configLinkSchema = z.string().trim().refine(isConfigLink, ValidationText.configLink);
