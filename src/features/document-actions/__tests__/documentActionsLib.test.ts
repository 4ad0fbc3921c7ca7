import { describe, expect, it } from "vitest";
import { shareDocumentFormSchema } from "../forms/shareDocumentFormSchema.ts";
import { deleteBlockerOf, type DeleteBlockerInput } from "../lib/deleteBlocker.ts";
import { publicLinkUrl } from "../lib/publicLinkUrl.ts";

const MAY_DELETE: DeleteBlockerInput = {
  canCurrentUserDelete: true,
  hasDocumentsManageAccess: true,
  isDeleteRestricted: false,
  canDeleteDocumentsInCompany: true,
  isExportedForBooking: false,
  hasDependentDocuments: false,
};

describe("deleteBlockerOf", () => {
  it("is null when the flag allows and nothing depends on the document", () => {
    expect(deleteBlockerOf(MAY_DELETE)).toBeNull();
  });
  it("names the reason in the database's order", () => {
    const refused = { ...MAY_DELETE, canCurrentUserDelete: false };
    expect(deleteBlockerOf({ ...refused, hasDocumentsManageAccess: false, isExportedForBooking: true })).toBe(
      "noRight",
    );
    expect(
      deleteBlockerOf({
        ...refused,
        isDeleteRestricted: true,
        canDeleteDocumentsInCompany: false,
        isExportedForBooking: true,
      }),
    ).toBe("restricted");
    expect(deleteBlockerOf({ ...refused, isDeleteRestricted: true, isExportedForBooking: true })).toBe("exported");
    expect(deleteBlockerOf(refused)).toBe("noRight");
  });
  it("knows dependants block although the flag allows", () => {
    expect(deleteBlockerOf({ ...MAY_DELETE, hasDependentDocuments: true })).toBe("dependents");
  });
});

describe("shareDocumentFormSchema", () => {
  it("trims the address and refuses what is not one", () => {
    expect(shareDocumentFormSchema.parse({ email: "  anna@example.de " })).toEqual({ email: "anna@example.de" });
    expect(shareDocumentFormSchema.safeParse({ email: "  " }).error?.issues[0]?.message).toBe("required");
    expect(shareDocumentFormSchema.safeParse({ email: "anna@" }).error?.issues[0]?.message).toBe("invalid");
  });
});

describe("publicLinkUrl", () => {
  it("is /share/<token> on the app's origin", () => {
    expect(publicLinkUrl("ab12", "https://app.belegwerk.de")).toBe("https://app.belegwerk.de/share/ab12");
  });
});
