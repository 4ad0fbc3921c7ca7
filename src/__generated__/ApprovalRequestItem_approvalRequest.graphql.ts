/**
 * @generated SignedSource<<3bf20a9e1f0d6f9419a27ba50fbee4f9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApprovalRequestState = "APPROVED" | "CANCELED" | "OPEN" | "REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApprovalRequestItem_approvalRequest$data = {
  readonly approver: {
    readonly fullName: string | null | undefined;
    readonly isCurrentUser: boolean | null | undefined;
  } | null | undefined;
  readonly canCurrentUserApprove: boolean;
  readonly canCurrentUserCancel: boolean;
  readonly createdAt: string;
  readonly decidedAt: string | null | undefined;
  readonly decisionMessage: string | null | undefined;
  readonly message: string | null | undefined;
  readonly requester: {
    readonly fullName: string | null | undefined;
  } | null | undefined;
  readonly rowId: string;
  readonly state: ApprovalRequestState;
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
  "name": "fullName",
  "storageKey": null
};
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
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "approver",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ApprovalRequest",
  "abstractKey": null
};
})();

(node as any).hash = "00fcccb5f92402d2a8fc0d7f0926ac7f";

export default node;
