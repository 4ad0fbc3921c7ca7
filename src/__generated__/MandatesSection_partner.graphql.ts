/**
 * @generated SignedSource<<1bd26121e298b2589275a0f213f7ee62>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MandatesSection_partner$data = {
  readonly directDebitMandates: {
    readonly nodes: ReadonlyArray<{
      readonly debtorBic: string | null | undefined;
      readonly debtorIban: string;
      readonly debtorName: string;
      readonly id: string;
      readonly mandateRowId: string;
      readonly rowId: string;
      readonly sequenceType: string;
      readonly signatureDate: string;
    }>;
  };
  readonly " $fragmentType": "MandatesSection_partner";
};
export type MandatesSection_partner$key = {
  readonly " $data"?: MandatesSection_partner$data;
  readonly " $fragmentSpreads": FragmentRefs<"MandatesSection_partner">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MandatesSection_partner",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "PartnerCompanyDirectDebitMandateConnection",
      "kind": "LinkedField",
      "name": "directDebitMandates",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PartnerCompanyDirectDebitMandate",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
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
              "name": "mandateRowId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "signatureDate",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "debtorName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "debtorIban",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "debtorBic",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "sequenceType",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "directDebitMandates(first:100)"
    }
  ],
  "type": "PartnerCompany",
  "abstractKey": null
};

(node as any).hash = "6766240d3140d6638ed6beb00db54059";

export default node;
