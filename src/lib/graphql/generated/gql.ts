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
    "query CatalogueProducts($page: Int!, $pageSize: Int!) {\n  products(page: $page, pageSize: $pageSize, sort: NAME_ASC) {\n    totalPages\n    items {\n      id\n      name\n      description\n      price\n      quantity\n      photos\n      is_published\n      deleted_at\n      created_at\n      category {\n        id\n        name\n        slug\n      }\n      attributes {\n        id\n        name\n        values {\n          id\n          value\n        }\n      }\n    }\n  }\n}\n\nquery CatalogueCategories {\n  categories {\n    id\n    name\n    slug\n    description\n  }\n}\n\nquery ProductListPage($filter: ProductFilter, $sort: ProductSort, $page: Int!, $pageSize: Int!) {\n  products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n    total\n    totalPages\n    page\n    items {\n      id\n      name\n      price\n      quantity\n      photos\n      category {\n        id\n        name\n        slug\n      }\n    }\n    facets {\n      priceRange {\n        min\n        max\n      }\n      attributes {\n        name\n        values\n      }\n    }\n  }\n}": typeof types.CatalogueProductsDocument,
    "query FavoriteIds {\n  favoriteIds\n}\n\nmutation AddFavorite($productId: ID!) {\n  addFavorite(productId: $productId) {\n    id\n    isFavorited\n  }\n}\n\nmutation RemoveFavorite($productId: ID!) {\n  removeFavorite(productId: $productId) {\n    id\n    isFavorited\n  }\n}": typeof types.FavoriteIdsDocument,
    "query HomePage {\n  homeContent {\n    hero {\n      title\n      subtitle\n      ctaLabel\n      ctaHref\n    }\n    announcements {\n      id\n      title\n      body\n      href\n    }\n    services {\n      id\n      title\n      description\n      icon\n    }\n    featuredProducts {\n      id\n      name\n      price\n      quantity\n      photos\n      category {\n        id\n        name\n        slug\n      }\n    }\n  }\n  categories {\n    id\n    name\n    slug\n    description\n    productCount\n  }\n}": typeof types.HomePageDocument,
    "query LoginCustomer($email: String!, $password: String!) {\n  loginCustomer(email: $email, password: $password) {\n    token\n  }\n}\n\nquery GetCustomerLoggedIn {\n  getCustomerLoggedIn {\n    id\n    name\n    email\n    rg\n    cpf\n    phone\n    address\n    cep\n    city\n    state\n    country\n    created_at\n    updated_at\n    deleted_at\n  }\n}\n\nmutation RegisterCustomer($input: RegisterCustomerInput!) {\n  registerCustomer(input: $input) {\n    token\n  }\n}\n\nmutation LogoutCustomer {\n  logoutCustomer\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($email: String!, $code: String!, $newPassword: String!) {\n  resetPassword(email: $email, code: $code, newPassword: $newPassword)\n}": typeof types.LoginCustomerDocument,
};
const documents: Documents = {
    "query CatalogueProducts($page: Int!, $pageSize: Int!) {\n  products(page: $page, pageSize: $pageSize, sort: NAME_ASC) {\n    totalPages\n    items {\n      id\n      name\n      description\n      price\n      quantity\n      photos\n      is_published\n      deleted_at\n      created_at\n      category {\n        id\n        name\n        slug\n      }\n      attributes {\n        id\n        name\n        values {\n          id\n          value\n        }\n      }\n    }\n  }\n}\n\nquery CatalogueCategories {\n  categories {\n    id\n    name\n    slug\n    description\n  }\n}\n\nquery ProductListPage($filter: ProductFilter, $sort: ProductSort, $page: Int!, $pageSize: Int!) {\n  products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n    total\n    totalPages\n    page\n    items {\n      id\n      name\n      price\n      quantity\n      photos\n      category {\n        id\n        name\n        slug\n      }\n    }\n    facets {\n      priceRange {\n        min\n        max\n      }\n      attributes {\n        name\n        values\n      }\n    }\n  }\n}": types.CatalogueProductsDocument,
    "query FavoriteIds {\n  favoriteIds\n}\n\nmutation AddFavorite($productId: ID!) {\n  addFavorite(productId: $productId) {\n    id\n    isFavorited\n  }\n}\n\nmutation RemoveFavorite($productId: ID!) {\n  removeFavorite(productId: $productId) {\n    id\n    isFavorited\n  }\n}": types.FavoriteIdsDocument,
    "query HomePage {\n  homeContent {\n    hero {\n      title\n      subtitle\n      ctaLabel\n      ctaHref\n    }\n    announcements {\n      id\n      title\n      body\n      href\n    }\n    services {\n      id\n      title\n      description\n      icon\n    }\n    featuredProducts {\n      id\n      name\n      price\n      quantity\n      photos\n      category {\n        id\n        name\n        slug\n      }\n    }\n  }\n  categories {\n    id\n    name\n    slug\n    description\n    productCount\n  }\n}": types.HomePageDocument,
    "query LoginCustomer($email: String!, $password: String!) {\n  loginCustomer(email: $email, password: $password) {\n    token\n  }\n}\n\nquery GetCustomerLoggedIn {\n  getCustomerLoggedIn {\n    id\n    name\n    email\n    rg\n    cpf\n    phone\n    address\n    cep\n    city\n    state\n    country\n    created_at\n    updated_at\n    deleted_at\n  }\n}\n\nmutation RegisterCustomer($input: RegisterCustomerInput!) {\n  registerCustomer(input: $input) {\n    token\n  }\n}\n\nmutation LogoutCustomer {\n  logoutCustomer\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($email: String!, $code: String!, $newPassword: String!) {\n  resetPassword(email: $email, code: $code, newPassword: $newPassword)\n}": types.LoginCustomerDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogueProducts($page: Int!, $pageSize: Int!) {\n  products(page: $page, pageSize: $pageSize, sort: NAME_ASC) {\n    totalPages\n    items {\n      id\n      name\n      description\n      price\n      quantity\n      photos\n      is_published\n      deleted_at\n      created_at\n      category {\n        id\n        name\n        slug\n      }\n      attributes {\n        id\n        name\n        values {\n          id\n          value\n        }\n      }\n    }\n  }\n}\n\nquery CatalogueCategories {\n  categories {\n    id\n    name\n    slug\n    description\n  }\n}\n\nquery ProductListPage($filter: ProductFilter, $sort: ProductSort, $page: Int!, $pageSize: Int!) {\n  products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n    total\n    totalPages\n    page\n    items {\n      id\n      name\n      price\n      quantity\n      photos\n      category {\n        id\n        name\n        slug\n      }\n    }\n    facets {\n      priceRange {\n        min\n        max\n      }\n      attributes {\n        name\n        values\n      }\n    }\n  }\n}"): typeof import('./graphql').CatalogueProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FavoriteIds {\n  favoriteIds\n}\n\nmutation AddFavorite($productId: ID!) {\n  addFavorite(productId: $productId) {\n    id\n    isFavorited\n  }\n}\n\nmutation RemoveFavorite($productId: ID!) {\n  removeFavorite(productId: $productId) {\n    id\n    isFavorited\n  }\n}"): typeof import('./graphql').FavoriteIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomePage {\n  homeContent {\n    hero {\n      title\n      subtitle\n      ctaLabel\n      ctaHref\n    }\n    announcements {\n      id\n      title\n      body\n      href\n    }\n    services {\n      id\n      title\n      description\n      icon\n    }\n    featuredProducts {\n      id\n      name\n      price\n      quantity\n      photos\n      category {\n        id\n        name\n        slug\n      }\n    }\n  }\n  categories {\n    id\n    name\n    slug\n    description\n    productCount\n  }\n}"): typeof import('./graphql').HomePageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LoginCustomer($email: String!, $password: String!) {\n  loginCustomer(email: $email, password: $password) {\n    token\n  }\n}\n\nquery GetCustomerLoggedIn {\n  getCustomerLoggedIn {\n    id\n    name\n    email\n    rg\n    cpf\n    phone\n    address\n    cep\n    city\n    state\n    country\n    created_at\n    updated_at\n    deleted_at\n  }\n}\n\nmutation RegisterCustomer($input: RegisterCustomerInput!) {\n  registerCustomer(input: $input) {\n    token\n  }\n}\n\nmutation LogoutCustomer {\n  logoutCustomer\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($email: String!, $code: String!, $newPassword: String!) {\n  resetPassword(email: $email, code: $code, newPassword: $newPassword)\n}"): typeof import('./graphql').LoginCustomerDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
