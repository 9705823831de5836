/**
 * A short, real audio file for fixtures: 8 kHz, 8-bit mono PCM WAV of a soft tone that rises and falls, so a
 * player has something to play, seek and speed up. `seconds` long; about 8 KB a second.
 */
export const WAV_SAMPLE_RATE = 8000;

export function toneWav(seconds: number, frequency: number): Buffer {
  const samples = Math.round(seconds * WAV_SAMPLE_RATE);
  const buffer = Buffer.alloc(44 + samples);
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
  for (let i = 0; i < samples; i++) {
    const t = i / WAV_SAMPLE_RATE;
    const envelope = (0.25 * (1 - Math.cos((2 * Math.PI * t) / Math.max(1, seconds)))) / 2;
    buffer[44 + i] = Math.round(128 + 127 * envelope * Math.sin(2 * Math.PI * frequency * t));
  }
  return buffer;
}
