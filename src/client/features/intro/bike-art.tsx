/** A drawn bicycle for the landing page: inline SVG, because the CSP allows no remote images. */
export function BikeArt({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 320 220"
      fill="none"
      stroke="currentColor"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="250" cy="50" r="26" fill="currentColor" opacity="0.15" stroke="none" />
      <path d="M20 196h280" strokeWidth="4" opacity="0.35" />
      <g strokeWidth="8">
        <circle cx="82" cy="140" r="50" />
        <circle cx="238" cy="140" r="50" />
      </g>
      <g strokeWidth="2" opacity="0.5">
        <path d="M82 90v100M32 140h100M47 105l70 70M117 105l-70 70" />
        <path d="M238 90v100M188 140h100M203 105l70 70M273 105l-70 70" />
      </g>
      <g strokeWidth="9">
        <path d="M82 140l48-78h78l30 78" />
        <path d="M130 62l30 78h-78" />
        <path d="M160 140l48-78" />
        <path d="M130 62l-10-22M104 40h34" />
        <path d="M208 62l-6-24h24" />
      </g>
      <circle cx="160" cy="140" r="10" strokeWidth="6" />
    </svg>
  );
}
