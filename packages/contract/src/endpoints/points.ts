import { z } from 'zod';
import { api } from '../api';
import { defineEndpoint } from '../endpoint';
import { POINTS_REASONS, TASK_KINDS } from '../iot/points';
import { pagedData, pageParams } from '../params';

/** The daily sign-in as the task centre shows it: today's state and the week of the streak. */
export const signInStateSchema = z.object({
  signedToday: z.boolean(),
  /** Consecutive days signed in, up to today (or yesterday, when today is not signed yet); 0 after a missed day. */
  streak: z.number().int(),
  /** The days of the current cycle (spec: 7), each with the points it gives and whether it is signed. */
  days: z.array(z.object({ day: z.number().int(), points: z.number().int(), bonus: z.number().int(), signed: z.boolean() })),
});
export type SignInState = z.infer<typeof signInStateSchema>;

/** One of the promoter's tasks, with its reward and this card's progress. */
export const taskSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TASK_KINDS),
  name: z.string(),
  description: z.string(),
  /** Points it credits (before the membership's multiplier); for the sign-in, one day's. */
  rewardPoints: z.number().int(),
  done: z.boolean(),
  doneAt: z.string().nullable(),
});
export type Task = z.infer<typeof taskSchema>;

export const taskCenter = defineEndpoint({
  ...api.taskCenter,
  summary: "The card's promoter's tasks with this card's progress, the sign-in week, and the card's points",
  tag: 'points',
  access: 'card',
  data: z.object({
    integral: z.number().int(),
    /** Points earned are multiplied by this while a VIP membership is in force (1 without one). */
    multiplier: z.number().int(),
    /** Null when the promoter has no sign-in task. */
    signIn: signInStateSchema.nullable(),
    tasks: z.array(taskSchema),
  }),
});

export const generalSignIn = defineEndpoint({
  ...api.generalSignIn,
  summary: "Sign in for today (China's calendar day): credits the day's points, and a streak bonus on its bonus days; once a day",
  tag: 'points',
  access: 'card',
  data: z.object({ points: z.number().int(), bonus: z.number().int(), streak: z.number().int(), integral: z.number().int() }),
});

export const simIntegralLogList = defineEndpoint({
  ...api.simIntegralLogList,
  summary: "The card's points ledger: every change with its reason and the points after, newest first",
  tag: 'points',
  access: 'card',
  query: z.object(pageParams(50)),
  data: pagedData(
    z.object({
      id: z.number().int(),
      reason: z.enum(POINTS_REASONS),
      /** Signed: points earned are positive, points spent negative. */
      amount: z.number().int(),
      balanceAfter: z.number().int(),
      /** What the line is about, in the reader's locale: the task, or the item of the order. */
      subject: z.string().nullable(),
      orderSn: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
