import { createVerify } from 'node:crypto';

/** Where a JSON string starting at `start` (its opening quote) ends, just past its closing quote. */
const stringEnd = (text: string, start: number): number => {
  for (let at = start + 1; at < text.length; at += 1) {
    if (text[at] === '\\') at += 1;
    else if (text[at] === '"') return at + 1;
  }
  return -1;
};

/** Where a JSON value starting at `start` ends: before the comma or brace that closes its member. */
const valueEnd = (text: string, start: number): number => {
  let depth = 0;
  for (let at = start; at < text.length; at += 1) {
    const char = text[at];
    if (char === '"') {
      at = stringEnd(text, at) - 1;
      if (at < 0) return -1;
    } else if (char === '{' || char === '[') depth += 1;
    else if (char === '}' || char === ']') {
      if (depth === 0) return at;
      depth -= 1;
    } else if (char === ',' && depth === 0) return at;
  }
  return -1;
};

/**
 * The exact text of each top-level member's value in a JSON object. Alipay signs the bytes of
 * `xxx_response` as it sent them, so the text is verified, never a re-serialized copy.
 */
const memberTexts = (text: string): Map<string, string> => {
  const members = new Map<string, string>();
  let at = text.indexOf('{') + 1;
  while (at > 0 && at < text.length) {
    const keyStart = text.indexOf('"', at);
    if (keyStart < 0) break;
    const keyEnd = stringEnd(text, keyStart);
    const colon = text.indexOf(':', keyEnd);
    if (keyEnd < 0 || colon < 0) break;
    const end = valueEnd(text, colon + 1);
    if (end < 0) break;
    members.set(JSON.parse(text.slice(keyStart, keyEnd)) as string, text.slice(colon + 1, end).trim());
    at = end + 1;
  }
  return members;
};

/**
 * The answer of one Alipay OpenAPI method, once its `sign` is checked with Alipay's public key
 * over the raw `xxx_response` (or `error_response`) text. Anything unsigned or badly signed
 * throws: an answer nobody can vouch for is never taken as success.
 */
export const verifiedAlipayAnswer = (text: string, method: string, alipayPublicKey: string): Record<string, unknown> => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`Alipay ${method} answer is not JSON`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`Alipay ${method} answer is not an object`);
  const members = memberTexts(text);
  const key = [`${method.replaceAll('.', '_')}_response`, 'error_response'].find((name) => members.has(name));
  const signed = key === undefined ? undefined : members.get(key);
  const sign = (parsed as Record<string, unknown>).sign;
  if (signed === undefined || !signed.startsWith('{')) throw new Error(`Alipay ${method} answer has no response object`);
  if (typeof sign !== 'string' || sign === '') throw new Error(`Alipay ${method} answer is not signed`);
  if (!createVerify('RSA-SHA256').update(signed, 'utf8').verify(alipayPublicKey, sign, 'base64')) {
    throw new Error(`Alipay ${method} answer sign does not match`);
  }
  return JSON.parse(signed) as Record<string, unknown>;
};
