import { describe, expect, it } from "vitest";
import { contrastRatio, darkenToContrast } from "./contrast.ts";
import { theme } from "./theme.ts";

const WHITE = "#ffffff";
const colors = theme.colors!;

describe("theme colours meet WCAG 2.1 AA for text", () => {
  it("dimmed text (gray 6) reads on white, the page background, table stripes and the selected item", () => {
    const dimmed = colors.gray![6];
    for (const background of [WHITE, colors.gray![0], colors.gray![1], colors.petrol![0]]) {
      expect(contrastRatio(dimmed, background), background).toBeGreaterThanOrEqual(4.5);
    }
    // Still a grey that recedes, not body text: clearly lighter than gray 7.
    expect(contrastRatio(dimmed, WHITE)).toBeLessThan(contrastRatio(colors.gray![7], WHITE) - 2);
  });

  it.each(Object.keys(colors).filter((name) => name !== "dark" && name !== "gray"))(
    "%s: shades 7–9 read on white, white reads on shade 7, shade 9 reads on the light variant",
    (name) => {
      const palette = colors[name]!;
      for (const shade of [7, 8, 9]) expect(contrastRatio(palette[shade]!, WHITE)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(palette[9], palette[1])).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe("darkenToContrast", () => {
  it("keeps a colour that already reaches the ratio and darkens one that does not", () => {
    expect(darkenToContrast("#00668a", [WHITE], 4.5)).toBe("#00668a");
    const teal = darkenToContrast("#099268", [WHITE], 4.5);
    expect(contrastRatio(teal, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(teal, WHITE)).toBeLessThan(5.2);
  });

  it("refuses what is not a #rrggbb colour", () => {
    expect(() => darkenToContrast("teal", [WHITE], 4.5)).toThrow("Not a #rrggbb colour: teal");
  });
});
