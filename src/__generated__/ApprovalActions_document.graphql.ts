/**
 * @generated SignedSource<<ec90ec66cd790e42532d77f2f66e04e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApprovalRequestState = "APPROVED" | "CANCELED" | "OPEN" | "REJECTED" | "%future added value";
export type DocumentApprovalState = "APPROVED" | "NONE" | "OPEN" | "REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApprovalActions_document$data = {
  readonly approvalRequests: {
    readonly nodes: ReadonlyArray<{
      readonly approverUserRowId: string | null | undefined;
      readonly blankApproverType: string | null | undefined;
      readonly id: string;
      readonly state: ApprovalRequestState;
      readonly userGroupRowId: string | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"ApprovalRequestItem_approvalRequest">;
    }>;
  };
  readonly approvalState: DocumentApprovalState;
  readonly approvedWithoutVerifiers: boolean;
  readonly approverCandidates: ReadonlyArray<{
    readonly email: string;
    readonly fullName: string | null | undefined;
    readonly rowId: string;
  }>;
  readonly canCurrentUserRequestApproval: boolean;
  readonly invoice: {
    readonly currency: string;
    readonly total: string | null | undefined;
  } | null | undefined;
  readonly rowId: string;
  readonly userGroupCandidates: ReadonlyArray<{
    readonly name: string;
    readonly rowId: string;
  }>;
  readonly " $fragmentType": "ApprovalActions_document";
};
export type ApprovalActions_document$key = {
  readonly " $data"?: ApprovalActions_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApprovalActions_document">;
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
  "name": "ApprovalActions_document",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvalState",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvedWithoutVerifiers",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canCurrentUserRequestApproval",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Invoice",
      "kind": "LinkedField",
      "name": "invoice",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
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
      "name": "approverCandidates",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "UserGroup",
      "kind": "LinkedField",
      "name": "userGroupCandidates",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
              "name": "id",
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
              "name": "approverUserRowId",
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
              "name": "userGroupRowId",
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "ApprovalRequestItem_approvalRequest"
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

(node as any).hash = "b1aaaff96d7c087118835dbe9516bf0d";

export default node;
