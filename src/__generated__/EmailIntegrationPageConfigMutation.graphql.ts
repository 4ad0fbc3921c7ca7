/**
 * @generated SignedSource<<75cca384ff5df9d3b00a83f4d27435fd>>
 * @relayHash 906599ccc1a41360d87b41f0033dfabd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 354f7bbff4ea3b234769bfb41752dac678cc1dc0cce3d63f58588fccbb69613f

import { ConcreteRequest } from 'relay-runtime';
export type EmailBodyAsPdf = "ALWAYS" | "NEVER" | "WITHOUT_ATTACHMENT" | "%future added value";
export type CreateEmailConfigInput = {
  clientMutationId?: string | null | undefined;
  emailConfig: EmailConfigInput;
};
export type EmailConfigInput = {
  bodyAsPdf?: EmailBodyAsPdf | null | undefined;
  categoryRowId?: string | null | undefined;
  clientCompanyRowId: string;
};
export type EmailIntegrationPageConfigMutation$variables = {
  input: CreateEmailConfigInput;
};
export type EmailIntegrationPageConfigMutation$data = {
  readonly createEmailConfig: {
    readonly emailConfig: {
      readonly bodyAsPdf: EmailBodyAsPdf;
      readonly categoryRowId: string | null | undefined;
      readonly clientCompany: {
        readonly emailConfig: {
          readonly bodyAsPdf: EmailBodyAsPdf;
          readonly categoryRowId: string | null | undefined;
          readonly createdAt: string;
          readonly rowId: string;
        } | null | undefined;
      } | null | undefined;
      readonly createdAt: string;
      readonly rowId: string;
    } | null | undefined;
  } | null | undefined;
};
export type EmailIntegrationPageConfigMutation = {
  response: EmailIntegrationPageConfigMutation$data;
  variables: EmailIntegrationPageConfigMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
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
  "name": "bodyAsPdf",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "categoryRowId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EmailIntegrationPageConfigMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateEmailConfigPayload",
        "kind": "LinkedField",
        "name": "createEmailConfig",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "EmailConfig",
            "kind": "LinkedField",
            "name": "emailConfig",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
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
                    "args": null,
                    "concreteType": "EmailConfig",
                    "kind": "LinkedField",
                    "name": "emailConfig",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EmailIntegrationPageConfigMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateEmailConfigPayload",
        "kind": "LinkedField",
        "name": "createEmailConfig",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "EmailConfig",
            "kind": "LinkedField",
            "name": "emailConfig",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
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
                    "args": null,
                    "concreteType": "EmailConfig",
                    "kind": "LinkedField",
                    "name": "emailConfig",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              (v6/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "354f7bbff4ea3b234769bfb41752dac678cc1dc0cce3d63f58588fccbb69613f",
    "metadata": {},
    "name": "EmailIntegrationPageConfigMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "14280d3059654baecdcd94688f115b7c";

export default node;
