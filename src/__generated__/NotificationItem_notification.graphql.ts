/**
 * @generated SignedSource<<65450aee4a8246b82e7d3563293f9c5d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NotificationType = "APPROVAL_REQUESTED" | "COMMENT_MENTION" | "DOCUMENT_APPROVED" | "DOCUMENT_REJECTED" | "DOCUMENT_SHARED" | "MEMBERSHIP_REQUESTED" | "RULE_NOTIFICATION" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NotificationItem_notification$data = {
  readonly actor: {
    readonly fullName: string | null | undefined;
  } | null | undefined;
  readonly approvalRequest: {
    readonly decisionMessage: string | null | undefined;
    readonly message: string | null | undefined;
  } | null | undefined;
  readonly comment: {
    readonly textMessage: string;
  } | null | undefined;
  readonly createdAt: string;
  readonly document: {
    readonly clientCompany: {
      readonly featureFlags: {
        readonly collaboration: boolean | null | undefined;
      } | null | undefined;
    } | null | undefined;
    readonly clientCompanyRowId: string;
    readonly derivedTitle: string | null | undefined;
    readonly rowId: string;
  } | null | undefined;
  readonly id: string;
  readonly membershipRequest: {
    readonly companyName: string | null | undefined;
    readonly invitedByName: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"MembershipRequestNotification_membershipRequest">;
  } | null | undefined;
  readonly note: string | null | undefined;
  readonly readAt: string | null | undefined;
  readonly rowId: string;
  readonly ruleName: string | null | undefined;
  readonly type: NotificationType;
  readonly " $fragmentType": "NotificationItem_notification";
};
export type NotificationItem_notification$key = {
  readonly " $data"?: NotificationItem_notification$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationItem_notification">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationItem_notification",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "readAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ruleName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "note",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "actor",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Document",
      "kind": "LinkedField",
      "name": "document",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "derivedTitle",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "clientCompanyRowId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ClientCompany",
          "kind": "LinkedField",
          "name": "clientCompany",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ClientCompanyFeatureFlag",
              "kind": "LinkedField",
              "name": "featureFlags",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "collaboration",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Comment",
      "kind": "LinkedField",
      "name": "comment",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "textMessage",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ApprovalRequest",
      "kind": "LinkedField",
      "name": "approvalRequest",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "decisionMessage",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MembershipRequest",
      "kind": "LinkedField",
      "name": "membershipRequest",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "companyName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "invitedByName",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "MembershipRequestNotification_membershipRequest"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Notification",
  "abstractKey": null
};
})();

(node as any).hash = "8cf49e98b8bfd0ea824084f524effe15";

export default node;
