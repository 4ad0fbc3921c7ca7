import { describe, expect, it } from "vitest";
import {
  distinctiveTokens,
  findNameWords,
  isPaymentIntermediary,
  nameInWords,
  nameSimilarity,
  nameTokens,
  prepareName,
  prepareWords,
  trigramsOf,
} from "./names.ts";

const similarity = (a: string, b: string) => nameSimilarity(prepareName(a)!, prepareName(b)!);

describe("nameTokens", () => {
  it("removes legal forms, umlauts, punctuation and case", () => {
    expect(nameTokens("Müller Haustechnik GmbH")).toEqual(["mueller", "haustechnik"]);
    expect(nameTokens("MUELLER HAUSTECHNIK")).toEqual(["mueller", "haustechnik"]);
    expect(nameTokens("Schröder Bau GmbH & Co. KG")).toEqual(["schroeder", "bau"]);
    expect(nameTokens("Weiß Logistik UG (haftungsbeschränkt)")).toEqual(["weiss", "logistik"]);
    expect(nameTokens("Fuchs Papier e.K.")).toEqual(["fuchs", "papier"]);
    expect(nameTokens("Nord Energie AG")).toEqual(["nord", "energie"]);
    expect(nameTokens("Krause OHG")).toEqual(["krause"]);
    expect(nameTokens("Hahn Druck mbH")).toEqual(["hahn", "druck"]);
    expect(nameTokens("ACME Ltd.")).toEqual(["acme"]);
    expect(nameTokens("Example Inc")).toEqual(["example"]);
    expect(nameTokens("Café Crème KG")).toEqual(["cafe", "creme"]);
    expect(nameTokens("M. H. Service e.K.")).toEqual(["mh", "service"]);
    expect(nameTokens("A B C Reisen")).toEqual(["abc", "reisen"]);
    expect(nameTokens("Meier G.m.b.H.")).toEqual(["meier"]);
    expect(nameTokens("PayPal (Europe) S.à r.l. et Cie")).toEqual(["paypal", "europe", "et", "cie"]);
  });

  it("keeps a name that is nothing but a legal form", () => {
    expect(nameTokens("AG")).toEqual(["ag"]);
  });
});

describe("nameSimilarity", () => {
  it("is 1 for the same name in bank spelling", () => {
    expect(similarity("Müller Haustechnik GmbH", "MUELLER HAUSTECHNIK")).toBe(1);
    expect(similarity("Schröder Bau GmbH & Co. KG", "SCHROEDER BAU GMBH + CO KG")).toBe(1);
  });

  it("is high for umlauts dropped, word order, truncation", () => {
    expect(similarity("Müller Haustechnik GmbH", "MULLER HAUSTECHNIK GMBH")).toBeGreaterThan(0.8);
    expect(similarity("Müller Haustechnik GmbH", "Haustechnik Müller")).toBe(1);
    expect(similarity("Müller Haustechnik und Sanitär GmbH", "MUELLER HAUSTECHNIK UND SA")).toBeGreaterThan(0.9);
  });

  it("is low for different companies of the same family name or trade", () => {
    expect(similarity("Müller Haustechnik GmbH", "Müller Elektro KG")).toBeLessThan(0.6);
    expect(similarity("Müller Haustechnik GmbH", "Schmidt Haustechnik GmbH")).toBeLessThan(0.6);
    expect(similarity("Müller Haustechnik GmbH", "Finanzamt Leipzig")).toBeLessThan(0.2);
  });
});

describe("names in the purpose and payment services", () => {
  it("finds the partner's distinctive words among the purpose's", () => {
    const names = ["Schmidt Elektro GmbH", "Schmidt Sanitär GmbH", "Müller Haustechnik GmbH"].map((n) =>
      prepareName(n)!,
    );
    const vocabulary = new Map(names.flatMap(distinctiveTokens).map((t) => [t, trigramsOf(t)]));
    const found = findNameWords(
      prepareWords(["zahlung", "an", "elektro", "schmidt", "muller", "haustechnik"]),
      vocabulary,
    );
    expect([...found].sort()).toEqual(["elektro", "haustechnik", "mueller", "schmidt"]);
    expect(names.map((n) => nameInWords(n, found))).toEqual([true, false, true]);
  });

  it("recognises payment services", () => {
    expect(isPaymentIntermediary("PayPal (Europe) S.a.r.l. et Cie., S.C.A.")).toBe(true);
    expect(isPaymentIntermediary("Klarna Bank AB")).toBe(true);
    expect(isPaymentIntermediary("Müller Haustechnik GmbH")).toBe(false);
  });
});
