/**
 * Up to 3 photos of a defect, chosen from the device: each is shrunk (and so stripped of its
 * metadata) and sent at once, shown as a thumbnail that can be removed before the request goes.
 */
import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { describeApiError } from '~/lib/api/messages';
import { uploadPhoto } from './returns-api.ts';
import { PhotoNotReadable, shrinkPhoto } from './shrink-photo.ts';
import styles from './AfterSale.module.css';

export const MAX_PHOTOS = 3;

export interface ChosenPhoto {
  readonly id: string;
  readonly preview: string;
}

export function DefectPhotos({
  photos,
  onChange,
}: {
  readonly photos: readonly ChosenPhoto[];
  readonly onChange: (photos: readonly ChosenPhoto[]) => void;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []).slice(0, MAX_PHOTOS - photos.length);
    event.target.value = '';
    if (files.length === 0) return;
    setBusy(true);
    setProblem(undefined);
    const added: ChosenPhoto[] = [];
    try {
      for (const file of files) {
        const data = await shrinkPhoto(file);
        added.push({ id: await uploadPhoto(data), preview: `data:image/jpeg;base64,${data}` });
      }
    } catch (error) {
      console.error('[returns] A photo could not be sent:', error);
      setProblem(
        error instanceof PhotoNotReadable
          ? 'Não conseguimos ler esta foto. Escolha uma imagem JPEG, PNG ou WebP.'
          : describeApiError(error),
      );
    } finally {
      onChange([...photos, ...added]);
      setBusy(false);
    }
  }

  return (
    <div className="field">
      <label htmlFor={`${id}-file`}>Fotos do defeito (opcional, até {MAX_PHOTOS})</label>
      <input
        id={`${id}-file`}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        disabled={busy || photos.length >= MAX_PHOTOS}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void add(event)}
      />
      <p id={`${id}-hint`} className="muted">
        {busy ? 'Enviando as fotos…' : 'As fotos são reduzidas antes do envio.'}
      </p>
      <div role="alert">{problem && <p className="alert alert--danger">{problem}</p>}</div>
      {photos.length > 0 && (
        <ul className={`list-reset ${styles.photos}`} aria-label="Fotos escolhidas">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <img
                src={photo.preview}
                alt={`Foto ${index + 1} do defeito`}
                width={96}
                height={96}
              />
              <button
                type="button"
                className="button button--secondary button--sm"
                onClick={() => onChange(photos.filter((other) => other.id !== photo.id))}
              >
                Remover foto {index + 1}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
