// Edit and run (docs/web-export.md): each scenario's XML in an editor, run in the page by the
// WebAssembly engine that the export copied to engine/judge.js (the wasm inlined, so it loads from
// file:// too). The engine is loaded only on the first "edit and run", with <script> elements, never
// fetched from elsewhere. The result is the engine's "html": the block the site's pages show for a
// scenario, made by the same C++ code; this script only puts it in place. The words it says are
// the page's, in the .play element's data attributes (web-export/site_messages.hpp).
(function () {
  'use strict';

  const root = document.body.dataset.root || '';
  let engine = null;  // the promise of the engine, once asked for

  function loadScript(src) {
    return new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.onload = resolve;
      script.onerror = () => reject(new Error(src));
      document.head.appendChild(script);
    });
  }

  function loadEngine() {
    if (!engine) {
      engine = loadScript(root + 'engine/known-ids.js')
        .then(() => loadScript(root + 'engine/judge.js'))
        .then(() => window.createJudge())
        .then((judge) => {
          judge.ccall('judge_set_known_ids', null, ['string'], [window.JUDGE_KNOWN_IDS || '']);
          return judge;
        });
      engine.catch(() => { engine = null; });  // a later click tries again
    }
    return engine;
  }

  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, (whole, key) => (key in values ? String(values[key]) : whole));
  }

  function escapeAttribute(value) {
    return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  }

  function paragraph(className, text) {
    const p = document.createElement('p');
    p.className = className;
    p.textContent = text;
    return p;
  }

  // A button on a line of its own in `list` (a <ul>), `title` the XML it writes.
  function listButton(list, className, label, title) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = className;
    b.textContent = label;
    if (title) b.title = title;
    const item = document.createElement('li');
    item.append(b);
    list.append(item);
    return b;
  }

  function buttonList() {
    const list = document.createElement('ul');
    list.className = 'play-answer-list';
    return list;
  }

  // A group of buttons the page fills and shows (moves, expectations, a decision's answers): shown
  // with `label` for screen readers and its first button focused; `opener`, when it has one, says
  // whether it is open (aria-expanded).
  function buttonPanel(node, opener) {
    return {
      get open() { return !node.hidden; },
      hide() {
        node.hidden = true;
        node.replaceChildren();
        if (opener) opener.setAttribute('aria-expanded', 'false');
      },
      show(parts, label) {
        node.replaceChildren(...parts);
        node.setAttribute('aria-label', label);
        node.hidden = false;
        if (opener) opener.setAttribute('aria-expanded', 'true');
        const first = node.querySelector('button');
        if (first) first.focus();
      },
    };
  }

  // `text` with `xml` added as the last child of <into> (actions or decisions). A scenario without
  // that element gets one where the format puts it: <actions> before <decisions>, <decisions> after
  // </actions>, either before <expect> or at the end.
  function withAnswer(text, into, xml) {
    const close = '</' + into + '>';
    // <expect> also stands inside <actions> as a checkpoint: the scenario's own comes after them.
    const actionsEnd = text.lastIndexOf('</actions>');
    const at = into === 'expect' && text.lastIndexOf(close) < actionsEnd ? -1 : text.lastIndexOf(close);
    if (at >= 0) {
      const lineStart = text.lastIndexOf('\n', at - 1) + 1;
      const before = text.slice(lineStart, at);
      if (/^[ \t]*$/.test(before)) return text.slice(0, lineStart) + before + '  ' + xml + '\n' + text.slice(lineStart);
      return text.slice(0, at) + xml + text.slice(at);
    }
    const selfClosed = new RegExp('<' + into + '\\s*/>');
    if (selfClosed.test(text)) return text.replace(selfClosed, '<' + into + '>\n    ' + xml + '\n  </' + into + '>');
    const from = into !== 'actions' && actionsEnd >= 0 ? actionsEnd : 0;
    const nexts = into === 'actions' ? ['<decisions', '<expect', '</scenario>'] : into === 'decisions' ? ['<expect', '</scenario>'] : ['</scenario>'];
    for (const tag of nexts) {
      const i = text.indexOf(tag, from);
      if (i < 0) continue;
      const lineStart = text.lastIndexOf('\n', i - 1) + 1;
      return text.slice(0, lineStart) + '  <' + into + '>\n    ' + xml + '\n  </' + into + '>\n' + text.slice(lineStart);
    }
    return text + '\n<' + into + '>' + xml + '</' + into + '>\n';
  }

  // A scenario as the fragment of a link: deflated where the browser can (z…), else as it is (p…),
  // in base64url. The link holds the whole file: opening it sends nothing anywhere.
  function toBase64url(bytes) {
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }

  function fromBase64url(text) {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; ++i) bytes[i] = binary.charCodeAt(i);
    return bytes;
  }

  async function packScenario(text) {
    const bytes = new TextEncoder().encode(text);
    if (typeof CompressionStream !== 'function') return 'p' + toBase64url(bytes);
    const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'));
    return 'z' + toBase64url(new Uint8Array(await new Response(stream).arrayBuffer()));
  }

  async function unpackScenario(packed) {
    const bytes = fromBase64url(packed.slice(1));
    if (packed[0] === 'p') return new TextDecoder().decode(bytes);
    if (packed[0] !== 'z' || typeof DecompressionStream !== 'function') throw new Error('unreadable link');
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
    return new TextDecoder().decode(await new Response(stream).arrayBuffer());
  }

  // Selects line `line` of the editor and scrolls to it.
  function selectLine(editor, line) {
    const lines = editor.value.split('\n');
    let start = 0;
    for (let i = 0; i < line - 1 && i < lines.length; ++i) start += lines[i].length + 1;
    const end = start + (lines[line - 1] || '').length;
    editor.focus();
    editor.setSelectionRange(start, end);
    const height = editor.scrollHeight / Math.max(1, lines.length);
    editor.scrollTop = Math.max(0, (line - 3) * height);
  }

  function setUp(play) {
    const open = play.querySelector('.play-open');
    const panel = play.querySelector('.play-panel');
    const editor = play.querySelector('.play-source');
    const status = play.querySelector('.play-status');
    const result = play.querySelector('.play-result');
    const game = play.querySelector('.play-game');

    const answers = buttonPanel(play.querySelector('.play-answers'), null);
    const explore = play.querySelector('.play-explore');
    const shareRow = play.querySelector('.play-share-row');
    const shareLink = play.querySelector('.play-share-link');

    function say(text) {
      status.replaceChildren(text);
    }

    // Every change the page makes to the text (a tapped move, answer or expectation, a board edit,
    // a reset, another game) is one step back for "Undo"; what the user types is the editor's own undo.
    const history = [];
    const undo = play.querySelector('.play-undo');
    function setText(text) {
      if (text === editor.value) return;
      history.push(editor.value);
      if (history.length > 100) history.shift();
      editor.value = text;
      undo.disabled = false;
      changed();
    }
    play.setText = setText;
    // The text changed: the board editor reads it again, and play.html keeps a draft of it.
    function changed() {
      // The list of games follows the file's own game (after Undo, a shared link, a draft).
      const named = (/<scenario\b[^>]*\bgame="([a-z]+)"/.exec(editor.value) || [])[1];
      if (game && named && game.value !== named && game.querySelector('option[value="' + named + '"]')) {
        game.value = named;
        play.dataset.file = 'scenario-' + named + '.xml';
      }
      if (play.boardEditor && !play.querySelector('.board-editor').hidden) play.boardEditor.render();
      saveDraft();
    }
    function saveDraft() {
      if (!game) return;
      try {
        localStorage.setItem(draftKey, JSON.stringify({ game: game.value, text: editor.value }));
      } catch (e) {
        // Storage refused (private mode, file:// in some browsers): the draft is simply not kept.
      }
    }
    const draftKey = 'judge-play-draft';
    undo.disabled = true;
    undo.addEventListener('click', () => {
      if (!history.length) return;
      editor.value = history.pop();
      undo.disabled = !history.length;
      changed();
      run();
    });
    editor.addEventListener('input', saveDraft);

    const addMove = play.querySelector('.play-add-move');
    const moves = buttonPanel(play.querySelector('.play-moves'), addMove);

    // The moves the rules allow after the file's last move (judge_legal_moves_json), grouped by
    // player, each a button that adds it at the end of <actions> and runs again.
    async function showMoves() {
      if (moves.open) return moves.hide();
      let judge;
      try {
        judge = await loadEngine();
      } catch (e) {
        say(fill(play.dataset.loadFailed, { problem: e.message }));
        return;
      }
      const options = { file: play.dataset.file, lang: document.documentElement.lang === 'ja' ? 'ja' : 'en' };
      const listed = JSON.parse(judge.ccall('judge_legal_moves_json', 'string', ['string', 'string'], [editor.value, JSON.stringify(options)]));
      const parts = [paragraph('play-decide-how', listed.problem || (listed.moves.length ? play.dataset.movesHow : play.dataset.noMoves))];
      const byPlayer = new Map();
      for (const m of listed.moves) {
        if (!byPlayer.has(m.player)) byPlayer.set(m.player, []);
        byPlayer.get(m.player).push(m);
      }
      for (const [player, list] of byPlayer) {
        const items = buttonList();
        for (const m of list) listButton(items, 'play-move', m.text || m.label, m.xml).addEventListener('click', () => answerWith('actions', m.xml));
        parts.push(paragraph('play-decide', player ? fill(play.dataset.movesOf, { player }) : play.dataset.movesOther), items);
      }
      moves.show(parts, addMove.textContent);
    }

    // The expectations that could be added, read off the last run's board after: who won, and
    // where each card ended (with its tapped state), each a button adding it to <expect>.
    const addExpect = play.querySelector('.play-add-expect');
    const expects = buttonPanel(play.querySelector('.play-expects'), addExpect);
    let lastFinal = null;

    async function showExpects() {
      if (expects.open) return expects.hide();
      const how = paragraph('play-decide-how', '');
      const parts = [how];
      if (!lastFinal) {
        how.textContent = play.dataset.expectRunFirst;
      } else {
        how.textContent = play.dataset.expectHow;
        const judge = await loadEngine();
        const lang = document.documentElement.lang === 'ja' ? 'ja' : 'en';
        const game = (/<scenario\b[^>]*\bgame="([a-z]+)"/.exec(editor.value) || [])[1] || '';
        const words = JSON.parse(judge.ccall('judge_board_vocabulary_json', 'string', ['string', 'string'], [game, lang]));
        const zoneLabel = (zone) => ((words.zones || []).find((z) => z.word === zone) || { label: zone }).label;
        const list = buttonList();
        const offer = (label, xml) => {
          const b = listButton(list, 'play-expect', label, xml);
          // One already in the scenario's own <expect> (after the moves) is shown, not offered twice.
          if (editor.value.slice(Math.max(0, editor.value.lastIndexOf('</actions>'))).replace(/<!--[^]*?-->/g, '').includes(xml)) {
            b.disabled = true;
            b.textContent = label + play.dataset.expectAdded;
          }
          b.addEventListener('click', () => answerWith('expect', xml));
        };
        if (lastFinal.winner) offer(fill(play.dataset.expectWinner, { player: lastFinal.winner }), '<winner player="' + escapeAttribute(lastFinal.winner) + '"/>');
        else offer(play.dataset.expectNoWinner, '<winner none="true"/>');
        for (const c of lastFinal.cards) {
          const label = fill(play.dataset.expectCard, { card: c.id, player: c.player, zone: zoneLabel(c.zone) }) + (c.tapped ? play.dataset.expectTapped : '');
          const xml = '<card id="' + escapeAttribute(c.id) + '" zone="' + escapeAttribute(c.zone) + '" player="' + escapeAttribute(c.player) + '"' +
            (words.cards_tap ? ' tapped="' + c.tapped + '"' : '') + '/>';
          offer(label, xml);
          // A value an effect changed: the number as the rules read it now.
          for (const v of c.changed || []) {
            const stat = ((words.stats || []).find((w) => w.word === v.stat) || { label: v.stat }).label;
            offer(fill(play.dataset.expectValue, { card: c.id, stat, value: v.value, printed: v.printed }),
              '<value card="' + escapeAttribute(c.id) + '" stat="' + escapeAttribute(v.stat) + '" equals="' + v.value + '"/>');
          }
        }
        parts.push(list);
      }
      expects.show(parts, addExpect.textContent);
    }

    function answerWith(into, xml) {
      setText(withAnswer(editor.value, into, xml));
      run();
    }

    // A NEEDS-DECISION's answers as buttons: a move or a choice of one, added as it is; a choice of
    // several (or an order), chosen by tapping, in the order tapped, then confirmed.
    function showDecision(decision) {
      const heading = paragraph('play-decide', fill(play.dataset.decide, { player: decision.player, prompt: decision.prompt }));
      const how = paragraph('play-decide-how', '');
      const list = buttonList();
      const parts = [heading, how, list];
      const button = (label, hint) => listButton(list, 'play-answer', label, hint);
      const choose = decision.choose || { fewest: 1, most: 1, ordered: false };
      if (decision.answers && decision.answers.length) {
        how.textContent = play.dataset.decideHow;
        for (const a of decision.answers) button(a.text || a.label, a.xml).addEventListener('click', () => answerWith(a.into, a.xml));
      } else if (!decision.by_action && (choose.most > 1 || choose.ordered)) {
        how.textContent = choose.ordered ? play.dataset.chooseOrder : fill(play.dataset.chooseCount, choose);
        const chosen = [];
        const confirm = document.createElement('button');
        confirm.type = 'button';
        confirm.className = 'play-confirm';
        const update = () => {
          const ok = chosen.length >= choose.fewest && chosen.length <= choose.most;
          confirm.disabled = !ok;
          confirm.textContent = play.dataset.confirm + (chosen.length ? '（' + chosen.join(' → ') + '）' : '');
        };
        for (const option of decision.options) {
          const b = button(option);
          b.setAttribute('aria-pressed', 'false');
          b.addEventListener('click', () => {
            const at = chosen.indexOf(option);
            if (at >= 0) chosen.splice(at, 1);
            else if (chosen.length < choose.most) chosen.push(option);
            b.setAttribute('aria-pressed', String(chosen.includes(option)));
            update();
          });
        }
        confirm.addEventListener('click', () => answerWith('decisions',
          '<decision player="' + escapeAttribute(decision.player) + '" kind="' + escapeAttribute(decision.kind) +
          '" choice="' + escapeAttribute(chosen.join(' ')) + '"/>'));
        update();
        parts.push(confirm);
      } else {
        return;  // options the page cannot write: the result's text says them
      }
      answers.show(parts, heading.textContent);
    }

    async function run() {
      let judge;
      try {
        say(play.dataset.loading);
        judge = await loadEngine();
        say('');
      } catch (e) {
        say(fill(play.dataset.loadFailed, { problem: e.message }));
        return;
      }
      answers.hide();
      moves.hide();
      expects.hide();
      const options = {
        file: play.dataset.file,
        lang: document.documentElement.lang === 'ja' ? 'ja' : 'en',
        page: play.dataset.page,
        explore: Boolean(explore && explore.checked),
        // The file as the page shows it, run again, is shown as the page shows it (the verdict and
        // traces folded for judges); an edit is shown open, its verdict first.
        player_view: play.closest('article.scenario') !== null && editor.value === editor.defaultValue && !(explore && explore.checked),
      };
      const answer = JSON.parse(judge.ccall('judge_verify_json', 'string', ['string', 'string'], [editor.value, JSON.stringify(options)]));
      result.innerHTML = answer.html;  // the engine's own markup, every text escaped by its writer
      play.dataset.verdict = answer.verdict;
      const places = answer.locations || [];
      editor.setAttribute('aria-invalid', places.length && answer.verdict === 'error' ? 'true' : 'false');
      const list = document.createElement('ul');
      list.className = 'play-locations';
      for (const at of places) {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'play-location';
        button.textContent = fill(play.dataset.at, at);
        button.addEventListener('click', () => selectLine(editor, at.line));
        const item = document.createElement('li');
        item.append(button);
        list.append(item);
      }
      status.replaceChildren(...(places.length ? [list] : []));
      if (places.length) selectLine(editor, places[0].line);
      lastFinal = answer.final || null;
      const decision = answer.result && answer.result.decision;
      if (answer.verdict === 'needs-decision' && decision) showDecision(decision);
    }
    play.run = run;

    if (open) open.addEventListener('click', () => {
      const opening = panel.hidden;
      panel.hidden = !opening;
      open.setAttribute('aria-expanded', String(opening));
      if (!opening) return;
      editor.focus();
      say(play.dataset.loading);
      loadEngine().then(() => say(''), (e) => say(fill(play.dataset.loadFailed, { problem: e.message })));
    });
    // The board editor: assets/board-editor.js, loaded with the engine on the first click.
    const boardOpen = play.querySelector('.play-board-open');
    const board = play.querySelector('.board-editor');
    let boardEditor = null;
    boardOpen.addEventListener('click', async () => {
      const opening = board.hidden;
      board.hidden = !opening;
      boardOpen.setAttribute('aria-expanded', String(opening));
      if (!opening) return;
      try {
        const judge = await loadEngine();
        if (!window.JudgeBoardEditor) await loadScript(root + 'assets/board-editor.js');
        if (!boardEditor) boardEditor = play.boardEditor = new window.JudgeBoardEditor(play, judge);
        boardEditor.render();
        const first = board.querySelector('button, input, select');
        if (first) first.focus();
      } catch (e) {
        say(fill(play.dataset.loadFailed, { problem: e.message }));
      }
    });
    play.querySelector('.play-run').addEventListener('click', run);
    addMove.addEventListener('click', showMoves);
    addExpect.addEventListener('click', showExpects);
    play.querySelector('.play-reset').addEventListener('click', () => {
      setText(game ? play.querySelector('template[data-game="' + game.value + '"]').content.textContent : editor.defaultValue);
      editor.removeAttribute('aria-invalid');
      result.replaceChildren();
      answers.hide();
      moves.hide();
      expects.hide();
      lastFinal = null;
      say('');
    });
    play.querySelector('.play-share').addEventListener('click', async () => {
      const url = new URL(play.dataset.playPage, location.href);
      url.hash = 's=' + await packScenario(editor.value);
      shareLink.value = url.href;
      shareRow.hidden = false;
      shareLink.focus();
      shareLink.select();
      try {
        await navigator.clipboard.writeText(url.href);
        say(play.dataset.shared);
      } catch (e) {
        // No clipboard here (file://, or not allowed): the link stays selected for copying by hand.
      }
    });
    play.querySelector('.play-download').addEventListener('click', () => {
      const url = URL.createObjectURL(new Blob([editor.value], { type: 'application/xml' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = play.dataset.file.split('/').pop();
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    });
    if (game) {
      // The blank board (play.html): each game's template, chosen from the list.
      game.addEventListener('change', () => {
        play.dataset.file = 'scenario-' + game.value + '.xml';
        play.querySelector('.play-reset').click();
      });
    }
  }

  document.querySelectorAll('.play').forEach(setUp);

  // play.html opened from a shared link: the scenario in its fragment, in the editor, run.
  // Otherwise the draft this browser kept of the last blank board, if any (nothing leaves the device).
  const shared = /^#s=([pz][A-Za-z0-9_-]*)$/.exec(location.hash);
  const blank = document.querySelector('.play .play-game') && document.querySelector('.play');
  if (blank && !shared) {
    let draft = null;
    try {
      draft = JSON.parse(localStorage.getItem('judge-play-draft') || 'null');
    } catch (e) {
      draft = null;
    }
    const select = blank.querySelector('.play-game');
    if (draft && typeof draft.text === 'string' && select.querySelector('option[value="' + draft.game + '"]')) {
      select.value = draft.game;
      blank.dataset.file = 'scenario-' + draft.game + '.xml';
      blank.querySelector('.play-source').value = draft.text;
    }
  }
  if (shared && blank) {
    unpackScenario(shared[1]).then((text) => {
      const game = /<scenario\b[^>]*\bgame="([a-z]+)"/.exec(text);
      const select = blank.querySelector('.play-game');
      if (game && select.querySelector('option[value="' + game[1] + '"]')) {
        select.value = game[1];
        blank.dataset.file = 'scenario-' + game[1] + '.xml';
      }
      blank.querySelector('.play-source').value = text;
      blank.run();
    }, (e) => {
      blank.querySelector('.play-status').replaceChildren(fill(blank.dataset.badLink, { problem: e.message }));
    });
  }
})();
