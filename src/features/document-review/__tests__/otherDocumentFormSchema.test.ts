import { describe, expect, it } from "vitest";
import {
  makeOtherDocumentFormSchema,
  type OtherDocumentFormValues,
  otherDocumentFormValuesOf,
  otherDocumentPatchOf,
} from "../forms/otherDocumentFormSchema.ts";

const TODAY = "2026-11-20";
const STORED = otherDocumentFormValuesOf({
  categoryRowId: "c9",
  type: "CONTRACT",
  documentDate: "2026-01-15",
  documentNumber: "V-17",
  documentDetails: null,
  resubmissionDate: null,
  expiryDate: "2027-01-14",
  contractType: "Leasing",
  contactUserRowId: null,
  partnerCompanyRowId: null,
  partnerName: "Autohaus Berger",
});

function issuesOf(change: Partial<OtherDocumentFormValues>) {
  const result = makeOtherDocumentFormSchema({ initial: STORED, today: TODAY }).safeParse({ ...STORED, ...change });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("other-document form", () => {
  it("formats the stored document", () => {
    expect(STORED).toMatchObject({ documentDate: "15.01.2026", expiryDate: "14.01.2027", documentDetails: "" });
  });

  it("refuses impossible and out-of-range dates", () => {
    expect(issuesOf({ documentDate: "30.02.2026" })).toEqual({ documentDate: "documentReview.validation.invalidDate" });
    expect(issuesOf({ documentDate: "01.01.2030" })).toEqual({
      documentDate: "documentReview.validation.dateOutOfRange",
    });
    expect(issuesOf({ resubmissionDate: "31.12.1989" })).toEqual({
      resubmissionDate: "documentReview.validation.dateOutOfRange",
    });
    expect(issuesOf({ expiryDate: "01.01.2200" })).toEqual({ expiryDate: "documentReview.validation.dateOutOfRange" });
    expect(issuesOf({ resubmissionDate: "01.06.2027" })).toEqual({});
  });

  it("refuses overlong text", () => {
    expect(issuesOf({ documentDetails: "x".repeat(10001) })).toEqual({
      documentDetails: 'documentReview.validation.tooLong|{"max":10000}',
    });
  });

  it("patches only what changed", () => {
    expect(
      otherDocumentPatchOf(STORED, { ...STORED, type: "OFFER", partnerName: " ", expiryDate: "14.1.27" }, TODAY),
    ).toEqual({ type: "OFFER", partnerName: null });
  });
});
