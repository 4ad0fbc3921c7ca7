/**
 * @generated SignedSource<<7740e17bf5c3cb05d2dcc60f61cdd061>>
 * @relayHash d57b941e3100d537365245a48147f828
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ee6a6b9596c3e522206d500b0ae82bed8d769246fed19db70673ddaa1da15173

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PartnerAccountsListPageQuery } from './PartnerAccountsListPageQuery.graphql';

const node: PreloadableConcreteRequest<PartnerAccountsListPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ee6a6b9596c3e522206d500b0ae82bed8d769246fed19db70673ddaa1da15173",
    "metadata": {},
    "name": "PartnerAccountsListPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
