import { describe, expect, it } from "vitest";
import { de, en } from "../i18n/allResources.ts";
import { UNIT_CODES, unitCodeOf, unitName, unitSuggestions } from "./unitCodes.ts";

const translate = (resources: { units: Record<string, string> }) => (key: `units.${string}`) =>
  resources.units[key.slice("units.".length)] ?? key;
const tDe = translate(de);
const tEn = translate(en);

describe("unit codes of invoice lines", () => {
  it("names the common UN/ECE Rec 20 codes in German and English; unknown codes stay as they are", () => {
    expect(unitName("MON", tDe)).toBe("Monat");
    expect(unitName("MON", tEn)).toBe("month");
    expect(unitName("C62", tDe)).toBe("Stück");
    expect(unitName("h87", tEn)).toBe("piece");
    expect(unitName("HUR", tDe)).toBe("Stunde");
    expect(unitName("P1", tDe)).toBe("%");
    expect(unitName("LS", tDe)).toBe("pauschal");
    expect(unitName("KWH", tEn)).toBe("kilowatt hour");
    expect(unitName("XYZ", tDe)).toBe("XYZ");
    expect(unitName(" Std. ", tDe)).toBe("Std.");
    expect(unitName(null, tDe)).toBe("");
    for (const code of UNIT_CODES) {
      expect(de.units[code], code).toBeTruthy();
      expect(en.units[code], code).toBeTruthy();
    }
  });

  it("stores what was typed as the code when it names a unit, else as typed", () => {
    expect(unitCodeOf("Monat", tDe)).toBe("MON");
    expect(unitCodeOf("month", tEn)).toBe("MON");
    expect(unitCodeOf("kwh", tDe)).toBe("KWH");
    expect(unitCodeOf("Stunde (HUR)", tDe)).toBe("HUR");
    expect(unitCodeOf("Stück", tDe)).toBe("C62");
    expect(unitCodeOf(" pausch ", tDe)).toBe("pausch");
    expect(unitCodeOf("", tDe)).toBe("");
    expect(unitSuggestions(tDe)).toContain("Monat (MON)");
  });
});
