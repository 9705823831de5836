/**
 * A real audio file for the demo's podcast episodes: 8-bit unsigned mono PCM WAV at 4 kHz (32 kbit/s, 4 KB a
 * second), which every browser's `<audio>` plays without a codec and which the seed writes in well under a second.
 * The sound is speech-like: voiced syllables with a moving pitch and vowel colour, grouped into words and phrases
 * with pauses, so a player has something to play, seek and speed up (docs/decisions/0014-demo-content.md).
 */

/** A small seeded generator (mulberry32): the same episode always gets the same bytes, so its hash is stable. */
interface Rng {
  next(): number;
  int(min: number, max: number): number;
}

function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min, max) => min + Math.floor(next() * (max - min + 1)) };
}

// 4 kHz keeps 64 episodes of 2–4 minutes under the seed's 50 MB budget; speech's fundamental and first two
// formants (up to 2 kHz, the Nyquist limit here) still fit, as on a narrow-band phone line.
export const WAV_SAMPLE_RATE = 4000;
export const WAV_HEADER_BYTES = 44;

/** Relative strength of the first five harmonics for a few vowels (rough formant shapes). */
const VOWELS: readonly (readonly number[])[] = [
  [1, 0.8, 0.5, 0.3, 0.15], // "ah"
  [1, 0.35, 0.2, 0.25, 0.3], // "ee"
  [1, 0.6, 0.25, 0.1, 0.05], // "oo"
  [1, 0.7, 0.55, 0.35, 0.2], // "eh"
];

/** The WAV's duration in seconds, read from its header (the data chunk's length). */
export function wavSeconds(wav: Buffer): number {
  return wav.readUInt32LE(40) / wav.readUInt32LE(28);
}

/** `seconds` of speech-like sound at a speaker's `pitch` (Hz), always the same for the same arguments. */
export function speechWav(seconds: number, pitch: number): Buffer {
  const samples = Math.round(seconds * WAV_SAMPLE_RATE);
  const buffer = Buffer.alloc(WAV_HEADER_BYTES + samples, 128); // 128 is silence in unsigned 8-bit PCM
  writeHeader(buffer, samples);
  const rng = createRng(Math.round(seconds) * 7919 + Math.round(pitch));
  let at = Math.round(0.4 * WAV_SAMPLE_RATE); // a breath before the first phrase
  while (at < samples) {
    at = phrase(buffer, at, samples, pitch, rng);
    at += Math.round(rng.int(350, 900) * (WAV_SAMPLE_RATE / 1000)); // the pause between phrases
  }
  return buffer;
}

/** A phrase of 4–12 words, its pitch falling towards the end as a sentence's does; answers where it ends. */
function phrase(buffer: Buffer, start: number, end: number, pitch: number, rng: Rng): number {
  const words = rng.int(4, 12);
  let at = start;
  for (let w = 0; w < words && at < end; w++) {
    const declination = 1.1 - (0.25 * w) / words;
    for (let s = rng.int(1, 3); s > 0 && at < end; s--) {
      const ms = rng.int(110, 260);
      at = syllable(buffer, at, Math.min(end, at + Math.round((ms * WAV_SAMPLE_RATE) / 1000)), pitch * declination, rng);
    }
    at += Math.round(rng.int(40, 140) * (WAV_SAMPLE_RATE / 1000)); // the gap between words
  }
  return at;
}

/**
 * One cycle of each vowel's waveform (its harmonics summed, peak about 1): a syllable reads it at its pitch, which
 * is far cheaper than summing sines per sample (the seed writes 11 million samples). Five harmonics of a pitch
 * under 400 Hz stay below the Nyquist limit, so nothing folds back as noise.
 */
const TABLE_SIZE = 1024;
const WAVETABLES = VOWELS.map((harmonics) => {
  const norm = harmonics.reduce((sum, a) => sum + a, 0);
  return Float64Array.from({ length: TABLE_SIZE }, (_, i) =>
    harmonics.reduce((sum, a, h) => sum + (a * Math.sin(((h + 1) * 2 * Math.PI * i) / TABLE_SIZE)) / norm, 0),
  );
});

/** One voiced syllable from `start` to `end`: a gliding pitch, a vowel's colour, soft onset and release. */
function syllable(buffer: Buffer, start: number, end: number, pitch: number, rng: Rng): number {
  const table = WAVETABLES[rng.int(0, WAVETABLES.length - 1)] ?? WAVETABLES[0]!;
  const from = Math.min(400, pitch * (0.9 + 0.25 * rng.next()));
  const to = Math.min(400, pitch * (0.85 + 0.25 * rng.next()));
  const amplitude = 120 * (0.45 + 0.3 * rng.next());
  const length = Math.max(1, end - start);
  const ramp = Math.max(1, Math.min(length / 2, 0.03 * WAV_SAMPLE_RATE)); // 30 ms: no clicks
  // The step and the gain change linearly, so each sample adds a constant instead of recomputing them.
  let step = (from * TABLE_SIZE) / WAV_SAMPLE_RATE;
  const glide = ((to - from) * TABLE_SIZE) / WAV_SAMPLE_RATE / length;
  const samples = buffer.subarray(WAV_HEADER_BYTES + start, WAV_HEADER_BYTES + end);
  let phase = 0;
  for (let i = 0; i < length; i++, phase += step, step += glide) {
    const envelope = i < ramp ? i / ramp : length - i < ramp ? (length - i) / ramp : 1;
    samples[i] = 128.5 + amplitude * envelope * table[(phase | 0) & (TABLE_SIZE - 1)]!;
  }
  return end;
}

function writeHeader(buffer: Buffer, samples: number): void {
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + samples, 4);
  buffer.write('WAVEfmt ', 8, 'ascii');
  buffer.writeUInt32LE(16, 16); // fmt chunk size
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(WAV_SAMPLE_RATE, 24);
  buffer.writeUInt32LE(WAV_SAMPLE_RATE, 28); // byte rate: 1 byte a sample
  buffer.writeUInt16LE(1, 32); // block align
  buffer.writeUInt16LE(8, 34); // bits per sample
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(samples, 40);
}
