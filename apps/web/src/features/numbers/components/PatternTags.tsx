import { useT } from '../../../i18n';
import { patternLabel } from '../patternLabel';
import '../../../shared/ui/tags.css';

/** The patterns a number shows, as tags. */
export function PatternTags({ patterns }: { patterns: readonly string[] }) {
  // Labels follow the locale: subscribe so a language switch redraws them.
  useT();
  if (patterns.length === 0) return null;
  return (
    <span className="goods-tags">
      {patterns.map((code) => (
        <span key={code} className="goods-tags__tag">
          {patternLabel(code)}
        </span>
      ))}
    </span>
  );
}
