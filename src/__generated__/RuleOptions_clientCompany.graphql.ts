/**
 * @generated SignedSource<<a6b4ceef048d24d6e1f31bfe1a07861e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RuleOptions_clientCompany$data = {
  readonly clientCompanyUsers: {
    readonly nodes: ReadonlyArray<{
      readonly user: {
        readonly email: string;
        readonly fullName: string | null | undefined;
        readonly rowId: string;
      } | null | undefined;
    }>;
  };
  readonly costCentersList: {
    readonly nodes: ReadonlyArray<{
      readonly description: string | null | undefined;
      readonly number: string;
      readonly rowId: string;
    }>;
  };
  readonly costUnitsList: {
    readonly nodes: ReadonlyArray<{
      readonly description: string | null | undefined;
      readonly number: string;
      readonly rowId: string;
    }>;
  };
  readonly documentCategoriesList: {
    readonly nodes: ReadonlyArray<{
      readonly name: string;
      readonly rowId: string;
    }>;
  };
  readonly documentWorkflows: {
    readonly nodes: ReadonlyArray<{
      readonly sortedSteps: ReadonlyArray<{
        readonly fullName: string;
        readonly rowId: string;
      }>;
    }>;
  };
  readonly featureFlags: {
    readonly ruleDocumentMacroConditions: boolean | null | undefined;
    readonly ruleDocumentMacroReactions: boolean | null | undefined;
  } | null | undefined;
  readonly partnerCompaniesList: {
    readonly nodes: ReadonlyArray<{
      readonly name: string;
      readonly rowId: string;
    }>;
  };
  readonly realEstateObjectsList: {
    readonly nodes: ReadonlyArray<{
      readonly rowId: string;
      readonly title: string;
    }>;
  };
  readonly tagsList: {
    readonly nodes: ReadonlyArray<{
      readonly rowId: string;
      readonly tag: string;
    }>;
  };
  readonly userGroupsList: {
    readonly nodes: ReadonlyArray<{
      readonly name: string;
      readonly rowId: string;
    }>;
  };
  readonly " $fragmentType": "RuleOptions_clientCompany";
};
export type RuleOptions_clientCompany$key = {
  readonly " $data"?: RuleOptions_clientCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"RuleOptions_clientCompany">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 1000
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v3 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v4 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 500
  }
],
v5 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "number",
    "storageKey": null
  },
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
  "name": "RuleOptions_clientCompany",
  "selections": [
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
          "name": "ruleDocumentMacroConditions",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ruleDocumentMacroReactions",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
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
                (v1/*:: as any*/),
                (v2/*:: as any*/),
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
      "storageKey": "clientCompanyUsers(first:1000)"
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 200
        }
      ],
      "concreteType": "UserGroupConnection",
      "kind": "LinkedField",
      "name": "userGroupsList",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "UserGroup",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": "userGroupsList(first:200)"
    },
    {
      "alias": null,
      "args": (v4/*:: as any*/),
      "concreteType": "DocumentCategoryConnection",
      "kind": "LinkedField",
      "name": "documentCategoriesList",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DocumentCategory",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": "documentCategoriesList(first:500)"
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "concreteType": "PartnerCompanyConnection",
      "kind": "LinkedField",
      "name": "partnerCompaniesList",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PartnerCompany",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": "partnerCompaniesList(first:1000)"
    },
    {
      "alias": null,
      "args": (v4/*:: as any*/),
      "concreteType": "ClientCompanyTagConnection",
      "kind": "LinkedField",
      "name": "tagsList",
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
            (v1/*:: as any*/),
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
      "storageKey": "tagsList(first:500)"
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
            {
              "alias": null,
              "args": null,
              "concreteType": "DocumentWorkflowStep",
              "kind": "LinkedField",
              "name": "sortedSteps",
              "plural": true,
              "selections": [
                (v1/*:: as any*/),
                (v2/*:: as any*/)
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
      "args": (v4/*:: as any*/),
      "concreteType": "CostCenterConnection",
      "kind": "LinkedField",
      "name": "costCentersList",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "CostCenter",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": (v5/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": "costCentersList(first:500)"
    },
    {
      "alias": null,
      "args": (v4/*:: as any*/),
      "concreteType": "CostUnitConnection",
      "kind": "LinkedField",
      "name": "costUnitsList",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "CostUnit",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": (v5/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": "costUnitsList(first:500)"
    },
    {
      "alias": null,
      "args": (v4/*:: as any*/),
      "concreteType": "RealEstateObjectConnection",
      "kind": "LinkedField",
      "name": "realEstateObjectsList",
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
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "realEstateObjectsList(first:500)"
    }
  ],
  "type": "ClientCompany",
  "abstractKey": null
};
})();

(node as any).hash = "370b1e17bdec90fec9405430fe275920";

export default node;
