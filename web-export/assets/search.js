//# allFunctionsCalledOnLoad
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
// that term's names; stop words and a Japanese word's particles are left out. Entries matching
// every word come first, then those matching most of them; a word's tokens must all be in the
// entry. Hits are ranked as `judge search` ranks them (docs/database.md, "Ranking"): exact titles,
// words matched, the typed term's game, then FTS5's bm25 (ported below) over the whole index. This file is the site's only script
// besides assets/search-words-<lang>.js, the words it shows, which the export writes from its
// message catalogues. The first line asks V8 to compile every function when the page loads the file
// (an explicit compile hint) rather than on its first call, which is in the first query.
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
        tokens.push(englishStem(word));
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
  // Whether `group` already holds `phrase` as the index reads it (search.cpp holds_phrase): ｸﾘｰﾁｬｰ
  // typed and its glossary name クリーチャー are one phrase, and counted twice they weigh twice.
  function holdsPhrase(group, phrase) {
    var key = foldKey(phrase);
    return group.some(function (p) { return foldKey(p) === key; });
  }

  function foldKey(text) {
    return fold(text).filter(function (c) { return c.kind === WORD || c.kind === CJK; })
      .map(function (c) { return String.fromCodePoint(c.value); }).join('');
  }

  // The words between runs of spaces (isSpace: U+0000–U+0020, U+007F, U+3000). A loop rather than a
  // regular expression, whose first use in a page costs a phone tens of milliseconds.
  function splitWords(query) {
    var words = [], start = -1;
    for (var i = 0; i <= query.length; ++i) {
      var space = i === query.length || isSpace(query[i]);
      if (space && start >= 0) { words.push(query.slice(start, i)); start = -1; }
      else if (!space && start < 0) start = i;
    }
    return words;
  }

  // ---- English forms and prefixes: a port of rulesdb/english_forms.cpp ----
  var CONTRACTIONS = [["can't", 'cannot'], ["won't", 'will not'], ["don't", 'do not'], ["doesn't", 'does not'],
    ["didn't", 'did not'], ["isn't", 'is not'], ["aren't", 'are not'], ["mustn't", 'must not']];
  var PREFIX_MARK = '\u001F', MIN_PREFIX_LETTERS = 4, MIN_INFLECTED_LETTERS = 4;

  function isVowel(c) { return 'aeiou'.indexOf(c) >= 0; }
  function endsWith(s, end) { return s.length >= end.length && s.slice(s.length - end.length) === end; }
  function sibilant(s) { return endsWith(s, 's') || endsWith(s, 'x') || endsWith(s, 'z') || endsWith(s, 'ch') || endsWith(s, 'sh'); }
  function doubles(s) {
    if (s.length < 3 || s.length > 4) return false;
    var a = s[s.length - 3], b = s[s.length - 2], c = s[s.length - 1];
    return !isVowel(a) && isVowel(b) && !isVowel(c) && c !== 'w' && c !== 'x' && c !== 'y';
  }
  function withoutApostrophes(w) { return w.split("'").join(''); }

  // The stems a word may have been inflected from; the word itself when it has no inflection's ending.
  function stems(w) {
    var out = [], n = w.length;
    var add = function (s) { if (s.length >= 2) out.push(s); };
    if (endsWith(w, 'ies') && n > 4) add(w.slice(0, n - 3) + 'y');
    else if (endsWith(w, 'es') && sibilant(w.slice(0, n - 2))) add(w.slice(0, n - 2));
    else if (endsWith(w, 's') && !endsWith(w, 'ss') && n > 3) add(w.slice(0, n - 1));
    ['ed', 'ing'].forEach(function (suffix) {
      if (!endsWith(w, suffix) || n < suffix.length + 3) return;
      var stem = w.slice(0, n - suffix.length);
      if (stem.length >= 2 && stem[stem.length - 1] === stem[stem.length - 2] && !isVowel(stem[stem.length - 1])) add(stem.slice(0, -1));
      else { add(stem); add(stem + 'e'); }
    });
    if (!out.length) out.push(w);
    return out;
  }

  // Whether `word` is the plural of `stem`: stem + s, + es, or y → ies (search.cpp is_plural_of).
  function isPluralOf(word, stem) {
    if (word === stem + 's' || word === stem + 'es') return true;
    return endsWith(stem, 'y') && word === stem.slice(0, -1) + 'ies';
  }

  function englishForms(word) {
    var out = [];
    var add = function (form) { if (form !== word && out.indexOf(form) < 0) out.push(form); };
    if (word.length < 3 || !/^[a-z']+$/.test(word)) return out;
    var bare = withoutApostrophes(word);
    CONTRACTIONS.forEach(function (pair) {
      if (bare === withoutApostrophes(pair[0])) add(pair[1]);
      if (word === pair[1]) add(pair[0]);
    });
    if (bare.length !== word.length || out.length) return out;  // a contraction or its spelling
    if (bare.length < MIN_INFLECTED_LETTERS) return out;         // the, and, tap: no inflections
    stems(bare).forEach(function (stem) {
      add(stem);
      if (stem.length < 3) return;
      add(sibilant(stem) ? stem + 'es' : endsWith(stem, 'y') && !isVowel(stem[stem.length - 2]) ? stem.slice(0, -1) + 'ies' : stem + 's');
      var e = stem[stem.length - 1] === 'e', base = doubles(stem) ? stem + stem[stem.length - 1] : stem;
      add(e ? stem + 'd' : base + 'ed');
      add(e ? stem.slice(0, -1) + 'ing' : base + 'ing');
    });
    return out;
  }

  // A typed word as englishForms takes it: ASCII letters lower-cased, ’ read as an apostrophe; ''
  // for a word with anything else in it.
  function latinWord(word) {
    var out = '';
    for (var i = 0; i < word.length; ++i) {
      var c = word[i];
      if (c >= 'A' && c <= 'Z') out += c.toLowerCase();
      else if ((c >= 'a' && c <= 'z') || c === "'") out += c;
      else if (c === '\u2019') out += "'";
      else return '';
    }
    return out;
  }

  // ---- English stems: Snowball's English (Porter2) stemmer, as rulesdb/english_stem.cpp runs it
  // through libstemmer; written from the algorithm's published description, and checked against
  // libstemmer on the database's vocabulary (tests/fold_agreement.test.cjs). ----
  var STEM_EXCEPTIONS = { skis: 'ski', skies: 'sky', idly: 'idl', gently: 'gentl', ugly: 'ugli', early: 'earli',
    only: 'onli', singly: 'singl', sky: 'sky', news: 'news', howe: 'howe', atlas: 'atlas', cosmos: 'cosmos',
    bias: 'bias', andes: 'andes' };
  var STEM_AFTER_1A = ['inning', 'outing', 'canning', 'herring', 'earring', 'proceed', 'exceed', 'succeed'];
  var R1_PREFIXES = ['gener', 'commun', 'arsen'];

  function stemVowel(c) { return c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u' || c === 'y'; }
  // The longest of `suffixes` that `w` ends with, or ''.
  function longestSuffix(w, suffixes) {
    var best = '';
    for (var i = 0; i < suffixes.length; ++i) if (suffixes[i].length > best.length && endsWith(w, suffixes[i])) best = suffixes[i];
    return best;
  }
  // Where the region after the first non-vowel following a vowel starts, from `from`.
  function regionAfter(w, from) {
    for (var i = from + 1; i < w.length; ++i) if (!stemVowel(w[i]) && stemVowel(w[i - 1])) return i + 1;
    return w.length;
  }
  // Whether w ends (at `end`) with a short syllable.
  function shortSyllableAt(w, end) {
    if (end === 2) return stemVowel(w[0]) && !stemVowel(w[1]);
    if (end < 3) return false;
    var a = w[end - 3], b = w[end - 2], c = w[end - 1];
    return !stemVowel(a) && stemVowel(b) && !stemVowel(c) && c !== 'w' && c !== 'x' && c !== 'Y';
  }

  function englishStem(word) {
    if (word.length < 3 || !/^[a-z]+$/.test(word)) return word;
    if (Object.prototype.hasOwnProperty.call(STEM_EXCEPTIONS, word)) return STEM_EXCEPTIONS[word];
    if (word === 'dying' || word === 'lying' || word === 'tying') return word[0] + 'ie';
    var w = word;
    // y as a consonant: at the start, or after a vowel.
    var chars = w.split('');
    for (var y = 0; y < chars.length; ++y)
      if (chars[y] === 'y' && (y === 0 || stemVowel(chars[y - 1]))) chars[y] = 'Y';
    w = chars.join('');
    var r1 = -1;
    for (var p = 0; p < R1_PREFIXES.length && r1 < 0; ++p) if (w.lastIndexOf(R1_PREFIXES[p], 0) === 0) r1 = R1_PREFIXES[p].length;
    if (r1 < 0) r1 = regionAfter(w, 0);
    var r2 = regionAfter(w, r1);
    var inR1 = function (suffix) { return w.length - suffix.length >= r1; };
    var inR2 = function (suffix) { return w.length - suffix.length >= r2; };
    var cut = function (n) { w = w.slice(0, w.length - n); };
    var hasVowel = function (s) { for (var i = 0; i < s.length; ++i) if (stemVowel(s[i])) return true; return false; };

    // Step 1a
    var s1a = longestSuffix(w, ['sses', 'ied', 'ies', 's', 'us', 'ss']);
    if (s1a === 'sses') cut(2);
    else if (s1a === 'ied' || s1a === 'ies') { cut(3); w += w.length > 1 ? 'i' : 'ie'; }
    else if (s1a === 's') { if (hasVowel(w.slice(0, w.length - 2))) cut(1); }
    if (STEM_AFTER_1A.indexOf(w) >= 0) return w;

    // Step 1b
    var s1b = longestSuffix(w, ['eed', 'eedly', 'ed', 'edly', 'ing', 'ingly']);
    if (s1b === 'eed' || s1b === 'eedly') {
      if (inR1(s1b)) { cut(s1b.length); w += 'ee'; }
    } else if (s1b) {
      var before = w.slice(0, w.length - s1b.length);
      if (hasVowel(before)) {
        w = before;
        if (endsWith(w, 'at') || endsWith(w, 'bl') || endsWith(w, 'iz')) w += 'e';
        else if (/(bb|dd|ff|gg|mm|nn|pp|rr|tt)$/.test(w)) cut(1);
        else if (w.length <= r1 && shortSyllableAt(w, w.length)) w += 'e';
      }
    }

    // Step 1c
    if (w.length > 2 && (w[w.length - 1] === 'y' || w[w.length - 1] === 'Y') && !stemVowel(w[w.length - 2])) w = w.slice(0, -1) + 'i';

    // Step 2
    var STEP2 = { tional: 'tion', enci: 'ence', anci: 'ance', abli: 'able', entli: 'ent', izer: 'ize', ization: 'ize',
      ational: 'ate', ation: 'ate', ator: 'ate', alism: 'al', aliti: 'al', alli: 'al', fulness: 'ful', ousli: 'ous',
      ousness: 'ous', iveness: 'ive', iviti: 'ive', biliti: 'ble', bli: 'ble', ogi: 'og', fulli: 'ful', lessli: 'less', li: '' };
    var s2 = longestSuffix(w, Object.keys(STEP2));
    if (s2 && inR1(s2)) {
      if (s2 === 'ogi') { if (w[w.length - 4] === 'l') { cut(3); w += 'og'; } }
      else if (s2 === 'li') { if ('cdeghkmnrt'.indexOf(w[w.length - 3]) >= 0) cut(2); }
      else { cut(s2.length); w += STEP2[s2]; }
    }

    // Step 3
    var STEP3 = { tional: 'tion', ational: 'ate', alize: 'al', icate: 'ic', iciti: 'ic', ical: 'ic', ful: '', ness: '', ative: '' };
    var s3 = longestSuffix(w, Object.keys(STEP3));
    if (s3 && inR1(s3)) {
      if (s3 === 'ative') { if (inR2(s3)) cut(5); }
      else { cut(s3.length); w += STEP3[s3]; }
    }

    // Step 4
    var s4 = longestSuffix(w, ['al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ism', 'ate',
      'iti', 'ous', 'ive', 'ize', 'ion']);
    if (s4 && inR2(s4)) {
      if (s4 === 'ion') { if (w[w.length - 4] === 's' || w[w.length - 4] === 't') cut(3); }
      else cut(s4.length);
    }

    // Step 5
    if (w[w.length - 1] === 'e') {
      if (inR2('e') || (inR1('e') && !shortSyllableAt(w, w.length - 1))) cut(1);
    } else if (w[w.length - 1] === 'l') {
      if (inR2('l') && w[w.length - 2] === 'l') cut(1);
    }
    return w.replace(/Y/g, 'y');
  }

  // ---- Which typed words a question is matched by: a port of rulesdb/query_words.cpp ----
  var STOP_WORDS = [
    'a', 'about', 'am', 'an', 'and', 'any', 'are', 'as', 'at', 'be', 'been', 'being',
    'by', 'can', 'could', 'did', 'do', 'does', 'doing', 'for', 'from', 'get', 'gets', 'got',
    'had', 'happen', 'happened', 'happens', 'has', 'have', 'how', 'i', 'if', 'in', 'into', 'is',
    'it', 'its', 'many', 'me', 'more', 'much', 'my', 'need', 'needs', 'of', 'on', 'or',
    'our', 'should', 'so', 'than', 'that', 'the', 'their', 'them', 'then', 'there', 'these', 'they',
    'this', 'those', 'times', 'to', 'was', 'we', 'were', 'what', 'when', 'where', 'which', 'while',
    'who', 'why', 'will', 'with', 'would'];
  function isStopWord(word) { return STOP_WORDS.indexOf(word) >= 0; }

  var HIRAGANA = 0, PUNCTUATION = 1, CONTENT = 2;
  function charClass(c) {
    if (c < 0x80) return '?!,;:"()[]{}'.indexOf(String.fromCharCode(c)) >= 0 ? PUNCTUATION : CONTENT;
    if ((c >= 0x3041 && c <= 0x3096) || (c >= 0x309D && c <= 0x309F)) return HIRAGANA;
    if ((c >= 0x3001 && c <= 0x3002) || (c >= 0x300C && c <= 0x3011) || (c >= 0x3014 && c <= 0x3015)) return PUNCTUATION;
    if (c === 0xFF01 || c === 0xFF08 || c === 0xFF09 || c === 0xFF0C || c === 0xFF0E || c === 0xFF1A || c === 0xFF1B || c === 0xFF1F) return PUNCTUATION;
    return CONTENT;
  }

  // A Japanese word less its particles and okurigana: its runs of anything but hiragana and sentence
  // punctuation; the hiragana runs left out are added to leftOut. A word of hiragana alone, or with
  // none, is the word itself.
  function contentRuns(word, leftOut) {
    var runs = [], content = false, other = false;
    for (var i = 0; i < word.length;) {
      var c = word.codePointAt(i), ch = String.fromCodePoint(c), cls = charClass(c);
      if (cls === CONTENT && c === 0x30FC && runs.length) cls = runs[runs.length - 1].cls;
      if (cls === CONTENT) content = true; else other = true;
      if (!runs.length || runs[runs.length - 1].cls !== cls) runs.push({ cls: cls, text: '' });
      runs[runs.length - 1].text += ch;
      i += ch.length;
    }
    if (!content || !other) return [word];
    var out = [];
    runs.forEach(function (run) {
      if (run.cls === CONTENT) out.push(run.text);
      else if (run.cls === HIRAGANA) leftOut.push(run.text);
    });
    return out;
  }

  // ---- The interface's words ----
  // In the page's language, from the message catalogues: the export writes them into
  // assets/search-words-<lang>.js (web-export/site_assets.hpp), which the page loads before this
  // file. A word is a template whose {placeholders} are filled as msg::render fills them; this file
  // holds no sentence of its own.
  function say(key, args) {
    var words = window.JUDGE_SEARCH_WORDS;
    if (!words || !Object.prototype.hasOwnProperty.call(words, key)) throw new Error('JUDGE_SEARCH_WORDS.' + key);
    return words[key].replace(/\{\{|\}\}|\{([a-z0-9_]+)\}/g, function (all, name) {
      if (!name) return all[0];
      return args && Object.prototype.hasOwnProperty.call(args, name) ? String(args[name]) : all;
    });
  }

  // ---- The query language: a port of rulesdb/query_syntax.cpp ----
  // A malformed query throws an Error whose `queryError` is true; its message says what is wrong,
  // in the words `judge search` says it (rulesdb/rulesdb_messages.hpp).
  var KINDS = ['rule', 'ruling', 'assumption', 'term', 'card'];

  function queryError(key, args) {
    var error = new Error(say(key, args));
    error.queryError = true;
    return error;
  }

  function isSpace(c) { var n = c.charCodeAt(0); return n <= 0x20 || n === 0x7F || n === 0x3000; }

  function syntaxItems(q) {
    var out = [], i = 0;
    var readQuoted = function (open) {
      var close = q.indexOf('"', open + 1);
      if (close < 0) throw queryError('unclosedQuote');
      i = close + 1;
      return q.slice(open + 1, close).replace(/[\u0000-\u001F\u007F]/g, ' ');
    };
    var readWord = function () {
      var start = i;
      while (i < q.length && !isSpace(q[i]) && q[i] !== '"') ++i;
      return q.slice(start, i);
    };
    while (i < q.length) {
      if (isSpace(q[i])) { ++i; continue; }
      if (q[i] === '"') {
        out.push({ kind: 'phrase', text: readQuoted(i), quoted: true });
      } else if (q[i] === '-' && (i + 1 === q.length || isSpace(q[i + 1]))) {
        throw queryError('loneMinus');
      } else if (q[i] === '-') {
        ++i;
        if (q[i] === '"') out.push({ kind: 'excluded', text: readQuoted(i), quoted: true });
        else out.push({ kind: 'excluded', text: readWord(), quoted: false });
      } else {
        var word = readWord(), colon = word.indexOf(':'), name = colon < 0 ? '' : word.slice(0, colon);
        if (word === 'OR') out.push({ kind: 'or', text: word });
        else if (name === 'game' || name === 'kind' || name === 'tag') out.push({ kind: 'filter', text: name, value: word.slice(colon + 1) });
        else out.push({ kind: 'word', text: word, quoted: false });
      }
    }
    return out;
  }

  // { required: [[{ text, quoted }]] (terms joined by OR in one list), excluded: [{ text, quoted }], game, kind, tag }
  function parseSyntax(query) {
    var all = syntaxItems(query), out = { required: [], excluded: [], game: '', kind: '', tag: '' };
    var positive = function (i) { return i >= 0 && i < all.length && (all[i].kind === 'word' || all[i].kind === 'phrase'); };
    all.forEach(function (item, i) {
      if (item.kind === 'word' || item.kind === 'phrase') {
        if (item.kind === 'phrase' && !/[^ \t]/.test(item.text)) throw queryError('emptyPhrase');
        var term = { text: item.text, quoted: item.quoted };
        if (i > 0 && all[i - 1].kind === 'or') out.required[out.required.length - 1].push(term);
        else out.required.push([term]);
      } else if (item.kind === 'or') {
        if (!positive(i - 1) || !positive(i + 1)) throw queryError('orSides');
      } else if (item.kind === 'excluded') {
        if (!item.text) throw queryError('loneMinus');
        out.excluded.push({ text: item.text, quoted: item.quoted });
      } else {
        if (!item.value) throw queryError('filterNoValue', { filter: item.text });
        if (item.text === 'kind' && KINDS.indexOf(item.value) < 0)
          throw queryError('unknownKind', { kind: item.value });
        if (out[item.text] && out[item.text] !== item.value) throw queryError('twoFilters', { filter: item.text });
        out[item.text] = item.value;
      }
    });
    return out;
  }

  // ---- The query: glossary widening as rulesdb/search.cpp does it ----
  var MAX_ALIAS_WORDS = 4;

  function parseQuery(query, aliases) {
    var syntax = parseSyntax(query), words = [];
    syntax.required.forEach(function (alternatives) { alternatives.forEach(function (term) { words.push(term.text); }); });
    var namesOf = function (text) {
      var key = foldKey(text);
      return key && Object.prototype.hasOwnProperty.call(aliases, key) ? aliases[key] : null;
    };
    // A word the glossary does not name: also its other English forms.
    var withForms = function (word) {
      var group = [word];
      englishForms(latinWord(word)).forEach(function (form) { if (queryTokens(form).length) group.push(form); });
      return group;
    };
    var build = function (keepStopWords) {
      var out = { groups: [], labels: [], strict: [], expansions: [], ignored: [], lastPlainWord: '' };
      var addGroup = function (group, label, strict) { out.groups.push(group); out.labels.push(label); out.strict.push(strict); };
      var addRun = function (run, last) {
        for (var i = 0; i < run.length;) {
          var taken = 0;
          for (var n = Math.min(MAX_ALIAS_WORDS, run.length - i); n >= 1 && !taken; --n) {
            var typed = run.slice(i, i + n).join(' ');
            var names = namesOf(typed);
            // "shield triggers": a glossary name of several words with its last word inflected
            // (a stem of it, shorter than the word).
            // A single word only as a plural (blockers → blocker; blocked keeps its English forms).
            var before = run.slice(i, i + n - 1).join(' '), last = latinWord(run[i + n - 1]);
            englishForms(last).forEach(function (form) {
              if (!names && form.length < last.length && form.indexOf(' ') < 0 && (n > 1 || isPluralOf(last, form)))
                names = namesOf(before + ' ' + form);
            });
            if (!names) continue;
            var group = [typed];
            names.forEach(function (name) { if (!holdsPhrase(group, name)) group.push(name); });
            group = group.filter(function (p) { return queryTokens(p).length > 0; });
            if (group.length) {
              out.expansions.push({ typed: typed, names: names });
              addGroup(group, typed, false);
            }
            taken = n;
          }
          if (!taken) {
            if (!keepStopWords && isStopWord(latinWord(run[i]))) out.ignored.push(run[i]);
            else if (queryTokens(run[i]).length) {
              addGroup(withForms(run[i]), run[i], false);
              if (last && i + 1 === run.length) out.lastPlainWord = run[i];
            }
            taken = 1;
          }
          i += taken;
        }
      };
      var typedWords = function (text) {
        var list = [];
        splitWords(text).forEach(function (word) {
          if (namesOf(word)) list.push(word);
          else contentRuns(word, out.ignored).forEach(function (part) { list.push(part); });
        });
        return list;
      };
      var run = [];
      syntax.required.forEach(function (alternatives) {
        if (alternatives.length === 1 && !alternatives[0].quoted) {
          typedWords(alternatives[0].text).forEach(function (w) { run.push(w); });
          return;
        }
        addRun(run, false);
        run = [];
        // A phrase, or terms joined by OR: one group holding each. A phrase alone is strict.
        var group = [], label = '';
        var add = function (phrase) { if (queryTokens(phrase).length && !holdsPhrase(group, phrase)) group.push(phrase); };
        alternatives.forEach(function (term) {
          label += (label ? ' OR ' : '') + (term.quoted ? '"' + term.text + '"' : term.text);
          if (term.quoted) { add(term.text); return; }
          var names = namesOf(term.text);
          if (names) out.expansions.push({ typed: term.text, names: names });
          add(term.text);
          if (names) names.forEach(add);
          else withForms(term.text).forEach(add);
        });
        if (group.length) addGroup(group, label, alternatives.length === 1);
      });
      addRun(run, true);
      return out;
    };
    var built = build(false);
    // Only stop words (a query of "the"): they are what was asked.
    if (!built.groups.length && built.ignored.length) built = build(true);
    return {
      words: words, groups: built.groups, labels: built.labels, strict: built.strict, expansions: built.expansions,
      ignored: built.ignored, lastPlainWord: built.lastPlainWord, syntax: syntax, prefix: false, unmatched: []
    };
  }

  // ---- "Did you mean": a port of rulesdb/suggest.cpp over the glossary's names ----
  // The optimal string alignment distance, in code points.
  function editDistance(aText, bText) {
    var a = Array.from(aText), b = Array.from(bText), d = [];
    for (var i = 0; i <= a.length; ++i) { d.push(new Array(b.length + 1).fill(0)); d[i][0] = i; }
    for (var j = 0; j <= b.length; ++j) d[0][j] = j;
    for (i = 1; i <= a.length; ++i)
      for (j = 1; j <= b.length; ++j) {
        var cost = a[i - 1] === b[j - 1] ? 0 : 1;
        d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    return d[a.length][b.length];
  }

  // At most `limit` glossary names within a few edits of the query, the closest first (entry IDs,
  // which `judge search` also suggests for a query with a hyphen, are not in the site's head).
  function suggestions(head, query, game, limit) {
    var typed = foldKey(query), length = Array.from(typed).length;
    if (length < 3) return [];
    var allowed = length <= 4 ? 1 : length <= 9 ? 2 : 3, found = {};
    Object.keys(head.aliases).forEach(function (aliasKey) {
      head.aliases[aliasKey].forEach(function (name) {
        var key = foldKey(name);
        if (!key || key === typed || Object.prototype.hasOwnProperty.call(found, name)) return;
        if (game && (head.termGames[key] || []).indexOf(game) < 0) return;
        var other = Array.from(key).length;
        if (Math.abs(other - length) > allowed) return;
        var distance = editDistance(typed, key);
        if (distance <= allowed) found[name] = distance;
      });
    });
    return Object.keys(found).sort(function (a, b) { return found[a] - found[b] || (a < b ? -1 : a > b ? 1 : 0); }).slice(0, limit || 5);
  }

  // As `judge search`: the names closest to the whole query, then to each word found nowhere (at most 5).
  function allSuggestions(head, query, unmatched, game) {
    var out = suggestions(head, query, game);
    unmatched.forEach(function (word) {
      if (word !== query) suggestions(head, word, game).forEach(function (name) { if (out.length < 5 && out.indexOf(name) < 0) out.push(name); });
    });
    return out;
  }

  // ---- Loading the index's parts ----
  var loading = {};  // script path → Promise

  // Where the site's assets are (its root), and where the pages of this page's language are (the
  // root, or its en/ copy): a hit links to the page in the language being read.
  function rootPath() { return document.body.getAttribute('data-root') || ''; }
  function pagesPath() {
    var pages = document.body.getAttribute('data-pages');
    return pages === null ? rootPath() : pages;
  }

  function loadScript(path) {
    if (!loading[path]) {
      loading[path] = new Promise(function (resolve, reject) {
        var script = document.createElement('script');
        script.src = rootPath() + path;
        script.onload = resolve;
        script.onerror = function () { delete loading[path]; reject(new Error(say('cannotLoad', { path: path }))); };
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

  // The values the query's phrases (token lists), exact titles and tag need: { key: value } for each
  // key the index has. A phrase of several tokens that the index has as a phrase ("p", a glossary
  // name's) is ranked by that list alone, so its tokens' postings ("w") are not needed then. A word
  // widened to a glossary term's names finds their "p"/"w" and "k" values in one part (g<N>, by
  // head.termParts), so it loads that file instead of a shard per name; the shards are loaded at
  // the same time for the keys no term part holds, and afterwards for any the parts did not have.
  function lookUpQuery(head, parsed, phrases, titleKeys, tag) {
    var parts = [], expected = {};
    parsed.expansions.forEach(function (e) {
      var n = head.termParts ? head.termParts[foldKey(e.typed)] : undefined;
      if (n === undefined) return;
      if (parts.indexOf('g' + n) < 0) parts.push('g' + n);
      [e.typed].concat(e.names).forEach(function (name) {
        var tokens = queryTokens(name);
        if (tokens.length) expected[(tokens.length > 1 ? 'p' : 'q') + tokens.join(' ')] = true;
        var key = foldKey(name);
        if (key) expected['k' + key] = true;
      });
    });
    // The keys a phrase needs, given what is known of its "p" or "q" value so far (a "q" of null:
    // the index does not have the token at all).
    var phraseKeys = function (tokens, known) {
      var p = 'p' + tokens.join(' '), q = 'q' + tokens[0];
      if (tokens.length > 1 && known && Object.prototype.hasOwnProperty.call(known, p) && known[p] !== null) return [p];
      if (tokens.length === 1 && known && Object.prototype.hasOwnProperty.call(known, q)) return [q];
      var keys = tokens.map(function (t) { return 'w' + t; });
      if (tokens.length > 1) keys.push(p);
      return keys;
    };
    var first = [];
    var add = function (list, key) { if (list.indexOf(key) < 0) list.push(key); };
    phrases.forEach(function (tokens) {
      var own = (tokens.length > 1 ? 'p' : 'q') + tokens.join(' ');
      if (!expected[own]) phraseKeys(tokens).forEach(function (k) { add(first, k); });
    });
    titleKeys.forEach(function (k) { if (!expected['k' + k]) add(first, 'k' + k); });
    if (tag) add(first, 't' + tag);
    return Promise.all([Promise.all(parts.map(loadPart)), lookUp(head, first)]).then(function (loaded) {
      var covered = {}, found = loaded[1];
      loaded[0].forEach(function (part) {
        Object.keys(part).forEach(function (k) {
          if (k[0] === 'd') knownRows[k.slice(1)] = part[k];  // a display row: no block to load for it
          else covered[k] = part[k];
        });
      });
      var wanted = [];
      phrases.forEach(function (tokens) { phraseKeys(tokens, covered).forEach(function (k) { add(wanted, k); }); });
      titleKeys.forEach(function (k) { add(wanted, 'k' + k); });
      if (tag) add(wanted, 't' + tag);
      var rest = wanted.filter(function (k) { return !Object.prototype.hasOwnProperty.call(covered, k) && first.indexOf(k) < 0; });
      return lookUp(head, rest).then(function (more) {
        var entries = {};
        wanted.forEach(function (k) {
          var value = Object.prototype.hasOwnProperty.call(covered, k) ? covered[k]
            : Object.prototype.hasOwnProperty.call(found, k) ? found[k]
            : Object.prototype.hasOwnProperty.call(more, k) ? more[k] : null;
          if (value !== null) entries[k] = value;
        });
        return entries;
      });
    });
  }

  // Postings text as { document: count } (the exact-title lists, looked up by document).
  function decodePostings(text) {
    var list = decodeList(text || ''), out = {};
    for (var i = 0; i < list.docs.length; ++i) out[list.docs[i]] = list.counts[i];
    return out;
  }

  // The head's per-document stats: kind, game (places in head.kinds, head.games) and length in
  // tokens (decoded once). Two numbers per document in the postings' digits (decodeList): kind + 8 ×
  // game, then length.
  var stats = null;
  function documentStats(head) {
    if (stats) return stats;
    var n = head.documents, text = head.stats, doc = 0, value = 0, second = false;
    var kind = new Uint8Array(n), game = new Uint8Array(n), length = new Uint32Array(n);
    for (var i = 0; i < text.length; ++i) {
      var d = POSTING_DIGIT[text.charCodeAt(i)];
      if (d < 44) {
        value = value * 44 + d;
        continue;
      }
      value = value * 44 + d - 44;
      if (second) {
        length[doc++] = value;
      } else {
        kind[doc] = value % 8;
        game[doc] = (value - value % 8) / 8;
      }
      second = !second;
      value = 0;
    }
    stats = { kind: kind, game: game, length: length };
    return stats;
  }

  // Display rows by document number that came with a glossary term's part (g<N>: the documents it
  // is likely to show first), so that their blocks need not be loaded.
  var knownRows = {};

  // Documents by number, from their blocks: { id, k kind, u URL, t title, s snippet }.
  function loadDocuments(head, numbers) {
    var blocks = {};
    numbers.forEach(function (n) { if (!knownRows[n]) blocks['d' + Math.floor(n / head.blockSize)] = true; });
    return Promise.all(Object.keys(blocks).map(loadPart)).then(function () {
      return numbers.map(function (n) {
        var row = knownRows[n] || window.JUDGE_SEARCH_PARTS['d' + Math.floor(n / head.blockSize)][n % head.blockSize];
        return { n: n, id: row[0], k: row[1], u: row[2], t: row[3], s: row[4], g: head.games[documentStats(head).game[n]] };
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

  // ---- Ranking: docs/database.md "Ranking", as rulesdb/search.cpp and search_rank.cpp do it ----
  // bm25 as FTS5 works it out (fts5_aux.c) with titles ten times the text, times a weight by kind.
  var KIND_WEIGHT = { rule: 1.0, ruling: 0.8, assumption: 0.7, term: 0.4, card: 0.3 };
  // Among entries titled what was typed: the glossary term, the card, then rules, rulings, assumptions.
  var EXACT_KIND_ORDER = { term: 0, card: 1, rule: 2, ruling: 3, assumption: 4 };
  var BM25 = { k1: 1.2, b: 0.75 };
  var FIELD_WEIGHT = [10, 1];
  // The words of a hit's kind badge, by the index's kinds.
  var KIND_WORD = { rule: 'hitRule', ruling: 'hitRuling', assumption: 'hitAssumption', term: 'hitTerm', card: 'hitCard' };


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

  // One token's postings over both fields: sorted documents with the token's title and body counts.
  function tokenPostings(entry) {
    var title = decodeList(entry ? entry[0] : ''), body = decodeList(entry ? entry[1] : '');
    var n = title.docs.length + body.docs.length;
    var docs = new Uint32Array(n), t = new Uint32Array(n), b = new Uint32Array(n), i = 0, j = 0, m = 0;
    while (i < title.docs.length || j < body.docs.length) {
      if (j >= body.docs.length || (i < title.docs.length && title.docs[i] < body.docs[j])) {
        docs[m] = title.docs[i]; t[m++] = title.counts[i++];
      } else if (i >= title.docs.length || body.docs[j] < title.docs[i]) {
        docs[m] = body.docs[j]; b[m++] = body.counts[j++];
      } else {
        docs[m] = title.docs[i]; t[m] = title.counts[i++]; b[m++] = body.counts[j++];
      }
    }
    return { docs: docs.subarray(0, m), title: t.subarray(0, m), body: b.subarray(0, m) };
  }

  // A phrase's matches from the values looked up (lookUpQuery): a glossary name's own list ("p" for
  // one of several tokens, "q" for one of one token: its documents with the weighted count), or
  // worked out from its tokens' postings.
  function phraseList(tokens, postings, entries) {
    var p = 'p' + tokens.join(' '), q = 'q' + tokens[0];
    if (tokens.length > 1 && Object.prototype.hasOwnProperty.call(entries, p)) return phraseMatches(tokens, postings, entries[p]);
    if (tokens.length === 1 && Object.prototype.hasOwnProperty.call(entries, q)) {
      var list = decodeList(entries[q]);
      return { docs: list.docs, freq: list.counts };
    }
    return phraseMatches(tokens, postings, undefined);
  }

  // A phrase's matches: the documents holding it, with its weighted count there (titles ten times the
  // body). For a glossary name of several tokens the index has them as FTS5 found them (`exact`, the
  // "p" key's postings). Otherwise the documents holding all its tokens: FTS5 also wants them next to
  // each other, which the index does not record, so a phrase counts as often as its rarest token.
  // `postings(token)`: the token's postings (tokenPostings).
  function phraseMatches(tokens, postings, exact) {
    if (exact !== undefined) {
      var list = decodeList(exact);
      return { docs: list.docs, freq: list.counts };
    }
    var lists = tokens.map(postings);
    var first = lists[0], n = 0, count = first.docs.length;
    var docs = new Uint32Array(count), freq = new Uint32Array(count);
    for (var i = 0; i < count; ++i) {
      var doc = first.docs[i], t = first.title[i], b = first.body[i], all = true;
      for (var l = 1; l < lists.length && all; ++l) {
        var at = findDoc(lists[l].docs, doc);
        if (at < 0) all = false;
        else { t = Math.min(t, lists[l].title[at]); b = Math.min(b, lists[l].body[at]); }
      }
      if (all) { docs[n] = doc; freq[n++] = t * FIELD_WEIGHT[0] + b * FIELD_WEIGHT[1]; }
    }
    return { docs: docs.subarray(0, n), freq: freq.subarray(0, n) };
  }

  function findDoc(docs, doc) {
    var lo = 0, hi = docs.length - 1;
    while (lo <= hi) {
      var mid = (lo + hi) >> 1;
      if (docs[mid] === doc) return mid;
      if (docs[mid] < doc) lo = mid + 1; else hi = mid - 1;
    }
    return -1;
  }

  // The query's phrases as rulesdb/search_rank.cpp counts them: distinct by their tokens; `terms`,
  // for each phrase of the expression in order, which distinct one it is; `groups`, the distinct
  // phrases each group ORs.
  function queryPhrases(groups) {
    var distinct = [], keys = [], terms = [], byGroup = [];
    groups.forEach(function (group) {
      var g = [];
      group.forEach(function (phrase) {
        var tokens = queryTokens(phrase);
        if (phrase[phrase.length - 1] === PREFIX_MARK) tokens.push('*');
        var key = tokens.join('\u0001'), d = keys.indexOf(key);
        if (d < 0) { d = keys.length; keys.push(key); distinct.push(tokens); }
        terms.push(d);
        if (g.indexOf(d) < 0) g.push(d);
      });
      byGroup.push(g);
    });
    return { distinct: distinct, terms: terms, groups: byGroup };
  }

  // Scratch arrays by document number, kept between queries (allocating and collecting them on
  // each query cost a phone more than using them).
  var scratch = null;
  function scratchArrays(n) {
    if (!scratch || scratch.n !== n) scratch = { n: n, seen: new Int32Array(n), matched: new Int32Array(n), score: new Float64Array(n) };
    else { scratch.seen.fill(0); scratch.matched.fill(0); scratch.score.fill(0); }
    return scratch;
  }

  // Every entry matching every strict group and enough of the others (rulesdb/search_rank.cpp,
  // PartialMatch: at least half of the groups, or as many as the best entry of the filters holds),
  // with its bm25 score (lower is better) and how many groups it matches: { docs (document numbers),
  // scores, matched, found (per group: whether any entry of the index matches it) } as typed arrays.
  // `filters`: { game, kind } places in head.games/kinds, -1 any.
  function scoreQuery(head, query, postings, filters, entries, prefixes, strict) {
    var stats = documentStats(head), phrases = query.distinct.map(function (tokens) {
      if (tokens[tokens.length - 1] === '*') return prefixes[tokens.join(' ')];
      return phraseList(tokens, postings, entries);
    });
    // Typed arrays by document number rather than objects keyed by it: on a phone, objects with
    // tens of thousands of number keys cost most of a widened query's time.
    var n = head.documents, arrays = scratchArrays(n), seen = arrays.seen, matched = arrays.matched, sum = arrays.score;
    var all = query.groups.length, kindFilter = filters.kind, gameFilter = filters.game, strictCount = 0;
    var found = query.groups.map(function (group) { return group.some(function (d) { return phrases[d].docs.length > 0; }); });
    // seen[doc] is the last group counted for doc; matched[doc] counts groups in its low 16 bits and
    // strict groups above them.
    var touched = [];
    query.groups.forEach(function (group, g) {
      var isStrict = strict && strict[g];
      if (isStrict) ++strictCount;
      group.forEach(function (d) {
        var docs = phrases[d].docs;
        for (var i = 0; i < docs.length; ++i) {
          var doc = docs[i];
          if (seen[doc] === g + 1) continue;
          if (!seen[doc]) touched.push(doc);
          seen[doc] = g + 1;
          matched[doc] += isStrict ? 0x10001 : 1;
        }
      });
    });
    var wanted = function (doc) {
      return (matched[doc] >>> 16) === strictCount && !((kindFilter >= 0 && stats.kind[doc] !== kindFilter) || (gameFilter >= 0 && stats.game[doc] !== gameFilter));
    };
    var need = all;
    if (strict) {
      var best = 0;
      for (var t = 0; t < touched.length; ++t) {
        var doc = touched[t], count = matched[doc] & 0xFFFF;
        if (count > best && wanted(doc)) best = count;
      }
      need = Math.max(1, Math.min((all + 1) >> 1, best));
    }
    // The rows, in no particular order (the ranking is a total order); matched[] of the others is
    // cleared so that the sums below skip them.
    var rows = [];
    for (var u = 0; u < touched.length; ++u) {
      var row = touched[u];
      if ((matched[row] & 0xFFFF) >= need && wanted(row)) rows.push(row);
      else matched[row] = 0;
    }
    var idf = phrases.map(function (p) {
      var matching = p.docs.length, value = Math.log((head.documents - matching + 0.5) / (matching + 0.5));
      return value <= 0.0 ? 1e-6 : value;
    });
    // bm25 summed term by term in the expression's order, over each term's own documents: a term
    // a row does not hold adds exactly 0, so the sums are the very doubles of summing every term
    // for every row, at the cost of the postings only.
    var averageLength = head.tokens / head.documents, k1 = BM25.k1, b = BM25.b;
    var terms = query.terms, kindWeight = head.kinds.map(function (kind) { return KIND_WEIGHT[kind] || 1.0; });
    for (var t = 0; t < terms.length; ++t) {
      var docs = phrases[terms[t]].docs, freq = phrases[terms[t]].freq, weight = idf[terms[t]];
      for (var i = 0; i < docs.length; ++i) {
        var row = docs[i];
        if (!matched[row]) continue;
        var f = freq[i], length = stats.length[row];
        sum[row] += weight * ((f * (k1 + 1.0)) / (f + k1 * (1 - b + b * length / averageLength)));
      }
    }
    var outDocs = new Int32Array(rows.length), outScores = new Float64Array(rows.length), outMatched = new Int32Array(rows.length);
    for (var r = 0; r < rows.length; ++r) {
      var doc = rows[r];
      outDocs[r] = doc;
      outScores[r] = (-1.0 * sum[doc]) * kindWeight[stats.kind[doc]];
      outMatched[r] = matched[doc] & 0xFFFF;
    }
    return { docs: outDocs, scores: outScores, matched: outMatched, found: found };
  }

  // The entries a typed query finds, best first, and the first `limit` of them as documents:
  // a promise of { total, hits, parsed, numbers (the best `ranked` hits' document numbers, in order),
  // more(from, to) (a promise of the hits from..to as documents) }. An entry ID typed alone
  // finds that entry.
  // `ranked` (at least `limit`, default every hit): how many of the best are put in order, for
  // more(); the page needs only the 60 it can show, and ordering tens of thousands of hits is
  // slow on a phone.
  // `options`: { game, kind } to keep only entries of that game or kind (as `judge search --game/--kind`).
  function search(query, limit, ranked, options) {
    if (limit === undefined) limit = Infinity;
    options = options || {};
    if (ranked === undefined || ranked < limit) ranked = limit;
    var head;
    var done = function (numbers, parsed, total) {
      return loadDocuments(head, numbers.slice(0, limit)).then(function (hits) {
        return {
          total: total === undefined ? numbers.length : total, hits: hits, parsed: parsed, numbers: numbers,
          suggestions: numbers.length && !parsed.unmatched.length ? [] : allSuggestions(head, query, parsed.unmatched, options.game),
          more: function (from, to) { return loadDocuments(head, numbers.slice(from, Math.min(to, ranked))); }
        };
      });
    };
    return loadHead().then(function (loaded) {
      head = loaded;
      var parsed = parseQuery(query, head.aliases), syntax = parsed.syntax;
      // The query's filters override the options.
      options = { game: syntax.game || options.game, kind: syntax.tag ? 'ruling' : syntax.kind || options.kind, tag: syntax.tag };
      if (syntax.game && head.games.indexOf(syntax.game) < 0) throw queryError('unknownGame', { game: syntax.game });
      var plain = !syntax.excluded.length && !syntax.game && !syntax.kind && !syntax.tag;
      var byId = plain && syntax.required.length === 1 && syntax.required[0].length === 1 && !syntax.required[0][0].quoted
        ? findId(head, parsed.words[0].toUpperCase()) : Promise.resolve(-1);
      return byId.then(function (n) {
        if (n >= 0) return done([n], parsed);
        if (!parsed.groups.length) return done([], parsed);
        return asPrefix(head, parsed).then(function () {
          return rank(head, parsed, ranked, options);
        }).then(function (best) { return done(best.numbers, parsed, best.total); });
      });
    });
  }

  // As `judge search`: a last Latin word of four letters or more that no entry has as a word is
  // matched as a prefix instead (pierc → pierce, piercing).
  function asPrefix(head, parsed) {
    var last = latinWord(parsed.lastPlainWord);
    if (last.length < MIN_PREFIX_LETTERS || last.indexOf("'") >= 0) return Promise.resolve();
    // The index holds stems: the word is in the text when its stem is (judge search asks FTS5, whose
    // tokenizer stems the word too).
    var stem = englishStem(last);
    return lookUp(head, ['w' + stem]).then(function (found) {
      if (Object.prototype.hasOwnProperty.call(found, 'w' + stem)) return;
      parsed.groups[parsed.groups.length - 1] = [last + PREFIX_MARK];
      parsed.prefix = true;
    });
  }

  // The postings of every token starting with `prefix` ("w" keys from the shards covering them), as
  // one phrase's matches: its instances summed, weighted as phraseMatches weighs them.
  function prefixMatches(head, prefix) {
    var from = Math.max(0, lastAtOrBefore(head.shards, 'w' + prefix)), to = lastAtOrBefore(head.shards, 'w' + prefix + '\uFFFF');
    var names = [];
    for (var n = from; n <= to; ++n) names.push('s' + n);
    return Promise.all(names.map(loadPart)).then(function (shards) {
      var freq = {};
      shards.forEach(function (shard) {
        Object.keys(shard).forEach(function (key) {
          if (key.lastIndexOf('w' + prefix, 0) !== 0) return;
          var p = tokenPostings(shard[key]);
          for (var i = 0; i < p.docs.length; ++i)
            freq[p.docs[i]] = (freq[p.docs[i]] || 0) + p.title[i] * FIELD_WEIGHT[0] + p.body[i] * FIELD_WEIGHT[1];
        });
      });
      var docs = Object.keys(freq).map(Number).sort(function (a, b) { return a - b; });
      return { docs: docs, freq: docs.map(function (d) { return freq[d]; }) };
    });
  }

  // The best `ranked` hits' document numbers in order, and how many there are: { numbers, total }.
  function rank(head, parsed, ranked, options) {
    var query = queryPhrases(parsed.groups);
    var isPrefix = function (phrase) { return phrase[phrase.length - 1] === '*'; };
    // Excluded terms, matched as typed; a tag: filter's rulings (the "t" keys).
    var syntax = parsed.syntax, excluded = syntax.excluded.map(function (t) { return queryTokens(t.text); }).filter(function (t) { return t.length; });
    var filters = {
      game: options.game ? head.games.indexOf(options.game) : -1,
      kind: options.kind ? head.kinds.indexOf(options.kind) : -1
    };
    if ((options.game && filters.game < 0) || (options.kind && filters.kind < 0)) return Promise.resolve({ numbers: [], total: 0 });
    // As `judge search`: an entry titled exactly what was typed first, then one titled exactly
    // another glossary name of it, then by score.
    var typedKey = foldKey(parsed.words.join(''));
    var aliasKeys = parsed.expansions.length === 1 && parsed.groups.length === 1
      ? parsed.expansions[0].names.map(foldKey).filter(function (k) { return k && k !== typedKey; }) : [];
    var titleKeys = (typedKey ? [typedKey] : []).concat(aliasKeys);
    // The one game whose glossary has a term named as a typed word, if only one has.
    var games = {};
    parsed.expansions.forEach(function (e) {
      (head.termGames[foldKey(e.typed)] || []).forEach(function (g) { games[g] = true; });
    });
    var onlyGame = Object.keys(games).length === 1 ? Object.keys(games)[0] : null;
    var phrases = query.distinct.concat(excluded).filter(function (phrase) { return !isPrefix(phrase); });
    var prefixes = {};
    return Promise.all(query.distinct.filter(isPrefix).map(function (phrase) {
      return prefixMatches(head, phrase[0]).then(function (m) { prefixes[phrase.join(' ')] = m; });
    })).then(function () { return lookUpQuery(head, parsed, phrases, titleKeys, syntax.tag); }).then(function (entries) {
      var titled = function (key) { return entries['k' + key] ? decodePostings(entries['k' + key]) : {}; };
      var exact = typedKey ? titled(typedKey) : {};
      var alias = {};
      aliasKeys.forEach(function (k) { Object.assign(alias, titled(k)); });
      // A token's postings, decoded when a phrase first needs them: a glossary name of several tokens
      // has its own list (the "p" key), so a widened query often needs few of its tokens' lists.
      var decoded = {};
      var postings = function (t) {
        if (!Object.prototype.hasOwnProperty.call(decoded, t)) decoded[t] = tokenPostings(entries['w' + t]);
        return decoded[t];
      };
      var scored = scoreQuery(head, query, postings, filters, entries, prefixes, parsed.strict), docs = scored.docs, scores = scored.scores;
      parsed.unmatched = parsed.labels.filter(function (label, g) { return !scored.found[g]; });
      // Positions in docs/scores of the hits kept: all of them, or those no excluded term or tag removes.
      var kept = null, total = docs.length;
      if (excluded.length || syntax.tag) {
        var out = {}, tagged = syntax.tag ? decodePostings(entries['t' + syntax.tag]) : null;
        excluded.forEach(function (phrase) {
          phraseList(phrase, postings, entries).docs.forEach(function (doc) { out[doc] = true; });
        });
        kept = new Int32Array(docs.length);
        total = 0;
        for (var i = 0; i < docs.length; ++i) if (!out[docs[i]] && (!tagged || tagged[docs[i]])) kept[total++] = i;
      }
      // The order before the score, as one number (smaller first): titled exactly as typed (tier 2),
      // as another of its glossary names (1), or neither (0); then more of the query's words matched
      // first; among those titled so, by kind; then the typed term's game before others.
      var stats = documentStats(head);
      var exactOrder = head.kinds.map(function (kind) { return Object.prototype.hasOwnProperty.call(EXACT_KIND_ORDER, kind) ? EXACT_KIND_ORDER[kind] : 5; });
      var otherGame = head.games.map(function (game) { return onlyGame !== null && game !== onlyGame ? 1 : 0; });
      var classOf = new Int32Array(docs.length);
      for (var k = 0; k < docs.length; ++k) {
        var doc = docs[k], tier = exact[doc] ? 2 : alias[doc] ? 1 : 0;
        classOf[k] = ((2 - tier) * 64 + (63 - Math.min(scored.matched[k], 63))) * 16 + (tier ? exactOrder[stats.kind[doc]] : 0) * 2 + otherGame[stats.game[doc]];
      }
      // Documents are numbered in ID order, so the number breaks ties as the ID does.
      var before = function (a, b) { return classOf[a] - classOf[b] || scores[a] - scores[b] || docs[a] - docs[b]; };
      var best = bestPositions(kept, total, ranked, before, classOf, scores);
      parsed.bestMatched = best.length ? scored.matched[best[0]] : 0;
      return { numbers: best.map(function (i) { return docs[i]; }), total: total };
    });
  }

  // The first `n` of the positions 0..total-1 (or kept[0..total-1]) in the order `compare` sorts
  // them (a total order, so the same as sorting all of them and keeping the first n). Most lose to
  // the last of the best on their class or score at once, tested inline.
  function bestPositions(kept, total, n, compare, classOf, scores) {
    var best = [];
    if (n <= 0) return best;
    if (n >= total) {
      for (var i = 0; i < total; ++i) best.push(kept ? kept[i] : i);
      return best.sort(compare);
    }
    var worst = -1;
    for (var j = 0; j < total; ++j) {
      var item = kept ? kept[j] : j;
      if (worst >= 0) {
        var c = classOf[item] - classOf[worst];
        if (c > 0 || (c === 0 && scores[item] > scores[worst])) continue;
        if (compare(item, worst) >= 0) continue;
      }
      var lo = 0, hi = best.length;
      while (lo < hi) {
        var mid = (lo + hi) >> 1;
        if (compare(item, best[mid]) < 0) hi = mid; else lo = mid + 1;
      }
      best.splice(lo, 0, item);
      if (best.length > n) best.pop();
      if (best.length === n) worst = best[n - 1];
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
    var shown = found.total > MAX_SHOWN ? say('firstShown', { n: MAX_SHOWN }) : '';
    var counted = { n: found.total, query: query.trim(), shown: shown };
    var summary = element('p', 'search-summary', found.total === 1 ? say('resultOne', counted) : say('results', counted));
    box.appendChild(summary);
    found.parsed.expansions.forEach(function (e) {
      box.appendChild(element('p', 'search-summary', say('also', { typed: e.typed, names: e.names.join(say('separator')) })));
    });
    var parsed = found.parsed;
    if (parsed.ignored.length) box.appendChild(element('p', 'search-summary', say('leftOut', { words: parsed.ignored.join(say('separator')) })));
    if (found.hits.length && parsed.bestMatched < parsed.labels.length) {
      var missing = parsed.unmatched.length
        ? say('noEntryHas', { words: parsed.unmatched.map(function (w) { return '“' + w + '”'; }).join(say('separator')) }) : '';
      box.appendChild(element('p', 'search-summary', say('matchedSome', { n: parsed.bestMatched, m: parsed.labels.length, missing: missing })));
    }
    if (found.suggestions.length) {
      // The sentence around the suggestions, split where they go: each one is a link.
      var mark = '\u0001', around = say('didYouMean', { names: mark }).split(mark);
      var mean = element('p', 'search-summary', around[0]);
      found.suggestions.forEach(function (name, i) {
        var link = element('a', 'suggestion', name);
        link.href = '?q=' + encodeURIComponent(name);
        if (i) mean.appendChild(document.createTextNode(say('separator')));
        mean.appendChild(link);
      });
      if (around[1]) mean.appendChild(document.createTextNode(around[1]));
      box.appendChild(mean);
    }
    var list = element('ol', 'search-hits');
    list.matched = matchedWords(found.parsed);
    appendHits(list, found.hits);
    box.appendChild(list);
    box.hidden = false;
    return list;
  }

  // The words to highlight: every phrase searched (the typed words, their glossary names and English
  // forms, a prefix), longest first so that a longer one is marked whole.
  function matchedWords(parsed) {
    var words = [];
    parsed.groups.forEach(function (group) {
      group.forEach(function (phrase) {
        var text = phrase.replace(PREFIX_MARK, '').trim();
        if (text && words.indexOf(text) < 0) words.push(text);
      });
    });
    return words.sort(function (a, b) { return b.length - a.length; });
  }

  // `text` as nodes, each occurrence (ignoring case) of one of `words` in a <mark>.
  function highlighted(node, text, words) {
    var lower = text.toLowerCase(), i = 0, plain = 0;
    var lowered = words.map(function (word) { return word.toLowerCase(); });
    // Whether lower has word w at i (its own length taken there, as when a word's lower case is longer).
    var at = function (w) {
      return lowered[w].length === words[w].length ? lower.startsWith(lowered[w], i) : lower.substr(i, words[w].length) === lowered[w];
    };
    while (i < text.length) {
      var hit = null;
      for (var w = 0; w < words.length && !hit; ++w)
        if (at(w)) hit = words[w];
      if (!hit) { ++i; continue; }
      if (i > plain) node.appendChild(document.createTextNode(text.slice(plain, i)));
      node.appendChild(element('mark', '', text.substr(i, hit.length)));
      i += hit.length;
      plain = i;
    }
    if (plain < text.length) node.appendChild(document.createTextNode(text.slice(plain)));
    return node;
  }

  function appendHits(list, hits) {
    var root = pagesPath(), words = list.matched || [];
    hits.forEach(function (doc) {
      var item = element('li', 'hit kind-' + doc.k);
      item.setAttribute('data-id', doc.id);
      item.appendChild(element('span', 'badge kind-' + doc.k, KIND_WORD[doc.k] ? say(KIND_WORD[doc.k]) : doc.k));
      item.appendChild(document.createTextNode(' '));
      item.appendChild(element('span', 'badge game', doc.g));
      item.appendChild(document.createTextNode(' '));
      var link = highlighted(element('a', 'hit-title'), doc.t, words);
      link.href = root + doc.u;
      item.appendChild(link);
      item.appendChild(document.createTextNode(' '));
      item.appendChild(element('code', 'id', doc.id));
      item.appendChild(highlighted(element('span', 'hit-snippet'), doc.s, words));
      list.appendChild(item);
    });
  }

  // A promise kept after the next frame is drawn (at once on a hidden page, which draws none).
  function afterPaint() {
    return new Promise(function (resolve) {
      if (document.hidden || !window.requestAnimationFrame) setTimeout(resolve, 0);
      else window.requestAnimationFrame(function () { setTimeout(resolve, 0); });
    });
  }

  // Searches and shows the results; a search overtaken by a newer one shows nothing.
  var latest = 0;
  function render(box, query, options) {
    var ticket = ++latest;
    if (!query.trim()) {
      box.removeAttribute('aria-busy');
      box.textContent = '';
      box.hidden = true;
      return;
    }
    box.setAttribute('aria-busy', 'true');
    search(query, FIRST_SHOWN, MAX_SHOWN, options).then(function (found) {
      if (ticket !== latest) return null;
      var list = show(box, query, found);
      var shown = Math.min(found.total, MAX_SHOWN);
      if (shown <= FIRST_SHOWN) return null;
      // The rest once the first are on the screen: adding the scripts of their ~50 blocks to the
      // page takes a phone a few hundred milliseconds, which would come before the first paint.
      return afterPaint().then(function () {
        if (ticket !== latest) return null;
        return found.more(FIRST_SHOWN, shown).then(function (rest) {
          if (ticket === latest) appendHits(list, rest);
        });
      });
    }).then(function () {
      if (ticket === latest) box.removeAttribute('aria-busy');
    }, function (error) {
      if (ticket !== latest) return;
      box.removeAttribute('aria-busy');
      box.textContent = '';
      box.appendChild(element('p', 'search-summary', error.queryError ? say('badQuery', { problem: error.message }) : say('unavailable', { problem: error.message })));
      box.hidden = false;
    });
  }

  // The filters above the results: game and kind, made here (the page has only the box), the games
  // filled in from the index's head; shown while there is a query.
  function filters(box) {
    var bar = element('div', 'search-filters');
    bar.hidden = true;
    box.parentNode.insertBefore(bar, box);
    var make = function (name, label, values) {
      var select = element('select', 'search-filter');
      select.name = name;
      select.setAttribute('aria-label', label);
      values.forEach(function (v) {
        var option = element('option', '', v[1]);
        option.value = v[0];
        select.appendChild(option);
      });
      bar.appendChild(select);
      return select;
    };
    var game = make('game', say('filterGame'), [['', say('allGames')]]);
    var kind = make('kind', say('filterKind'), [['', say('allKinds')], ['rule', say('kindRule')], ['ruling', say('kindRuling')],
      ['assumption', say('kindAssumption')], ['term', say('kindTerm')], ['card', say('kindCard')]]);
    return { game: game, kind: kind, bar: bar };
  }

  function fillGames(select, head, wanted) {
    head.games.forEach(function (g) {
      if (Array.prototype.some.call(select.options, function (o) { return o.value === g; })) return;
      // The game's name in the page's language (the words script has them), its id as the value.
      var names = (window.JUDGE_SEARCH_WORDS || {}).gameNames || {};
      var option = element('option', '', names[g] || g);
      option.value = g;
      select.appendChild(option);
    });
    if (wanted !== undefined) select.value = wanted;
  }

  function start() {
    var input = document.getElementById('search-input');
    var box = document.getElementById('search-results');
    if (!input || !box) return;
    var timer = null, form = input.form, chosen = filters(box);
    var display = function (options) {
      chosen.bar.hidden = !input.value.trim();
      render(box, input.value, options);
    };
    var state = function () {
      var params = new URLSearchParams();
      if (input.value.trim()) params.set('q', input.value);
      if (chosen.game.value) params.set('game', chosen.game.value);
      if (chosen.kind.value) params.set('kind', chosen.kind.value);
      return params.toString();
    };
    // The query and filters are kept in the address, so that a search can be shared and Back returns
    // to the one before: a new search (Enter, a filter) adds a history entry, typing updates it.
    var run = function (push) {
      var query = state();
      if (('?' + query) !== window.location.search || push === 'replace') {
        var url = window.location.pathname + (query ? '?' + query : '') + window.location.hash;
        if (push === true) window.history.pushState(null, '', url);
        else window.history.replaceState(null, '', url);
      }
      display({ game: chosen.game.value, kind: chosen.kind.value });
    };
    var restore = function () {
      var params = new URLSearchParams(window.location.search);
      input.value = params.get('q') || '';
      chosen.kind.value = params.get('kind') || '';
      var game = params.get('game') || '';
      if (game) {
        loadHead().then(function (head) {
          fillGames(chosen.game, head, game);
          display({ game: chosen.game.value, kind: chosen.kind.value });
        }, function () {});
      } else {
        chosen.game.value = '';
        display({ game: '', kind: chosen.kind.value });
      }
    };
    input.addEventListener('focus', function () {
      loadHead().then(function (head) {
        fillGames(chosen.game, head);
        // The documents' numbers decoded while the reader types, not in the first query.
        setTimeout(function () { documentStats(head); }, 0);
      }, function () {});
    });
    input.addEventListener('input', function () {
      clearTimeout(timer);
      timer = setTimeout(function () { run(false); }, 120);
    });
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      clearTimeout(timer);
      run(true);
    });
    [chosen.game, chosen.kind].forEach(function (select) {
      select.addEventListener('change', function () { run(true); });
    });
    input.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') { input.value = ''; run(false); }
    });
    // Arrow keys move from the box through the results' links and back; Enter opens the one chosen.
    var links = function () { return Array.prototype.slice.call(box.querySelectorAll('li.hit a.hit-title')); };
    input.addEventListener('keydown', function (event) {
      if (event.key !== 'ArrowDown') return;
      var all = links();
      if (all.length) { event.preventDefault(); all[0].focus(); }
    });
    box.addEventListener('keydown', function (event) {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      var all = links(), at = all.indexOf(document.activeElement);
      if (at < 0) return;
      event.preventDefault();
      if (event.key === 'ArrowDown' && at + 1 < all.length) all[at + 1].focus();
      else if (event.key === 'ArrowUp') (at > 0 ? all[at - 1] : input).focus();
    });
    window.addEventListener('popstate', restore);
    if (window.location.search) restore();
  }

  // For tests: the same functions the page uses.
  window.JudgeSearch = {
    queryTokens: queryTokens, foldKey: foldKey, parseQuery: parseQuery, parseSyntax: parseSyntax, englishForms: englishForms,
    englishStem: englishStem, isStopWord: isStopWord, search: search
  };

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
