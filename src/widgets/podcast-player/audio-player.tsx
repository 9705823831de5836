import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { formatDuration } from './podcast-player.schema.ts';

export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;
export const SKIP_SECONDS = 15;

interface AudioPlayerProps {
  src: string;
  title: string;
  /** Known before the file's metadata loads, so the seek bar never jumps. */
  durationSeconds: number;
  autoPlay?: boolean;
}

/**
 * An accessible audio player: play/pause, back and forward 15 s, a seek slider that reads
 * "0:05 of 0:32", and a speed choice; keys: Space or K plays and pauses, J and L skip, the arrows move the
 * slider. Loaded only when a visitor presses Play.
 */
export default function AudioPlayer({ src, title, durationSeconds, autoPlay = false }: AudioPlayerProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(durationSeconds);
  const [rate, setRate] = useState(1);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (autoPlay) audio.current?.play().catch(() => setPlaying(false));
  }, [autoPlay, src]);

  const toggle = () => {
    const el = audio.current;
    if (!el) return;
    if (el.paused) el.play().catch(() => setError('This episode could not be played.'));
    else el.pause();
  };
  const seek = (to: number) => {
    const el = audio.current;
    if (el) el.currentTime = Math.min(Math.max(0, to), duration);
    setTime(Math.min(Math.max(0, to), duration));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const inControl = target.tagName === 'BUTTON' || target.tagName === 'SELECT';
    if (event.key === 'k' || (event.key === ' ' && !inControl)) {
      event.preventDefault();
      toggle();
    } else if (event.key === 'j') seek(time - SKIP_SECONDS);
    else if (event.key === 'l') seek(time + SKIP_SECONDS);
  };

  return (
    <div className="audio-player" role="group" aria-label={`Audio player: ${title}`} onKeyDown={onKeyDown}>
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => Number.isFinite(e.currentTarget.duration) && setDuration(e.currentTarget.duration)}
        onError={() => setError('This episode could not be loaded.')}
      />
      <button type="button" className="button button-outline" onClick={toggle} aria-label={playing ? 'Pause' : 'Play'}>
        {playing ? 'Pause' : 'Play'}
      </button>
      <button type="button" className="button button-outline" onClick={() => seek(time - SKIP_SECONDS)}>
        Back {SKIP_SECONDS} seconds
      </button>
      <button type="button" className="button button-outline" onClick={() => seek(time + SKIP_SECONDS)}>
        Forward {SKIP_SECONDS} seconds
      </button>
      <input
        type="range"
        aria-label="Seek"
        min={0}
        max={Math.max(1, Math.round(duration))}
        step={1}
        value={Math.round(time)}
        aria-valuetext={`${formatDuration(time)} of ${formatDuration(duration)}`}
        onChange={(e) => seek(Number(e.currentTarget.value))}
      />
      <span className="audio-player-time" aria-hidden="true">
        {formatDuration(time)} / {formatDuration(duration)}
      </span>
      <label>
        Speed{' '}
        <select
          value={rate}
          onChange={(e) => {
            const next = Number(e.currentTarget.value);
            setRate(next);
            if (audio.current) audio.current.playbackRate = next;
          }}
        >
          {PLAYBACK_RATES.map((r) => (
            <option key={r} value={r}>
              {r}×
            </option>
          ))}
        </select>
      </label>
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}
