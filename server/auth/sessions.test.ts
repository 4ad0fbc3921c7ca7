import { describe, expect, it } from "vitest";
import { pgSettingsFor, readCookie } from "./sessions.ts";

describe("readCookie", () => {
  it("finds a cookie among others", () => {
    expect(readCookie("a=1; bw_session=abc%2Fdef; b=2", "bw_session")).toBe("abc/def");
  });
  it("returns null for missing, empty or malformed headers instead of throwing", () => {
    expect(readCookie(undefined, "x")).toBeNull();
    expect(readCookie("", "x")).toBeNull();
    expect(readCookie("garbage;;;=", "x")).toBeNull();
    expect(readCookie("x=%E0%A4%A", "x")).toBeNull();
  });
});

describe("pgSettingsFor", () => {
  it("runs signed-out requests as app_anonymous with no identity", () => {
    expect(pgSettingsFor(null)).toEqual({ role: "app_anonymous" });
  });
  it("runs signed-in requests as app_user with user and session ids", () => {
    expect(pgSettingsFor({ sessionId: "s", userId: "u", impersonatorUserId: null })).toEqual({
      role: "app_user",
      "app.user_id": "u",
      "app.session_id": "s",
    });
  });
});
