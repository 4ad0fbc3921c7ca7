import type { Config } from "../config.ts";
import { BillomatHttp } from "./billomat/billomatHttp.ts";
import { FastbillHttp } from "./fastbill/fastbillHttp.ts";
import { GetMyInvoicesHttp } from "./getmyinvoices/getMyInvoicesHttp.ts";
import type { IntegrationProviders } from "./provider.ts";
import { sandboxProviders } from "./sandboxProvider.ts";

/** Each connector's provider: the real API where its *_BASE_URL is set, its sandbox otherwise. */
export function makeIntegrationProviders(config: Pick<Config, "integrations">): IntegrationProviders {
  const sandbox = sandboxProviders();
  const { getMyInvoicesBaseUrl, fastbillBaseUrl, billomatBaseUrl } = config.integrations;
  return {
    GETMYINVOICES: getMyInvoicesBaseUrl ? new GetMyInvoicesHttp(getMyInvoicesBaseUrl) : sandbox.GETMYINVOICES,
    FASTBILL: fastbillBaseUrl ? new FastbillHttp(fastbillBaseUrl) : sandbox.FASTBILL,
    BILLOMAT: billomatBaseUrl ? new BillomatHttp(billomatBaseUrl) : sandbox.BILLOMAT,
  };
}
