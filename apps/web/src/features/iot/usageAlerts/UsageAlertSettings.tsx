import { useId } from 'react';
import { USAGE_ALERT_LEVELS, type UsageSettings } from '@shop/contract';
import { useT } from '../../../i18n';
import { ok, useCheckedForm, wrong } from '../../../shared/form';
import { formatFen } from '../../../shared/format';
import { NotLoaded } from '../components/NotLoaded';
import { capText, checkCap, type CapError } from './capAmount';
import { useSaveUsageSettings, useUsageSettings } from './usageQueries';
import './usageAlerts.css';

function Levels({ settings, levels, onToggle }: { settings: UsageSettings; levels: readonly number[]; onToggle(level: number): void }) {
  const t = useT();
  const titleId = useId();
  return (
    <fieldset className="usage-settings__group" aria-labelledby={titleId}>
      <legend id={titleId} className="usage-settings__subtitle">
        {t('usageAlerts.levelsTitle')}
      </legend>
      {settings.unlimited ? <p className="usage-settings__hint">{t('usageAlerts.unlimited')}</p> : null}
      <div className="usage-levels">
        {USAGE_ALERT_LEVELS.map((level) => (
          <label key={level} className="usage-level">
            <input type="checkbox" className="usage-level__box" disabled={settings.unlimited} checked={levels.includes(level)} onChange={() => onToggle(level)} />
            <span>{t('usageAlerts.level', { level })}</span>
          </label>
        ))}
      </div>
      {settings.unlimited ? null : (
        <p className="usage-settings__hint">{settings.boundMobile ? t('usageAlerts.textedTo', { mobile: settings.boundMobile }) : t('usageAlerts.noMobile')}</p>
      )}
    </fieldset>
  );
}

function Cap({ settings, on, text, error, onSwitch, onText }: { settings: UsageSettings; on: boolean; text: string; error: string | null; onSwitch(on: boolean): void; onText(text: string): void }) {
  const t = useT();
  const ids = { switch: useId(), input: useId(), error: useId(), title: useId() };
  return (
    <fieldset className="usage-settings__group" aria-labelledby={ids.title}>
      <legend id={ids.title} className="usage-settings__subtitle">
        {t('usageAlerts.capTitle')}
      </legend>
      <div className="usage-cap__row">
        <label htmlFor={ids.switch}>{t('usageAlerts.capSwitch')}</label>
        <input id={ids.switch} type="checkbox" role="switch" className="usage-switch" checked={on} onChange={(event) => onSwitch(event.target.checked)} />
      </div>
      {on ? (
        <div className="usage-cap__amount">
          <label htmlFor={ids.input} className="usage-settings__hint">
            {t('usageAlerts.capLabel')}
          </label>
          <input
            id={ids.input}
            className="usage-cap__input"
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('usageAlerts.capPlaceholder')}
            value={text}
            aria-invalid={error !== null}
            aria-describedby={ids.error}
            onChange={(event) => onText(event.target.value.replace(/[^\d.]/g, ''))}
          />
          <p id={ids.error} className="usage-cap__error" role={error ? 'alert' : undefined}>
            {error}
          </p>
        </div>
      ) : null}
      <p className="usage-settings__hint">{t('usageAlerts.spent', { month: settings.month, spent: formatFen(settings.addonSpentFen) })}</p>
      <p className="usage-settings__hint">{t('usageAlerts.capHint')}</p>
    </fieldset>
  );
}

interface SettingsFields {
  levels: readonly number[];
  capOn: boolean;
  text: string;
}

function SettingsForm({ settings }: { settings: UsageSettings }) {
  const t = useT();
  const save = useSaveUsageSettings();
  const form = useCheckedForm<SettingsFields, CapError>(
    { levels: settings.levels, capOn: settings.addonCapFen !== null, text: settings.addonCapFen === null ? '' : capText(settings.addonCapFen) },
    ({ capOn, text }) => {
      const cap = capOn ? checkCap(text) : null;
      return { levels: ok, capOn: ok, text: cap?.error ? wrong(cap.error) : ok };
    },
    ['levels', 'capOn', 'text'],
  );
  const { levels, capOn, text } = form.fields;
  const cap = form.shownError('text');
  const capError = cap ? t(`usageAlerts.errors.${cap.key}`, cap.values) : null;
  const toggle = (level: number) => form.set('levels', levels.includes(level) ? levels.filter((l) => l !== level) : [...levels, level]);
  const submit = form.handleSubmit((fields) => save.mutate({ levels: [...fields.levels], addonCapFen: fields.capOn ? (checkCap(fields.text).fen ?? null) : null }));
  return (
    <form
      className="usage-settings"
      aria-label={t('usageAlerts.title')}
      onSubmit={submit}
    >
      <h2 className="usage-settings__title">{t('usageAlerts.title')}</h2>
      <Levels settings={settings} levels={levels} onToggle={toggle} />
      <Cap settings={settings} on={capOn} text={text} error={capError} onSwitch={(on) => form.set('capOn', on)} onText={(typed) => form.set('text', typed)} />
      <button type="submit" className="button button--primary usage-settings__save" disabled={save.isPending || capError !== null}>
        {t('usageAlerts.save')}
      </button>
    </form>
  );
}

/** The holder's usage alert levels and monthly add-on cap, saved together. */
export function UsageAlertSettings() {
  const t = useT();
  const settings = useUsageSettings();
  if (settings.data === undefined) return <NotLoaded query={settings} failedTitle={t('usageAlerts.loadFailed')} />;
  return <SettingsForm settings={settings.data} />;
}
