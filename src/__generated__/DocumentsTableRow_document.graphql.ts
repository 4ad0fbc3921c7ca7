/**
 * @generated SignedSource<<dbd3927f30745b55b5526c79adaa31a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentApprovalState = "APPROVED" | "NONE" | "OPEN" | "REJECTED" | "%future added value";
export type DocumentType = "INCOMING_INVOICE" | "OTHER_DOCUMENT" | "OUTGOING_INVOICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DocumentsTableRow_document$data = {
  readonly approvalState?: DocumentApprovalState;
  readonly approvedWithoutVerifiers?: boolean;
  readonly category: {
    readonly name: string;
  } | null | undefined;
  readonly derivedTitle: string | null | undefined;
  readonly exportedForBookingAt: string | null | undefined;
  readonly importDate: string;
  readonly invoice: {
    readonly creditMemo: boolean;
    readonly currency: string;
    readonly discountUntil: string | null | undefined;
    readonly dueDate: string | null | undefined;
    readonly internalNumber: string | null | undefined;
    readonly invoiceNumber: string | null | undefined;
    readonly openAmount: string | null | undefined;
    readonly signedNet: string | null | undefined;
    readonly signedTotal: string | null | undefined;
    readonly vatAmount: string | null | undefined;
  } | null | undefined;
  readonly latestComment?: {
    readonly nodes: ReadonlyArray<{
      readonly commentedBy: {
        readonly fullName: string | null | undefined;
      } | null | undefined;
      readonly createdAt: string;
      readonly textMessage: string;
    }>;
  };
  readonly otherDocument: {
    readonly documentNumber: string | null | undefined;
  } | null | undefined;
  readonly rowId: string;
  readonly sourceEmail: {
    readonly sender: string | null | undefined;
  } | null | undefined;
  readonly type: DocumentType;
  readonly workflowStep?: {
    readonly fullName: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentStateBadges_document" | "bookkeepingColumns_document" | "useDocumentHeadline_document">;
  readonly " $fragmentType": "DocumentsTableRow_document";
};
export type DocumentsTableRow_document$key = {
  readonly " $data"?: DocumentsTableRow_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentsTableRow_document">;
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
  "argumentDefinitions": [
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "withWorkflow"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentsTableRow_document",
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
      "name": "type",
      "storageKey": null
    },
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
      "name": "importDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "exportedForBookingAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DocumentCategory",
      "kind": "LinkedField",
      "name": "category",
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
      "concreteType": "DocumentSourceEmail",
      "kind": "LinkedField",
      "name": "sourceEmail",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sender",
          "storageKey": null
        }
      ],
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
          "name": "invoiceNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "internalNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dueDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "discountUntil",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "signedNet",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "signedTotal",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "vatAmount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "openAmount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "creditMemo",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OtherDocument",
      "kind": "LinkedField",
      "name": "otherDocument",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "documentNumber",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "condition": "withWorkflow",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DocumentWorkflowStep",
          "kind": "LinkedField",
          "name": "workflowStep",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
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
          "alias": "latestComment",
          "args": [
            {
              "kind": "Literal",
              "name": "first",
              "value": 1
            },
            {
              "kind": "Literal",
              "name": "orderBy",
              "value": [
                "CREATED_AT_DESC"
              ]
            }
          ],
          "concreteType": "CommentConnection",
          "kind": "LinkedField",
          "name": "comments",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Comment",
              "kind": "LinkedField",
              "name": "nodes",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "textMessage",
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
                  "concreteType": "User",
                  "kind": "LinkedField",
                  "name": "commentedBy",
                  "plural": false,
                  "selections": (v0/*:: as any*/),
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": "comments(first:1,orderBy:[\"CREATED_AT_DESC\"])"
        }
      ]
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useDocumentHeadline_document"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DocumentStateBadges_document"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "bookkeepingColumns_document"
    }
  ],
  "type": "Document",
  "abstractKey": null
};
})();

(node as any).hash = "91c1f5e71b718996055d277270fcd2f6";

export default node;
