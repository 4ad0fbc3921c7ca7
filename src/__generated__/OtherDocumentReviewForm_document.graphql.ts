/**
 * @generated SignedSource<<05acf98de969019b0be11c89c60eb8a8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OtherDocumentType = "BANK_STATEMENT" | "CONTRACT" | "CORRESPONDENCE" | "DELIVERY_NOTE" | "OFFER" | "ORDER_CONFIRMATION" | "OTHER" | "RECEIPT" | "TAX_NOTICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OtherDocumentReviewForm_document$data = {
  readonly categoryRowId: string;
  readonly clientCompany: {
    readonly clientCompanyUsers: {
      readonly nodes: ReadonlyArray<{
        readonly user: {
          readonly email: string;
          readonly fullName: string | null | undefined;
          readonly rowId: string;
        } | null | undefined;
      }>;
    };
  } | null | undefined;
  readonly clientCompanyRowId: string;
  readonly otherDocument: {
    readonly contactUser: {
      readonly email: string;
      readonly fullName: string | null | undefined;
      readonly rowId: string;
    } | null | undefined;
    readonly contactUserRowId: string | null | undefined;
    readonly contractType: string | null | undefined;
    readonly documentDate: string | null | undefined;
    readonly documentDetails: string | null | undefined;
    readonly documentNumber: string | null | undefined;
    readonly expiryDate: string | null | undefined;
    readonly partnerCompany: {
      readonly " $fragmentSpreads": FragmentRefs<"PartnerPicker_partnerCompany">;
    } | null | undefined;
    readonly partnerCompanyRowId: string | null | undefined;
    readonly partnerName: string | null | undefined;
    readonly resubmissionDate: string | null | undefined;
    readonly type: OtherDocumentType;
  } | null | undefined;
  readonly rowId: string;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentCategoryField_document" | "useFieldStates_document">;
  readonly " $fragmentType": "OtherDocumentReviewForm_document";
};
export type OtherDocumentReviewForm_document$key = {
  readonly " $data"?: OtherDocumentReviewForm_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"OtherDocumentReviewForm_document">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v1 = [
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OtherDocumentReviewForm_document",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "categoryRowId",
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
          "args": [
            {
              "kind": "Literal",
              "name": "first",
              "value": 500
            }
          ],
          "concreteType": "ClientCompanyUserConnection",
          "kind": "LinkedField",
          "name": "clientCompanyUsers",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ClientCompanyUser",
              "kind": "LinkedField",
              "name": "nodes",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "User",
                  "kind": "LinkedField",
                  "name": "user",
                  "plural": false,
                  "selections": (v1/*:: as any*/),
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": "clientCompanyUsers(first:500)"
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
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "documentDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "documentNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "documentDetails",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "resubmissionDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expiryDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "contractType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "contactUserRowId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "partnerCompanyRowId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "partnerName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PartnerCompany",
          "kind": "LinkedField",
          "name": "partnerCompany",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "PartnerPicker_partnerCompany"
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "contactUser",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useFieldStates_document"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DocumentCategoryField_document"
    }
  ],
  "type": "Document",
  "abstractKey": null
};
})();

(node as any).hash = "9423f3f6808b038ff443ab5d77fbd688";

export default node;
