/**
 * The demo vendor's game client: a page with no inline script (the site's CSP forbids it) and its
 * script. The script takes the game token from the page's query, drops it from the address bar,
 * and plays through the demo vendor's server (/demo-vendor/balance, /demo-vendor/round).
 */
export const HIGH_CARD_PAGE = `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>High Card · Demo Vendor</title>
<style>
  body { font-family: system-ui, sans-serif; background: #0b3d2e; color: #f4f4f4; margin: 0; padding: 2rem; text-align: center; }
  .cards { display: flex; gap: 2rem; justify-content: center; margin: 1.5rem 0; }
  .card { width: 5rem; height: 7rem; border-radius: .5rem; background: #fff; color: #111; font-size: 2.5rem; display: flex; align-items: center; justify-content: center; }
  button, select { font-size: 1.1rem; padding: .4rem 1rem; }
  [role="status"] { min-height: 1.5rem; margin-top: 1rem; }
</style>
</head>
<body>
<h1 data-text="title">High Card</h1>
<p><span data-text="balance">Balance</span>: <strong id="balance">…</strong></p>
<div class="cards">
  <div><div class="card" id="player">?</div><p data-text="you">You</p></div>
  <div><div class="card" id="dealer">?</div><p data-text="dealer">Dealer</p></div>
</div>
<label><span data-text="bet">Bet</span>
  <select id="bet"><option>1.00</option><option>5.00</option><option>10.00</option></select>
</label>
<button id="draw" type="button" data-text="draw">Draw</button>
<p role="status" id="result"></p>
<script src="/demo-vendor/play.js"></script>
</body>
</html>
`;

export const HIGH_CARD_SCRIPT = `'use strict';
(function () {
  var TEXTS = {
    en: { title: 'High Card', balance: 'Balance', you: 'You', dealer: 'Dealer', bet: 'Bet', draw: 'Draw', win: 'You win', tie: 'Tie: bet returned', lose: 'Dealer wins' },
    es: { title: 'Carta Alta', balance: 'Saldo', you: 'Tú', dealer: 'Crupier', bet: 'Apuesta', draw: 'Robar', win: 'Ganas', tie: 'Empate: apuesta devuelta', lose: 'Gana el crupier' },
    pt: { title: 'Carta Alta', balance: 'Saldo', you: 'Você', dealer: 'Banca', bet: 'Aposta', draw: 'Tirar', win: 'Você ganhou', tie: 'Empate: aposta devolvida', lose: 'A banca ganhou' },
    ty: { title: 'Mataas na Baraha', balance: 'Balanse', you: 'Ikaw', dealer: 'Dealer', bet: 'Taya', draw: 'Bumunot', win: 'Panalo ka', tie: 'Tabla: ibinalik ang taya', lose: 'Panalo ang dealer' }
  };
  var RANKS = { 11: 'J', 12: 'Q', 13: 'K', 14: 'A' };
  var query = new URLSearchParams(location.search);
  var playerToken = query.get('playerToken') || '';
  var gameCode = query.get('gameCode') || '';
  var texts = TEXTS[query.get('lang')] || TEXTS.en;
  // The token stays in memory only: the address bar (and history) no longer show it.
  history.replaceState(null, '', location.pathname + '?gameCode=' + encodeURIComponent(gameCode));
  document.querySelectorAll('[data-text]').forEach(function (node) {
    node.textContent = texts[node.getAttribute('data-text')] || node.textContent;
  });
  var $ = function (id) { return document.getElementById(id); };
  function post(path, body) {
    return fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (response) { return response.json(); });
  }
  function show(answer) {
    if (!answer.success) { $('result').textContent = answer.message || answer.code; return null; }
    $('balance').textContent = answer.value.balance + ' ' + answer.value.currency;
    return answer.value;
  }
  post('/demo-vendor/balance', { playerToken: playerToken }).then(show);
  $('draw').addEventListener('click', function () {
    $('draw').disabled = true;
    post('/demo-vendor/round', { playerToken: playerToken, gameCode: gameCode, bet: $('bet').value })
      .then(function (answer) {
        var round = show(answer);
        if (!round) return;
        $('player').textContent = RANKS[round.player] || String(round.player);
        $('dealer').textContent = RANKS[round.dealer] || String(round.dealer);
        $('result').textContent = round.player > round.dealer ? texts.win + ' ' + round.win
          : round.player === round.dealer ? texts.tie : texts.lose;
      })
      .finally(function () { $('draw').disabled = false; });
  });
})();
`;
