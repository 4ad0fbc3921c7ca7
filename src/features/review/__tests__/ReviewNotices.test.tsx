import { screen } from "@testing-library/react";
import i18next from "i18next";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { ComplianceFindings, ManualReviewNotice } from "../components/ReviewNotices.tsx";
import type { ComplianceFinding } from "../lib/captureJson.ts";

const unusable: ComplianceFinding = {
  rule: "EINVOICE_ATTACHMENT_UNREADABLE",
  severity: "warning",
  params: { filename: "ZUGFeRD-invoice.xml", code: "EINVOICE_INVALID", reason: "MISSING", term: "BT-115" },
};
const badRate: ComplianceFinding = {
  rule: "EINVOICE_ATTACHMENT_UNREADABLE",
  severity: "warning",
  params: {
    filename: "factur-x.xml",
    code: "EINVOICE_INVALID",
    reason: "NOT_A_NUMBER",
    term: "BT-152",
    value: "19.00e",
  },
};
const malformed: ComplianceFinding = {
  rule: "EINVOICE_ATTACHMENT_UNREADABLE",
  severity: "warning",
  params: { filename: "factur-x.xml", code: "XML_MALFORMED" },
};
const tolerated: ComplianceFinding[] = [
  { rule: "EINVOICE_VALUE_MISSING", severity: "warning", params: { term: "BT-109" } },
  { rule: "EINVOICE_VALUE_INVALID", severity: "warning", params: { term: "BT-73", value: "20139102" } },
];
const parties: ComplianceFinding[] = [
  { rule: "SELLER_PLACEHOLDER", severity: "warning", field: "seller.name", params: { name: "[Seller name]" } },
  {
    rule: "ADDRESSED_TO_OTHER_COMPANY",
    severity: "warning",
    field: "buyer",
    params: { name: "Kunden AG Mitte", company: "Alpha Bau GmbH" },
  },
];

describe("review notices", () => {
  afterEach(async () => {
    await i18next.changeLanguage("de");
  });

  it("shows why an embedded e-invoice is unusable, in German", async () => {
    renderWithProviders(<ComplianceFindings findings={[unusable, badRate, malformed, ...tolerated, ...parties]} />);
    expect(
      await screen.findByText(
        "Die eingebettete E-Rechnung ZUGFeRD-invoice.xml ist nicht verwendbar: Zahlbetrag (BT-115) fehlt. Die Angaben wurden aus dem Text der PDF-Datei gelesen – bitte von Hand prüfen.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Steuersatz einer Position \(BT-152\) ist keine Zahl \(„19\.00e“\)/)).toBeInTheDocument();
    expect(
      screen.getByText(/factur-x\.xml ist nicht verwendbar: Die XML-Datei ist fehlerhaft aufgebaut/),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Die E-Rechnung nennt keinen Wert für Nettobetrag der Rechnung (BT-109)."),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Beginn des Abrechnungszeitraums \(BT-73\) in der E-Rechnung ist ungültig \(„20139102“\)/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Als Verkäufer steht „\[Seller name\]“ in der Rechnung/)).toBeInTheDocument();
    expect(
      screen.getByText(
        "Die Rechnung ist an „Kunden AG Mitte“ gerichtet, nicht an Alpha Bau GmbH. Gehört sie zu diesem Mandanten?",
      ),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/EINVOICE_|BT-115\)\s*\(|\{\{/);
  });

  it("shows the same in English", async () => {
    await i18next.changeLanguage("en");
    renderWithProviders(<ComplianceFindings findings={[unusable, ...tolerated, ...parties]} />);
    expect(
      await screen.findByText(
        "The embedded e-invoice ZUGFeRD-invoice.xml cannot be used: Amount due (BT-115) is missing. The details were read from the PDF's text – please check them by hand.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("The e-invoice states no Invoice total without VAT (BT-109).")).toBeInTheDocument();
    expect(screen.getByText(/The seller is given as “\[Seller name\]” – a template placeholder/)).toBeInTheDocument();
    expect(
      screen.getByText(
        "The invoice is addressed to “Kunden AG Mitte”, not to Alpha Bau GmbH. Does it belong to this company?",
      ),
    ).toBeInTheDocument();
  });

  it("explains the manual review of a document whose e-invoice was unusable", async () => {
    renderWithProviders(<ManualReviewNotice reason="EINVOICE_UNUSABLE" />);
    expect(await screen.findByText(/Die eingebettete E-Rechnung ist nicht verwendbar/)).toBeInTheDocument();
  });
});
