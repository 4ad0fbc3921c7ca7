// WCAG 2.x contrast arithmetic for the theme: small, pure, and tested beside the theme.

/** Relative luminance of a `#rrggbb` colour (WCAG 2.x definition). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two `#rrggbb` colours, 1 … 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `hex` darkened (towards black, hue kept) just enough to reach `ratio` against every one of
 * `backgrounds`; unchanged when it already does. */
export function darkenToContrast(hex: string, backgrounds: readonly string[], ratio: number): string {
  let color = hex;
  for (let step = 1; backgrounds.some((bg) => contrastRatio(color, bg) < ratio) && step <= 50; step += 1) {
    color = hexOf(rgbOf(hex).map((channel) => channel * (1 - step * 0.02)) as [number, number, number]);
  }
  return color;
}

function rgbOf(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

function hexOf(rgb: [number, number, number]): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
}
