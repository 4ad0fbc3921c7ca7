import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { toIsoDate } from "../../../lib/calendarDate.ts";
import { browserInNewYorkBeforeGermanMidnight } from "../../../test/browserElsewhere.ts";
import { clientCompanyFormSchema, latestContractStart } from "../forms/clientCompanyFormSchema.ts";

describe("the contract start's limit", () => {
  let restore: () => void;
  beforeEach(() => {
    restore = browserInNewYorkBeforeGermanMidnight();
  });
  afterEach(() => restore());

  it("is a year from Germany's today, as the database counts, not from the browser's", () => {
    expect(toIsoDate(new Date())).toBe("2026-03-31"); // the browser's day
    expect(latestContractStart()).toBe("2027-04-01");
    const values = {
      companyRowId: "c0000000-0000-4000-8000-000000000001",
      name: "Neu GmbH",
      brandName: "",
      status: "ACTIVE",
      language: "de",
      branding: "",
      accountingCompanyClientCompanyRowId: "",
      billedClientCompanyRowId: "",
      accountingSystem: "",
      accountingSystemClientNo: "",
      contractNote: "",
      licensedDocuments: "",
      licensedUsers: "",
      licensedBanks: "",
      contractExpiryNotificationEmail: "",
    };
    expect(clientCompanyFormSchema("de").safeParse({ ...values, contractStartDate: "01.04.2027" }).success).toBe(true);
    expect(clientCompanyFormSchema("de").safeParse({ ...values, contractStartDate: "02.04.2027" }).success).toBe(false);
  });
});
