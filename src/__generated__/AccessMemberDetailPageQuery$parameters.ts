/**
 * @generated SignedSource<<f9cfab3cf51ee3a3e137bba13cfa0dad>>
 * @relayHash 2598402660c945d484d41e12cd073bb9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0a58cd33631e098d1647134416ace65898eda56ee0baba07fdebe189920307ad

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AccessMemberDetailPageQuery } from './AccessMemberDetailPageQuery.graphql';

const node: PreloadableConcreteRequest<AccessMemberDetailPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0a58cd33631e098d1647134416ace65898eda56ee0baba07fdebe189920307ad",
    "metadata": {},
    "name": "AccessMemberDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
