/**
 * Statement files are read in a worker thread: the result and the coded refusals come back as
 * the parsers give them, and a file that takes longer than the budget is refused with TIMEOUT
 * while the worker is stopped (the main thread never runs the parser).
 */
import { describe, expect, it } from "vitest";
import { BankStatementError, parseBankStatementFile } from "../domain/bank-statements/index.ts";
import { readStatementInWorker } from "./statementReader.ts";

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const MT940 = [
  ":20:STARTUMS",
  ":25:10020030/1234567890",
  ":28C:1",
  ":60F:C260227EUR100,00",
  ":61:2603020302C1,00NTRFNONREF",
  ":86:166?00GUTSCHRIFT?20Rechnung 1?32Muster GmbH",
  ":62F:C260302EUR101,00",
  "-",
].join("\n");

async function refusalOf(promise: Promise<unknown>): Promise<BankStatementError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BankStatementError) return error;
    throw error;
  }
  throw new Error("expected a BankStatementError");
}

describe("readStatementInWorker", () => {
  it("gives the statements the parser gives", async () => {
    const bytes = utf8(MT940);
    const result = await readStatementInWorker({ bytes, fileName: "a.sta", csvMapping: undefined });
    expect(result).toEqual({ kind: "statements", statements: parseBankStatementFile(bytes, "a.sta") });
  });

  it("gives a CSV preview with a guessed mapping, and reads CSV with a mapping", async () => {
    const bytes = utf8("Buchungstag;Betrag;Verwendungszweck\n01.03.2026;12,50;Rechnung 7\n");
    const preview = await readStatementInWorker({ bytes, fileName: "a.csv", csvMapping: undefined });
    expect(preview).toMatchObject({ kind: "csvPreview", headers: ["Buchungstag", "Betrag", "Verwendungszweck"] });
    const mapping = {
      bookingDate: 0,
      amount: 1,
      purpose: [2],
      dateFormat: "DD.MM.YYYY" as const,
      decimalSeparator: "," as const,
      hasHeader: true,
    };
    const read = await readStatementInWorker({ bytes, fileName: "a.csv", csvMapping: mapping });
    expect(read.kind === "statements" && read.statements[0]!.transactions[0]!.amount).toBe("12.50");
  });

  it("passes coded refusals with their place in the file", async () => {
    const bytes = utf8(MT940.replace(":61:260302", ":61:260231"));
    const error = await refusalOf(readStatementInWorker({ bytes, fileName: "a.sta", csvMapping: undefined }));
    expect(error.code).toBe("INVALID_DATE");
    expect(error.params).toEqual({ line: 5, value: "260231" });
  });

  it("refuses text without columns as an unknown format", async () => {
    const bytes = utf8("Dear customer\nplease find attached\n");
    const error = await refusalOf(readStatementInWorker({ bytes, fileName: "a.csv", csvMapping: undefined }));
    expect(error.code).toBe("UNKNOWN_FORMAT");
  });

  it("stops a reader that exceeds its time budget and refuses the file with TIMEOUT", async () => {
    // A budget no worker can meet: starting the thread alone takes longer than a millisecond.
    const bytes = utf8(MT940.repeat(2000));
    const error = await refusalOf(
      readStatementInWorker({ bytes, fileName: "a.sta", csvMapping: undefined }, { timeoutMs: 1 }),
    );
    expect(error.code).toBe("TIMEOUT");
  });
});
