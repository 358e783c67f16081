/** One choice among the pattern categories; no code means "any pattern". */
export function PatternChip({ code, selected, label, onChoose }: { code: string | undefined; selected: string | undefined; label: string; onChoose(code: string | undefined): void }) {
  return (
    <button type="button" role="radio" aria-checked={code === selected} className={code === selected ? 'chip chip--on' : 'chip'} onClick={() => onChoose(code)}>
      {label}
    </button>
  );
}
