import { z } from 'zod';
import { Code } from './codes';

/** Every API answer: `{code, message, data}`; data is meaningful on code 0. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data: data.nullable() });

export interface Envelope<T> {
  code: number;
  message: string;
  data: T | null;
}

export const ok = <T>(data: T): Envelope<T> => ({ code: Code.ok, message: 'ok', data });

export const fail = (code: number, message: string): Envelope<null> => ({ code, message, data: null });
