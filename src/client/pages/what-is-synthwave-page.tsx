import {
  AudioLines,
  Car,
  Drum,
  Flame,
  Gamepad2,
  Guitar,
  Headphones,
  Heart,
  History,
  MessagesSquare,
  Mic2,
  Music,
  Palette,
  Sparkles,
  Sunset,
  Waves,
  Zap,
} from 'lucide-react';
import { CallToAction } from '../components/content/call-to-action';
import { ContentPage } from '../components/content/content-page';
import { ContentSection, Prose } from '../components/content/content-section';
import { type Feature, FeatureGrid } from '../components/content/feature-grid';
import { StatStrip } from '../components/content/stat-strip';
import { StepText } from '../components/content/step-text';

const timeline = [
  {
    when: '1980s',
    title: 'The source material',
    text: 'John Carpenter’s self-scored films, Vangelis’s Blade Runner (1982), Tangerine Dream and Jan Hammer’s Miami Vice theme; synth-pop on the radio; and the chiptune and FM soundtracks of arcade and console games such as Sega’s OutRun (1986), which later lent the genre one of its names.',
  },
  {
    when: 'Late 2000s',
    title: 'The revival',
    text: 'Producers who grew up on those sounds began to recreate them on purpose. French house and electro were a strong influence: Kavinsky and the Valerie collective around College brought 1980s synths and drum machines into a modern club context, and the music spread through blogs and early social networks.',
  },
  {
    when: '2011',
    title: 'Drive',
    text: 'The soundtrack of the film Drive, with Kavinsky’s “Nightcall” and College & Electric Youth’s “A Real Hero”, brought the sound to a much wider audience almost overnight.',
  },
  {
    when: '2010s',
    title: 'Games, films and series',
    text: 'Hotline Miami (2012) put Perturbator and others in front of millions of players; Far Cry 3: Blood Dragon (2013) and Kung Fury (2015) leaned into the neon look; and the theme of Stranger Things (2016) by Kyle Dixon and Michael Stein made analog synths mainstream television.',
  },
  {
    when: 'Today',
    title: 'A global scene',
    text: 'Synthwave is now made and played all over the world, and its sound reaches far beyond the scene: The Weeknd’s “Blinding Lights” (2019) carried it to the top of the charts.',
  },
] as const;

const traits: Feature[] = [
  {
    icon: AudioLines,
    title: 'Analog-style synthesizers',
    description:
      'Warm, detuned pads, saw-wave leads and punchy bass from vintage synths or faithful software copies of them.',
  },
  {
    icon: Drum,
    title: 'Gated reverb drums',
    description:
      'The huge, suddenly cut-off snare of 1980s records, usually over programmed drum-machine patterns.',
  },
  {
    icon: Music,
    title: 'Arpeggios',
    description:
      'Fast, sequenced arpeggios and pulsing basslines that give the music its sense of motion.',
  },
  {
    icon: Palette,
    title: 'Retro-futurist visuals',
    description:
      'Neon grids, chrome lettering, sunsets, palm trees and VHS grain: the future as the 1980s imagined it.',
  },
];

const reasons: Feature[] = [
  {
    icon: Sunset,
    title: 'Nostalgia for a future',
    description:
      'It recalls a decade many listeners never lived through and a future that never quite arrived, and makes both feel close.',
  },
  {
    icon: Car,
    title: 'Made for motion',
    description:
      'Steady tempos and big melodies make it the music of night drives, long runs, coding sessions and focused work.',
  },
  {
    icon: Heart,
    title: 'A do-it-yourself scene',
    description:
      'Most of it is made by independent producers in home studios, and fans can follow, support and talk to them directly.',
  },
  {
    icon: Gamepad2,
    title: 'Part of games and film',
    description:
      'From Hotline Miami to Stranger Things, it is the sound of stories people already love.',
  },
];

const subgenres: Feature[] = [
  {
    icon: Sunset,
    title: 'Synthwave/Retrowave',
    description:
      'The core sound: bright, melodic and nostalgic, built on lush pads, arpeggios and gated drums. Also called outrun.',
    detail: 'Listen for: sunset-drive melodies and soaring saw leads.',
  },
  {
    icon: Flame,
    title: 'Darksynth',
    description:
      'Synthwave’s heavy side, shaped by horror scores and metal: distorted bass, aggressive rhythms and menace, as with Perturbator and Carpenter Brut.',
    detail: 'Listen for: grinding basslines and a horror-film atmosphere.',
  },
  {
    icon: Waves,
    title: 'Chillwave/Vaporwave',
    description:
      'The slow, hazy relatives: dreamy, lo-fi and washed out. Vaporwave adds slowed-down samples of 1980s and 1990s pop, ads and mall music.',
    detail: 'Listen for: soft focus, tape warble and a laid-back pace.',
  },
  {
    icon: Zap,
    title: 'Cyberpunk',
    description:
      'Cold, futuristic and industrial, scored for rain-slicked megacities and the sci-fi of Blade Runner and Neuromancer.',
    detail: 'Listen for: metallic textures, glitches and a tense pulse.',
  },
  {
    icon: Mic2,
    title: 'Synthpop',
    description:
      'Song-first synthwave with vocals, verses and choruses, in the tradition of the 1980s synth-pop charts.',
    detail: 'Listen for: hooks you can sing along to.',
  },
  {
    icon: Guitar,
    title: 'Synthrock',
    description:
      'Synths joined by electric guitars and live drums: big riffs and solos with a neon finish.',
    detail: 'Listen for: guitar solos over analog arpeggios.',
  },
];

/** /what-is-synthwave: where the genre comes from, how it sounds, and its six subgenres. */
export function WhatIsSynthwavePage() {
  return (
    <ContentPage
      title="What is synthwave?"
      description="A guide to the music we play around the clock: its origins, its sound and its many shades of neon."
    >
      <Prose>
        <p>
          Synthwave is electronic music inspired by the 1980s: its film scores, its synth-pop and
          its video games. It began as a revival in the late 2000s and grew into a worldwide scene
          with its own sound and look, from sunset-coloured cruising anthems to the dark, pounding
          edges of darksynth.
        </p>
      </Prose>

      <ContentSection title="Origins and history" icon={History}>
        <ol className="grid gap-4">
          {timeline.map((era) => (
            <li
              key={era.title}
              className="panel grid gap-2 p-5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-6 sm:p-6"
            >
              <p className="font-display text-sm font-bold tracking-widest text-cyan uppercase">
                {era.when}
              </p>
              <StepText title={era.title} text={era.text} />
            </li>
          ))}
        </ol>
      </ContentSection>

      <ContentSection
        title="The sound"
        icon={AudioLines}
        intro="Most synthwave shares a handful of traits, whatever its shade."
      >
        <StatStrip
          stats={[
            { value: '80-140 BPM', label: 'Typical tempo' },
            { value: '1980s', label: 'Where the sounds come from' },
            { value: 'Late 2000s', label: 'When the revival began' },
            { value: '6', label: 'Subgenres we play' },
          ]}
        />
        <FeatureGrid features={traits} columns={2} />
      </ContentSection>

      <ContentSection title="Why people love it" icon={Heart}>
        <FeatureGrid features={reasons} columns={2} />
      </ContentSection>

      <ContentSection
        title="Subgenres"
        icon={Sparkles}
        intro="Six shades of synthwave you will hear on the station."
      >
        <FeatureGrid features={subgenres} />
      </ContentSection>

      <CallToAction
        title="Hear it for yourself"
        text="The best way to understand synthwave is to listen. The station plays it live, day and night, and the chat is full of people happy to tell you what you are hearing."
        actions={[
          { label: 'Listen live', href: '/now-playing', icon: Headphones, variant: 'primary' },
          { label: 'Join the live chat', href: '/live-chat', icon: MessagesSquare },
        ]}
      />
    </ContentPage>
  );
}
