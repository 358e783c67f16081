import type { PaymentType } from '@shop/contract';

/** Our own marks for the two channels, in their familiar colours. */
export function PaymentIcon({ type }: { type: PaymentType }) {
  if (type === 'wechat') {
    return (
      <svg className="payment-icon" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#09bb07" />
        <ellipse cx="13" cy="13.5" rx="7.5" ry="6.2" fill="#fff" />
        <ellipse cx="20" cy="18.5" rx="6.5" ry="5.3" fill="#fff" stroke="#09bb07" strokeWidth="1.2" />
        <circle cx="10.5" cy="12.5" r="1" fill="#09bb07" />
        <circle cx="15.5" cy="12.5" r="1" fill="#09bb07" />
        <circle cx="18" cy="17.8" r="0.85" fill="#09bb07" />
        <circle cx="22.2" cy="17.8" r="0.85" fill="#09bb07" />
      </svg>
    );
  }
  return (
    <svg className="payment-icon" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="#1677ff" />
      <path d="M9 10.5h14M16 7.5v6M11 14.5h10c-.8 4.2-3.6 7.6-8.6 9.6" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <path d="M13.5 17.5c2.6 2.6 6.3 4.6 10.5 5.6" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
