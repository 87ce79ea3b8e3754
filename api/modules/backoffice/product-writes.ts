/**
 * Every change of a product's live content made by staff goes through `writeLive`, inside the
 * caller's transaction: the row is locked, the content written (its revision bumped), the
 * change kept as the product's next version (after a first version holding what it was before,
 * so the oldest state can be restored too) and recorded in the activity log; a product it brings
 * back to the shop notifies its `Avise-me quando chegar` requests in the same transaction. The
 * caller sends the publish webhook once the transaction is committed.
 */
import type { ProductContent } from '../../../contract/product-content.ts';
import type { DataAccess } from '../../core/data-access.ts';
import { productNotFound } from '../../core/errors.ts';
import { announceBackInStock } from '../alerts/stock-alerts.ts';
import type { ProductRecord } from '../catalogue/product-store.ts';
import type { Mailer } from '../messages/mailer.ts';
import type { Actor } from './activity-store.ts';
import { FIELD_LABELS, changedFields, contentOf } from '../catalogue/product-content.ts';
import type { FieldChange } from '../catalogue/product-content.ts';
import type { VersionAction } from './workspace-store.ts';

/** How the history and the activity log say each kind of change. */
export const VERSION_ACTIONS: Readonly<Record<VersionAction, string>> = {
  INITIAL: 'Estado anterior às alterações registradas',
  CREATE: 'Criação',
  EDIT: 'Alteração direta',
  PUBLISH: 'Publicação do rascunho',
  IMPORT: 'Importação de planilha',
  SCHEDULED_PUBLISH: 'Publicação agendada',
  SCHEDULED_UNPUBLISH: 'Saída da loja agendada',
};

export interface LiveWrite {
  readonly product: ProductRecord;
  readonly changes: readonly FieldChange[];
}

export function fieldList(changes: readonly FieldChange[]): string {
  return changes.map((change) => FIELD_LABELS[change.field].toLowerCase()).join(', ');
}

export async function writeLive(
  tx: DataAccess,
  id: string,
  next: ProductContent,
  who: Actor,
  action: VersionAction,
  now: number,
  mailer: Mailer,
): Promise<LiveWrite> {
  const live = await tx.products.lockForEdit(id);
  if (!live) throw productNotFound();
  const before = contentOf(live);
  const changes = changedFields(before, next);
  if (changes.length === 0) return { product: live, changes };
  if ((await tx.workspace.versions(id, 1)).length === 0) {
    await tx.workspace.appendVersion(id, {
      at: live.updated_at,
      staffName: 'Catálogo',
      action: 'INITIAL',
      changes: [],
      snapshot: before,
    });
  }
  const product = await tx.products.update(
    id,
    {
      name: next.name,
      description: next.description,
      price: next.price,
      quantity: next.quantity,
      is_published: next.published,
      categoryId: next.categoryId,
      photos: next.photos,
    },
    now,
  );
  if (!product) throw productNotFound();
  await announceBackInStock(tx, live, product, now, mailer);
  const number = await tx.workspace.appendVersion(id, {
    at: now,
    staffName: who.name,
    action,
    changes,
    snapshot: next,
  });
  await tx.activity.record(
    who,
    {
      action: `product.${action.toLowerCase()}`,
      subjectType: 'PRODUCT',
      subjectId: id,
      summary: `${VERSION_ACTIONS[action]} do produto ${id} (${next.name}), versão ${number}: ${fieldList(changes)}.`,
    },
    now,
  );
  return { product, changes };
}

/** The webhook's reason: what happened and who did it (the publisher shows it as the trigger). */
export function publishReason(what: string, who: Actor): string {
  return `${what} — ${who.name}`.slice(0, 200);
}
