/**
 * @generated SignedSource<<811352d8578b487ab66e7dce389bba4e>>
 * @relayHash 55d6609131da53d44203f39c469ee737
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 309c7d807a86673a6f91698fbd4d660c850e14dae4ebaae9bf60c4c6c1ea3577

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CostUnitsListPageQuery } from './CostUnitsListPageQuery.graphql';

const node: PreloadableConcreteRequest<CostUnitsListPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "309c7d807a86673a6f91698fbd4d660c850e14dae4ebaae9bf60c4c6c1ea3577",
    "metadata": {},
    "name": "CostUnitsListPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
