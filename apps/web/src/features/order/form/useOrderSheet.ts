import { useState } from 'react';

export interface OrderSheetState {
  /** Mounted from the first opening on, so a closed form keeps what was typed. */
  mounted: boolean;
  open: boolean;
  show(): void;
  hide(): void;
}

export function useOrderSheet(): OrderSheetState {
  const [state, setState] = useState<'never' | 'open' | 'closed'>('never');
  return { mounted: state !== 'never', open: state === 'open', show: () => setState('open'), hide: () => setState('closed') };
}
