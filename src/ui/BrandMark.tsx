import { useId } from "react";

export interface BrandMarkProps {
  size?: number;
}

/** The product's mark: a receipt with a folded corner and a tick, on the primary colour. */
export function BrandMark({ size = 32 }: BrandMarkProps) {
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--mantine-color-petrol-6)" />
          <stop offset="1" stopColor="var(--mantine-color-petrol-9)" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path d="M10 7h9l5 5v13a1 1 0 0 1-1 1H10a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z" fill="#fff" />
      <path d="M19 7v4a1 1 0 0 0 1 1h4z" fill="var(--mantine-color-petrol-2)" />
      <path
        d="M12.5 19.5l2.5 2.5 5-5.5"
        fill="none"
        stroke="var(--mantine-color-petrol-7)"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M12 11.5h4.5M12 14.5h8" stroke="var(--mantine-color-gray-4)" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
