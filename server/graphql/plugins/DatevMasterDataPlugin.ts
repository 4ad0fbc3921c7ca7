import { context, lambda, SafeError, sideEffect } from "postgraphile/grafast";
import { extendSchema, gql } from "postgraphile/utils";
import {
  ImportRefused,
  importLedgerAccounts,
  type ImportQuery,
  type LedgerImportInput,
} from "../../accounting/datevAccountImport.ts";
import { exportPartnerAccounts, importPartnerAccounts } from "../../accounting/datevPartnerAccounts.ts";

interface PgQueryClient {
  query<T>(q: { text: string; values?: unknown[] }): Promise<{ rows: readonly T[] }>;
}

/** Runs the work in the request's transaction as the signed-in user (RLS); coded refusals keep their code. */
async function asUser<T>(ctx: Grafast.Context, work: (query: ImportQuery) => Promise<T>): Promise<T> {
  try {
    return await ctx.withPgClient(ctx.pgSettings, async (client) => {
      const pgClient = client as unknown as PgQueryClient;
      const query: ImportQuery = async <R>(text: string, values: unknown[]) =>
        (await pgClient.query<R>({ text, values })).rows as R[];
      return work(query);
    });
  } catch (e) {
    if (e instanceof ImportRefused) throw new SafeError(e.message, { code: e.code });
    throw e;
  }
}

/**
 * DATEV master-data files in the accounting settings: `importDatevGeneralLedgerAccounts` reads a
 * "Kontenbeschriftungen" EXTF file (base64, at most 1 MB) and previews (`dryRun`, the default) or
 * applies it to the company's ledger accounts. Runs in the request's transaction under RLS
 * (accounting access); a refused file writes nothing (`refusal` names why).
 */
export const DatevMasterDataPlugin = extendSchema(() => ({
  typeDefs: gql`
    enum DatevImportRowAction {
      ADD
      RENAME
      UNCHANGED
      SKIP
    }
    """
    A line of an imported file that was left out, with its coded reason and column.
    """
    type DatevImportLineError {
      line: Int!
      code: String!
      column: String
    }
    type GeneralLedgerAccountImportRow {
      line: Int!
      number: String!
      name: String!
      action: DatevImportRowAction!
      category: GeneralLedgerAccountCategory
      currentName: String
    }
    input ImportDatevGeneralLedgerAccountsInput {
      clientCompanyRowId: UUID!
      """
      The file's bytes, base64 (at most 1 MB).
      """
      contentBase64: String!
      """
      Rename existing accounts whose name differs (otherwise they are skipped).
      """
      updateNames: Boolean = false
      """
      One category for every new account; without it each gets its number range's category in the chart.
      """
      category: GeneralLedgerAccountCategory
      """
      The chart whose number ranges give the categories; without it the company's own (detected from its accounts).
      """
      chart: StandardChart
      """
      Only classify and count, write nothing (the preview).
      """
      dryRun: Boolean = true
    }
    type ImportDatevGeneralLedgerAccountsPayload {
      """
      Why the whole file was refused (a coded reason); nothing was written.
      """
      refusal: String
      chart: StandardChart
      rows: [GeneralLedgerAccountImportRow!]!
      errors: [DatevImportLineError!]!
      added: Int!
      updated: Int!
      skipped: Int!
    }
    type DatevPartnerAccountsFile {
      fileName: String!
      """
      The file's bytes (Windows-1252), base64.
      """
      contentBase64: String!
      count: Int!
      """
      Accounts left out because DATEV would refuse them (number of another length, no name).
      """
      skippedNumbers: [String!]!
    }
    type PartnerAccountImportRow {
      line: Int!
      number: String!
      name: String!
      type: PartnerAccountType!
      action: DatevImportRowAction!
      partnerCompanyRowId: UUID
      partnerCompanyName: String
      """
      Why no partner company is linked: NONE (no company with the VAT id or name) or AMBIGUOUS (several).
      """
      linkProblem: String
    }
    input ImportDatevPartnerAccountsInput {
      clientCompanyRowId: UUID!
      contentBase64: String!
      """
      Update the description and partner company of existing accounts (otherwise they are skipped).
      """
      updateExisting: Boolean = false
      dryRun: Boolean = true
    }
    type ImportDatevPartnerAccountsPayload {
      refusal: String
      rows: [PartnerAccountImportRow!]!
      errors: [DatevImportLineError!]!
      added: Int!
      updated: Int!
      skipped: Int!
    }
    extend type Query {
      """
      The company's active partner accounts as a DATEV Debitoren/Kreditoren file (EXTF category 16).
      Needs accounting access and the company's DATEV numbers.
      """
      datevPartnerAccountsFile(clientCompanyRowId: UUID!): DatevPartnerAccountsFile
    }
    extend type Mutation {
      """
      Previews or imports a DATEV Debitoren/Kreditoren file (EXTF category 16) into the company's
      partner accounts, linked to a partner company with the same VAT id or name when there is exactly one.
      """
      importDatevPartnerAccounts(input: ImportDatevPartnerAccountsInput!): ImportDatevPartnerAccountsPayload
      """
      Previews or imports a DATEV Kontenbeschriftungen file (EXTF category 20) into the company's
      general-ledger accounts. Needs accounting access (ACCOUNTING_SETTINGS_FORBIDDEN).
      """
      importDatevGeneralLedgerAccounts(
        input: ImportDatevGeneralLedgerAccountsInput!
      ): ImportDatevGeneralLedgerAccountsPayload
    }
  `,
  objects: {
    Query: {
      plans: {
        datevPartnerAccountsFile(_$root, fieldArgs) {
          const $company = fieldArgs.getRaw("clientCompanyRowId");
          return lambda([$company, context()], ([company, ctx]) =>
            asUser(ctx, (query) => exportPartnerAccounts(query, String(company))),
          );
        },
      },
    },
    Mutation: {
      plans: {
        importDatevPartnerAccounts(_$root, fieldArgs) {
          const $input = fieldArgs.getRaw("input");
          return sideEffect([$input, context()], ([raw, ctx]) => {
            const input = raw as Record<string, unknown>;
            return asUser(ctx, (query) =>
              importPartnerAccounts(query, {
                clientCompanyRowId: String(input.clientCompanyRowId),
                contentBase64: String(input.contentBase64),
                updateExisting: input.updateExisting === true,
                dryRun: input.dryRun !== false,
              }),
            );
          });
        },
        importDatevGeneralLedgerAccounts(_$root, fieldArgs) {
          const $input = fieldArgs.getRaw("input");
          return sideEffect([$input, context()], ([raw, ctx]) => {
            const input = raw as Record<string, unknown>;
            const args: LedgerImportInput = {
              clientCompanyRowId: String(input.clientCompanyRowId),
              contentBase64: String(input.contentBase64),
              updateNames: input.updateNames === true,
              category: (input.category as LedgerImportInput["category"]) ?? null,
              chart: (input.chart as LedgerImportInput["chart"]) ?? null,
              dryRun: input.dryRun !== false,
            };
            return asUser(ctx, (query) => importLedgerAccounts(query, args));
          });
        },
      },
    },
  },
}));
