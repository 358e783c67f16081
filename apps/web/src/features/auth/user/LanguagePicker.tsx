import { useState } from 'react';
import { LOCALES, type Locale } from '@shop/contract';
import { currentLocale, languageNames, setLocale, useT } from '../../../i18n';

/** The language row of Mine: opens the five languages in place; the choice is remembered. */
export function LanguagePicker() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const active = currentLocale();

  const choose = async (locale: Locale) => {
    await setLocale(locale);
    setOpen(false);
  };

  return (
    <div className="menu-group">
      <button type="button" className="menu-row" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span className="menu-row__label">{t('mine.language')}</span>
        <span className="menu-row__value">{languageNames[active]}</span>
        <span className={open ? 'menu-row__chevron menu-row__chevron--open' : 'menu-row__chevron'} aria-hidden="true" />
      </button>
      {open ? (
        <ul className="language-list" role="listbox" aria-label={t('language.title')}>
          {LOCALES.map((locale) => (
            <li key={locale} role="option" aria-selected={locale === active}>
              <button type="button" lang={locale} onClick={() => void choose(locale)}>
                {languageNames[locale]}
                {locale === active ? <span className="language-list__check" aria-hidden="true">✓</span> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
