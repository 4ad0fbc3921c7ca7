/**
 * @generated SignedSource<<10bb496c162ee16232965a6c028a94e7>>
 * @relayHash e137f2f3f1c1b88443e621abf1dfb1c0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1226597357b225784aed292ef8dc89ab0ca283806c9c54787c047f9e74fae912

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ClientDetailPageQuery } from './ClientDetailPageQuery.graphql';

const node: PreloadableConcreteRequest<ClientDetailPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1226597357b225784aed292ef8dc89ab0ca283806c9c54787c047f9e74fae912",
    "metadata": {},
    "name": "ClientDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
