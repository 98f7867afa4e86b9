// Two opposed arrows: swap the two sides of a transfer or a conversion (antd-mobile-icons has none).
export function SwapIcon({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden>
      <path d="M7 4v15M7 4 3.5 7.5M7 4l3.5 3.5" />
      <path d="M17 20V5m0 15-3.5-3.5M17 20l3.5-3.5" />
    </svg>
  );
}
