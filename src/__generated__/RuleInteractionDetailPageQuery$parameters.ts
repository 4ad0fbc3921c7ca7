/**
 * @generated SignedSource<<5372d7147d8ec0e3c06be50ff1132f65>>
 * @relayHash 4a4d9b95c46cdc42e82470f37884b4af
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dbe5ad963f674099bf192c597b6c97a5464cff8a35b429811244629d89409232

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RuleInteractionDetailPageQuery } from './RuleInteractionDetailPageQuery.graphql';

const node: PreloadableConcreteRequest<RuleInteractionDetailPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "dbe5ad963f674099bf192c597b6c97a5464cff8a35b429811244629d89409232",
    "metadata": {},
    "name": "RuleInteractionDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
