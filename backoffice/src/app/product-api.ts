/** The product form's operations (the workspace API), typed. */
import { graphql } from '../lib/api';
import {
  BackofficeProductDocument,
  CancelProductScheduleDocument,
  DiscardProductDraftDocument,
  ProductCategoriesDocument,
  PublishProductDraftDocument,
  RestoreProductVersionDocument,
  SaveProductDraftDocument,
  ScheduleProductDocument,
} from '../lib/graphql/generated/graphql';
import type {
  ProductCategoriesQuery,
  ProductContentInput,
  ScheduleAction,
  WorkspaceProductFieldsFragment,
} from '../lib/graphql/generated/graphql';

export type WorkspaceProduct = WorkspaceProductFieldsFragment;
export type Category = ProductCategoriesQuery['categories'][number];

export async function loadCategories(): Promise<Category[]> {
  return (await graphql(ProductCategoriesDocument)).categories;
}

export async function loadProduct(id: string): Promise<WorkspaceProduct> {
  return (await graphql(BackofficeProductDocument, { id })).backofficeProduct;
}

export async function saveDraft(
  id: string | null,
  revision: number | null,
  input: ProductContentInput,
): Promise<WorkspaceProduct> {
  return (await graphql(SaveProductDraftDocument, { id, revision, input })).saveProductDraft;
}

export async function publishDraft(id: string, revision: number): Promise<WorkspaceProduct> {
  return (await graphql(PublishProductDraftDocument, { id, revision })).publishProductDraft;
}

export async function discardDraft(id: string, revision: number): Promise<WorkspaceProduct> {
  return (await graphql(DiscardProductDraftDocument, { id, revision })).discardProductDraft;
}

export async function cancelSchedule(id: string, revision: number): Promise<WorkspaceProduct> {
  return (await graphql(CancelProductScheduleDocument, { id, revision })).cancelProductSchedule;
}

export async function schedule(
  id: string,
  revision: number,
  action: ScheduleAction,
  at: number,
): Promise<WorkspaceProduct> {
  return (await graphql(ScheduleProductDocument, { id, revision, action, at })).scheduleProduct;
}

export async function restoreVersion(
  id: string,
  revision: number,
  version: number,
): Promise<WorkspaceProduct> {
  return (await graphql(RestoreProductVersionDocument, { id, revision, version }))
    .restoreProductVersion;
}
