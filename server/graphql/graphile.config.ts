import type { IncomingMessage, ServerResponse } from "node:http";
import type pg from "pg";
import { makePgService } from "postgraphile/adaptors/pg";
import { PgSimplifyInflectionPreset } from "@graphile/simplify-inflection";
import { PostGraphileAmberPreset } from "postgraphile/presets/amber";
import { pgSettingsFor, type AppSession } from "../auth/sessions.ts";
import { mailInboundDomainSetting } from "../mail/inbound/inboundDomain.ts";
import { fewerRoundTripsAdaptor } from "./pgAdaptor.ts";
import { AccountSecurityPlugin } from "./plugins/AccountSecurityPlugin.ts";
import { ClientCompanyAccessFlagsPlugin } from "./plugins/ClientCompanyAccessFlagsPlugin.ts";
import { DatevMasterDataPlugin } from "./plugins/DatevMasterDataPlugin.ts";
import { DocumentsListPlugin } from "./plugins/DocumentsListPlugin.ts";
import { ListSuffixPlugin } from "./plugins/ListSuffixPlugin.ts";
import { LoginPlugin } from "./plugins/LoginPlugin.ts";
import { ReviewGroupCreatedPlugin } from "./plugins/ReviewGroupCreatedPlugin.ts";
import { RowIdNamingPlugin } from "./plugins/RowIdNamingPlugin.ts";
import { RuleTestPlugin } from "./plugins/RuleTestPlugin.ts";

declare global {
  namespace Grafast {
    interface RequestContext {
      /** The validated session of the HTTP request or WebSocket connection. */
      appSession?: AppSession | null;
      /** The Node request of an HTTP operation (absent for WebSocket ones). */
      node?: { req: IncomingMessage; res: ServerResponse };
    }
  }
}

/**
 * The PostGraphile preset. The Amber preset exposes primary keys `id` as `rowId` and keeps
 * the global Node `id` that Relay needs; simplified inflection names relations as the spec
 * does (`clientCompanyUsers`, `billedClientCompany`). GraphQL connects as `app_authenticator` and every
 * operation runs as `app_user`/`app_anonymous` with the request's identity in pgSettings,
 * so row-level security decides what is seen.
 */
export interface PresetOptions {
  /** app.source_file_processing_limit: files of one company in processing at once. */
  sourceFileProcessingLimit?: number;
  /** app.custom_extraction_service = 'on': a custom extraction service is configured. */
  customExtractionService?: boolean;
  /** app.mail_inbound_domain: the domain of the addresses that turn mail into documents, while
   * this process receives mail (ClientCompany.emailAddress, DocumentCategory.germanEmailAddr). */
  mailInboundDomain?: string | null;
}

export function makePreset(authPool: pg.Pool, options: PresetOptions = {}): GraphileConfig.Preset {
  const settings: Record<string, string> = {
    ...(options.sourceFileProcessingLimit === undefined
      ? {}
      : { "app.source_file_processing_limit": String(options.sourceFileProcessingLimit) }),
    ...(options.customExtractionService ? { "app.custom_extraction_service": "on" } : {}),
    ...mailInboundDomainSetting(options.mailInboundDomain ?? null),
  };
  return {
    extends: [PostGraphileAmberPreset, PgSimplifyInflectionPreset],
    plugins: [
      RowIdNamingPlugin,
      ListSuffixPlugin,
      ReviewGroupCreatedPlugin,
      LoginPlugin,
      AccountSecurityPlugin,
      DocumentsListPlugin,
      ClientCompanyAccessFlagsPlugin,
      DatevMasterDataPlugin,
      RuleTestPlugin,
    ],
    pgServices: [
      {
        ...makePgService({
          pool: authPool,
          schemas: ["app_public"],
          pubsub: true,
          pgSettings: (requestContext) => pgSettingsFor(requestContext.appSession, settings),
        }),
        // Opens each request's transaction and applies its settings in one round trip.
        adaptor: fewerRoundTripsAdaptor,
      },
    ],
    gather: { pgStrictFunctions: true, installWatchFixtures: false },
    schema: {
      pgForbidSetofFunctionsToReturnNull: true,
      // Errors must not leak query plans or SQL: explain is never offered.
      dontSwallowErrors: true,
    },
    grafast: { explain: false },
  };
}
