import { useMemo } from "react";
import { graphql, useSubscription } from "react-relay";
import { ConnectionHandler, type GraphQLSubscriptionConfig } from "relay-runtime";
import type { ReviewGroupCreatedListenerSubscription } from "../__generated__/ReviewGroupCreatedListenerSubscription.graphql.ts";

const reviewGroupCreatedSubscription = graphql`
  subscription ReviewGroupCreatedListenerSubscription($clientCompanyRowId: UUID!) {
    reviewGroupCreated(clientCompanyRowId: $clientCompanyRowId) {
      reviewGroup {
        id
        rowId
        createdAt
        lockedForCurrentUser
        documentCount
        createdBy {
          fullName
        }
      }
    }
  }
`;

export interface ReviewGroupCreatedListenerProps {
  clientCompanyRowId: string;
  /** The review inbox's connection (DocumentsMenu_reviewGroups) the new groups join. */
  connectionId: string;
}

/** Keeps the review inbox of the documents menu live (`reviewGroupCreated`), which also fires
 * when a document arrives in an existing group: the store then updates that group in place
 * (its count), and only a group not yet listed gets a new edge. Renders nothing. */
export function ReviewGroupCreatedListener({ clientCompanyRowId, connectionId }: ReviewGroupCreatedListenerProps) {
  const subscriptionConfig = useMemo(
    (): GraphQLSubscriptionConfig<ReviewGroupCreatedListenerSubscription> => ({
      subscription: reviewGroupCreatedSubscription,
      variables: { clientCompanyRowId },
      updater: (store) => {
        const group = store.getRootField("reviewGroupCreated")?.getLinkedRecord("reviewGroup");
        const connection = store.get(connectionId);
        if (!group || !connection) return;
        const edges = connection.getLinkedRecords("edges") ?? [];
        if (edges.some((edge) => edge?.getLinkedRecord("node")?.getDataID() === group.getDataID())) return;
        const edge = ConnectionHandler.createEdge(store, connection, group, "ReviewGroupEdge");
        ConnectionHandler.insertEdgeBefore(connection, edge);
      },
    }),
    [clientCompanyRowId, connectionId],
  );
  useSubscription(subscriptionConfig);
  return null;
}
