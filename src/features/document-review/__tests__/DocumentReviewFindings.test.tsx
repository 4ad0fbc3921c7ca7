import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderReviewForm } from "./ReviewFormHarness.tsx";

// Mantine's autosizing Textarea listens for web fonts loading; jsdom has no document.fonts.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

describe("the review tab shows what capture found worth a look", () => {
  it("shows placeholder parties, another addressee and an unusable e-invoice above the form", async () => {
    renderReviewForm({
      needsManualReview: true,
      manualReviewReason: "EINVOICE_UNUSABLE",
      complianceFindings: [
        {
          rule: "EINVOICE_ATTACHMENT_UNREADABLE",
          severity: "warning",
          params: { filename: "ZUGFeRD-invoice.xml", code: "EINVOICE_INVALID", reason: "MISSING", term: "BT-115" },
        },
        { rule: "SELLER_PLACEHOLDER", severity: "warning", field: "seller.name", params: { name: "[Seller name]" } },
        {
          rule: "ADDRESSED_TO_OTHER_COMPANY",
          severity: "warning",
          field: "buyer",
          params: { name: "Kunden AG Mitte", company: "Alpha Bau GmbH" },
        },
      ],
    });
    expect(await screen.findByRole("form", { name: "Rechnung prüfen" })).toBeInTheDocument();
    expect(screen.getByText("Bitte von Hand prüfen")).toBeInTheDocument();
    expect(
      screen.getByText(/ZUGFeRD-invoice\.xml ist nicht verwendbar: Zahlbetrag \(BT-115\) fehlt\./),
    ).toBeInTheDocument();
    expect(screen.getByText(/Als Verkäufer steht „\[Seller name\]“ in der Rechnung/)).toBeInTheDocument();
    expect(
      screen.getByText(/Die Rechnung ist an „Kunden AG Mitte“ gerichtet, nicht an Alpha Bau GmbH/),
    ).toBeInTheDocument();
  });

  it("shows nothing extra for a document without findings", async () => {
    renderReviewForm();
    expect(await screen.findByRole("form", { name: "Rechnung prüfen" })).toBeInTheDocument();
    expect(screen.queryByText("Prüfhinweise")).not.toBeInTheDocument();
    expect(screen.queryByText("Bitte von Hand prüfen")).not.toBeInTheDocument();
  });
});
