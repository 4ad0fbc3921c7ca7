import { useTranslation } from "react-i18next";
import { graphql, usePaginationFragment } from "react-relay";
import type { ExportsApiList_clientCompany$key } from "../../../__generated__/ExportsApiList_clientCompany.graphql.ts";
import type { ExportsApiListPaginationQuery } from "../../../__generated__/ExportsApiListPaginationQuery.graphql.ts";
import { ExportsTable } from "./ExportsTable.tsx";

import { EXPORTS_PAGE_SIZE, type ExportsListProps } from "./exportsListProps.ts";

/** The exports API clients made, newest first. */
export function ExportsApiList({
  clientCompany,
  ...props
}: ExportsListProps & { clientCompany: ExportsApiList_clientCompany$key }) {
  const { t } = useTranslation();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    ExportsApiListPaginationQuery,
    ExportsApiList_clientCompany$key
  >(
    graphql`
      fragment ExportsApiList_clientCompany on ClientCompany
      @refetchable(queryName: "ExportsApiListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "Cursor" }) {
        apiExports: exports(createdVia: API, first: $count, after: $cursor)
          @connection(key: "ExportsApiList_apiExports") {
          edges {
            node {
              id
              ...ExportRow_export
            }
          }
        }
      }
    `,
    clientCompany,
  );
  return (
    <ExportsTable
      title={t("exports.apiList")}
      testId="exports-api-list"
      exports={data.apiExports.edges.map((edge) => ({ id: edge.node.id, node: edge.node }))}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(EXPORTS_PAGE_SIZE)}
      {...props}
    />
  );
}
