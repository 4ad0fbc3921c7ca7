import { context, SafeError, sideEffect } from "postgraphile/grafast";
import { extendSchema, gql } from "postgraphile/utils";
import {
  ImportRefused,
  importLedgerAccounts,
  type ImportQuery,
  type LedgerImportInput,
} from "../../accounting/datevAccountImport.ts";

interface PgQueryClient {
  query<T>(q: { text: string; values?: unknown[] }): Promise<{ rows: readonly T[] }>;
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
    extend type Mutation {
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
    Mutation: {
      plans: {
        importDatevGeneralLedgerAccounts(_$root, fieldArgs) {
          const $input = fieldArgs.getRaw("input");
          return sideEffect([$input, context()], async ([raw, ctx]) => {
            const input = raw as Record<string, unknown>;
            const args: LedgerImportInput = {
              clientCompanyRowId: String(input.clientCompanyRowId),
              contentBase64: String(input.contentBase64),
              updateNames: input.updateNames === true,
              category: (input.category as LedgerImportInput["category"]) ?? null,
              chart: (input.chart as LedgerImportInput["chart"]) ?? null,
              dryRun: input.dryRun !== false,
            };
            try {
              return await ctx.withPgClient(ctx.pgSettings, async (client) => {
                const pgClient = client as unknown as PgQueryClient;
                const query: ImportQuery = async <T>(text: string, values: unknown[]) =>
                  (await pgClient.query<T>({ text, values })).rows as T[];
                return importLedgerAccounts(query, args);
              });
            } catch (e) {
              if (e instanceof ImportRefused) throw new SafeError(e.message, { code: e.code });
              throw e;
            }
          });
        },
      },
    },
  },
}));
