import { Activity, Upload, UserPlus } from 'lucide-react';
import { StepNumber, StepText } from '../../../components/content/step-text';

const steps = [
  {
    icon: UserPlus,
    title: 'Create your account',
    text: 'Sign up as a creator and set up your page with your bio, links and picture.',
  },
  {
    icon: Upload,
    title: 'Upload your music',
    text: 'Add your tracks, then choose which are free for everyone and which are for paying fans.',
  },
  {
    icon: Activity,
    title: 'Watch it grow',
    text: 'Follow plays, subscribers, tips and earnings in your dashboard as they come in.',
  },
] as const;

/** The three steps from sign-up to getting paid. */
export function HowItWorks() {
  return (
    <ol className="grid gap-4 md:grid-cols-3">
      {steps.map(({ icon: Icon, title, text }, index) => (
        <li key={title} className="panel flex min-w-0 gap-4 p-5 sm:p-6">
          <span className="grid shrink-0 content-start justify-items-center gap-2">
            <StepNumber number={index + 1} />
            <Icon aria-hidden className="size-5 text-accent" />
          </span>
          <StepText title={title} text={text} />
        </li>
      ))}
    </ol>
  );
}
