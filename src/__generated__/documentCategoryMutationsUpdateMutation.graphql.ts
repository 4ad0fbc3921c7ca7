/**
 * @generated SignedSource<<5e04475df1c2ebb8f6c90002a86de700>>
 * @relayHash 7e395ed3bc58c5965c2e58f05ef86330
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7c3ed184c418e3c5901fed2916dadb5bf22ac1424b9d02a91aa17ec723b91023

import { ConcreteRequest } from 'relay-runtime';
export type BookingType = "CREDIT" | "DEBIT" | "%future added value";
export type InternalNumberMode = "COUNT_UP" | "NONE" | "%future added value";
export type UpdateDocumentCategoryInput = {
  clientMutationId?: string | null | undefined;
  patch: DocumentCategoryPatch;
  rowId: string;
};
export type DocumentCategoryPatch = {
  accountingItemsGeneralLedgerAccountRowId?: string | null | undefined;
  accountingItemsTitle?: string | null | undefined;
  bookingCategory?: string | null | undefined;
  bookingType?: BookingType | null | undefined;
  description?: string | null | undefined;
  emailAlias?: string | null | undefined;
  generalLedgerAccountRowId?: string | null | undefined;
  ignoreBookingTypePaidAssumption?: boolean | null | undefined;
  internalNumberMin?: number | null | undefined;
  internalNumberMode?: InternalNumberMode | null | undefined;
  name?: string | null | undefined;
  sortIndex?: number | null | undefined;
};
export type documentCategoryMutationsUpdateMutation$variables = {
  input: UpdateDocumentCategoryInput;
};
export type documentCategoryMutationsUpdateMutation$data = {
  readonly updateDocumentCategory: {
    readonly documentCategory: {
      readonly id: string;
      readonly name: string;
      readonly rowId: string;
      readonly updatedAt: string;
    } | null | undefined;
  } | null | undefined;
};
export type documentCategoryMutationsUpdateMutation = {
  response: documentCategoryMutationsUpdateMutation$data;
  variables: documentCategoryMutationsUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "UpdateDocumentCategoryPayload",
    "kind": "LinkedField",
    "name": "updateDocumentCategory",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DocumentCategory",
        "kind": "LinkedField",
        "name": "documentCategory",
        "plural": false,
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
            "name": "rowId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "documentCategoryMutationsUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "documentCategoryMutationsUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7c3ed184c418e3c5901fed2916dadb5bf22ac1424b9d02a91aa17ec723b91023",
    "metadata": {},
    "name": "documentCategoryMutationsUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "206a005b9478017a39239e5d15a93dad";

export default node;
