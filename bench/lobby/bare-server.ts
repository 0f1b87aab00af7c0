/** The baseline: a bare Fastify route answering a fixed page of 18 games, as small as Fastify gets. */
import Fastify from 'fastify';

const games = Array.from({ length: 18 }, (_, i) => ({
  nodeId: String(1000 + i),
  vassalage: 'AUR',
  gameType: 'RNG',
  gameCode: `AUR-RNG-${i}`,
  isGame: 'GAME',
  gameClassify: null,
  gameName: `Golden Dragon ${i}`,
  nodeName: `Golden Dragon ${i}`,
  displayName: 'Aurora Reels',
  isHot: false,
  supportPlay: 0,
  showIcon: true,
  iconUrl: `/media/games/${1000 + i}.svg`,
  minBet: '0.10',
  lineNum: 20,
}));
const body = { success: true, value: { games, pageNo: 1, pageSize: 18, totalPages: 556, total: 10_000 } };

const app = Fastify();
app.post('/wps/relay/GCSGAME_gameList', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('bare server ready');
