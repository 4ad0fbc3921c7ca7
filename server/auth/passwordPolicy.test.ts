import { describe, expect, it } from "vitest";
import { passwordProblems } from "./passwordPolicy.ts";

describe("passwordProblems", () => {
  it("accepts ten characters that are not the e-mail address, typed twice", () => {
    expect(passwordProblems("0123456789", "0123456789", "a@b.example")).toEqual([]);
  });

  it("names every broken rule", () => {
    expect(passwordProblems("short", "other", "a@b.example")).toEqual(["TOO_SHORT", "MISMATCH"]);
    expect(passwordProblems("A@B.example ", "A@B.example ", "a@b.example")).toEqual(["EQUALS_EMAIL"]);
    expect(passwordProblems("x".repeat(1025), "x".repeat(1025), "a@b.example")).toEqual(["TOO_LONG"]);
  });

  it("counts characters as people do", () => {
    expect(passwordProblems("🔑".repeat(9), "🔑".repeat(9), "a@b.example")).toEqual(["TOO_SHORT"]);
    expect(passwordProblems("🔑".repeat(10), "🔑".repeat(10), "a@b.example")).toEqual([]);
  });
});
