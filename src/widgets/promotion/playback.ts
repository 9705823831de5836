/** A visitor's choice made with one carousel's own play/pause button (or by moving keyboard focus into it). */
export interface OwnChoice {
  playing: boolean;
  /** The skip-link state when the choice was made. */
  globalPaused: boolean;
}

/**
 * Whether a carousel rotates (spec 2.5, 4). The skip-link "Pause All Rotators" pauses every carousel and
 * "Play All Rotators" resumes them, except one its own button paused: that pause holds until its own button
 * plays it again. Its own "play" holds until the skip link is used again.
 */
export function isPlaying(hasAutoplay: boolean, globalPaused: boolean, own: OwnChoice | null): boolean {
  if (!hasAutoplay) return false;
  if (own && !own.playing) return false;
  if (own?.playing && own.globalPaused === globalPaused) return true;
  return !globalPaused;
}

/** spec 4: the label of each carousel's own control (the skip link's are "Pause/Play All Rotators"). */
export function rotatorButtonLabel(playing: boolean): string {
  return playing ? 'Pause rotator' : 'Play rotator';
}

/** Slide labels, as Swiper's a11y module writes them ('{{index}} of {{slidesLength}}'). */
export const SLIDE_LABEL_TEMPLATE = '{{index}} of {{slidesLength}}';

export function slideLabel(index: number, count: number): string {
  return SLIDE_LABEL_TEMPLATE.replace('{{index}}', String(index + 1)).replace('{{slidesLength}}', String(count));
}
