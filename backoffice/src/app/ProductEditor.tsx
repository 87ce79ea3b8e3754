/**
 * `/produtos/editar` (`?id=` for a product, nothing for `Novo produto`): the product form with
 * `Salvar rascunho` (the draft is kept by the API, the live product does not change),
 * `Pré-visualizar` (the page the site will serve, built by the site's own build from the
 * draft), `Publicar`, `Descartar rascunho`, the schedule and the history. The form keeps what
 * was typed whatever the API answers; a refusal names the fields in pt-BR, and someone else's
 * save in between (CONFLICT) is said, never overwritten.
 */
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { FormAlert } from '~/components/form/FormAlert';
import { TextField } from '~/components/form/FormField';
import { RichTextEditor } from '~/features/editor/RichTextEditor';
import { fieldErrors, problemText } from '../lib/api';
import { EMPTY_FORM, checkForm, formOf } from '../lib/product-form';
import type { ProductFormValues } from '../lib/product-form';
import type { ScheduleAction } from '../lib/graphql/generated/graphql';
import { formatDateTime } from '../lib/format';
import { HistorySection } from './HistorySection';
import { PhotoField } from './PhotoField';
import { PreviewFrame } from './PreviewFrame';
import { ScheduleSection } from './ScheduleSection';
import { StaffShell } from './StaffShell';
import { StockAlertsSection } from './StockAlertsSection';
import * as productApi from './product-api';
import type { Category, WorkspaceProduct } from './product-api';
import { PRODUCT_NAME_MAX_LENGTH } from '../../../contract/limits.ts';

type Action = 'save' | 'preview' | 'publish' | 'discard' | 'schedule' | 'restore';

function Editor() {
  const [id, setId] = useState<string | null>(() => new URLSearchParams(location.search).get('id'));
  const [categories, setCategories] = useState<Category[]>([]);
  const [product, setProduct] = useState<WorkspaceProduct | null>(null);
  const [values, setValues] = useState<ProductFormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState<Action | null>(null);
  const [previewRun, setPreviewRun] = useState(0);
  const [loadProblem, setLoadProblem] = useState('');
  const alert = useRef<HTMLDivElement>(null);

  useEffect(() => {
    productApi
      .loadCategories()
      .then(setCategories, (error: unknown) => setLoadProblem(problemText(error)));
    if (id === null) return;
    productApi.loadProduct(id).then(
      (loaded) => {
        setProduct(loaded);
        setValues(formOf(loaded.draft?.content ?? loaded.live));
      },
      (error: unknown) => setLoadProblem(problemText(error)),
    );
    // Loaded once: later answers replace `product` themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  function fail(error: unknown) {
    setErrors(fieldErrors(error));
    setProblem(problemText(error));
    alert.current?.focus();
  }

  /** Saves the form as the draft; answers the product, or null after saying why not. */
  async function saveForm(): Promise<WorkspaceProduct | null> {
    const checked = checkForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setProblem('Confira os campos marcados.');
      alert.current?.focus();
      return null;
    }
    const saved = await productApi.saveDraft(id, product?.revision ?? null, checked.input);
    if (id === null) {
      setId(saved.id);
      history.replaceState(null, '', `/produtos/editar?id=${saved.id}`);
    }
    setProduct(saved);
    return saved;
  }

  async function run(action: Action, work: () => Promise<string | null>) {
    setBusy(action);
    setProblem('');
    setNotice('');
    setErrors({});
    try {
      const done = await work();
      if (done) setNotice(done);
    } catch (error) {
      fail(error);
    }
    setBusy(null);
  }

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    return run('save', async () => {
      const saved = await saveForm();
      return saved && `Rascunho salvo às ${formatDateTime(Date.now())}. A loja não mudou.`;
    });
  };

  const preview = () =>
    run('preview', async () => {
      const saved = await saveForm();
      if (!saved) return null;
      setPreviewRun((n) => n + 1);
      return 'Rascunho salvo. A pré-visualização aparece abaixo.';
    });

  const publish = () =>
    run('publish', async () => {
      const saved = await saveForm();
      if (!saved) return null;
      const published = await productApi.publishDraft(saved.id, saved.revision);
      setProduct(published);
      setValues(formOf(published.live));
      return 'Publicado. A loja mostra a mudança em alguns segundos (acompanhe em Publicações).';
    });

  const discard = () =>
    run('discard', async () => {
      if (!product) return null;
      const discarded = await productApi.discardDraft(product.id, product.revision);
      setProduct(discarded);
      setValues(formOf(discarded.live));
      return 'Rascunho descartado: o formulário mostra o produto como está na loja.';
    });

  const schedule = (action: ScheduleAction, at: number) =>
    run('schedule', async () => {
      const base = action === 'PUBLISH' ? await saveForm() : product;
      if (!base) return null;
      const scheduled = await productApi.schedule(base.id, base.revision, action, at);
      setProduct(scheduled);
      return action === 'PUBLISH'
        ? `Agendado: o rascunho será publicado em ${formatDateTime(at)}.`
        : `Agendado: o produto sairá da loja em ${formatDateTime(at)}.`;
    });

  const cancelSchedule = () =>
    run('schedule', async () => {
      if (!product) return null;
      setProduct(await productApi.cancelSchedule(product.id, product.revision));
      return 'Agendamento cancelado.';
    });

  const restore = (version: number) =>
    run('restore', async () => {
      if (!product) return null;
      const restored = await productApi.restoreVersion(product.id, product.revision, version);
      setProduct(restored);
      setValues(formOf(restored.draft?.content ?? restored.live));
      return `A versão ${version} foi copiada para o rascunho. Confira e publique quando quiser.`;
    });

  if (loadProblem) {
    return (
      <p role="alert" className="alert">
        {loadProblem}
      </p>
    );
  }
  if (id !== null && !product) return <p role="status">Carregando o produto…</p>;

  const draft = product?.draft;
  return (
    <>
      <p className="bo-muted">
        <a href="/produtos">Voltar para Produtos</a>
        {product && (
          <>
            {' · '}
            Código {product.id} · {product.live.published ? 'Na loja' : 'Fora da loja'}
            {draft && ` · Rascunho salvo por ${draft.savedBy} em ${formatDateTime(draft.savedAt)}`}
          </>
        )}
      </p>
      <form className="bo-form" onSubmit={save} noValidate>
        <FormAlert message={problem} ref={alert} />
        <TextField
          label="Nome"
          value={values.name}
          maxLength={PRODUCT_NAME_MAX_LENGTH}
          error={errors['name']}
          onChange={(event) => set('name', event.target.value)}
        />
        <div className="bo-form__row">
          <TextField
            label="Preço"
            inputMode="decimal"
            hint="Em reais, como 1.234,56."
            value={values.price}
            error={errors['price']}
            onChange={(event) => set('price', event.target.value)}
          />
          <TextField
            label="Estoque"
            inputMode="numeric"
            value={values.quantity}
            error={errors['quantity']}
            onChange={(event) => set('quantity', event.target.value)}
          />
          <div className="field">
            <label htmlFor="categoria">Categoria</label>
            <select
              id="categoria"
              value={values.categoryId}
              aria-invalid={errors['categoryId'] ? true : undefined}
              aria-describedby={errors['categoryId'] ? 'categoria-erro' : undefined}
              onChange={(event) => set('categoryId', event.target.value)}
            >
              <option value="">Escolha…</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
            {errors['categoryId'] && (
              <p className="field__error" id="categoria-erro">
                {errors['categoryId']}
              </p>
            )}
          </div>
        </div>
        <RichTextEditor
          label="Descrição"
          value={values.description}
          error={errors['description']}
          onChange={(html) => set('description', html)}
        />
        <PhotoField
          photos={values.photos}
          errors={errors}
          onChange={(photos) => set('photos', photos)}
        />
        <div className="field bo-check">
          <input
            id="publicado"
            type="checkbox"
            checked={values.published}
            onChange={(event) => set('published', event.target.checked)}
          />
          <label htmlFor="publicado">Publicado</label>
        </div>
        <div role="status" className={notice ? 'alert alert--success' : undefined}>
          {notice}
        </div>
        <div className="bo-actions">
          <button
            type="submit"
            className="button button--secondary"
            disabled={busy !== null}
            aria-busy={busy === 'save' || undefined}
          >
            Salvar rascunho
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy !== null}
            aria-busy={busy === 'preview' || undefined}
            onClick={preview}
          >
            Pré-visualizar
          </button>
          <button
            type="button"
            className="button"
            disabled={busy !== null}
            aria-busy={busy === 'publish' || undefined}
            onClick={publish}
          >
            Publicar
          </button>
          {draft && (
            <button
              type="button"
              className="button button--quiet"
              disabled={busy !== null}
              onClick={discard}
            >
              Descartar rascunho
            </button>
          )}
        </div>
      </form>
      {product && previewRun > 0 && <PreviewFrame productId={product.id} run={previewRun} />}
      {product && (
        <ScheduleSection
          pending={product.schedule}
          busy={busy !== null}
          error={errors['at'] ?? errors['action']}
          onSchedule={schedule}
          onCancel={cancelSchedule}
        />
      )}
      {product && <StockAlertsSection productId={product.id} revision={product.revision} />}
      {product && (
        <HistorySection versions={product.versions} busy={busy !== null} onRestore={restore} />
      )}
    </>
  );
}

export default function ProductEditor() {
  const isNew = typeof location !== 'undefined' && !new URLSearchParams(location.search).has('id');
  return (
    <StaffShell
      permission="CATALOGUE"
      current="/produtos"
      title={isNew ? 'Novo produto' : 'Editar produto'}
    >
      {() => <Editor />}
    </StaffShell>
  );
}
