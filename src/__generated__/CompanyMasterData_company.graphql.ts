/**
 * @generated SignedSource<<828959d23de95e2e4f3fd3d67e46aff2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ClientCompanyBranding = "KONTOR" | "NORDLICHT" | "STEUERWERK" | "%future added value";
export type ClientCompanyStatus = "ACTIVE" | "DEMO" | "INACTIVE" | "TRIAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CompanyMasterData_company$data = {
  readonly accountingCompanyClientCompany: {
    readonly brandNameOrName: string | null | undefined;
  } | null | undefined;
  readonly accountingCompanyClientCompanyRowId: string | null | undefined;
  readonly accountingSystem: string | null | undefined;
  readonly billedClientCompany: {
    readonly brandNameOrName: string | null | undefined;
  } | null | undefined;
  readonly billedClientCompanyRowId: string | null | undefined;
  readonly brandName: string | null | undefined;
  readonly branding: ClientCompanyBranding | null | undefined;
  readonly city: string | null | undefined;
  readonly contractStartDate: string | null | undefined;
  readonly country: string;
  readonly language: string;
  readonly name: string;
  readonly postalCode: string | null | undefined;
  readonly rowId: string;
  readonly status: ClientCompanyStatus;
  readonly street: string | null | undefined;
  readonly taxNumber: string | null | undefined;
  readonly vatRowId: string | null | undefined;
  readonly " $fragmentType": "CompanyMasterData_company";
};
export type CompanyMasterData_company$key = {
  readonly " $data"?: CompanyMasterData_company$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyMasterData_company">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "brandNameOrName",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyMasterData_company",
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
      "name": "brandName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "language",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "branding",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountingSystem",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contractStartDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vatRowId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "taxNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "street",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "postalCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "country",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountingCompanyClientCompanyRowId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClientCompany",
      "kind": "LinkedField",
      "name": "accountingCompanyClientCompany",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "billedClientCompanyRowId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClientCompany",
      "kind": "LinkedField",
      "name": "billedClientCompany",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "ClientCompany",
  "abstractKey": null
};
})();

(node as any).hash = "a7438ce69bf87cd8af2c960cd9eb118e";

export default node;
