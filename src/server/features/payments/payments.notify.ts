/** Tells a member something in their notifications (the notifications feature provides it). */
export type Notify = (
  userId: number,
  notice: { title: string; body: string; link: string | null },
) => Promise<void>;
