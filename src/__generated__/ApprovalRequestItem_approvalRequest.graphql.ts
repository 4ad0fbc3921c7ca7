/**
 * @generated SignedSource<<21849b91c8c4d5e4776dadec4c209aed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApprovalRequestState = "APPROVED" | "CANCELED" | "OPEN" | "REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApprovalRequestItem_approvalRequest$data = {
  readonly approvals: {
    readonly nodes: ReadonlyArray<{
      readonly approver: {
        readonly fullName: string | null | undefined;
      } | null | undefined;
      readonly approverLimitExceeded: boolean;
      readonly createdAt: string;
      readonly id: string;
    }>;
  };
  readonly approvedAboveLimit: boolean;
  readonly approvedCount: number;
  readonly approver: {
    readonly fullName: string | null | undefined;
    readonly isCurrentUser: boolean | null | undefined;
  } | null | undefined;
  readonly approverLimitRequestRowId: string | null | undefined;
  readonly blankApproverCount: number;
  readonly blankApproverType: string | null | undefined;
  readonly canCurrentUserApprove: boolean;
  readonly canCurrentUserCancel: boolean;
  readonly canCurrentUserCancelRejection: boolean;
  readonly createdAt: string;
  readonly currentUserApproverLimitExceeded: boolean;
  readonly decidedAt: string | null | undefined;
  readonly decisionMessage: string | null | undefined;
  readonly message: string | null | undefined;
  readonly requester: {
    readonly fullName: string | null | undefined;
  } | null | undefined;
  readonly rowId: string;
  readonly state: ApprovalRequestState;
  readonly userGroup: {
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentType": "ApprovalRequestItem_approvalRequest";
};
export type ApprovalRequestItem_approvalRequest$key = {
  readonly " $data"?: ApprovalRequestItem_approvalRequest$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApprovalRequestItem_approvalRequest">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApprovalRequestItem_approvalRequest",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rowId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
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
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "decidedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canCurrentUserApprove",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canCurrentUserCancel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canCurrentUserCancelRejection",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currentUserApproverLimitExceeded",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "blankApproverType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "blankApproverCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvedCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvedAboveLimit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approverLimitRequestRowId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "UserGroup",
      "kind": "LinkedField",
      "name": "userGroup",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "approver",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isCurrentUser",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "requester",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "orderBy",
          "value": [
            "CREATED_AT_ASC"
          ]
        }
      ],
      "concreteType": "ApprovalRequestApprovalConnection",
      "kind": "LinkedField",
      "name": "approvals",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ApprovalRequestApproval",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
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
              "name": "approverLimitExceeded",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "approver",
              "plural": false,
              "selections": (v2/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "approvals(orderBy:[\"CREATED_AT_ASC\"])"
    }
  ],
  "type": "ApprovalRequest",
  "abstractKey": null
};
})();

(node as any).hash = "c329af180cb47f59621ebe3930df1546";

export default node;
