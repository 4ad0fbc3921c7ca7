import { describe, expect, it } from "vitest";
import { inviteUserErrorCode, inviteUserPayloadSchema } from "./inviteUserSchema.ts";

const valid = {
  clientCompanyId: "0b8f5e1c-1a2b-4c3d-8e4f-000000000001",
  title: "",
  firstName: " Clara ",
  lastName: "Neumann",
  email: " Clara.Neumann@Example.COM ",
  language: "de",
  updateNotification: 1,
  skipAssigningAccess: false,
};

const codeOf = (payload: unknown) => {
  const parsed = inviteUserPayloadSchema.safeParse(payload);
  return parsed.success ? null : inviteUserErrorCode(parsed.error);
};

describe("inviteUserPayloadSchema", () => {
  it("trims names, lower-cases the e-mail and sends an empty title as null", () => {
    expect(inviteUserPayloadSchema.parse(valid)).toEqual({
      ...valid,
      title: null,
      firstName: "Clara",
      email: "clara.neumann@example.com",
    });
    const { title: _title, ...withoutTitle } = valid;
    expect(inviteUserPayloadSchema.parse(withoutTitle).title).toBeNull();
  });

  it("answers the first field error a person can fix", () => {
    expect(codeOf({ ...valid, firstName: " ", lastName: "" })).toBe("FIRST_NAME_REQUIRED");
    expect(codeOf({ ...valid, lastName: "x".repeat(101) })).toBe("LAST_NAME_TOO_LONG");
    expect(codeOf({ ...valid, email: "a@b" })).toBe("EMAIL_INVALID");
    expect(codeOf({ ...valid, language: "fr" })).toBe("LANGUAGE_INVALID");
    expect(codeOf({ ...valid, updateNotification: 2 })).toBe("UPDATE_NOTIFICATION_INVALID");
    expect(codeOf({ ...valid, title: "x".repeat(41) })).toBe("TITLE_TOO_LONG");
  });

  it("calls a malformed payload INVALID_REQUEST", () => {
    expect(codeOf({ ...valid, role: "ADMIN" })).toBe("INVALID_REQUEST");
    expect(codeOf({ ...valid, clientCompanyId: "x" })).toBe("INVALID_REQUEST");
    expect(codeOf({ ...valid, skipAssigningAccess: "false" })).toBe("INVALID_REQUEST");
    expect(codeOf(null)).toBe("INVALID_REQUEST");
  });
});
