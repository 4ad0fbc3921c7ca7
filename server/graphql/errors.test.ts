import { GraphQLError } from "graphql";
import { SafeError } from "postgraphile/grafast";
import { describe, expect, it, vi } from "vitest";
import { makeLogger } from "../logger.ts";
import { makeMaskError } from "./errors.ts";

const pgError = (code: string, message: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { code, ...extra });
const wrap = (original: Error) => new GraphQLError(original.message, { originalError: original, path: ["x"] });

describe("makeMaskError", () => {
  const logger = makeLogger("silent");
  const mask = makeMaskError(logger);

  it("turns a row-level-security refusal into a coded, plain message without SQL", () => {
    const e = mask(
      wrap(pgError("42501", 'new row violates row-level security policy for table "review_groups"')),
      "Unexpected error.",
    ) as GraphQLError;
    expect(e.message).toBe("You are not allowed to do this.");
    expect(e.extensions.code).toBe("FORBIDDEN");
    expect(e.path).toEqual(["x"]);
  });

  it("keeps a spec code raised by our SQL functions as the error code", () => {
    const e = mask(
      wrap(pgError("42501", "YOU_DONT_HAVE_ACCESS_TO_CLIENT_COMPANY_OR_IT_DOESNT_EXIST")),
      "x",
    ) as GraphQLError;
    expect(e.extensions.code).toBe("YOU_DONT_HAVE_ACCESS_TO_CLIENT_COMPANY_OR_IT_DOESNT_EXIST");
    expect(e.message).toBe("You are not allowed to do this.");
  });

  it("names the constraint of a unique violation so the UI can point at the field", () => {
    const e = mask(wrap(pgError("23505", "duplicate key", { constraint: "users_email_key" })), "x") as GraphQLError;
    expect(e.extensions).toEqual({ code: "ALREADY_EXISTS", constraint: "users_email_key" });
  });

  it("names the input a coded refusal is about, and the position in a list input", () => {
    const e = mask(wrap(pgError("22023", "INVOICE_TOTALS_DO_NOT_ADD_UP", { column: "total" })), "x") as GraphQLError;
    expect(e.extensions).toEqual({ code: "INVOICE_TOTALS_DO_NOT_ADD_UP", field: "total" });
    const item = mask(
      wrap(pgError("22023", "INVOICE_ITEM_TITLE_REQUIRED", { column: "items", detail: "3" })),
      "x",
    ) as GraphQLError;
    expect(item.extensions).toEqual({ code: "INVOICE_ITEM_TITLE_REQUIRED", field: "items", position: 3 });
    // a column named by PostgreSQL itself (not a coded refusal) is not passed on
    const plain = mask(wrap(pgError("23502", "null value", { column: "secret_column" })), "x") as GraphQLError;
    expect(plain.extensions).toEqual({ code: "VALUE_REQUIRED" });
  });

  it("keeps messages raised on purpose by our SQL functions and SafeErrors", () => {
    expect((mask(wrap(pgError("P0001", "Die Rechnung ist bereits gebucht.")), "x") as GraphQLError).message).toBe(
      "Die Rechnung ist bereits gebucht.",
    );
    const safe = mask(wrap(new SafeError("Not yours", { code: "NOPE" })), "x") as GraphQLError;
    expect(safe.message).toBe("Not yours");
    expect(safe.extensions.code).toBe("NOPE");
  });

  it("hides anything unexpected behind the generic message and logs it", () => {
    const spy = vi.spyOn(logger, "error");
    const e = mask(wrap(new TypeError("cannot read secret of undefined")), "Unexpected error.") as GraphQLError;
    expect(e.message).toBe("Unexpected error.");
    expect(e.extensions.code).toBe("INTERNAL_SERVER_ERROR");
    expect(spy).toHaveBeenCalled();
  });

  it("passes validation errors through", () => {
    const validation = new GraphQLError('Cannot query field "nope" on type "Query".');
    expect(mask(validation, "x")).toBe(validation);
  });
});
