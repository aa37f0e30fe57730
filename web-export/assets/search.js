// Offline search for the judge rulings FAQ. The index is split (web-export/search_index.hpp): the
// head (assets/search-index.js, window.JUDGE_SEARCH) is loaded with a script tag the first time the
// box is used, so pages that are only read stay light; then each query loads only the shards holding
// its tokens and the document blocks of the hits it shows (assets/search/*.js, each registering
// itself in window.JUDGE_SEARCH_PARTS). Works from file:// with no server.
//
// Typed text is split exactly as `judge search` splits it (rulesdb/text_fold.cpp, ported below):
// text is folded (full-width ASCII, half-width katakana, case), Latin words are tokens, kana and
// kanji runs become overlapping bigrams with the run's last character, and ・ is ignored. Each
// typed word, or run of up to four words, whose folded key names a glossary term is widened to all
// that term's names. Words must all match; a word's tokens must all be in the entry. Hits are
// scored as minisearch 7 scores them (BM25, ported below) with the whole index's document count,
// average field lengths and document frequencies, so the order is that of one minisearch index
// holding every entry. (minisearch itself is not shipped: this file is the site's only script.)
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
    else if (c >= 0x3041 && c <= 0x3096) c += 0x60;        // hiragana to katakana
    else if (c === 0x309D || c === 0x309E) c += 0x60;      // ゝ ゞ to ヽ ヾ
    return c;
  }

  // A dash typed for the long-vowel mark after a kana.
  function isDash(c) { return c === 0x2D || (c >= 0x2010 && c <= 0x2015) || c === 0x2212 || c === 0x2500 || c === 0xFF70; }
  function isKana(c) { return (c >= 0x30A1 && c <= 0x30FA) || c === 0x30FC; }

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
      if (out.length && out[out.length - 1].kind === CJK) {
        var previous = out[out.length - 1].value;
        if (isDash(c) && isKana(previous)) c = 0x30FC;
        else if (c === 0x3005 || c === 0x30FD) c = previous;                  // 々 ヽ repeat
        else if (c === 0x30FE) c = joinVoicing(previous, 0xFF9E);             // ヾ repeats voiced
      }
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

  // ---- Loading the index's parts ----
  var loading = {};  // script path → Promise

  function rootPath() { return document.body.getAttribute('data-root') || ''; }

  function loadScript(path) {
    if (!loading[path]) {
      loading[path] = new Promise(function (resolve, reject) {
        var script = document.createElement('script');
        script.src = rootPath() + path;
        script.onload = resolve;
        script.onerror = function () { delete loading[path]; reject(new Error('cannot load ' + path)); };
        document.head.appendChild(script);
      });
    }
    return loading[path];
  }

  function loadHead() {
    if (window.JUDGE_SEARCH) return Promise.resolve(window.JUDGE_SEARCH);
    return loadScript('assets/search-index.js').then(function () { return window.JUDGE_SEARCH; });
  }

  function loadPart(name) {
    var parts = window.JUDGE_SEARCH_PARTS;
    if (parts && Object.prototype.hasOwnProperty.call(parts, name)) return Promise.resolve(parts[name]);
    return loadScript('assets/search/' + name + '.js').then(function () { return window.JUDGE_SEARCH_PARTS[name]; });
  }

  // The last position in `firsts` (sorted) whose value is <= key, or -1. Keys and IDs are
  // BMP text, so JavaScript's comparison agrees with the exporter's byte order.
  function lastAtOrBefore(firsts, key) {
    var lo = 0, hi = firsts.length - 1;
    if (hi < 0 || key < firsts[0]) return -1;
    while (lo < hi) {
      var mid = (lo + hi + 1) >> 1;
      if (firsts[mid] <= key) lo = mid; else hi = mid - 1;
    }
    return lo;
  }

  // The values of `keys` ("w"+token, "k"+folded title), from the shards that hold them.
  function lookUp(head, keys) {
    var shards = {};
    keys.forEach(function (key) {
      var n = lastAtOrBefore(head.shards, key);
      if (n >= 0) shards['s' + n] = true;
    });
    return Promise.all(Object.keys(shards).map(loadPart)).then(function () {
      var found = {};
      keys.forEach(function (key) {
        var shard = window.JUDGE_SEARCH_PARTS['s' + lastAtOrBefore(head.shards, key)];
        if (shard && Object.prototype.hasOwnProperty.call(shard, key)) found[key] = shard[key];
      });
      return found;
    });
  }

  // Postings text as { document: count } (the exact-title lists, looked up by document).
  function decodePostings(text) {
    var list = decodeList(text || ''), out = {};
    for (var i = 0; i < list.docs.length; ++i) out[list.docs[i]] = list.counts[i];
    return out;
  }

  // The head's per-document stats: kind, title length, body length (decoded once). Two numbers per
  // document in the postings' digits (decodeList): title length × 26 + kind, then body length.
  var stats = null;
  function documentStats(head) {
    if (stats) return stats;
    var n = head.documents, text = head.stats, doc = 0, value = 0, body = false;
    var kind = new Uint8Array(n), titleLength = new Uint32Array(n), bodyLength = new Uint32Array(n);
    for (var i = 0; i < text.length; ++i) {
      var d = POSTING_DIGIT[text.charCodeAt(i)];
      if (d < 44) {
        value = value * 44 + d;
        continue;
      }
      value = value * 44 + d - 44;
      if (body) {
        bodyLength[doc++] = value;
      } else {
        kind[doc] = value % 26;
        titleLength[doc] = (value - value % 26) / 26;
      }
      body = !body;
      value = 0;
    }
    stats = { kind: kind, length: [titleLength, bodyLength] };
    return stats;
  }

  // Documents by number, from their blocks: { id, k kind, u URL, t title, s snippet }.
  function loadDocuments(head, numbers) {
    var blocks = {};
    numbers.forEach(function (n) { blocks['d' + Math.floor(n / head.blockSize)] = true; });
    return Promise.all(Object.keys(blocks).map(loadPart)).then(function () {
      return numbers.map(function (n) {
        var row = window.JUDGE_SEARCH_PARTS['d' + Math.floor(n / head.blockSize)][n % head.blockSize];
        return { n: n, id: row[0], k: row[1], u: row[2], t: row[3], s: row[4] };
      });
    });
  }

  // The number of the entry with this ID, or -1: IDs are [A-Z0-9-] with a hyphen after the game
  // (IW-R-PIERCE), documents are in ID order; the first ID of each block is in the "ids" part.
  function findId(head, id) {
    if (!/^[A-Z0-9-]+$/.test(id) || id.indexOf('-') < 0) return Promise.resolve(-1);
    return loadPart('ids').then(function (ids) {
      var block = lastAtOrBefore(ids.blocks, id);
      if (block < 0) return -1;
      return loadPart('d' + block).then(function (rows) {
        for (var i = 0; i < rows.length; ++i) if (rows[i][0] === id) return block * head.blockSize + i;
        return -1;
      });
    });
  }

  // ---- Ranking ----
  // As `judge search` weighs kinds: rules first, the (short) glossary entries last.
  var KIND_WEIGHT = { rule: 1.0, ruling: 0.8, assumption: 0.7, term: 0.2 };
  // The interface's words in the page's language (<html lang>): the site is Japanese at its root,
  // English in its en/ copy. The query keeps its “quotes” in both: tests and readers look for them.
  var JA = Boolean(document.documentElement && document.documentElement.lang === 'ja');
  var KIND_LABEL = JA ? { rule: 'ルール', ruling: '裁定', assumption: '前提', term: '用語' }
    : { rule: 'rule', ruling: 'ruling', assumption: 'assumption', term: 'glossary' };
  var UI = JA ? {
    results: function (n, q, shown) { return '“' + q + '”の検索結果: ' + n + '件' + (shown ? '（最初の' + shown + '件を表示）' : ''); },
    also: function (typed, names) { return '“' + typed + '”は次の名前でも検索: ' + names.join('、'); },
    unavailable: function (message) { return '検索を使えません: ' + message; }
  } : {
    results: function (n, q, shown) { return n + (n === 1 ? ' result' : ' results') + ' for “' + q + '”' + (shown ? ' (first ' + shown + ' shown)' : ''); },
    also: function (typed, names) { return '“' + typed + '” also searched as: ' + names.join(', '); },
    unavailable: function (message) { return 'Search is not available: ' + message; }
  };

  // ---- Scoring: minisearch 7's BM25 and query combination, ported to sorted arrays ----
  // The arithmetic is minisearch's own, operation for operation and in the same order, so each
  // score is the very number `new MiniSearch(...).search(tree)` gives over the whole index, without
  // building one: minisearch's per-posting bookkeeping is what made a query slow at 100,000 entries.
  var BM25 = { k: 1.2, b: 0.7, d: 0.5 };  // minisearch's defaults
  var FIELD_BOOST = [10, 1];              // titles ten times the body (searchOptions.boost)

  // The postings alphabet (web-export/search_index.cpp): 44 digits with more to follow, then 44
  // final digits, as a table from character code to digit (final digits 44 and up).
  var POSTING_DIGITS = "#$%'()*+,-./0123456789:;=?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]^_`abcdefghijklmnopqrstuvwxyz{|}~";
  var POSTING_DIGIT = new Uint8Array(128);
  for (var digit = 0; digit < POSTING_DIGITS.length; ++digit) POSTING_DIGIT[POSTING_DIGITS.charCodeAt(digit)] = digit;

  // Postings text as sorted documents and counts, in one pass. Numbers are base 44, a final digit
  // ending each: per document, the gap from the previous one doubled, plus one when its count (more
  // than one) follows. A posting takes at least one character, which bounds the arrays.
  function decodeList(text) {
    var length = text.length;
    var docs = new Uint32Array(length), counts = new Uint32Array(length), n = 0, doc = 0, value = 0, counting = false;
    for (var i = 0; i < length; ++i) {
      var d = POSTING_DIGIT[text.charCodeAt(i)];
      if (d < 44) {
        value = value * 44 + d;
      } else {
        value = value * 44 + d - 44;
        if (counting) {
          counts[n++] = value;
          counting = false;
        } else {
          doc += value >>> 1;
          docs[n] = doc;
          if (value & 1) counting = true;
          else counts[n++] = 1;
        }
        value = 0;
      }
    }
    return { docs: docs.subarray(0, n), counts: counts.subarray(0, n) };
  }

  // A result set: sorted document numbers, their scores, and which query terms each matched
  // (`words` 32-bit words of bits per document).
  function results(n, words) {
    return { docs: new Uint32Array(n), scores: new Float64Array(n), terms: new Uint32Array(n * words), length: 0, words: words };
  }

  // One field's BM25 for each posting of its list, as minisearch works it out: invDocFreq × (d + tf ×
  // (k + 1) / (tf + k × (1 − b + b × fieldLength / avgFieldLength))), times 1 × 1 × boost × kind
  // weight. What is the same for every posting (the inverse document frequency, k + 1, the factor by
  // kind) is worked out once, with the same operations on the same numbers, so the very same doubles.
  // Scoring is most of a query's time on a phone, and its first run is not yet optimised by the
  // browser: one plain loop, no call per posting.
  function fieldScores(head, stats, field, list, weights) {
    var k = BM25.k, b = BM25.b, d = BM25.d, k1 = k + 1, avg = head.averageFieldLength[field];
    var matchingCount = list.docs.length, totalCount = head.documents;
    var invDocFreq = Math.log(1 + (totalCount - matchingCount + 0.5) / (matchingCount + 0.5));
    var factor = new Float64Array(weights.length);
    for (var w = 0; w < weights.length; ++w) factor[w] = 1 * 1 * FIELD_BOOST[field] * weights[w];
    var lengths = stats.length[field], kinds = stats.kind, docs = list.docs, counts = list.counts;
    var out = new Float64Array(matchingCount);
    for (var i = 0; i < matchingCount; ++i) {
      var doc = docs[i], fieldLength = lengths[doc], termFreq = counts[i];
      var n = k * (1 - b + b * fieldLength / avg);
      out[i] = factor[kinds[doc]] * (invDocFreq * (d + termFreq * k1 / (termFreq + n)));
    }
    return out;
  }

  // One token's hits as minisearch's termResults gives them: the title's score, then the body's added.
  function termHits(head, stats, entry, bit, words) {
    var title = decodeList(entry ? entry[0] : ''), body = decodeList(entry ? entry[1] : '');
    var weights = head.kinds.map(function (kind) { return KIND_WEIGHT[kind] || 0.5; });
    var ts = fieldScores(head, stats, 0, title, weights), bs = fieldScores(head, stats, 1, body, weights);
    var out = results(title.docs.length + body.docs.length, words);
    var t = title.docs, bd = body.docs, tn = t.length, bn = bd.length, docs = out.docs, scores = out.scores;
    var i = 0, j = 0, n = 0;
    while (i < tn || j < bn) {
      if (j >= bn || (i < tn && t[i] < bd[j])) {
        docs[n] = t[i];
        scores[n++] = ts[i++];
      } else if (i >= tn || bd[j] < t[i]) {
        docs[n] = bd[j];
        scores[n++] = bs[j++];
      } else {
        docs[n] = t[i];
        var score = ts[i++];
        score += bs[j++];
        scores[n++] = score;
      }
    }
    var terms = out.terms, slot = bit >> 5, mask = 1 << (bit & 31);
    for (var m = 0; m < n; ++m) terms[m * words + slot] |= mask;
    out.length = n;
    return out;
  }

  // minisearch's AND (documents in both, scores added a + b) and OR (documents in either).
  function combine(a, b, and) {
    var words = a.words, out = results(and ? Math.min(a.length, b.length) : a.length + b.length, words);
    var ad = a.docs, bd = b.docs, as = a.scores, bs = b.scores, at = a.terms, bt = b.terms;
    var od = out.docs, os = out.scores, ot = out.terms, an = a.length, bn = b.length, i = 0, j = 0, n = 0, w;
    while (i < an && j < bn) {
      var x = ad[i], y = bd[j];
      if (x === y) {
        od[n] = x;
        os[n] = as[i] + bs[j];
        for (w = 0; w < words; ++w) ot[n * words + w] = at[i * words + w] | bt[j * words + w];
        ++n, ++i, ++j;
      } else if (x < y) {
        if (!and) {
          od[n] = x;
          os[n] = as[i];
          for (w = 0; w < words; ++w) ot[n * words + w] = at[i * words + w];
          ++n;
        }
        ++i;
      } else {
        if (!and) {
          od[n] = y;
          os[n] = bs[j];
          for (w = 0; w < words; ++w) ot[n * words + w] = bt[j * words + w];
          ++n;
        }
        ++j;
      }
    }
    if (!and) {
      for (; i < an; ++i, ++n) {
        od[n] = ad[i];
        os[n] = as[i];
        for (w = 0; w < words; ++w) ot[n * words + w] = at[i * words + w];
      }
      for (; j < bn; ++j, ++n) {
        od[n] = bd[j];
        os[n] = bs[j];
        for (w = 0; w < words; ++w) ot[n * words + w] = bt[j * words + w];
      }
    }
    out.length = n;
    return out;
  }

  // Evaluates a query tree ({ combineWith, queries } nodes, token leaves) as minisearch's
  // executeQuery does: children left to right, folded with the node's combinator.
  function evaluate(node, leaf) {
    if (typeof node === 'string') return leaf(node);
    var parts = node.queries.map(function (q) { return evaluate(q, leaf); });
    return parts.reduce(function (a, b) { return combine(a, b, node.combineWith === 'AND'); });
  }

  function popcount(x) {
    x -= (x >>> 1) & 0x55555555;
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    return (((x + (x >>> 4)) & 0x0F0F0F0F) * 0x01010101) >>> 24;
  }

  // Hits of the tree over the loaded postings: [{ id: document number, score }], unsorted; the
  // score multiplied by the number of distinct query terms matched, as minisearch's search() does.
  function scoreTree(head, tree, tokens, entries) {
    var stats = documentStats(head), words = Math.max(1, Math.ceil(tokens.length / 32)), cache = {};
    var found = evaluate(tree, function (token) {
      if (!cache[token]) cache[token] = termHits(head, stats, entries['w' + token], tokens.indexOf(token), words);
      return cache[token];
    });
    var hits = new Array(found.length);
    for (var n = 0; n < found.length; ++n) {
      var quality = 0;
      for (var w = 0; w < words; ++w) quality += popcount(found.terms[n * words + w]);
      hits[n] = { id: found.docs[n], score: found.scores[n] * (quality || 1) };
    }
    return hits;
  }

  // The entries a typed query finds, best first, and the first `limit` of them as documents:
  // a promise of { total, hits, parsed, numbers (the best `ranked` hits' document numbers, in order),
  // more(from, to) (a promise of the hits from..to as documents) }. An entry ID typed alone
  // finds that entry.
  // `ranked` (at least `limit`, default every hit): how many of the best are put in order, for
  // more(); the page needs only the 60 it can show, and ordering tens of thousands of hits is
  // slow on a phone.
  function search(query, limit, ranked) {
    if (limit === undefined) limit = Infinity;
    if (ranked === undefined || ranked < limit) ranked = limit;
    var head;
    var done = function (numbers, parsed, total) {
      return loadDocuments(head, numbers.slice(0, limit)).then(function (hits) {
        return {
          total: total === undefined ? numbers.length : total, hits: hits, parsed: parsed, numbers: numbers,
          more: function (from, to) { return loadDocuments(head, numbers.slice(from, Math.min(to, ranked))); }
        };
      });
    };
    return loadHead().then(function (loaded) {
      head = loaded;
      var parsed = parseQuery(query, head.aliases);
      var byId = parsed.words.length === 1 ? findId(head, parsed.words[0].toUpperCase()) : Promise.resolve(-1);
      return byId.then(function (n) {
        if (n >= 0) return done([n], parsed);
        if (!parsed.groups.length) return done([], parsed);
        return rank(head, parsed, ranked).then(function (best) { return done(best.numbers, parsed, best.total); });
      });
    });
  }

  // The best `ranked` hits' document numbers in order, and how many there are: { numbers, total }.
  function rank(head, parsed, ranked) {
    var tokens = [];
    var tree = {
      combineWith: 'AND',
      queries: parsed.groups.map(function (group) {
        return {
          combineWith: 'OR',
          queries: group.map(function (phrase) {
            var phraseTokens = queryTokens(phrase);
            phraseTokens.forEach(function (t) { if (tokens.indexOf(t) < 0) tokens.push(t); });
            return { combineWith: 'AND', queries: phraseTokens };
          })
        };
      })
    };
    // As `judge search`: an entry titled exactly what was typed first, then one titled exactly
    // another glossary name of it, then by score.
    var typedKey = foldKey(parsed.words.join(''));
    var aliasKeys = parsed.expansions.length === 1 && parsed.groups.length === 1
      ? parsed.expansions[0].names.map(foldKey).filter(function (k) { return k && k !== typedKey; }) : [];
    var titleKeys = (typedKey ? [typedKey] : []).concat(aliasKeys);
    var keys = tokens.map(function (t) { return 'w' + t; }).concat(titleKeys.map(function (k) { return 'k' + k; }));
    return lookUp(head, keys).then(function (entries) {
      var titled = function (key) { return entries['k' + key] ? decodePostings(entries['k' + key]) : {}; };
      var exact = typedKey ? titled(typedKey) : {};
      var alias = {};
      aliasKeys.forEach(function (k) { Object.assign(alias, titled(k)); });
      var hits = scoreTree(head, tree, tokens, entries);
      hits.forEach(function (r) { r.tier = exact[r.id] ? 2 : alias[r.id] ? 1 : 0; });
      // Documents are numbered in ID order, so the number breaks ties as the ID does.
      var before = function (a, b) { return b.tier - a.tier || b.score - a.score || a.id - b.id; };
      var best = ranked >= hits.length ? hits.sort(before) : bestOf(hits, ranked, before);
      return { numbers: best.map(function (r) { return r.id; }), total: hits.length };
    });
  }

  // The first `n` of `items` in the order `compare` sorts them (a total order, so the same as
  // sorting all of them and keeping the first n): one comparison for most items.
  function bestOf(items, n, compare) {
    var best = [];
    if (n <= 0) return best;
    for (var i = 0; i < items.length; ++i) {
      var item = items[i];
      if (best.length === n && compare(item, best[n - 1]) >= 0) continue;
      var lo = 0, hi = best.length;
      while (lo < hi) {
        var mid = (lo + hi) >> 1;
        if (compare(item, best[mid]) < 0) hi = mid; else lo = mid + 1;
      }
      best.splice(lo, 0, item);
      if (best.length > n) best.pop();
    }
    return best;
  }

  // ---- The page ----
  var MAX_SHOWN = 60;
  // Shown first, as soon as their document blocks are in: each hit shown can need a block of its
  // own, and on a slow phone the ~60 small files of a full page of hits took seconds. The rest
  // follow in the same order; the results box is aria-busy until they are all there.
  var FIRST_SHOWN = 8;

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function show(box, query, found) {
    box.textContent = '';
    var summary = element('p', 'search-summary', UI.results(found.total, query.trim(), found.total > MAX_SHOWN ? MAX_SHOWN : 0));
    box.appendChild(summary);
    found.parsed.expansions.forEach(function (e) {
      box.appendChild(element('p', 'search-summary', UI.also(e.typed, e.names)));
    });
    var list = element('ol', 'search-hits');
    appendHits(list, found.hits);
    box.appendChild(list);
    box.hidden = false;
    return list;
  }

  function appendHits(list, hits) {
    var root = rootPath();
    hits.forEach(function (doc) {
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
  }

  // Searches and shows the results; a search overtaken by a newer one shows nothing.
  var latest = 0;
  function render(box, query) {
    var ticket = ++latest;
    if (!query.trim()) {
      box.removeAttribute('aria-busy');
      box.textContent = '';
      box.hidden = true;
      return;
    }
    box.setAttribute('aria-busy', 'true');
    search(query, FIRST_SHOWN, MAX_SHOWN).then(function (found) {
      if (ticket !== latest) return null;
      var list = show(box, query, found);
      var shown = Math.min(found.total, MAX_SHOWN);
      if (shown <= FIRST_SHOWN) return null;
      return found.more(FIRST_SHOWN, shown).then(function (rest) {
        if (ticket === latest) appendHits(list, rest);
      });
    }).then(function () {
      if (ticket === latest) box.removeAttribute('aria-busy');
    }, function (error) {
      if (ticket !== latest) return;
      box.removeAttribute('aria-busy');
      box.textContent = '';
      box.appendChild(element('p', 'search-summary', UI.unavailable(error.message)));
      box.hidden = false;
    });
  }

  function start() {
    var input = document.getElementById('search-input');
    var box = document.getElementById('search-results');
    if (!input || !box) return;
    var timer = null;
    var run = function () { render(box, input.value); };
    input.addEventListener('focus', function () { loadHead().catch(function () {}); });
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
