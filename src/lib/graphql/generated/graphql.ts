/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type HomePageQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePageQuery = { homeContent: { hero: { title: string, subtitle: string, ctaLabel: string, ctaHref: string } }, categories: Array<{ id: string, name: string, slug: string, description: string, productCount: number }> };

export type MockModePhotoPathsQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type MockModePhotoPathsQuery = { products: { totalPages: number, items: Array<{ photos: Array<string> }> } };

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

export const HomePageDocument = new TypedDocumentString(`
    query HomePage {
  homeContent {
    hero {
      title
      subtitle
      ctaLabel
      ctaHref
    }
  }
  categories {
    id
    name
    slug
    description
    productCount
  }
}
    `) as unknown as TypedDocumentString<HomePageQuery, HomePageQueryVariables>;
export const MockModePhotoPathsDocument = new TypedDocumentString(`
    query MockModePhotoPaths($page: Int!, $pageSize: Int!) {
  products(page: $page, pageSize: $pageSize) {
    totalPages
    items {
      photos
    }
  }
}
    `) as unknown as TypedDocumentString<MockModePhotoPathsQuery, MockModePhotoPathsQueryVariables>;