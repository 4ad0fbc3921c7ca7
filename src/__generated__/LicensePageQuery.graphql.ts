/**
 * @generated SignedSource<<db6f526138805fce511e1f8dd2492101>>
 * @relayHash d383db252995ed53f2844f550365090f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 45cf367e22cab0cd410613efc93f24316b091c7c613f10dd10d0c54c05d1cc32

import { ConcreteRequest } from 'relay-runtime';
export type LicensePageQuery$variables = {
  clientCompanyRowId: string;
};
export type LicensePageQuery$data = {
  readonly clientCompany: {
    readonly contractExpiryNotificationEmail: string | null | undefined;
    readonly contractNote: string | null | undefined;
    readonly contractStartDate: string | null | undefined;
    readonly currentUserHasSettingsLicenseAccess: boolean | null | undefined;
    readonly licensePeriods: {
      readonly includeCurrentPeriod: boolean | null | undefined;
    } | null | undefined;
    readonly licenseUsage: {
      readonly nodes: ReadonlyArray<{
        readonly banksCount: number | null | undefined;
        readonly clientCompanyName: string | null | undefined;
        readonly clientCompanyRowId: string | null | undefined;
        readonly documentsCount: number | null | undefined;
        readonly endDate: string | null | undefined;
        readonly isCurrentPeriod: boolean | null | undefined;
        readonly predictedDocumentsCount: number | null | undefined;
        readonly startDate: string | null | undefined;
        readonly usersCount: number | null | undefined;
      }>;
    };
    readonly licensedBanks: number | null | undefined;
    readonly licensedDocuments: number | null | undefined;
    readonly licensedUsers: number | null | undefined;
    readonly rowId: string;
  } | null | undefined;
};
export type LicensePageQuery = {
  response: LicensePageQuery$data;
  variables: LicensePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientCompanyRowId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "rowId",
    "variableName": "clientCompanyRowId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currentUserHasSettingsLicenseAccess",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contractStartDate",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contractNote",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contractExpiryNotificationEmail",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "licensedDocuments",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "licensedUsers",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "licensedBanks",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "LicensePeriod",
  "kind": "LinkedField",
  "name": "licensePeriods",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "includeCurrentPeriod",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "LicenseUsageConnection",
  "kind": "LinkedField",
  "name": "licenseUsage",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LicenseUsage",
      "kind": "LinkedField",
      "name": "nodes",
      "plural": true,
      "selections": [
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
          "kind": "ScalarField",
          "name": "clientCompanyName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isCurrentPeriod",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "startDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "endDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "documentsCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "predictedDocumentsCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "usersCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "banksCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LicensePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ClientCompany",
        "kind": "LinkedField",
        "name": "clientCompany",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LicensePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ClientCompany",
        "kind": "LinkedField",
        "name": "clientCompany",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "45cf367e22cab0cd410613efc93f24316b091c7c613f10dd10d0c54c05d1cc32",
    "metadata": {},
    "name": "LicensePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "812bf737b53e6ba51a4e4045ecf67395";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
