import { createTheme, DEFAULT_THEME, type MantineColorsTuple } from "@mantine/core";
import { darkenToContrast } from "./contrast.ts";

/** Petrol blue: calm and trustworthy, with enough contrast for text on white (shade 7). */
const petrol: MantineColorsTuple = [
  "#e9f4f8",
  "#d6e7ee",
  "#a8cedd",
  "#77b3cb",
  "#4f9cbc",
  "#368eb3",
  "#2587af",
  "#137399",
  "#00668a",
  "#00587a",
];

/** WCAG 2.1 AA: text below 18.66 px bold / 24 px needs 4.5:1 against its background (a small
 * margin above it, as browsers round colours). */
export const TEXT_CONTRAST = 4.6;
const WHITE = "#ffffff";

/**
 * A palette whose text shades pass AA, so every screen inherits readable colours:
 * - shade 7 (the filled buttons and badges, `c="red"`) carries white text and reads on white;
 * - shades 8 and 9 (`c="teal.8"`, the light variant's text) read on white and — shade 9 — on
 *   the light variant's own background (shade 1), as in the "In Prüfung" badge.
 * Mantine's stock shades 7–9 of teal, green, orange, yellow, red … are brighter than that; they
 * are darkened just enough, keeping their hue (the lighter shades stay as they are).
 */
export function accessiblePalette(colors: MantineColorsTuple): MantineColorsTuple {
  const shade7 = darkenToContrast(colors[7], [WHITE], TEXT_CONTRAST);
  const shade8 = darkenToContrast(colors[8], [WHITE], 5.5);
  const shade9 = darkenToContrast(colors[9], [colors[1]], TEXT_CONTRAST);
  return [colors[0], colors[1], colors[2], colors[3], colors[4], colors[5], colors[6], shade7, shade8, shade9];
}

/**
 * Mantine's dimmed text is gray 6 (#868e96: 3.3:1 on white). Gray 6 is darkened so the quiet
 * secondary text everywhere (`c="dimmed"`, input descriptions, empty states) reads on white,
 * on the page background (gray 0), on table stripes (gray 1) and on the selected navigation
 * item (petrol 0) — still a grey, not black.
 */
function grayWithReadableDimmed(gray: MantineColorsTuple): MantineColorsTuple {
  const dimmed = darkenToContrast(gray[6], [WHITE, gray[0], gray[1], petrol[0]], TEXT_CONTRAST);
  return [gray[0], gray[1], gray[2], gray[3], gray[4], gray[5], dimmed, gray[7], gray[8], gray[9]];
}

const { dark, gray, ...colorful } = DEFAULT_THEME.colors;

export const themeColors: Record<string, MantineColorsTuple> = {
  ...Object.fromEntries(Object.entries(colorful).map(([name, tuple]) => [name, accessiblePalette(tuple)])),
  gray: grayWithReadableDimmed(gray),
  dark,
  petrol: accessiblePalette(petrol),
};

export const theme = createTheme({
  primaryColor: "petrol",
  primaryShade: { light: 7, dark: 5 },
  colors: themeColors,
  defaultRadius: "md",
  cursorType: "pointer",
  headings: { fontWeight: "650" },
  components: {
    Button: { defaultProps: { radius: "md" } },
    Card: { defaultProps: { radius: "md" } },
    // A badge is a short label (a role, a status, "You"): beside a name in a narrow table cell
    // it keeps its whole text instead of shrinking to "S…"; the name beside it wraps instead.
    Badge: { styles: { root: { flexShrink: 0 } } },
  },
});
