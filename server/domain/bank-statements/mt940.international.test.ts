/**
 * Counterparties of MT940 statements outside the German DK layout, in files written after the
 * banks' published MT940 format descriptions: Rabobank (`:61:` account and name, `/CNTP/`,
 * `/NAME/`), ABN AMRO (SWIFT structured and the older "IBAN: … NAAM: …" layout), ING
 * (`/CNTP/`, party blocks), ASN (account and name leading the :86:), a Swiss bank (party
 * blocks, labelled German free text) and a Russian bank (labels, ИНН with the name).
 */
import { describe, expect, it } from "vitest";
import { parseMt940 } from "./index.ts";
import type { StatementTransaction } from "./types.ts";

function statement(account: string, currency: string, lines: [line61: string, details: string][]): string {
  let balance = 0;
  const body = lines.flatMap(([line61, details]) => {
    const m = /^\d{6}(?:\d{4})?(R?[CD])[A-Z]?(\d+),(\d*)/.exec(line61)!;
    const amount = Number(`${m[2]}.${m[3] || "0"}`);
    balance += m[1] === "D" || m[1] === "RC" ? -amount : amount;
    return [`:61:${line61}`, `:86:${details}`];
  });
  const closing = `${balance < 0 ? "D" : "C"}260302${currency}${Math.abs(balance).toFixed(2).replace(".", ",")}`;
  return [":20:STMT", `:25:${account}`, ":28C:1", `:60F:C260227${currency}0,00`, ...body, `:62F:${closing}`, "-"].join(
    "\n",
  );
}

const only = (text: string): StatementTransaction[] => {
  const statements = parseMt940(text);
  expect(statements).toHaveLength(1);
  return statements[0]!.transactions;
};

describe("MT940 counterparties of Dutch, Swiss and Russian banks", () => {
  it("Rabobank: account and name in the :61: line, /NAME/ and /CNTP/ in the :86:", () => {
    const [a, b, c] = only(
      statement("NL91RABO0315273637EUR", "EUR", [
        [
          "2603020302C150,00N541NONREF\nNL44RABO0123456789 J JANSSEN",
          "/EREF/E2E-0001/BENM//NAME/Belegwerk BV/REMI/USTD//Factuur 2026-17/",
        ],
        ["2603020302D25,50N422NONREF", "/EREF/NOTPROVIDED/NAME/Energie Direct BV/REMI/Termijn maart/ISDT/2026-03-02"],
        [
          "2603020302D10,00N102NONREF",
          "/CNTP/NL20INGB0001234567/INGBNL2A/Bakkerij de Vries/Utrecht/\n/REMI/USTD//Brood en banket/",
        ],
      ]),
    );
    expect(a).toMatchObject({
      counterpartyName: "J JANSSEN",
      counterpartyIban: "NL44RABO0123456789",
      endToEndId: "E2E-0001",
      purpose: "Factuur 2026-17",
    });
    expect(b).toMatchObject({ counterpartyName: "Energie Direct BV", endToEndId: null, purpose: "Termijn maart" });
    expect(c).toMatchObject({
      counterpartyName: "Bakkerij de Vries",
      counterpartyIban: "NL20INGB0001234567",
      counterpartyBic: "INGBNL2A",
      purpose: "Brood en banket",
    });
  });

  it("ABN AMRO: SWIFT structured and the older labelled layout", () => {
    const [a, b] = only(
      statement("417164300", "EUR", [
        [
          "2603020302D119,00N658NONREF",
          "/TRTP/SEPA OVERBOEKING/IBAN/NL44RABO0123456789/BIC/RABONL2U/NAME/\nABC Leveranciers BV/REMI/FACTUUR 123/EREF/NOTPROVIDED",
        ],
        [
          "2603020302C59,50N658NONREF",
          "SEPA OVERBOEKING                 IBAN: NL20INGB0001234567\nBIC: INGBNL2A                    NAAM: KLANT TWEE VOF\nOMSCHRIJVING: FACTUUR AR-1       KENMERK: 2026-0042",
        ],
      ]),
    );
    expect(a).toMatchObject({
      counterpartyName: "ABC Leveranciers BV",
      counterpartyIban: "NL44RABO0123456789",
      counterpartyBic: "RABONL2U",
      purpose: "FACTUUR 123",
      endToEndId: null,
    });
    expect(b).toMatchObject({
      counterpartyName: "KLANT TWEE VOF",
      counterpartyIban: "NL20INGB0001234567",
      counterpartyBic: "INGBNL2A",
      purpose: "FACTUUR AR-1",
      endToEndId: "2026-0042",
    });
  });

  it("ING: /CNTP/ and the ordering party of a credit", () => {
    const [a, b] = only(
      statement("NL69INGB0123456789EUR", "EUR", [
        [
          "2603020302C250,00NTRFEREF//00000000001\n/TRCD/00100/",
          "/EREF/2026-7788//CNTP/NL91ABNA0417164300/ABNANL2A/Quebec BV/Amsterdam///REMI/USTD//Invoice 7788/",
        ],
        ["2603020302C80,00NTRFNONREF", "/ORDP//NAME/Maria Jansen/ADDR/Damrak 1 Amsterdam/REMI/USTD//Huur maart/"],
      ]),
    );
    expect(a).toMatchObject({
      counterpartyName: "Quebec BV",
      counterpartyIban: "NL91ABNA0417164300",
      counterpartyBic: "ABNANL2A",
      endToEndId: "2026-7788",
      purpose: "Invoice 7788",
    });
    expect(b).toMatchObject({ counterpartyName: "Maria Jansen", purpose: "Huur maart" });
  });

  it("ASN Bank: account and name leading the :86:", () => {
    const [a] = only(
      statement("NL12ASNB0123456789", "EUR", [
        ["2603020302D45,00NOVBNONREF", "NL86INGB0002445588 Stichting Voorbeeld              \nGift maart"],
      ]),
    );
    expect(a).toMatchObject({
      counterpartyName: "Stichting Voorbeeld",
      counterpartyIban: "NL86INGB0002445588",
      purpose: "Gift maart",
    });
  });

  it("a Swiss bank: beneficiary block of a debit, labelled German free text", () => {
    const [a, b] = only(
      statement("CH9300762011623852957", "CHF", [
        [
          "2603020302D1200,00NMSCNONREF",
          "/BENM//NAME/Immobilien Muster AG/ADDR/Bahnhofstrasse 1 Zuerich/REMI/Miete Maerz/",
        ],
        ["2603020302C300,00NMSCNONREF", "Gutschrift Auftraggeber: Beispiel GmbH Bern Mitteilungen: Rechnung 4711"],
      ]),
    );
    expect(a).toMatchObject({ counterpartyName: "Immobilien Muster AG", purpose: "Miete Maerz" });
    expect(b).toMatchObject({ counterpartyName: "Beispiel GmbH Bern", purpose: "Rechnung 4711" });
  });

  it("a Russian bank: labelled texts and the name after the tax number", () => {
    const [a, b] = only(
      statement("40702810900000012345", "RUB", [
        [
          "2603020302C15000,00NTRFNONREF",
          "Плательщик: ООО Ромашка Назначение платежа: Оплата по счету 12 от 01.03.2026",
        ],
        ["2603020302D2500,00NTRFNONREF", "ИНН 7707083893 КПП 773601001 ПАО Сбербанк//Комиссия за ведение счета"],
      ]),
    );
    expect(a).toMatchObject({ counterpartyName: "ООО Ромашка", purpose: "Оплата по счету 12 от 01.03.2026" });
    expect(b).toMatchObject({ counterpartyName: "ПАО Сбербанк" });
  });

  it("takes no name from text that does not say it is one", () => {
    const [a] = only(
      statement("NL91RABO0315273637EUR", "EUR", [["2603020302D5,00N422NONREF", "Kosten betalingsverkeer maart 2026"]]),
    );
    expect(a!.counterpartyName).toBeNull();
  });
});
