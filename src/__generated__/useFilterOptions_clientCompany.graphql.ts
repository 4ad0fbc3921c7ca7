/**
 * @generated SignedSource<<5a85ee9be1fc73eee98bdc6587666b95>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentType = "INCOMING_INVOICE" | "OTHER_DOCUMENT" | "OUTGOING_INVOICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type useFilterOptions_clientCompany$data = {
  readonly clientCompanyUsers: {
    readonly nodes: ReadonlyArray<{
      readonly user: {
        readonly email: string;
        readonly fullName: string | null | undefined;
        readonly rowId: string;
      } | null | undefined;
    }>;
  };
  readonly costCenters: {
    readonly nodes: ReadonlyArray<{
      readonly description: string | null | undefined;
      readonly number: string;
      readonly rowId: string;
    }>;
  };
  readonly costUnits: {
    readonly nodes: ReadonlyArray<{
      readonly description: string | null | undefined;
      readonly number: string;
      readonly rowId: string;
    }>;
  };
  readonly currentUserCanViewAccountingTab: boolean | null | undefined;
  readonly currentUserHasBankingAccess: boolean | null | undefined;
  readonly documentWorkflows: {
    readonly nodes: ReadonlyArray<{
      readonly name: string;
      readonly rowId: string;
      readonly sortedSteps: ReadonlyArray<{
        readonly fullName: string;
        readonly name: string;
        readonly rowId: string;
      }>;
    }>;
  };
  readonly featureFlags: {
    readonly costCenters: boolean | null | undefined;
    readonly costUnits: boolean | null | undefined;
    readonly realEstateObjects: boolean | null | undefined;
  } | null | undefined;
  readonly generalLedgerAccounts: {
    readonly nodes: ReadonlyArray<{
      readonly disabledAt: string | null | undefined;
      readonly name: string;
      readonly number: string;
      readonly rowId: string;
    }>;
  };
  readonly moneyAccounts: {
    readonly nodes: ReadonlyArray<{
      readonly active: boolean;
      readonly fullName: string;
      readonly rowId: string;
    }>;
  };
  readonly realEstateObjects: {
    readonly nodes: ReadonlyArray<{
      readonly disabledAt: string | null | undefined;
      readonly number: string | null | undefined;
      readonly rowId: string;
      readonly title: string;
    }>;
  };
  readonly sortedDocumentCategories: {
    readonly nodes: ReadonlyArray<{
      readonly documentType: DocumentType;
      readonly name: string;
      readonly rowId: string;
    }>;
  };
  readonly sortedTags: {
    readonly nodes: ReadonlyArray<{
      readonly rowId: string;
      readonly tag: string;
    }>;
  };
  readonly " $fragmentType": "useFilterOptions_clientCompany";
};
export type useFilterOptions_clientCompany$key = {
  readonly " $data"?: useFilterOptions_clientCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"useFilterOptions_clientCompany">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "disabledAt",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v5 = [
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": [
      "NUMBER_ASC"
    ]
  }
],
v6 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "description",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useFilterOptions_clientCompany",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currentUserHasBankingAccess",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currentUserCanViewAccountingTab",
      "storageKey": null
    },
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
          "name": "costCenters",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "costUnits",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "realEstateObjects",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClientCompanyTagConnection",
      "kind": "LinkedField",
      "name": "sortedTags",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ClientCompanyTag",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "tag",
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
      "args": [
        {
          "kind": "Literal",
          "name": "orderBy",
          "value": [
            "TITLE_ASC"
          ]
        }
      ],
      "concreteType": "RealEstateObjectConnection",
      "kind": "LinkedField",
      "name": "realEstateObjects",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "RealEstateObject",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title",
              "storageKey": null
            },
            (v1/*:: as any*/),
            (v2/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": "realEstateObjects(orderBy:[\"TITLE_ASC\"])"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DocumentCategoryConnection",
      "kind": "LinkedField",
      "name": "sortedDocumentCategories",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DocumentCategory",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "documentType",
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
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "DocumentWorkflowConnection",
      "kind": "LinkedField",
      "name": "documentWorkflows",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DocumentWorkflow",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "DocumentWorkflowStep",
              "kind": "LinkedField",
              "name": "sortedSteps",
              "plural": true,
              "selections": [
                (v0/*:: as any*/),
                (v3/*:: as any*/),
                (v4/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "documentWorkflows(first:100)"
    },
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
              "selections": [
                (v0/*:: as any*/),
                (v4/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "email",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "clientCompanyUsers(first:500)"
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "orderBy",
          "value": [
            "ACTIVE_DESC",
            "NAME_ASC"
          ]
        }
      ],
      "concreteType": "MoneyAccountConnection",
      "kind": "LinkedField",
      "name": "moneyAccounts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "MoneyAccount",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v4/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "active",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "moneyAccounts(orderBy:[\"ACTIVE_DESC\",\"NAME_ASC\"])"
    },
    {
      "alias": null,
      "args": (v5/*:: as any*/),
      "concreteType": "GeneralLedgerAccountConnection",
      "kind": "LinkedField",
      "name": "generalLedgerAccounts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "GeneralLedgerAccount",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v3/*:: as any*/),
            (v2/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": "generalLedgerAccounts(orderBy:[\"NUMBER_ASC\"])"
    },
    {
      "alias": null,
      "args": (v5/*:: as any*/),
      "concreteType": "CostCenterConnection",
      "kind": "LinkedField",
      "name": "costCenters",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "CostCenter",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": (v6/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": "costCenters(orderBy:[\"NUMBER_ASC\"])"
    },
    {
      "alias": null,
      "args": (v5/*:: as any*/),
      "concreteType": "CostUnitConnection",
      "kind": "LinkedField",
      "name": "costUnits",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "CostUnit",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": (v6/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": "costUnits(orderBy:[\"NUMBER_ASC\"])"
    }
  ],
  "type": "ClientCompany",
  "abstractKey": null
};
})();

(node as any).hash = "10fa6ae15e2bbdc6aa50fe2722b2bdaf";

export default node;
