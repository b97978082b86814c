/**
 * True when a hex colour (#rgb, #rgba, #rrggbb, #rrggbbaa) is dark enough that light text and
 * "negative" buttons belong on it. Empty or transparent colours count as not dark.
 */
export function isDarkColor(color: string): boolean {
  const hex = color.trim().replace(/^#/, '');
  if (!/^([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(hex)) return false;
  const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const channel = (offset: number) => {
    const value = parseInt(full.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  return luminance < 0.3;
}
