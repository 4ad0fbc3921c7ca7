import { List, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { SharedWithMeListQuery } from "../__generated__/SharedWithMeListQuery.graphql.ts";
import { AnchorLink } from "./links.tsx";

/** The documents shared with the signed-in external user: where they can
 * go from a page they may not open. Nothing when there are none. */
export function SharedWithMeList() {
  const { t } = useTranslation();
  // On demand: shown on the not-found page of external users only, never on a first paint of a list.
  const { currentUser } = useLazyLoadQuery<SharedWithMeListQuery>(
    graphql`
      query SharedWithMeListQuery {
        currentUser {
          documentShares(first: 50) {
            nodes {
              rowId
              document {
                rowId
                clientCompanyRowId
                derivedTitle
              }
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: "store-and-network" },
  );
  const documents = (currentUser?.documentShares.nodes ?? []).flatMap((share) =>
    share.document ? [{ key: share.rowId, ...share.document }] : [],
  );
  if (documents.length === 0) return null;
  return (
    <Stack gap={4} ta="left">
      <Text fw={600} fz="sm">
        {t("shell.external.sharedWithYou")}
      </Text>
      <List spacing={4} fz="sm">
        {documents.map((document) => (
          <List.Item key={document.key}>
            <AnchorLink
              to="/documents/$documentRowId"
              params={{ documentRowId: document.rowId }}
              search={{ clientCompanyRowId: document.clientCompanyRowId }}
            >
              {document.derivedTitle || t("shell.untitledDocument")}
            </AnchorLink>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
