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
    "query HomePage {\n  homeContent {\n    hero {\n      title\n      subtitle\n      ctaLabel\n      ctaHref\n    }\n  }\n  categories {\n    id\n    name\n    slug\n    description\n    productCount\n  }\n}": typeof types.HomePageDocument,
    "query MockModePhotoPaths($page: Int!, $pageSize: Int!) {\n  products(page: $page, pageSize: $pageSize) {\n    totalPages\n    items {\n      photos\n    }\n  }\n}": typeof types.MockModePhotoPathsDocument,
};
const documents: Documents = {
    "query HomePage {\n  homeContent {\n    hero {\n      title\n      subtitle\n      ctaLabel\n      ctaHref\n    }\n  }\n  categories {\n    id\n    name\n    slug\n    description\n    productCount\n  }\n}": types.HomePageDocument,
    "query MockModePhotoPaths($page: Int!, $pageSize: Int!) {\n  products(page: $page, pageSize: $pageSize) {\n    totalPages\n    items {\n      photos\n    }\n  }\n}": types.MockModePhotoPathsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomePage {\n  homeContent {\n    hero {\n      title\n      subtitle\n      ctaLabel\n      ctaHref\n    }\n  }\n  categories {\n    id\n    name\n    slug\n    description\n    productCount\n  }\n}"): typeof import('./graphql').HomePageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MockModePhotoPaths($page: Int!, $pageSize: Int!) {\n  products(page: $page, pageSize: $pageSize) {\n    totalPages\n    items {\n      photos\n    }\n  }\n}"): typeof import('./graphql').MockModePhotoPathsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
