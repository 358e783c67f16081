import { z } from 'zod';
import { api } from '../api';
import { inLocales } from '../constants';
import { defineEndpoint } from '../endpoint';
import { defineMessages, schemaTexts } from '../messages';

export const dictOptionSchema = z.object({
  label: z.string(),
  value: z.string(),
  key: z.string(),
  listClass: z.string(),
});
export type DictOption = z.infer<typeof dictOptionSchema>;

export const DictFieldMessage = /* @__PURE__ */ defineMessages('field.dict', {
  type: inLocales(
    '字典类型只能包含小写字母、数字和下划线',
    '字典類型只能包含小寫字母、數字和底線',
    'The dictionary type may only hold lower-case letters, digits and underscores',
    'Le type de dictionnaire ne peut contenir que des minuscules, des chiffres et des tirets bas',
    'El tipo de diccionario solo puede contener minúsculas, dígitos y guiones bajos',
  ),
});

export const dictTypeSchema = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, schemaTexts(DictFieldMessage).type);

export const dictOptions = defineEndpoint({
  ...api.dictOptions,
  summary: 'Dictionary options for each requested type; an unknown type maps to an empty list',
  tag: 'dict',
  access: 'public',
  body: z.object({ types: z.array(dictTypeSchema).min(1).max(20) }),
  data: z.record(z.string(), z.array(dictOptionSchema)),
});
