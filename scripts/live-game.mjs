// Plays a game forward on a running server, so the game center can be watched live:
//   STAFF_TOKEN=… node scripts/live-game.mjs [gameId] [--every=5] [--origin=http://localhost:3000] [--tenant=northfield]
// Each tick asks the staff-only POST /api/v2/live/{gameId}/advance for one stretch of play, until the game is final.
const args = Object.fromEntries(
  process.argv
    .slice(2)
    .filter((a) => a.startsWith('--'))
    .map((a) => a.slice(2).split('=')),
);
const gameId = process.argv.slice(2).find((a) => /^\d+$/.test(a));
const origin = args.origin ?? 'http://localhost:3000';
const tenant = args.tenant ?? 'northfield';
const everyMs = Number(args.every ?? 5) * 1000;
const token = process.env.STAFF_TOKEN;
if (!gameId || !token) {
  console.error('Usage: STAFF_TOKEN=… node scripts/live-game.mjs <gameId> [--every=5] [--origin=…] [--tenant=…]');
  process.exit(2);
}
console.info(`Following ${origin}/game-center/${gameId}: one stretch of play every ${everyMs / 1000} s.`);
for (;;) {
  const response = await fetch(`${origin}/api/v2/live/${gameId}/advance`, {
    method: 'POST',
    headers: { tenant, authorization: `Bearer ${token}` },
  });
  if (!response.ok) {
    console.error(`advance answered ${response.status}: ${await response.text()}`);
    process.exit(1);
  }
  const live = await response.json();
  const last = live.plays[0];
  console.info(
    `v${live.version}  ${live.school.name} ${live.school.score} - ${live.opponent.score} ${live.opponent.name}  (period ${live.period.number}${live.clock_seconds === null ? '' : `, ${Math.floor(live.clock_seconds / 60)}:${String(live.clock_seconds % 60).padStart(2, '0')}`})  ${last?.text ?? ''}`,
  );
  if (live.is_complete) break;
  await new Promise((resolve) => setTimeout(resolve, everyMs));
}
