import { useTranslation } from "react-i18next";
import { graphql, usePaginationFragment } from "react-relay";
import type { ExportsUserList_clientCompany$key } from "../../../__generated__/ExportsUserList_clientCompany.graphql.ts";
import type { ExportsUserListPaginationQuery } from "../../../__generated__/ExportsUserListPaginationQuery.graphql.ts";
import { ExportsTable } from "./ExportsTable.tsx";

import { EXPORTS_PAGE_SIZE, type ExportsListProps } from "./exportsListProps.ts";

/** The exports people made in the app, newest first. */
export function ExportsUserList({
  clientCompany,
  ...props
}: ExportsListProps & { clientCompany: ExportsUserList_clientCompany$key }) {
  const { t } = useTranslation();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    ExportsUserListPaginationQuery,
    ExportsUserList_clientCompany$key
  >(
    graphql`
      fragment ExportsUserList_clientCompany on ClientCompany
      @refetchable(queryName: "ExportsUserListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "Cursor" }) {
        userExports: exports(createdVia: USER, first: $count, after: $cursor)
          @connection(key: "ExportsUserList_userExports") {
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
      title={t("exports.userList")}
      testId="exports-user-list"
      exports={data.userExports.edges.map((edge) => ({ id: edge.node.id, node: edge.node }))}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(EXPORTS_PAGE_SIZE)}
      {...props}
    />
  );
}
