import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { BILLOMAT_DOCUMENTS, FASTBILL_DOCUMENTS, GETMYINVOICES_DOCUMENTS } from "./sandboxAccounts.ts";

const ALL = { GETMYINVOICES_DOCUMENTS, FASTBILL_DOCUMENTS, BILLOMAT_DOCUMENTS };

describe("the sandbox providers' documents", () => {
  it("are exactly the documents the sandboxes always offered (same values, same key order)", () => {
    // SHA-256 of JSON.stringify of the three lists as they were written out object by object,
    // before they became table rows and a builder: the sandboxes' PDFs (and so their hashes,
    // which duplicate detection and the integration tests rely on) stay the same.
    expect(createHash("sha256").update(JSON.stringify(ALL)).digest("hex")).toBe(
      "56d42449fbe2c5c3cf46ad0ddf72f527e65cae2156adecab5e51a056a9b8a868",
    );
  });

  it("issue outgoing invoices from the sandbox company and address the others to it, all with 19 % VAT", () => {
    const documents = Object.values(ALL).flat();
    expect(new Set(documents.map((d) => d.id)).size).toBe(documents.length);
    const self = GETMYINVOICES_DOCUMENTS.find((d) => d.kind === "OUTGOING_INVOICE")!.issuer;
    for (const d of documents) {
      expect(d.vatPercent).toBe(19);
      expect(d.lines.length).toBeGreaterThan(0);
      if (d.kind === "OUTGOING_INVOICE") expect(d.issuer).toEqual(self);
      else expect(d.recipient).toEqual({ name: self.name, street: self.street, city: self.city });
    }
    expect(documents.filter((d) => d.archived).map((d) => d.id)).toEqual(["100106"]);
    expect(documents.filter((d) => d.title !== undefined).map((d) => [d.id, d.title])).toEqual([
      ["100104", "Quittung"],
    ]);
  });
});
