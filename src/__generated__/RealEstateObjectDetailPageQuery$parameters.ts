/**
 * @generated SignedSource<<c3856ba7b8024a2d16624045889f087f>>
 * @relayHash 0371b097b4addd4c006706b843dd765f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8bf6d9ce72499b158cb6b2f1d961cfee4ce5c46f9bce664813cf2cca7648ffae

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RealEstateObjectDetailPageQuery } from './RealEstateObjectDetailPageQuery.graphql';

const node: PreloadableConcreteRequest<RealEstateObjectDetailPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8bf6d9ce72499b158cb6b2f1d961cfee4ce5c46f9bce664813cf2cca7648ffae",
    "metadata": {},
    "name": "RealEstateObjectDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
