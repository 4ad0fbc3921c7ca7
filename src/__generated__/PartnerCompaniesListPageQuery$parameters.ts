/**
 * @generated SignedSource<<761629b812bff51ec3a17a66a09a563a>>
 * @relayHash ccdddc55a3d498a4903ec2b03ca12af3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7457323e2b9370a64200ca28b2e7e087d52df2948d784e722d098afaf38b577c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PartnerCompaniesListPageQuery } from './PartnerCompaniesListPageQuery.graphql';

const node: PreloadableConcreteRequest<PartnerCompaniesListPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7457323e2b9370a64200ca28b2e7e087d52df2948d784e722d098afaf38b577c",
    "metadata": {},
    "name": "PartnerCompaniesListPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
