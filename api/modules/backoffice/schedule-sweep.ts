/**
 * The sweep that carries out editors' schedules with no browser open: at its time a scheduled
 * publish puts online the draft as it was when scheduled (as `Publicar` would; edits saved
 * after it stay a draft), a scheduled exit takes the product out of the shop; each is kept as a
 * version, recorded in the activity log in the name of whoever scheduled it, and announced to
 * the publisher. A schedule acts with its author's authority: when they are no longer an active
 * member of the staff at its time, it does nothing and the activity log says why (admins read
 * it in `Registro de atividades`). It runs in the API process at start and on a timer, so a
 * restart loses nothing (schedules are rows), and on a PostgreSQL shared by several API
 * processes each schedule is taken by one of them only (rows locked, others skipped).
 */
import type { DataAccess } from '../../core/data-access.ts';
import type { Mailer } from '../messages/mailer.ts';
import type { PublishNotifier } from './publish-webhook.ts';
import { changedFields, contentOf, mergeDraft } from '../catalogue/product-content.ts';
import { publishReason, writeLive } from './product-writes.ts';
import type { DraftContent, ProductSchedule } from './workspace-store.ts';
import type { Logger } from '../../../runtime/log.ts';

const BATCH = 50;

interface Done {
  readonly schedule: ProductSchedule;
  readonly changed: boolean;
}

/** What a schedule does, as the activity log and the publisher's reason name it. */
function scheduled(schedule: ProductSchedule): string {
  return schedule.action === 'PUBLISH'
    ? `Publicação agendada do produto ${schedule.productId}`
    : `Saída agendada do produto ${schedule.productId}`;
}

/** Whether the schedule's author is still an active member of the staff. */
async function authorIsActive(tx: DataAccess, schedule: ProductSchedule): Promise<boolean> {
  if (schedule.staffId === null) return false;
  const author = await tx.staff.byId(schedule.staffId);
  return author !== null && author.active;
}

/**
 * The product's draft once its scheduled version is online: gone when it is that version; when
 * it was edited after the schedule, kept with those edits only (based on what went online), so
 * they wait for their own publish and a change of `Estoque` is not applied twice.
 */
async function settleDraftAfter(
  tx: DataAccess,
  productId: string,
  published: DraftContent,
): Promise<void> {
  const current = await tx.workspace.draft(productId);
  if (!current) return;
  if (changedFields(current.content, published.content).length === 0) {
    await tx.workspace.deleteDraft(productId);
    return;
  }
  await tx.workspace.rebaseDraft(productId, published.content);
}

async function carryOut(
  tx: DataAccess,
  schedule: ProductSchedule,
  now: number,
  mailer: Mailer,
): Promise<Done> {
  const who = { id: schedule.staffId, name: schedule.staffName };
  if (!(await authorIsActive(tx, schedule))) {
    const reason = `${schedule.staffName}, que agendou, não está mais ativo(a) na equipe.`;
    await tx.workspace.markScheduleDone(schedule.id, `Não executado: ${reason}`, now);
    await tx.activity.record(
      who,
      {
        action: 'product.schedule_skipped',
        subjectType: 'PRODUCT',
        subjectId: schedule.productId,
        summary: `${scheduled(schedule)} não foi feita: ${reason}`,
      },
      now,
    );
    return { schedule, changed: false };
  }
  const live = await tx.products.lockForEdit(schedule.productId);
  if (!live) {
    await tx.workspace.markScheduleDone(schedule.id, 'Produto não existe mais.', now);
    return { schedule, changed: false };
  }
  if (schedule.action === 'UNPUBLISH') {
    const { changes } = await writeLive(
      tx,
      schedule.productId,
      { ...contentOf(live), published: false },
      who,
      'SCHEDULED_UNPUBLISH',
      now,
      mailer,
    );
    await tx.workspace.markScheduleDone(schedule.id, 'Saiu da loja.', now);
    return { schedule, changed: changes.length > 0 };
  }
  const scheduledDraft = schedule.draft;
  if (!scheduledDraft) {
    await tx.workspace.markScheduleDone(schedule.id, 'Nenhum rascunho para publicar.', now);
    return { schedule, changed: false };
  }
  const next = mergeDraft(contentOf(live), scheduledDraft.base, scheduledDraft.content);
  const { changes } = await writeLive(
    tx,
    schedule.productId,
    next,
    who,
    'SCHEDULED_PUBLISH',
    now,
    mailer,
  );
  await settleDraftAfter(tx, schedule.productId, scheduledDraft);
  await tx.workspace.markScheduleDone(schedule.id, 'Publicado.', now);
  return { schedule, changed: changes.length > 0 };
}

/** Carries out every schedule due at `now` (in one transaction), then announces the changes. */
export async function runDueSchedules(
  data: DataAccess,
  now: number,
  publish: PublishNotifier,
  mailer: Mailer,
): Promise<number> {
  const done = await data.transaction(async (tx) => {
    const due = await tx.workspace.lockDueSchedules(now, BATCH);
    const results: Done[] = [];
    for (const schedule of due) results.push(await carryOut(tx, schedule, now, mailer));
    return results;
  });
  for (const { schedule, changed } of done) {
    if (!changed) continue;
    await publish(
      [schedule.productId],
      publishReason(scheduled(schedule), { id: null, name: schedule.staffName }),
    );
  }
  return done.length;
}

export interface ScheduleSweeper {
  runOnce(): Promise<number>;
  stop(): void;
}

/** Runs the due schedules at once and then every `intervalMs`; failures are logged, retried. */
export function startScheduleSweeper(options: {
  data: DataAccess;
  now: () => number;
  intervalMs: number;
  publish: PublishNotifier;
  /** Sends the notices of products a schedule brings back to the shop. */
  mailer: Mailer;
  log: Logger;
}): ScheduleSweeper {
  let running: Promise<number> | null = null;
  const runOnce = () => {
    running ??= runDueSchedules(options.data, options.now(), options.publish, options.mailer)
      .then((count) => {
        if (count > 0) options.log.info({ count }, 'agendamento(s) de produto executado(s)');
        return count;
      })
      .catch((error: unknown) => {
        options.log.error({ err: error }, 'schedule sweep failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  void runOnce();
  const timer = setInterval(() => void runOnce(), options.intervalMs);
  timer.unref();
  return { runOnce, stop: () => clearInterval(timer) };
}
