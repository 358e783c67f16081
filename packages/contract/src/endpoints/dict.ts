import { z } from 'zod';
import { api } from '../api';
import { defineEndpoint } from '../endpoint';

export const dictOptionSchema = z.object({
  label: z.string(),
  value: z.string(),
  key: z.string(),
  listClass: z.string(),
});
export type DictOption = z.infer<typeof dictOptionSchema>;

export const dictTypeSchema = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, '字典类型只能包含小写字母、数字和下划线');

export const dictOptions = defineEndpoint({
  ...api.dictOptions,
  summary: 'Dictionary options for each requested type; an unknown type maps to an empty list',
  tag: 'dict',
  access: 'public',
  body: z.object({ types: z.array(dictTypeSchema).min(1).max(20) }),
  data: z.record(z.string(), z.array(dictOptionSchema)),
});
