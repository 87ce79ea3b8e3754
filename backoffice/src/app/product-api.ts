/** The product form's operations (the workspace API), typed. */
import { graphql } from '../lib/api';
import type { ProductContent } from '../lib/product-form';

const CONTENT = 'name price quantity categoryId description published photos { url alt }';

const PRODUCT = `id revision
  live { ${CONTENT} }
  draft { savedBy savedAt changedFields content { ${CONTENT} } }
  schedule { action at by }
  versions { number at by actionLabel changes { field label from to } }`;

export interface Version {
  number: number;
  at: number;
  by: string;
  actionLabel: string;
  changes: { field: string; label: string; from: string; to: string }[];
}

export interface WorkspaceProduct {
  id: string;
  revision: number;
  live: ProductContent;
  draft: {
    savedBy: string;
    savedAt: number;
    changedFields: string[];
    content: ProductContent;
  } | null;
  schedule: { action: 'PUBLISH' | 'UNPUBLISH'; at: number; by: string } | null;
  versions: Version[];
}

export interface Category {
  id: string;
  name: string;
}

export async function loadCategories(): Promise<Category[]> {
  return (await graphql<{ categories: Category[] }>('query { categories { id name } }')).categories;
}

export async function loadProduct(id: string): Promise<WorkspaceProduct> {
  const data = await graphql<{ backofficeProduct: WorkspaceProduct }>(
    `query ($id: ID!) { backofficeProduct(id: $id) { ${PRODUCT} } }`,
    { id },
  );
  return data.backofficeProduct;
}

async function write(
  name: string,
  signature: string,
  call: string,
  variables: Record<string, unknown>,
): Promise<WorkspaceProduct> {
  const data = await graphql<Record<string, WorkspaceProduct>>(
    `mutation (${signature}) { ${name}(${call}) { ${PRODUCT} } }`,
    variables,
  );
  const product = data[name];
  if (!product) throw new Error(`${name} answered nothing`);
  return product;
}

export function saveDraft(id: string | null, revision: number | null, input: ProductContent) {
  return write(
    'saveProductDraft',
    '$id: ID, $revision: Int, $input: ProductContentInput!',
    'id: $id, revision: $revision, input: $input',
    { id, revision, input },
  );
}

const BY_REVISION = ['$id: ID!, $revision: Int!', 'id: $id, revision: $revision'] as const;

export function publishDraft(id: string, revision: number) {
  return write('publishProductDraft', ...BY_REVISION, { id, revision });
}

export function discardDraft(id: string, revision: number) {
  return write('discardProductDraft', ...BY_REVISION, { id, revision });
}

export function cancelSchedule(id: string, revision: number) {
  return write('cancelProductSchedule', ...BY_REVISION, { id, revision });
}

export function schedule(
  id: string,
  revision: number,
  action: 'PUBLISH' | 'UNPUBLISH',
  at: number,
) {
  return write(
    'scheduleProduct',
    '$id: ID!, $revision: Int!, $action: ScheduleAction!, $at: Timestamp!',
    'id: $id, revision: $revision, action: $action, at: $at',
    { id, revision, action, at },
  );
}

export function restoreVersion(id: string, revision: number, version: number) {
  return write(
    'restoreProductVersion',
    '$id: ID!, $revision: Int!, $version: Int!',
    'id: $id, revision: $revision, version: $version',
    { id, revision, version },
  );
}
