import { rotatorButtonLabel } from './playback.ts';

interface ControlsProps {
  /** The id of the slides' container (aria-controls). */
  slidesId: string;
  navigation: boolean;
  pagination: boolean;
  canPlay: boolean;
  playing: boolean;
  positions: number;
  position: number;
  onPrevious(): void;
  onNext(): void;
  onToggle(): void;
  onGoTo(position: number): void;
}

function Glyph({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  );
}

const PREVIOUS = 'M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z';
const NEXT = 'M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z';
const PAUSE = 'M6 4h4v16H6zm8 0h4v16h-4z';
const PLAY = 'M7 4v16l13-8z';

/**
 * Every carousel's own controls (spec 4: a play/pause toggle on every carousel), real buttons in a fixed row
 * under the slides, rendered the same before and after Swiper loads so nothing moves.
 */
export function CarouselControls(props: ControlsProps) {
  const { slidesId, navigation, pagination, canPlay, playing, positions, position } = props;
  return (
    <div className="promotion-controls">
      {canPlay ? (
        <button type="button" className="promotion-control promotion-play" aria-controls={slidesId} onClick={props.onToggle}>
          <Glyph d={playing ? PAUSE : PLAY} />
          <span className="visually-hidden">{rotatorButtonLabel(playing)}</span>
        </button>
      ) : null}
      {pagination && positions > 1 ? (
        <ul className="promotion-pagination">
          {Array.from({ length: positions }, (_, i) => (
            <li key={i}>
              <button
                type="button"
                className="promotion-dot"
                aria-controls={slidesId}
                aria-current={i === position ? 'true' : undefined}
                onClick={() => props.onGoTo(i)}
              >
                <span className="visually-hidden">Go to slide {i + 1}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {navigation ? (
        <>
          <button type="button" className="promotion-control" aria-controls={slidesId} onClick={props.onPrevious}>
            <Glyph d={PREVIOUS} />
            <span className="visually-hidden">Previous slide</span>
          </button>
          <button type="button" className="promotion-control" aria-controls={slidesId} onClick={props.onNext}>
            <Glyph d={NEXT} />
            <span className="visually-hidden">Next slide</span>
          </button>
        </>
      ) : null}
    </div>
  );
}
