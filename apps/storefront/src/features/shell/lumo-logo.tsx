import { collapseStaticMarkup } from '@lumo/blocks';

/** The Lumo wordmark: a glowing droplet and the name, drawn inline so it needs no request. */
export function LumoLogo() {
  // One HTML string in the RSC payload instead of an element per shape (ADR 0016).
  return collapseStaticMarkup(
    <svg
      className="ls-logo-mark"
      viewBox="0 0 132 40"
      width="132"
      height="40"
      role="img"
      aria-label="Lumo"
    >
      <defs>
        <radialGradient id="ls-logo-glow" cx="50%" cy="40%" r="60%">
          <stop offset="0%" stopColor="#f8c98f" />
          <stop offset="100%" stopColor="#e08a3c" />
        </radialGradient>
      </defs>
      <path
        d="M20 4c6 8 12 14.5 12 21a12 12 0 0 1-24 0C8 18.5 14 12 20 4z"
        fill="url(#ls-logo-glow)"
      />
      <circle cx="16" cy="24" r="3.2" fill="#fff" opacity="0.55" />
      <text
        x="40"
        y="29"
        fontFamily="var(--lb-font-display)"
        fontSize="26"
        fontWeight="600"
        letterSpacing="1"
        fill="currentColor"
      >
        lumo
      </text>
    </svg>,
  );
}
