/**
 * @generated SignedSource<<cf5373e876f314aa298d5ceca7e72bad>>
 * @relayHash 668d86afac143e29404982ef2f5cfa74
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4a40176a1249e3efe5f8d871b7e66749c4122f208566bf9db34a1bddbb6c2e7d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PartnerCompanyDetailPageQuery } from './PartnerCompanyDetailPageQuery.graphql';

const node: PreloadableConcreteRequest<PartnerCompanyDetailPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4a40176a1249e3efe5f8d871b7e66749c4122f208566bf9db34a1bddbb6c2e7d",
    "metadata": {},
    "name": "PartnerCompanyDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
