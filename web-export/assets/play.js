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

    function say(text) {
      status.replaceChildren(text);
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
      const options = {
        file: play.dataset.file,
        lang: document.documentElement.lang === 'ja' ? 'ja' : 'en',
        page: play.dataset.page,
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
    }

    if (open) open.addEventListener('click', () => {
      const opening = panel.hidden;
      panel.hidden = !opening;
      open.setAttribute('aria-expanded', String(opening));
      if (!opening) return;
      editor.focus();
      say(play.dataset.loading);
      loadEngine().then(() => say(''), (e) => say(fill(play.dataset.loadFailed, { problem: e.message })));
    });
    play.querySelector('.play-run').addEventListener('click', run);
    play.querySelector('.play-reset').addEventListener('click', () => {
      editor.value = game ? play.querySelector('template[data-game="' + game.value + '"]').content.textContent : editor.defaultValue;
      editor.removeAttribute('aria-invalid');
      result.replaceChildren();
      say('');
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
})();
