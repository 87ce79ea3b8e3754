/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query ApiReady {\n  __typename\n}\n\nquery PublisherProductCheck($id: ID!) {\n  getProduct(id: $id) {\n    id\n  }\n}\n\nquery CatalogueChanges($since: Float) {\n  catalogueChanges(since: $since) {\n    checkpoint\n    epoch\n    complete\n    changes {\n      id\n      updatedAt\n      position\n      product {\n        ...CatalogueProductFields\n      }\n    }\n  }\n}": typeof types.ApiReadyDocument,
    "fragment ProductPictureFields on ProductImage {\n  url\n  width\n  height\n  sources {\n    type\n    srcset\n  }\n}": typeof types.ProductPictureFieldsFragmentDoc,
    "fragment ProductCardFields on Product {\n  id\n  name\n  price\n  quantity\n  photos\n  cover {\n    ...ProductPictureFields\n  }\n  category {\n    id\n    name\n    slug\n  }\n}": typeof types.ProductCardFieldsFragmentDoc,
    "fragment CatalogueProductFields on Product {\n  ...ProductCardFields\n  description\n  images {\n    alt\n    ...ProductPictureFields\n  }\n  is_published\n  deleted_at\n  created_at\n  pixPrice\n  installments {\n    count\n    amount\n  }\n  attributes {\n    id\n    name\n    values {\n      id\n      value\n    }\n  }\n}": typeof types.CatalogueProductFieldsFragmentDoc,
};
const documents: Documents = {
    "query ApiReady {\n  __typename\n}\n\nquery PublisherProductCheck($id: ID!) {\n  getProduct(id: $id) {\n    id\n  }\n}\n\nquery CatalogueChanges($since: Float) {\n  catalogueChanges(since: $since) {\n    checkpoint\n    epoch\n    complete\n    changes {\n      id\n      updatedAt\n      position\n      product {\n        ...CatalogueProductFields\n      }\n    }\n  }\n}": types.ApiReadyDocument,
    "fragment ProductPictureFields on ProductImage {\n  url\n  width\n  height\n  sources {\n    type\n    srcset\n  }\n}": types.ProductPictureFieldsFragmentDoc,
    "fragment ProductCardFields on Product {\n  id\n  name\n  price\n  quantity\n  photos\n  cover {\n    ...ProductPictureFields\n  }\n  category {\n    id\n    name\n    slug\n  }\n}": types.ProductCardFieldsFragmentDoc,
    "fragment CatalogueProductFields on Product {\n  ...ProductCardFields\n  description\n  images {\n    alt\n    ...ProductPictureFields\n  }\n  is_published\n  deleted_at\n  created_at\n  pixPrice\n  installments {\n    count\n    amount\n  }\n  attributes {\n    id\n    name\n    values {\n      id\n      value\n    }\n  }\n}": types.CatalogueProductFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApiReady {\n  __typename\n}\n\nquery PublisherProductCheck($id: ID!) {\n  getProduct(id: $id) {\n    id\n  }\n}\n\nquery CatalogueChanges($since: Float) {\n  catalogueChanges(since: $since) {\n    checkpoint\n    epoch\n    complete\n    changes {\n      id\n      updatedAt\n      position\n      product {\n        ...CatalogueProductFields\n      }\n    }\n  }\n}"): typeof import('./graphql').ApiReadyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductPictureFields on ProductImage {\n  url\n  width\n  height\n  sources {\n    type\n    srcset\n  }\n}"): typeof import('./graphql').ProductPictureFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductCardFields on Product {\n  id\n  name\n  price\n  quantity\n  photos\n  cover {\n    ...ProductPictureFields\n  }\n  category {\n    id\n    name\n    slug\n  }\n}"): typeof import('./graphql').ProductCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CatalogueProductFields on Product {\n  ...ProductCardFields\n  description\n  images {\n    alt\n    ...ProductPictureFields\n  }\n  is_published\n  deleted_at\n  created_at\n  pixPrice\n  installments {\n    count\n    amount\n  }\n  attributes {\n    id\n    name\n    values {\n      id\n      value\n    }\n  }\n}"): typeof import('./graphql').CatalogueProductFieldsFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
