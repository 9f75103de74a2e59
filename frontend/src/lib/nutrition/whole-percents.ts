/**
 * Shares as whole percentages that add up to what the shares add up to, rounded (100 for a whole
 * split): each share rounded down, then the points left over go to the largest remainders. Each
 * one rounded on its own could show 77 % and 24 % of one meal.
 */
export function wholePercents(shares: number[]): number[] {
  const target = Math.round(shares.reduce((sum, share) => sum + share, 0));
  const whole = shares.map(Math.floor);
  const order = shares.map((share, i) => [share - Math.floor(share), i] as const).sort((a, b) => b[0] - a[0]);
  const left = target - whole.reduce((sum, share) => sum + share, 0);
  for (let i = 0; i < left && i < order.length; i++) whole[order[i]![1]]! += 1;
  return whole;
}
