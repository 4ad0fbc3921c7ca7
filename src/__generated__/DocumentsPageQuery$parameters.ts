/**
 * @generated SignedSource<<35b45f1f82711261acd40d45e759405a>>
 * @relayHash bdbba3214ec89cf208de4b9c83f18f90
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4145bf153275c533e3f65733ecdfe0ce3644569d1fb9f3c8af0d146696a46622

import { PreloadableConcreteRequest } from 'relay-runtime';
import { DocumentsPageQuery } from './DocumentsPageQuery.graphql';

const node: PreloadableConcreteRequest<DocumentsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4145bf153275c533e3f65733ecdfe0ce3644569d1fb9f3c8af0d146696a46622",
    "metadata": {},
    "name": "DocumentsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
