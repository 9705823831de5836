import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { Photo } from './galleries.schema.ts';

/**
 * A photo viewer on the native modal <dialog>: focus moves in and stays (the browser traps it), Escape closes,
 * ←/→ and the buttons step through, and closing returns focus to the thumbnail that opened it (the caller's
 * `onClose`). Loaded only when a visitor first opens a photo.
 */
export default function Lightbox({
  photos,
  index,
  onIndex,
  onClose,
}: {
  photos: readonly Photo[];
  index: number;
  onIndex: (i: number) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
  }, []);
  const photo = photos[index]!;
  const step = (delta: number) => onIndex((index + delta + photos.length) % photos.length);
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
  };
  return (
    <dialog ref={dialog} className="lightbox" aria-label={`Photo ${index + 1} of ${photos.length}`} onClose={onClose} onKeyDown={onKeyDown}>
      <figure>
        <img src={photo.url} alt={photo.alt} width={photo.width} height={photo.height} />
        <figcaption>{photo.caption}</figcaption>
      </figure>
      <div className="lightbox-controls">
        <button type="button" onClick={() => step(-1)}>
          Previous photo
        </button>
        <button type="button" onClick={() => dialog.current?.close()} autoFocus>
          Close
        </button>
        <button type="button" onClick={() => step(1)}>
          Next photo
        </button>
      </div>
    </dialog>
  );
}
