/**
 * @generated SignedSource<<8f2045fc337cc8644a82c6890d0f360f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WizardOptions_clientCompany$data = {
  readonly clientCompanyUsers: {
    readonly nodes: ReadonlyArray<{
      readonly user: {
        readonly email: string;
        readonly fullName: string | null | undefined;
        readonly rowId: string;
      } | null | undefined;
    }>;
  };
  readonly documentCategoriesList: {
    readonly nodes: ReadonlyArray<{
      readonly name: string;
      readonly rowId: string;
    }>;
  };
  readonly featureFlags: {
    readonly rules: boolean | null | undefined;
    readonly userGroup: boolean | null | undefined;
  } | null | undefined;
  readonly partnerCompaniesList: {
    readonly nodes: ReadonlyArray<{
      readonly name: string;
      readonly rowId: string;
    }>;
  };
  readonly userGroupsList: {
    readonly nodes: ReadonlyArray<{
      readonly name: string;
      readonly rowId: string;
    }>;
  };
  readonly " $fragmentType": "WizardOptions_clientCompany";
};
export type WizardOptions_clientCompany$key = {
  readonly " $data"?: WizardOptions_clientCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"WizardOptions_clientCompany">;
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
v2 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WizardOptions_clientCompany",
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
          "name": "userGroup",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rules",
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
          "selections": (v2/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": "userGroupsList(first:200)"
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
          "selections": (v2/*:: as any*/),
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
          "selections": (v2/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": "partnerCompaniesList(first:1000)"
    }
  ],
  "type": "ClientCompany",
  "abstractKey": null
};
})();

(node as any).hash = "b51860ee46a110369159fe8ad63bf695";

export default node;
