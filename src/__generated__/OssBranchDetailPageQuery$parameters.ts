/**
 * @generated SignedSource<<7978cca0e47bda53dbc0a1a7949a50dd>>
 * @relayHash 4738e667e4a19afc57b3048ad670c6aa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 07da90c13422abe33a5322278d5f00b3fc2647bccf29b93a4129f7f39b849a45

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OssBranchDetailPageQuery } from './OssBranchDetailPageQuery.graphql';

const node: PreloadableConcreteRequest<OssBranchDetailPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "07da90c13422abe33a5322278d5f00b3fc2647bccf29b93a4129f7f39b849a45",
    "metadata": {},
    "name": "OssBranchDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
