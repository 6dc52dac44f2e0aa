export { DEMO_TRACKS } from './compositions.js';
export { type RenderedAudio, type RenderOptions, renderDemoTrack, trackSeconds } from './render.js';
export { type DemoMp3, renderDemoTrackToMp3 } from './render-mp3.js';
export type { DemoTrackSpec, MusicalKey, SectionSpec } from './spec.js';
export { writeWav } from './wav.js';
