/**
 * @generated SignedSource<<dbf2739c3e149cf685374eee4889a527>>
 * @relayHash 9293fbc38b73016928ecb33e3eaf4f54
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3d3ab774d91e06e9f18b9a60fd623c3afe63c955da09e2f809545e45d1ee158c

import { ConcreteRequest } from 'relay-runtime';
export type BookingType = "CREDIT" | "DEBIT" | "%future added value";
export type DocumentType = "INCOMING_INVOICE" | "OTHER_DOCUMENT" | "OUTGOING_INVOICE" | "%future added value";
export type InternalNumberMode = "COUNT_UP" | "NONE" | "%future added value";
export type CreateDocumentCategoryInput = {
  clientMutationId?: string | null | undefined;
  documentCategory: DocumentCategoryInput;
};
export type DocumentCategoryInput = {
  accountingItemsGeneralLedgerAccountRowId?: string | null | undefined;
  accountingItemsTitle?: string | null | undefined;
  bookingCategory?: string | null | undefined;
  bookingType?: BookingType | null | undefined;
  clientCompanyRowId: string;
  description?: string | null | undefined;
  documentType: DocumentType;
  emailAlias?: string | null | undefined;
  generalLedgerAccountRowId?: string | null | undefined;
  ignoreBookingTypePaidAssumption?: boolean | null | undefined;
  internalNumberMin?: number | null | undefined;
  internalNumberMode?: InternalNumberMode | null | undefined;
  name: string;
  sortIndex?: number | null | undefined;
};
export type documentCategoryMutationsCreateMutation$variables = {
  input: CreateDocumentCategoryInput;
};
export type documentCategoryMutationsCreateMutation$data = {
  readonly createDocumentCategory: {
    readonly documentCategory: {
      readonly id: string;
      readonly name: string;
      readonly rowId: string;
    } | null | undefined;
  } | null | undefined;
};
export type documentCategoryMutationsCreateMutation = {
  response: documentCategoryMutationsCreateMutation$data;
  variables: documentCategoryMutationsCreateMutation$variables;
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
    "concreteType": "CreateDocumentCategoryPayload",
    "kind": "LinkedField",
    "name": "createDocumentCategory",
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
    "name": "documentCategoryMutationsCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "documentCategoryMutationsCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3d3ab774d91e06e9f18b9a60fd623c3afe63c955da09e2f809545e45d1ee158c",
    "metadata": {},
    "name": "documentCategoryMutationsCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dc4524001a3d05860f4c19636a246bfe";

export default node;
