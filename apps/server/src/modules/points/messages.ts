import { defineMessages, inLocales } from '@shop/contract';

/** What the holder is told when a sign-in is refused. */
export const TaskMessage = defineMessages('tasks', {
  alreadySignedIn: inLocales(
    '今天已经签到过了，明天再来吧',
    '今天已經簽到過了，明天再來吧',
    'You have already signed in today. Come back tomorrow',
    "Vous avez déjà pointé aujourd'hui. Revenez demain",
    'Ya te has registrado hoy. Vuelve mañana',
  ),
  noSignIn: inLocales(
    '本卡暂无每日签到活动',
    '本卡暫無每日簽到活動',
    'There is no daily sign-in for this card',
    "Il n'y a pas de pointage quotidien pour cette carte",
    'No hay registro diario para esta tarjeta',
  ),
});
