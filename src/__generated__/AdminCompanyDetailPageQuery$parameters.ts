/**
 * @generated SignedSource<<9b9b231fd46402c2a20147ada67ae49c>>
 * @relayHash b615df28ea76a8f82b3c61847cf3b3f9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9c1addbf9ff46902af172b3d68bf02d7b30739211794eddad9adef57052bbe4e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminCompanyDetailPageQuery } from './AdminCompanyDetailPageQuery.graphql';

const node: PreloadableConcreteRequest<AdminCompanyDetailPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9c1addbf9ff46902af172b3d68bf02d7b30739211794eddad9adef57052bbe4e",
    "metadata": {},
    "name": "AdminCompanyDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
