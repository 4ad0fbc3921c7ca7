/**
 * @generated SignedSource<<1b003fd7c504d5d9c4e7a3ef92cb2d2b>>
 * @relayHash f3cc89b586fa5b3aeb9bb56cde9a2e19
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b1575c1729470b6fc3c140bb705a424c6419e67fa2fad96531d8e70acecb88c0

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RealEstateObjectsListPageQuery } from './RealEstateObjectsListPageQuery.graphql';

const node: PreloadableConcreteRequest<RealEstateObjectsListPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b1575c1729470b6fc3c140bb705a424c6419e67fa2fad96531d8e70acecb88c0",
    "metadata": {},
    "name": "RealEstateObjectsListPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
