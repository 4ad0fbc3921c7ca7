import { describe, expect, it } from "vitest";
import {
  accountingSystemClientNoProblem,
  CLIENT_NO_DATEV_MESSAGE,
  CLIENT_NO_LENGTH_MESSAGE,
} from "./accountingSystemClientNo.ts";

describe("the client number in the accounting system", () => {
  it("for DATEV is a Mandantennummer 1–99999", () => {
    for (const good of ["1", "10042", "99999", " 4711 ", ""])
      expect(accountingSystemClientNoProblem("DATEV", good)).toBeNull();
    for (const bad of ["0", "100000", "00042", "10 42", "1004A", "-1", "1.5"])
      expect(accountingSystemClientNoProblem("DATEV", bad), bad).toBe(CLIENT_NO_DATEV_MESSAGE);
  });

  it("for other systems is free text up to 30 characters", () => {
    expect(accountingSystemClientNoProblem("BMD", "KD-4711/A")).toBeNull();
    expect(accountingSystemClientNoProblem(null, "x".repeat(30))).toBeNull();
    expect(accountingSystemClientNoProblem("OTHER", "x".repeat(31))).toBe(CLIENT_NO_LENGTH_MESSAGE);
  });
});
