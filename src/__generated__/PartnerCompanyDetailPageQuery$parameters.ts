/**
 * @generated SignedSource<<5d0b90cbe27921c50cbab44513f22bd8>>
 * @relayHash 274416c021a657d67723dfc714693890
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 923eb3ff5b79d1c6a175b776f6b04aab28a43294902602b11209aa09602a4def

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PartnerCompanyDetailPageQuery } from './PartnerCompanyDetailPageQuery.graphql';

const node: PreloadableConcreteRequest<PartnerCompanyDetailPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "923eb3ff5b79d1c6a175b776f6b04aab28a43294902602b11209aa09602a4def",
    "metadata": {},
    "name": "PartnerCompanyDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
