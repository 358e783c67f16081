import { useT } from '../../../i18n';
import './filters.css';

interface ScreenActionsProps {
  onReset(): void;
  onApply(): void;
  /** A field is in error: nothing is searched until it is right. */
  applyDisabled?: boolean;
  resetLabel?: string;
  applyLabel?: string;
}

/** The bar at the foot of a filter screen: reset on the left, apply on the right. */
export function ScreenActions({ onReset, onApply, applyDisabled = false, resetLabel, applyLabel }: ScreenActionsProps) {
  const t = useT();
  return (
    <div className="screen-actions">
      <button type="button" className="button button--ghost screen-actions__reset" onClick={onReset}>
        {resetLabel ?? t('numbers.reset')}
      </button>
      <button type="button" className="button button--primary screen-actions__apply" onClick={onApply} disabled={applyDisabled}>
        {applyLabel ?? t('numbers.apply')}
      </button>
    </div>
  );
}
