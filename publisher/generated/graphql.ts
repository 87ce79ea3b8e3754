/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ApiReadyQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiReadyQuery = { __typename: 'Query' };

export type PublisherProductCheckQueryVariables = Exact<{
  id: string;
}>;


export type PublisherProductCheckQuery = { getProduct: { id: string } };

export type CatalogueChangesQueryVariables = Exact<{
  since?: number | null | undefined;
}>;


export type CatalogueChangesQuery = { catalogueChanges: { checkpoint: number, epoch: string, complete: boolean, changes: Array<{ id: string, updatedAt: number, position: number | null, product: { description: string, is_published: boolean, deleted_at: number | null, created_at: number, pixPrice: number, id: string, name: string, price: number, quantity: number, photos: Array<string>, images: Array<{ alt: string, url: string, width: number | null, height: number | null, sources: Array<{ type: string, srcset: string }> }>, installments: { count: number, amount: number }, attributes: Array<{ id: string, name: string, values: Array<{ id: string, value: string }> }>, cover: { url: string, width: number | null, height: number | null, sources: Array<{ type: string, srcset: string }> } | null, category: { id: string, name: string, slug: string } } | null }> } };

export type ProductPictureFieldsFragment = { url: string, width: number | null, height: number | null, sources: Array<{ type: string, srcset: string }> };

export type ProductCardFieldsFragment = { id: string, name: string, price: number, quantity: number, photos: Array<string>, cover: { url: string, width: number | null, height: number | null, sources: Array<{ type: string, srcset: string }> } | null, category: { id: string, name: string, slug: string } };

export type CatalogueProductFieldsFragment = { description: string, is_published: boolean, deleted_at: number | null, created_at: number, pixPrice: number, id: string, name: string, price: number, quantity: number, photos: Array<string>, images: Array<{ alt: string, url: string, width: number | null, height: number | null, sources: Array<{ type: string, srcset: string }> }>, installments: { count: number, amount: number }, attributes: Array<{ id: string, name: string, values: Array<{ id: string, value: string }> }>, cover: { url: string, width: number | null, height: number | null, sources: Array<{ type: string, srcset: string }> } | null, category: { id: string, name: string, slug: string } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ProductPictureFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductPictureFields on ProductImage {
  url
  width
  height
  sources {
    type
    srcset
  }
}
    `, {"fragmentName":"ProductPictureFields"}) as unknown as TypedDocumentString<ProductPictureFieldsFragment, unknown>;
export const ProductCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductCardFields on Product {
  id
  name
  price
  quantity
  photos
  cover {
    ...ProductPictureFields
  }
  category {
    id
    name
    slug
  }
}
    fragment ProductPictureFields on ProductImage {
  url
  width
  height
  sources {
    type
    srcset
  }
}`, {"fragmentName":"ProductCardFields"}) as unknown as TypedDocumentString<ProductCardFieldsFragment, unknown>;
export const CatalogueProductFieldsFragmentDoc = new TypedDocumentString(`
    fragment CatalogueProductFields on Product {
  ...ProductCardFields
  description
  images {
    alt
    ...ProductPictureFields
  }
  is_published
  deleted_at
  created_at
  pixPrice
  installments {
    count
    amount
  }
  attributes {
    id
    name
    values {
      id
      value
    }
  }
}
    fragment ProductPictureFields on ProductImage {
  url
  width
  height
  sources {
    type
    srcset
  }
}
fragment ProductCardFields on Product {
  id
  name
  price
  quantity
  photos
  cover {
    ...ProductPictureFields
  }
  category {
    id
    name
    slug
  }
}`, {"fragmentName":"CatalogueProductFields"}) as unknown as TypedDocumentString<CatalogueProductFieldsFragment, unknown>;
export const ApiReadyDocument = new TypedDocumentString(`
    query ApiReady {
  __typename
}
    `) as unknown as TypedDocumentString<ApiReadyQuery, ApiReadyQueryVariables>;
export const PublisherProductCheckDocument = new TypedDocumentString(`
    query PublisherProductCheck($id: ID!) {
  getProduct(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<PublisherProductCheckQuery, PublisherProductCheckQueryVariables>;
export const CatalogueChangesDocument = new TypedDocumentString(`
    query CatalogueChanges($since: Float) {
  catalogueChanges(since: $since) {
    checkpoint
    epoch
    complete
    changes {
      id
      updatedAt
      position
      product {
        ...CatalogueProductFields
      }
    }
  }
}
    fragment ProductPictureFields on ProductImage {
  url
  width
  height
  sources {
    type
    srcset
  }
}
fragment ProductCardFields on Product {
  id
  name
  price
  quantity
  photos
  cover {
    ...ProductPictureFields
  }
  category {
    id
    name
    slug
  }
}
fragment CatalogueProductFields on Product {
  ...ProductCardFields
  description
  images {
    alt
    ...ProductPictureFields
  }
  is_published
  deleted_at
  created_at
  pixPrice
  installments {
    count
    amount
  }
  attributes {
    id
    name
    values {
      id
      value
    }
  }
}`) as unknown as TypedDocumentString<CatalogueChangesQuery, CatalogueChangesQueryVariables>;