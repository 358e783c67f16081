import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { pointsAccounts, pointsEntries, signIns, sims, tasks } from '../db/schema';
import { chinaDay } from '../lib/china-time';
import type { Translations } from '../lib/translations';
import { demoPromoters } from './demo';
import { DemoCard } from './demo-iot';

const DAY_MS = 86_400_000;

type TaskTexts = { name: string; description: string };

const texts = (zhHant: TaskTexts, en: TaskTexts, fr: TaskTexts, es: TaskTexts): Translations<TaskTexts> => ({ 'zh-Hant': zhHant, en, fr, es });

const SIGN_IN_POINTS = 5;

/** The daily sign-in with its streak bonus on days 3 and 7, and the four one-off tasks. */
const demoTasks: Omit<typeof tasks.$inferInsert, 'promoCode' | 'sort'>[] = [
  {
    kind: 'signIn',
    name: '每日签到',
    description: '每天签到得 5 积分，连续签到第 3 天再得 10 积分、第 7 天再得 30 积分',
    rewardPoints: SIGN_IN_POINTS,
    streakBonus: [
      { day: 3, points: 10 },
      { day: 7, points: 30 },
    ],
    translations: texts(
      { name: '每日簽到', description: '每天簽到得 5 積分，連續簽到第 3 天再得 10 積分、第 7 天再得 30 積分' },
      { name: 'Daily sign-in', description: '5 points a day; 10 more on the 3rd day in a row and 30 more on the 7th' },
      { name: 'Pointage quotidien', description: '5 points par jour ; 10 de plus au 3e jour consécutif et 30 de plus au 7e' },
      { name: 'Registro diario', description: '5 puntos al día; 10 más el 3.er día seguido y 30 más el 7.º' },
    ),
  },
  {
    kind: 'firstRecharge',
    name: '首次充值',
    description: '首次充值任意金额，得 50 积分',
    rewardPoints: 50,
    translations: texts(
      { name: '首次儲值', description: '首次儲值任意金額，得 50 積分' },
      { name: 'First top-up', description: 'Top up any amount for the first time: 50 points' },
      { name: 'Première recharge', description: 'Rechargez le montant de votre choix une première fois : 50 points' },
      { name: 'Primera recarga', description: 'Recarga cualquier importe por primera vez: 50 puntos' },
    ),
  },
  {
    kind: 'buyPackage',
    name: '订购套餐',
    description: '订购任意套餐，得 30 积分',
    rewardPoints: 30,
    translations: texts(
      { name: '訂購套餐', description: '訂購任意套餐，得 30 積分' },
      { name: 'Buy a package', description: 'Buy any package: 30 points' },
      { name: 'Acheter un forfait', description: "Achetez n'importe quel forfait : 30 points" },
      { name: 'Comprar un paquete', description: 'Compra cualquier paquete: 30 puntos' },
    ),
  },
  {
    kind: 'realName',
    name: '完成实名认证',
    description: '完成本卡实名认证，得 100 积分',
    rewardPoints: 100,
    translations: texts(
      { name: '完成實名認證', description: '完成本卡實名認證，得 100 積分' },
      { name: 'Complete real-name verification', description: "Verify the card holder's identity: 100 points" },
      { name: "Vérifier l'identité", description: "Faites vérifier l'identité du titulaire de la carte : 100 points" },
      { name: 'Verificar la identidad', description: 'Verifica la identidad del titular de la tarjeta: 100 puntos' },
    ),
  },
  {
    kind: 'bindPhone',
    name: '绑定手机号',
    description: '为本卡绑定手机号，得 20 积分',
    rewardPoints: 20,
    translations: texts(
      { name: '綁定手機號', description: '為本卡綁定手機號，得 20 積分' },
      { name: 'Bind a phone number', description: 'Bind a mobile number to the card: 20 points' },
      { name: 'Associer un numéro', description: 'Associez un numéro de mobile à la carte : 20 points' },
      { name: 'Vincular un teléfono', description: 'Vincula un número de móvil a la tarjeta: 20 puntos' },
    ),
  },
];

/** The normal card signed in the two days before the seed, so today is day 3 of its streak, with the bonus. */
const SIGNED_DAYS_BACK = [2, 1];

/**
 * Every demo promoter's tasks; each seeded card's points opened in its ledger with an 'opening'
 * line (seeded after the migration that opened the ledger), then the normal card's two sign-ins,
 * so every ledger sums to the card's points. Days are counted back from `now`.
 */
export const seedDemoTasks = async (db: Database, now = new Date()): Promise<void> => {
  for (const { promoCode } of demoPromoters) {
    await db.insert(tasks).values(demoTasks.map((task, sort) => ({ ...task, promoCode, sort })));
  }
  const [signInTask] = await db.select({ id: tasks.id }).from(tasks).where(and(eq(tasks.promoCode, 'demo'), eq(tasks.kind, 'signIn')));
  if (!signInTask) throw new Error('the demo sign-in task is not stored');
  const signedPoints = SIGNED_DAYS_BACK.length * SIGN_IN_POINTS;
  const opened = new Date(now.getTime() - 3 * DAY_MS);
  const cards = await db
    .select({ id: sims.id, simNo: sims.simNo, integral: pointsAccounts.points })
    .from(pointsAccounts)
    .innerJoin(sims, eq(sims.id, pointsAccounts.simId))
    .where(gt(pointsAccounts.points, 0))
    .orderBy(sims.id);
  for (const card of cards) {
    const signs = card.simNo === DemoCard.normal;
    const opening = card.integral - (signs ? signedPoints : 0);
    await db.insert(pointsEntries).values({ simId: card.id, reason: 'opening', amount: opening, balanceAfter: opening, createdAt: opened });
    if (!signs) continue;
    for (const [index, back] of SIGNED_DAYS_BACK.entries()) {
      const at = new Date(now.getTime() - back * DAY_MS);
      await db.insert(signIns).values({ simId: card.id, day: chinaDay(at), streak: index + 1, points: SIGN_IN_POINTS, bonus: 0, createdAt: at });
      const after = opening + (index + 1) * SIGN_IN_POINTS;
      await db.insert(pointsEntries).values({ simId: card.id, reason: 'signIn', amount: SIGN_IN_POINTS, balanceAfter: after, taskId: signInTask.id, createdAt: at });
    }
  }
};
