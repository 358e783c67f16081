import { useId } from 'react';
import { QUESTION_SEARCH_MAX } from '@shop/contract';
import { useT } from '../../../i18n';
import { Icon } from './icons';
import './SearchField.css';

/** Longer searches are refused by the server; the field says so before it is sent. */
export const isSearchTooLong = (text: string): boolean => text.trim().length > QUESTION_SEARCH_MAX;

interface SearchFieldProps {
  value: string;
  onChange(value: string): void;
  /** The trimmed search, only ever one the server accepts. */
  onSubmit(keyword: string): void;
  className?: string;
}

/** The question search: a counter while typing, a message past the longest search, submit on enter. */
export function SearchField({ value, onChange, onSubmit, className }: SearchFieldProps) {
  const t = useT();
  const messageId = useId();
  const length = value.trim().length;
  const tooLong = isSearchTooLong(value);
  return (
    <form
      role="search"
      className={className ? `question-search ${className}` : 'question-search'}
      onSubmit={(event) => {
        event.preventDefault();
        if (!tooLong) onSubmit(value.trim());
      }}
    >
      <div className={tooLong ? 'question-search__box question-search__box--invalid' : 'question-search__box'}>
        <Icon name="search" size={18} />
        <input
          type="search"
          enterKeyHint="search"
          className="question-search__input"
          aria-label={t('customer.search.label')}
          aria-invalid={tooLong}
          aria-describedby={length > 0 ? messageId : undefined}
          placeholder={t('customer.search.placeholder')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {value ? (
          <button type="button" className="question-search__clear" aria-label={t('customer.search.clear')} onClick={() => onChange('')}>
            ×
          </button>
        ) : null}
        <button type="submit" className="question-search__submit" disabled={tooLong}>
          {t('customer.search.submit')}
        </button>
      </div>
      {length > 0 ? (
        <p id={messageId} className="question-search__note">
          {/* Only the refusal is announced: the counter changes with every key. */}
          {tooLong ? <span role="alert">{t('customer.search.tooLong', { max: QUESTION_SEARCH_MAX })}</span> : null}
          <span className="question-search__count">
            {length}/{QUESTION_SEARCH_MAX}
          </span>
        </p>
      ) : null}
    </form>
  );
}
