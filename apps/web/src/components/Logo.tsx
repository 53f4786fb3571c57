import { BRAND } from '../app/brand';

/** Brigade's mark (a serving cloche), the same drawing as public/favicon.svg. Decorative, no MUI. */
export function Logo({ size = 32, inverted = false }: { size?: number; inverted?: boolean }) {
  const plate = inverted ? '#ffffff' : BRAND.primary;
  const cloche = inverted ? BRAND.primary : '#ffffff';
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      style={{ flexShrink: 0 }}
    >
      <rect width="64" height="64" rx="14" fill={plate} />
      <path
        fill={cloche}
        d="M32 14a4 4 0 0 0-1.6 7.67C20.6 22.5 13 30.3 13 40h38c0-9.7-7.6-17.5-17.4-18.33A4 4 0 0 0 32 14zM9 44a2 2 0 0 0 0 4h46a2 2 0 0 0 0-4z"
      />
    </svg>
  );
}
