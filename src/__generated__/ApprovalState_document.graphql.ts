/**
 * @generated SignedSource<<c4d08f447cbbc6ec1400070b46c253c5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApprovalRequestState = "APPROVED" | "CANCELED" | "OPEN" | "REJECTED" | "%future added value";
export type DocumentApprovalState = "APPROVED" | "NONE" | "OPEN" | "REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApprovalState_document$data = {
  readonly approvalRequests: {
    readonly nodes: ReadonlyArray<{
      readonly approvedCount: number;
      readonly approver: {
        readonly fullName: string | null | undefined;
      } | null | undefined;
      readonly blankApproverCount: number;
      readonly blankApproverType: string | null | undefined;
      readonly canCurrentUserApprove: boolean;
      readonly createdAt: string;
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
    }>;
  };
  readonly approvalState: DocumentApprovalState;
  readonly " $fragmentType": "ApprovalState_document";
};
export type ApprovalState_document$key = {
  readonly " $data"?: ApprovalState_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApprovalState_document">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "fullName",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApprovalState_document",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvalState",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "orderBy",
          "value": [
            "CREATED_AT_DESC"
          ]
        }
      ],
      "concreteType": "ApprovalRequestConnection",
      "kind": "LinkedField",
      "name": "approvalRequests",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ApprovalRequest",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
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
              "name": "createdAt",
              "storageKey": null
            },
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
              "selections": (v0/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "requester",
              "plural": false,
              "selections": (v0/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "approvalRequests(orderBy:[\"CREATED_AT_DESC\"])"
    }
  ],
  "type": "Document",
  "abstractKey": null
};
})();

(node as any).hash = "673f5cc291a1a892b246c54a11dbf6b9";

export default node;
