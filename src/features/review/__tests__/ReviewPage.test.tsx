import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { loadQuery } from "react-relay";
import { describe, expect, it } from "vitest";
import ReviewPageQueryNode, { type ReviewPageQuery } from "../../../__generated__/ReviewPageQuery.graphql.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { ReviewPage } from "../pages/ReviewPage.tsx";

const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
const GROUP = "0b8f5e1c-1a2b-4c3d-8e4f-0000000000f1";
const EINVOICE_DOC = "d0000000-0000-4000-8000-000000000001";
const SCAN_DOC = "d0000000-0000-4000-8000-000000000002";

const DOCUMENTS = [
  {
    id: "doc-1",
    rowId: EINVOICE_DOC,
    derivedTitle: "Elektro Schmidt GmbH – RE-2026-0042",
    type: "INCOMING_INVOICE",
    importDate: "2026-11-20T09:31:00Z",
    numPages: 2,
    needsManualReview: false,
    manualReviewReason: null,
    complianceFindings: [{ rule: "BR-DE-15", severity: "error", field: "buyerReference", params: {} }],
    category: { id: "cat-1", name: "Wareneinkauf" },
    sourceFile: { id: "sf-1", name: "RE-2026-0042.xml" },
  },
  {
    id: "doc-2",
    rowId: SCAN_DOC,
    derivedTitle: "Scan Tankquittung",
    type: "INCOMING_INVOICE",
    importDate: "2026-11-20T09:32:00Z",
    numPages: 1,
    needsManualReview: true,
    manualReviewReason: "OCR_UNAVAILABLE",
    complianceFindings: [],
    category: { id: "cat-1", name: "Wareneinkauf" },
    sourceFile: { id: "sf-2", name: "scan.jpg" },
  },
];

const INVOICES: Record<string, Record<string, unknown>> = {
  [EINVOICE_DOC]: {
    id: "inv-1",
    invoiceNumber: "RE-2026-0042",
    invoiceDate: "2026-11-03",
    dueDate: "2026-11-17",
    deliveredFrom: "2026-10-01",
    deliveredUntil: "2026-10-31",
    net: "1000.00",
    vatAmount: "190.00",
    total: "1190.00",
    currency: "EUR",
    creditMemo: false,
    iban: "DE89370400440532013000",
    bic: "COBADEFFXXX",
    paymentReference: "RE-2026-0042",
    orderNumber: null,
    hasXmlSource: true,
    einvoiceProfile: "XRECHNUNG",
    extractedPartnerName: "Elektro Schmidt GmbH",
    extractedPartnerVatIdNo: "DE123456789",
    vatBreakdown: [{ categoryCode: "S", ratePercent: "19", taxableAmount: "1000.00", taxAmount: "190.00" }],
    partnerCompany: null,
    partnerCompanyLocation: null,
  },
  [SCAN_DOC]: {
    id: "inv-2",
    invoiceNumber: null,
    invoiceDate: null,
    dueDate: null,
    deliveredFrom: null,
    deliveredUntil: null,
    net: null,
    vatAmount: null,
    total: "-58.40",
    currency: "EUR",
    creditMemo: true,
    iban: null,
    bic: null,
    paymentReference: null,
    orderNumber: null,
    hasXmlSource: false,
    einvoiceProfile: null,
    extractedPartnerName: null,
    extractedPartnerVatIdNo: null,
    vatBreakdown: [],
    partnerCompany: null,
    partnerCompanyLocation: null,
  },
};

const FIELD_STATES = [
  { id: "fs-1", field: "invoiceNumber", source: "EINVOICE", confidence: null, evidence: null },
  {
    id: "fs-2",
    field: "total",
    source: "EXTRACTED",
    confidence: "0.87",
    evidence: { page: 2, x: 460, y: 430, width: 60, height: 12, pageWidth: 595, pageHeight: 842 },
  },
  { id: "fs-3", field: "iban", source: "USER", confidence: null, evidence: null },
];

/** A document with everything the review page reads through its relations. */
function withRelations(document: (typeof DOCUMENTS)[number]) {
  const pages = Array.from({ length: document.numPages }, (_, i) => ({
    id: `page-${document.rowId}-${i}`,
    rowId: `${document.rowId.slice(0, -2)}${i}0`,
    pageNo: i + 1,
    imageUrl: `/api/files/pages/${document.rowId}/${i + 1}.webp`,
    thumbnailUrl: `/api/files/pages/${document.rowId}/${i + 1}-thumb.webp`,
    width: 1240,
    height: 1754,
    thumbWidth: 150,
    thumbHeight: 212,
  }));
  const isEInvoice = document.rowId === EINVOICE_DOC;
  return {
    ...document,
    invoice: INVOICES[document.rowId] ?? null,
    otherDocument: null,
    firstPage: { nodes: pages.slice(0, 1) },
    pageImages: { nodes: pages },
    invoiceItems: {
      nodes: isEInvoice
        ? [
            {
              id: "item-1",
              rowId: "item-1",
              posNo: "1",
              title: "Installation Unterverteilung",
              quantity: "8",
              unit: "HUR",
              unitNetPrice: "75.00",
              vatPercent: "19",
              totalPrice: "600.00",
            },
          ]
        : [],
    },
    fieldStates: { nodes: isEInvoice ? FIELD_STATES : [] },
  };
}

function renderReview({
  documents = DOCUMENTS,
  group = "found",
  bySender,
}: { documents?: typeof DOCUMENTS; group?: string; bySender?: string } = {}) {
  const { environment } = createMockRelayEnvironment({
    operations: { ReviewPageQuery: ReviewPageQueryNode },
    answer: () => (group === "missing" ? { data: { reviewGroup: null } } : undefined),
    resolvers: {
      ReviewGroup: () => ({
        rowId: GROUP,
        createdAt: "2026-11-20T09:30:00Z",
        documentCount: documents.length,
        createdBy: bySender ? null : { fullName: "Lena Schneider" },
        origin: bySender ? "EMAIL" : "UPLOAD",
        sourceEmailSender: bySender ?? null,
        clientCompany: { currentUserHasDocumentsManageAccess: true },
      }),
      DocumentConnection: () => ({
        nodes: documents.map((doc) => ({ ...withRelations(doc), sourceEmail: bySender ? { sender: bySender } : null })),
      }),
    },
  });
  const queryRef = loadQuery<ReviewPageQuery>(environment, ReviewPageQueryNode, { reviewGroupRowId: GROUP });
  function Harness() {
    const [selected, setSelected] = useState<string | undefined>(undefined);
    return (
      <ReviewPage
        queryRef={queryRef}
        selectedDocumentRowId={selected}
        onSelectDocument={setSelected}
        clientCompanyRowId={COMPANY}
      />
    );
  }
  renderWithProviders(<Harness />, { relayEnvironment: environment });
}

/** The value cell next to a field's label. */
const fieldValue = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling as HTMLElement;

describe("ReviewPage", () => {
  it("lists the group's documents with total and chips, the first one selected", async () => {
    renderReview();
    expect(await screen.findByRole("heading", { level: 1, name: "Prüfkorb" })).toBeInTheDocument();
    expect(screen.getByText(/Erstellt von Lena Schneider/)).toHaveTextContent("2 Dokumente");
    const options = screen.getAllByRole("option");
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    expect(await within(options[0]!).findByText("1.190,00 €")).toBeInTheDocument();
    expect(within(options[0]!).getByText("E-Rechnung")).toBeInTheDocument();
    expect(within(options[0]!).getByText("Prüfen")).toBeInTheDocument(); // a finding
    expect(await within(options[1]!).findByText("Gutschrift")).toBeInTheDocument();
    expect(within(options[1]!).getByText("Prüfen")).toBeInTheDocument(); // manual review
    expect(screen.getByText("Dokument 1 von 2")).toBeInTheDocument();
  });

  it("says that a group arrived by e-mail and from whom, in the header and on each document", async () => {
    renderReview({ bySender: "rechnung@elektro-schmidt.example" });
    expect(await screen.findByText(/^Per E-Mail von rechnung@elektro-schmidt\.example · /)).toBeInTheDocument();
    const options = screen.getAllByRole("option");
    for (const option of options) {
      expect(within(option).getByText("Per E-Mail von rechnung@elektro-schmidt.example")).toBeInTheDocument();
    }
  });

  it("warns at the VAT id when its check digits do not match, not for a valid id", async () => {
    // DE123456789 is well-formed, its check digit is wrong.
    renderReview();
    await screen.findByRole("heading", { level: 2, name: "Elektro Schmidt GmbH – RE-2026-0042" });
    expect(fieldValue("USt-IdNr.")).toHaveTextContent(
      "DE123456789Prüfziffer stimmt nicht – bitte mit der Rechnung vergleichen",
    );
    expect(within(fieldValue("USt-IdNr.")).getByRole("status")).toBeInTheDocument();
  });

  it("shows no check-digit warning for a valid VAT id", async () => {
    const invoice = INVOICES[EINVOICE_DOC]!;
    const before = invoice.extractedPartnerVatIdNo;
    invoice.extractedPartnerVatIdNo = "DE811907980";
    try {
      renderReview();
      await screen.findByRole("heading", { level: 2, name: "Elektro Schmidt GmbH – RE-2026-0042" });
      expect(fieldValue("USt-IdNr.")).toHaveTextContent("DE811907980");
      expect(within(fieldValue("USt-IdNr.")).queryByRole("status")).not.toBeInTheDocument();
    } finally {
      invoice.extractedPartnerVatIdNo = before;
    }
  });

  it("shows the captured fields formatted in German, each with its source", async () => {
    renderReview();
    await screen.findByRole("heading", { level: 2, name: "Elektro Schmidt GmbH – RE-2026-0042" });
    expect(fieldValue("Geschäftspartner")).toHaveTextContent("Elektro Schmidt GmbH");
    expect(fieldValue("USt-IdNr.")).toHaveTextContent("DE123456789");
    expect(fieldValue("Rechnungsnummer")).toHaveTextContent("RE-2026-0042aus E-Rechnung");
    expect(fieldValue("Rechnungsdatum")).toHaveTextContent("03.11.2026");
    expect(fieldValue("Leistungszeitraum")).toHaveTextContent("01.10.2026 – 31.10.2026");
    expect(fieldValue("Netto")).toHaveTextContent("1.000,00 €");
    expect(fieldValue("Umsatzsteuer")).toHaveTextContent("190,00 €");
    expect(fieldValue("Brutto")).toHaveTextContent("1.190,00 €erkannt 87 %");
    expect(fieldValue("IBAN")).toHaveTextContent("DE89 3704 0044 0532 0130 00bearbeitet");
    expect(fieldValue("Bestellnummer")).toHaveTextContent("nicht erkannt");
    expect(fieldValue("E-Rechnungs-Profil")).toHaveTextContent("XRECHNUNG");

    const vat = screen.getByText("Umsatzsteuer nach Steuersätzen").parentElement!.parentElement!;
    expect(within(vat).getByRole("row", { name: /^19\s%\s1\.000,00\s€\s190,00\s€$/ })).toBeInTheDocument();
    expect(
      screen.getByRole("row", {
        name: /^1 Installation Unterverteilung\s*8 Std\. × 75,00\s€ · USt\. 19\s% 600,00\s€$/,
      }),
    ).toBeInTheDocument();

    // compliance findings name their rule until a text exists for it
    expect(screen.getByText("BR-DE-15")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Dokument öffnen" })).toHaveAttribute(
      "href",
      `/documents/${EINVOICE_DOC}?clientCompanyRowId=${COMPANY}`,
    );
    const images = screen.getAllByRole("img", { name: /^Seite \d von 2$/ });
    expect(images).toHaveLength(2);
    expect(images[0]).toHaveAttribute("loading", "lazy");
    expect(images[0]).toHaveAttribute("width", "1240");
    expect(images[0]).toHaveAttribute("height", "1754");
  });

  it("marks on its page where a field's value was read while the field is hovered or focused", async () => {
    const user = userEvent.setup();
    renderReview();
    await screen.findByRole("heading", { level: 2, name: "Elektro Schmidt GmbH – RE-2026-0042" });
    const pages = screen.getAllByRole("listitem").filter((item) => within(item).queryByRole("img"));
    expect(screen.queryByTestId("evidence-highlight")).not.toBeInTheDocument();

    // The total was read on page 2: hovering it marks it there, leaving takes the mark away.
    await user.hover(fieldValue("Brutto"));
    const mark = await screen.findByTestId("evidence-highlight");
    expect(pages[1]).toContainElement(mark);
    expect(mark.style.left).toBe(`${((458 / 595) * 100).toString()}%`);
    await user.unhover(fieldValue("Brutto"));
    expect(screen.queryByTestId("evidence-highlight")).not.toBeInTheDocument();

    // A value without evidence (from the e-invoice) marks nothing.
    await user.hover(fieldValue("Rechnungsnummer"));
    expect(screen.queryByTestId("evidence-highlight")).not.toBeInTheDocument();
    await user.unhover(fieldValue("Rechnungsnummer"));

    // Reachable by keyboard too: the focused field keeps its mark.
    fieldValue("Brutto").parentElement!.focus();
    expect(await screen.findByTestId("evidence-highlight")).toBeInTheDocument();
  });

  it("moves through the documents with J/K and the arrow keys", async () => {
    renderReview();
    await screen.findByRole("heading", { level: 2, name: "Elektro Schmidt GmbH – RE-2026-0042" });
    const user = userEvent.setup();
    await user.keyboard("j");
    expect(await screen.findByRole("heading", { level: 2, name: "Scan Tankquittung" })).toBeInTheDocument();
    expect(screen.getAllByRole("option")[1]).toHaveAttribute("aria-selected", "true");
    expect(
      screen.getByText(
        "Diese Seite ist ein Scan ohne Textebene und es ist keine Texterkennung (OCR) installiert – bitte die Angaben von Hand prüfen.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Gutschrift: /)).toBeInTheDocument();
    expect(fieldValue("Brutto")).toHaveTextContent("-58,40 €");

    screen.getAllByRole("option")[1]!.focus();
    await user.keyboard("{ArrowUp}");
    expect(
      await screen.findByRole("heading", { level: 2, name: "Elektro Schmidt GmbH – RE-2026-0042" }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole("option")[0]).toHaveFocus());
    await user.keyboard("k"); // already the first
    expect(screen.getByText("Dokument 1 von 2")).toBeInTheDocument();
  });

  it("shows a friendly empty state for a group without documents", async () => {
    renderReview({ documents: [] });
    expect(await screen.findByRole("heading", { name: "Keine Dokumente in diesem Prüfkorb" })).toBeInTheDocument();
  });

  it("says so when the group does not exist or is not visible", async () => {
    renderReview({ group: "missing" });
    expect(await screen.findByRole("heading", { name: "Diesen Prüfkorb gibt es nicht" })).toBeInTheDocument();
  });
});
