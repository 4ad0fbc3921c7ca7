/**
 * @generated SignedSource<<231bef4d14308292257b6522878ec926>>
 * @relayHash 95c46c9de782aae2518da2629db9ebd7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 49ec57bba148ec126c362215f25015a472e886f892dfba0efb4d2d6e73a29326

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ExportsPageQuery } from './ExportsPageQuery.graphql';

const node: PreloadableConcreteRequest<ExportsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "49ec57bba148ec126c362215f25015a472e886f892dfba0efb4d2d6e73a29326",
    "metadata": {},
    "name": "ExportsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
