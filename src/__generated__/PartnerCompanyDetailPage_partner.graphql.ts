/**
 * @generated SignedSource<<90d573fc5efc7a6a87bc98206914b1e5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PartnerCompanyDetailPage_partner$data = {
  readonly active: boolean;
  readonly alternativeNames: ReadonlyArray<string | null | undefined>;
  readonly controllerUserRowId: string | null | undefined;
  readonly createdAt: string;
  readonly documentsCount: number;
  readonly duplicatesCount: number;
  readonly isConsumer: boolean;
  readonly mainCostCenterRowId: string | null | undefined;
  readonly mainCostUnitRowId: string | null | undefined;
  readonly name: string;
  readonly notes: string | null | undefined;
  readonly paidWithDirectDebit: boolean;
  readonly partnerAccounts: {
    readonly nodes: ReadonlyArray<{
      readonly number: string;
    }>;
  };
  readonly rowId: string;
  readonly " $fragmentSpreads": FragmentRefs<"LocationsSection_partner" | "MandatesSection_partner" | "PresetsSection_partner">;
  readonly " $fragmentType": "PartnerCompanyDetailPage_partner";
};
export type PartnerCompanyDetailPage_partner$key = {
  readonly " $data"?: PartnerCompanyDetailPage_partner$data;
  readonly " $fragmentSpreads": FragmentRefs<"PartnerCompanyDetailPage_partner">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PartnerCompanyDetailPage_partner",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "alternativeNames",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isConsumer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paidWithDirectDebit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "active",
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
      "kind": "ScalarField",
      "name": "controllerUserRowId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mainCostCenterRowId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mainCostUnitRowId",
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
      "name": "duplicatesCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "PartnerAccountConnection",
      "kind": "LinkedField",
      "name": "partnerAccounts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PartnerAccount",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "number",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "partnerAccounts(first:50)"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LocationsSection_partner"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PresetsSection_partner"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MandatesSection_partner"
    }
  ],
  "type": "PartnerCompany",
  "abstractKey": null
};

(node as any).hash = "aaffbdbd3e79ed2bd7d54727e0e5aca9";

export default node;
