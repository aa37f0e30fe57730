// Offline search for the judge rulings FAQ. Loaded after minisearch.js; the index
// (assets/search-index.js, window.JUDGE_SEARCH, written by `judge export html`) is fetched with a
// script tag the first time the box is used, so pages that are only read stay light. Works from
// file:// with no server.
//
// Typed text is split exactly as `judge search` splits it (rulesdb/text_fold.cpp, ported below):
// text is folded (full-width ASCII, half-width katakana, case), Latin words are tokens, kana and
// kanji runs become overlapping bigrams with the run's last character, and ・ is ignored. Each
// typed word, or run of up to four words, whose folded key names a glossary term is widened to all
// that term's names. Words must all match; a word's tokens must all be in the entry.
(function () {
  'use strict';

  // ---- Folding and tokenizing: a port of rulesdb/text_fold.cpp ----
  var WORD = 0, CJK = 1, IGNORED = 2, SEPARATOR = 3;
  var HALF_WIDTH_KANA = 'ヲァィゥェォャュョッーアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン';

  function foldChar(c) {
    if (c >= 0xFF01 && c <= 0xFF5E) c -= 0xFEE0;           // full-width ASCII
    else if (c === 0x3000) c = 0x20;                       // ideographic space
    else if (c >= 0xFF66 && c <= 0xFF9D) c = HALF_WIDTH_KANA.charCodeAt(c - 0xFF66);
    else if (c === 0xFF65) c = 0x30FB;                     // half-width middle dot
    if (c >= 0x41 && c <= 0x5A) c += 32;
    else if (c >= 0xC0 && c <= 0xDE && c !== 0xD7) c += 32; // Latin-1 capitals
    return c;
  }

  // A half-width voicing mark joined to the kana before it.
  function joinVoicing(base, mark) {
    var KA = 0x30AB, CHI = 0x30C1, HA = 0x30CF, HO = 0x30DB;
    if (mark === 0xFF9F) return base >= HA && base <= HO && (base - HA) % 3 === 0 ? base + 2 : base;
    if (base >= KA && base <= CHI && (base - KA) % 2 === 0) return base + 1;
    if (base === 0x30C4 || base === 0x30C6 || base === 0x30C8) return base + 1; // ツ テ ト
    if (base === 0x30A6) return 0x30F4;                                         // ウ → ヴ
    if (base >= HA && base <= HO && (base - HA) % 3 === 0) return base + 1;
    return base;
  }

  function classify(c) {
    if ((c >= 0x61 && c <= 0x7A) || (c >= 0x30 && c <= 0x39) || (c >= 0xDF && c <= 0x24F && c !== 0xF7)) return WORD;
    if (c === 0x30FB || c === 0xB7 || c === 0x2027 || c === 0x2022 || c === 0x30A0) return IGNORED;
    if ((c >= 0x3041 && c <= 0x309F) || (c >= 0x30A1 && c <= 0x30FF) || (c >= 0x31F0 && c <= 0x31FF) ||
        (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xF900 && c <= 0xFAFF) ||
        c === 0x3005 || c === 0x3006 || c === 0x3007) return CJK;
    return SEPARATOR;
  }

  function fold(text) {
    var out = [];
    for (var ch of text) {
      var cp = ch.codePointAt(0);
      if ((cp === 0xFF9E || cp === 0xFF9F) && out.length && out[out.length - 1].kind === CJK) {
        out[out.length - 1].value = joinVoicing(out[out.length - 1].value, cp);
        continue;
      }
      var c = foldChar(cp);
      out.push({ value: c, kind: classify(c) });
    }
    return out;
  }

  // Query-mode tokens: words; each kana/kanji run as bigrams, then its last character alone.
  function queryTokens(text) {
    var chars = fold(text), tokens = [], i = 0;
    while (i < chars.length) {
      var kind = chars[i].kind, j = i;
      if (kind === WORD) {
        var word = '';
        while (j < chars.length && chars[j].kind === WORD) word += String.fromCodePoint(chars[j++].value);
        tokens.push(word);
        i = j;
      } else if (kind === CJK) {
        var run = [];
        while (j < chars.length && (chars[j].kind === CJK || chars[j].kind === IGNORED)) {
          if (chars[j].kind === CJK) run.push(String.fromCodePoint(chars[j].value));
          ++j;
        }
        for (var k = 0; k < run.length; ++k) tokens.push(k + 1 < run.length ? run[k] + run[k + 1] : run[k]);
        i = j;
      } else {
        ++i;
      }
    }
    return tokens;
  }

  // The glossary key of a typed word or phrase: folded, separators and spaces removed.
  function foldKey(text) {
    return fold(text).filter(function (c) { return c.kind === WORD || c.kind === CJK; })
      .map(function (c) { return String.fromCodePoint(c.value); }).join('');
  }

  function splitWords(query) {
    return query.split(/[\u0000-\u0020\u007F\u3000]+/).filter(function (w) { return w.length > 0; });
  }

  // ---- The query: glossary widening as rulesdb/search.cpp does it ----
  var MAX_ALIAS_WORDS = 4;

  function parseQuery(query, aliases) {
    var words = splitWords(query), groups = [], expansions = [];
    for (var i = 0; i < words.length;) {
      var taken = 0;
      for (var n = Math.min(MAX_ALIAS_WORDS, words.length - i); n >= 1 && !taken; --n) {
        var typed = words.slice(i, i + n).join(' ');
        var key = foldKey(typed);
        var names = key && Object.prototype.hasOwnProperty.call(aliases, key) ? aliases[key] : null;
        if (!names) continue;
        var group = [typed];
        names.forEach(function (name) { if (group.indexOf(name) < 0) group.push(name); });
        group = group.filter(function (p) { return queryTokens(p).length > 0; });
        if (group.length) {
          expansions.push({ typed: typed, names: names });
          groups.push(group);
        }
        taken = n;
      }
      if (!taken) {
        if (queryTokens(words[i]).length) groups.push([words[i]]);
        taken = 1;
      }
      i += taken;
    }
    return { words: words, groups: groups, expansions: expansions };
  }

  // ---- The index ----
  // As `judge search` weighs kinds: rules first, the (short) glossary entries last.
  var KIND_WEIGHT = { rule: 1.0, ruling: 0.8, assumption: 0.7, term: 0.2 };
  var KIND_LABEL = { rule: 'rule', ruling: 'ruling', assumption: 'assumption', term: 'glossary' };
  var engine = null;

  function data() { return window.JUDGE_SEARCH || { docs: [], aliases: {} }; }

  function buildEngine() {
    if (engine) return engine;
    var docs = data().docs;
    var identity = function (t) { return t || null; };
    engine = new window.MiniSearch({
      idField: 'n',
      fields: ['tt', 'bt'],
      storeFields: [],
      extractField: function (doc, field) { return field === 'n' ? doc.n : doc.d[field]; },
      tokenize: function (text) { return text ? text.split(' ') : []; },
      processTerm: identity,
      searchOptions: {
        tokenize: function (text) { return [text]; },
        processTerm: identity,
        boost: { tt: 10 },
        boostDocument: function (n) { return KIND_WEIGHT[docs[n].k] || 0.5; }
      }
    });
    engine.addAll(docs.map(function (d, n) { return { n: n, d: d }; }));
    return engine;
  }

  // Hits for a typed query, best first: an entry ID alone finds that entry.
  function search(query) {
    var docs = data().docs;
    var parsed = parseQuery(query, data().aliases);
    if (parsed.words.length === 1) {
      var id = parsed.words[0].toUpperCase();
      for (var n = 0; n < docs.length; ++n) if (docs[n].id === id) return { hits: [docs[n]], parsed: parsed };
    }
    if (!parsed.groups.length) return { hits: [], parsed: parsed };
    var tree = {
      combineWith: 'AND',
      queries: parsed.groups.map(function (group) {
        return {
          combineWith: 'OR',
          queries: group.map(function (phrase) { return { combineWith: 'AND', queries: queryTokens(phrase) }; })
        };
      })
    };
    var results = buildEngine().search(tree);
    // As `judge search`: an entry titled exactly what was typed first, then one titled exactly
    // another glossary name of it, then by score.
    var typedKey = foldKey(parsed.words.join(''));
    var aliasKeys = parsed.expansions.length === 1 && parsed.groups.length === 1
      ? parsed.expansions[0].names.map(foldKey).filter(function (k) { return k && k !== typedKey; }) : [];
    var tier = function (n) {
      var keys = docs[n].x || '';
      if (typedKey && keys.indexOf('|' + typedKey + '|') >= 0) return 2;
      return aliasKeys.some(function (k) { return keys.indexOf('|' + k + '|') >= 0; }) ? 1 : 0;
    };
    results.forEach(function (r) { r.tier = tier(r.id); });
    results.sort(function (a, b) {
      return b.tier - a.tier || b.score - a.score || (docs[a.id].id < docs[b.id].id ? -1 : 1);
    });
    return { hits: results.map(function (r) { return docs[r.id]; }), parsed: parsed };
  }

  // ---- The page ----
  var MAX_SHOWN = 60;

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function render(box, query) {
    box.textContent = '';
    if (!query.trim()) {
      box.hidden = true;
      return;
    }
    var root = document.body.getAttribute('data-root') || '';
    var found = search(query);
    var summary = element('p', 'search-summary',
      found.hits.length + (found.hits.length === 1 ? ' result' : ' results') + ' for “' + query.trim() + '”' +
      (found.hits.length > MAX_SHOWN ? ' (first ' + MAX_SHOWN + ' shown)' : ''));
    box.appendChild(summary);
    found.parsed.expansions.forEach(function (e) {
      box.appendChild(element('p', 'search-summary', '“' + e.typed + '” also searched as: ' + e.names.join(', ')));
    });
    var list = element('ol', 'search-hits');
    found.hits.slice(0, MAX_SHOWN).forEach(function (doc) {
      var item = element('li', 'hit kind-' + doc.k);
      item.setAttribute('data-id', doc.id);
      item.appendChild(element('span', 'badge kind-' + doc.k, KIND_LABEL[doc.k] || doc.k));
      item.appendChild(document.createTextNode(' '));
      var link = element('a', 'hit-title', doc.t);
      link.href = root + doc.u;
      item.appendChild(link);
      item.appendChild(document.createTextNode(' '));
      item.appendChild(element('code', 'id', doc.id));
      item.appendChild(element('span', 'hit-snippet', doc.s));
      list.appendChild(item);
    });
    box.appendChild(list);
    box.hidden = false;
  }

  // Fetches the index once, then calls `then`.
  var waiting = null;
  function withIndex(then) {
    if (window.JUDGE_SEARCH) return then();
    if (waiting) return waiting.push(then);
    waiting = [then];
    var script = document.createElement('script');
    script.src = (document.body.getAttribute('data-root') || '') + 'assets/search-index.js';
    script.onload = function () { var calls = waiting; waiting = null; calls.forEach(function (f) { f(); }); };
    document.head.appendChild(script);
  }

  function start() {
    var input = document.getElementById('search-input');
    var box = document.getElementById('search-results');
    if (!input || !box) return;
    var timer = null;
    var run = function () { withIndex(function () { render(box, input.value); }); };
    input.addEventListener('focus', function () { withIndex(function () {}); });
    input.addEventListener('input', function () {
      clearTimeout(timer);
      timer = setTimeout(run, 120);
    });
    input.form.addEventListener('submit', function (event) {
      event.preventDefault();
      clearTimeout(timer);
      run();
    });
    input.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') { input.value = ''; run(); }
    });
    var typed = new URLSearchParams(window.location.search).get('q');
    if (typed) {
      input.value = typed;
      run();
    }
  }

  // For tests: the same functions the page uses.
  window.JudgeSearch = { queryTokens: queryTokens, foldKey: foldKey, parseQuery: parseQuery, search: search };

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
