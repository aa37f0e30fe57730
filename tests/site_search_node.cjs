// Runs the exported site's search (web-export/assets/search.js) in node, as the page runs it:
// the index's parts are plain scripts, loaded here from the site folder into the same context.
// Used by tests/search_judgements.test.cjs.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');

// `lang` picks the words file (assets/search-words-<lang>.js) the page of that language loads
// before search.js: the words of its messages, query errors included.
function loadSiteSearch(siteDir, searchJs, lang = 'en') {
  const context = { window: {}, URLSearchParams, Promise };
  const document = {
    readyState: 'loading',
    documentElement: { lang },
    addEventListener() {},
    body: { getAttribute: () => '' },
    head: {
      appendChild(script) {
        // A script tag's load: run the file in the page's context, then its onload (as a browser would, later).
        const file = path.join(siteDir, script.src);
        Promise.resolve().then(() => {
          let text;
          try {
            text = fs.readFileSync(file, 'utf8');
          } catch (e) {
            script.onerror(e);
            return;
          }
          vm.runInContext(text, context, { filename: file });
          script.onload();
        });
      },
    },
    createElement() { return {}; },
  };
  context.document = document;
  vm.createContext(context);
  context.window = context;  // scripts assign window.X and read X
  const words = path.join(siteDir, 'assets', `search-words-${lang}.js`);
  vm.runInContext(fs.readFileSync(words, 'utf8'), context, { filename: words });
  vm.runInContext(fs.readFileSync(searchJs, 'utf8'), context, { filename: searchJs });
  return context.JudgeSearch;
}

module.exports = { loadSiteSearch };
