/**
 * `Fotos`: photos uploaded through the back office's server (png, jpeg or webp, at most 15 MB
 * each, at most 8), each with its alt text; `Remover` takes one out of the product. The API
 * makes the sizes the pages show and keeps no metadata (the camera's GPS position included).
 */
import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { post } from '../lib/api';
import type { PhotoValue } from '../lib/product-form';
import { PHOTO_ALT_MAX_LENGTH } from '../../../contract/limits.ts';

export const MAX_PHOTOS = 8;
const MAX_BYTES = 15 * 1024 * 1024;
const TYPES = ['image/png', 'image/jpeg', 'image/webp'];

interface PhotoFieldProps {
  readonly photos: readonly PhotoValue[];
  readonly onChange: (photos: PhotoValue[]) => void;
  readonly errors: Record<string, string>;
}

export function PhotoField({ photos, onChange, errors }: PhotoFieldProps) {
  const id = useId();
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setProblem('');
    if (photos.length + files.length > MAX_PHOTOS) {
      setProblem(`No máximo ${MAX_PHOTOS} fotos por produto.`);
      return;
    }
    const refused = files.find((file) => !TYPES.includes(file.type) || file.size > MAX_BYTES);
    if (refused) {
      setProblem(`"${refused.name}" não foi enviada: use PNG, JPEG ou WebP de até 15 MB.`);
      return;
    }
    setBusy(true);
    const added: PhotoValue[] = [];
    try {
      for (const file of files) {
        const response = await post('/api/fotos', file, file.type);
        const body = (await response.json()) as { url?: string; error?: string };
        if (!response.ok || !body.url) {
          setProblem(body.error ?? `"${file.name}" não foi enviada.`);
          break;
        }
        added.push({ url: body.url, alt: '' });
      }
    } catch {
      setProblem('Não foi possível enviar a foto. Tente de novo.');
    }
    setBusy(false);
    if (added.length > 0) onChange([...photos, ...added]);
  }

  const groupError = errors['photos'];
  return (
    <fieldset className="bo-photos" aria-describedby={groupError ? `${id}-error` : undefined}>
      <legend>Fotos</legend>
      <p className="field__hint" id={`${id}-hint`}>
        PNG, JPEG ou WebP, até 15 MB cada, no máximo {MAX_PHOTOS}. Descreva cada foto para quem não
        a vê.
      </p>
      {photos.length === 0 && <p className="bo-muted">Nenhuma foto.</p>}
      <ol className="bo-photos__list" role="list">
        {photos.map((photo, i) => (
          <li key={`${photo.url}-${i}`} className="bo-photos__item">
            <img src={photo.url} alt="" width={96} height={96} />
            <div className="field">
              <label htmlFor={`${id}-alt-${i}`}>Texto alternativo da foto {i + 1}</label>
              <input
                id={`${id}-alt-${i}`}
                value={photo.alt}
                maxLength={PHOTO_ALT_MAX_LENGTH}
                aria-invalid={errors[`photos.${i}.alt`] ? true : undefined}
                onChange={(event) =>
                  onChange(photos.map((p, j) => (j === i ? { ...p, alt: event.target.value } : p)))
                }
              />
              {errors[`photos.${i}.alt`] && (
                <p className="field__error">{errors[`photos.${i}.alt`]}</p>
              )}
            </div>
            <button
              type="button"
              className="button button--secondary button--sm"
              onClick={() => onChange(photos.filter((_, j) => j !== i))}
            >
              Remover foto {i + 1}
            </button>
          </li>
        ))}
      </ol>
      <div className="field">
        <label htmlFor={`${id}-file`}>Adicionar fotos</label>
        <input
          id={`${id}-file`}
          type="file"
          accept={TYPES.join(',')}
          multiple
          disabled={busy || photos.length >= MAX_PHOTOS}
          aria-describedby={`${id}-hint`}
          onChange={add}
        />
      </div>
      <div role="status">{busy ? 'Enviando…' : ''}</div>
      {(problem || groupError) && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {problem || groupError}
        </p>
      )}
    </fieldset>
  );
}
