/**
 * @generated SignedSource<<ddbf1523208106c34de660ce6f244551>>
 * @relayHash 5f5f2a20a950ab97132d97dc4fb86ed9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 99e869905912a0435b813cdf8db493d89a7284d508138c2404d4f5fbad51cdb0

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CompanyConfigPageQuery } from './CompanyConfigPageQuery.graphql';

const node: PreloadableConcreteRequest<CompanyConfigPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "99e869905912a0435b813cdf8db493d89a7284d508138c2404d4f5fbad51cdb0",
    "metadata": {},
    "name": "CompanyConfigPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
