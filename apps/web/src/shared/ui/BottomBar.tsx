import './BottomBar.css';

interface BottomBarProps {
  amount: string;
  note: string;
  action: { label: string; disabled?: boolean; onPress(): void };
}

/** The bar fixed at the bottom of a product or number: what it costs and the one thing to do. */
export function BottomBar({ amount, note, action }: BottomBarProps) {
  return (
    <div className="dock dock--bar bottom-bar">
      <div className="bottom-bar__price">
        <span className="bottom-bar__amount">{amount}</span>
        <span className="bottom-bar__note">{note}</span>
      </div>
      <button type="button" className="button button--primary bottom-bar__button" disabled={action.disabled} onClick={action.onPress}>
        {action.label}
      </button>
    </div>
  );
}
