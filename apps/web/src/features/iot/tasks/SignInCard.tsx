import type { SignInState } from '@shop/contract';
import { useT } from '../../../i18n';
import { useSignIn } from './useSignIn';

type Day = SignInState['days'][number];

function DayBox({ day, today }: { day: Day; today: boolean }) {
  const t = useT();
  const className = ['signin-day', day.signed ? 'signin-day--signed' : '', day.bonus > 0 ? 'signin-day--bonus' : '', today ? 'signin-day--today' : ''].filter(Boolean).join(' ');
  return (
    <li className={className}>
      <span className="signin-day__label">{t('tasks.signIn.day', { day: day.day })}</span>
      <span className="signin-day__points">+{day.points}</span>
      {day.bonus > 0 ? (
        <span className="signin-day__bonus">
          {t('tasks.signIn.bonus')} +{day.bonus}
        </span>
      ) : null}
      {day.signed ? (
        <span className="signin-day__signed">
          <span aria-hidden="true">✓ </span>
          {t('tasks.signIn.signedDay')}
        </span>
      ) : null}
    </li>
  );
}

/**
 * The daily sign-in: the streak, the days of the cycle (their points, the bonus days marked, the
 * signed ones ticked) and the button, which reads "signed in today" once it is. `wide` lays the
 * week out as one row that scrolls sideways where the screen is narrow.
 */
export function SignInCard({ signIn, wide = false }: { signIn: SignInState; wide?: boolean }) {
  const t = useT();
  const signing = useSignIn();
  const signed = signIn.signedToday || signing.isSuccess;
  // The day a sign-in now would tick: the first one not signed yet.
  const today = signed ? undefined : signIn.days.find((day) => !day.signed)?.day;
  return (
    <section className={wide ? 'wallet-card signin signin--wide' : 'wallet-card signin'} aria-label={t('tasks.signIn.title')}>
      <div className="signin__head">
        <div>
          <h2 className="wallet-card__title signin__title">{t('tasks.signIn.title')}</h2>
          <p className="signin__streak">{signIn.streak > 0 ? t('tasks.signIn.streak', { count: signIn.streak }) : t('tasks.signIn.streakNone')}</p>
        </div>
        <button type="button" className="button button--primary signin__button" disabled={signed || signing.isPending} onClick={() => signing.mutate()}>
          {signed ? t('tasks.signIn.signed') : t('tasks.signIn.submit')}
        </button>
      </div>
      {/* Scrolled sideways in the wide view: a keyboard reaches it too. */}
      <ol className="signin-week" aria-label={t('tasks.signIn.week')} tabIndex={wide ? 0 : undefined}>
        {signIn.days.map((day) => (
          <DayBox key={day.day} day={day} today={day.day === today} />
        ))}
      </ol>
    </section>
  );
}
