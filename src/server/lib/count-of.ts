/** "1 minute", "3 minutes": a number with its noun, plural when it is not one. */
export const countOf = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
