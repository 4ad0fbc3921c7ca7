/**
 * @generated SignedSource<<338b8c1a4abeee071b94e6313b22282c>>
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
      readonly approver: {
        readonly fullName: string | null | undefined;
      } | null | undefined;
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

(node as any).hash = "576099c495d7b65deb636c7a90550c26";

export default node;
