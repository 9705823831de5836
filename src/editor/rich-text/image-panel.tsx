import { useEffect, useId, useState } from 'react';
import type { Editor } from '@tiptap/react';
import { allowedImageHostsText, checkImageSource, type ImageSourceRule } from '#schemas/html/image-sources.ts';
import { IMAGE_TYPES, MAX_IMAGE_MB, imageRuleOf, listImages, uploadImage, type AdminRequest, type StoredImage } from './image-api.ts';

/** The image rule of this page: this site, and the IMAGE_HOSTS the server names (none until it answers). */
export function useImageRule(request: AdminRequest | null): ImageSourceRule {
  const [hosts, setHosts] = useState<readonly string[]>([]);
  useEffect(() => {
    if (!request) return;
    const abort = new AbortController();
    listImages(request, '', abort.signal).then(
      (answer) => setHosts(answer.imageHosts),
      () => {},
    );
    return () => abort.abort();
  }, [request]);
  return imageRuleOf(hosts);
}

function UploadForm({ request, onInsert }: { request: AdminRequest; onInsert: (image: { src: string; alt: string }) => void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const upload = async () => {
    const message = !file
      ? 'Choose an image file.'
      : !(IMAGE_TYPES as readonly string[]).includes(file.type)
        ? 'Only JPEG, PNG, WebP or AVIF images can be uploaded.'
        : file.size > MAX_IMAGE_MB * 1024 * 1024
          ? `An image may be at most ${MAX_IMAGE_MB} MB.`
          : alt.trim() === ''
            ? 'Describe the image: alternative text is required.'
            : null;
    setProblem(message);
    if (message || !file) return;
    setBusy(true);
    try {
      const stored = await uploadImage(request, file, alt.trim());
      onInsert({ src: stored.src, alt: stored.alt });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className="rich-text-image-upload">
      <legend>Upload an image</legend>
      <label htmlFor={`${id}-file`}>Image file (JPEG, PNG, WebP or AVIF, up to {MAX_IMAGE_MB} MB)</label>
      <input id={`${id}-file`} type="file" accept={IMAGE_TYPES.join(',')} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
      <label htmlFor={`${id}-alt`}>Alternative text (what the image shows)</label>
      <input id={`${id}-alt`} type="text" required value={alt} onChange={(event) => setAlt(event.target.value)} />
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="button" onClick={() => void upload()} disabled={busy}>
        {busy ? 'Uploading…' : 'Upload and insert'}
      </button>
    </fieldset>
  );
}

function StoredPicker({ request, onInsert }: { request: AdminRequest; onInsert: (image: { src: string; alt: string }) => void }) {
  const id = useId();
  const [q, setQ] = useState('');
  const [images, setImages] = useState<StoredImage[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const abort = new AbortController();
    listImages(request, q, abort.signal).then(
      (answer) => {
        setImages(answer.images);
        setFailed(false);
      },
      () => !abort.signal.aborted && setFailed(true),
    );
    return () => abort.abort();
  }, [request, q]);
  return (
    <fieldset className="rich-text-image-picker">
      <legend>Stored images</legend>
      <label htmlFor={`${id}-q`}>Search stored images</label>
      <input id={`${id}-q`} type="search" value={q} onChange={(event) => setQ(event.target.value)} />
      {failed ? <p className="form-error">The stored images did not load.</p> : null}
      {images && images.length === 0 ? <p className="editor-note">No stored image matches.</p> : null}
      <ul>
        {(images ?? []).map((image) => (
          <li key={image.src}>
            <button type="button" onClick={() => onInsert({ src: image.src, alt: image.alt })}>
              <img src={image.src} alt="" width="48" height="48" loading="lazy" />
              <span>Insert “{image.alt}”</span>
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function AddressForm({ rule, onInsert }: { rule: ImageSourceRule; onInsert: (image: { src: string; alt: string }) => void }) {
  const id = useId();
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const insert = () => {
    const verdict = checkImageSource(src, rule);
    const message = verdict.ok
      ? alt.trim() === ''
        ? 'Describe the image: alternative text is required.'
        : null
      : `Images can come only from ${allowedImageHostsText(rule)}${verdict.host ? `, not from ${verdict.host}` : ''}. Upload the image instead.`;
    setProblem(message);
    if (!message && verdict.ok) onInsert({ src: verdict.src, alt: alt.trim() });
  };
  return (
    <fieldset className="rich-text-image-address">
      <legend>Image address</legend>
      <label htmlFor={`${id}-src`}>Address of an image on this site</label>
      <input id={`${id}-src`} type="text" inputMode="url" value={src} onChange={(event) => setSrc(event.target.value)} />
      <label htmlFor={`${id}-alt`}>Alternative text</label>
      <input id={`${id}-alt`} type="text" value={alt} onChange={(event) => setAlt(event.target.value)} />
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="button" onClick={insert}>
        Insert image
      </button>
    </fieldset>
  );
}

/** Inserting an image: upload one (alt text required), pick a stored one, or give an address on an allowed host. */
export function ImagePanel({
  editor,
  request,
  rule,
  onClose,
}: {
  editor: Editor;
  request: AdminRequest | null;
  rule: ImageSourceRule;
  onClose: () => void;
}) {
  const insert = (image: { src: string; alt: string }) => {
    editor.chain().focus().setImage(image).run();
    onClose();
  };
  return (
    <div className="rich-text-panel" role="group" aria-label="Insert an image">
      {request ? <UploadForm request={request} onInsert={insert} /> : null}
      {request ? <StoredPicker request={request} onInsert={insert} /> : null}
      <AddressForm rule={rule} onInsert={insert} />
      <div className="rich-text-panel-actions">
        <button type="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </div>
  );
}
