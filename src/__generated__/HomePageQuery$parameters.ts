/**
 * @generated SignedSource<<4986da48a3b3e862ce7bb84e7cb105b3>>
 * @relayHash 873b27dd9ee22d240e84c4235f718359
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6edaa8fbc1daf1c6ec6145307227d559d782d5baf2f322917027d20421d4cfc8

import { PreloadableConcreteRequest } from 'relay-runtime';
import { HomePageQuery } from './HomePageQuery.graphql';

const node: PreloadableConcreteRequest<HomePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6edaa8fbc1daf1c6ec6145307227d559d782d5baf2f322917027d20421d4cfc8",
    "metadata": {},
    "name": "HomePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
