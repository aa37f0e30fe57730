// The board editor of edit and run (docs/web-export.md): the scenario's <setup> as each player's
// zones with their cards, edited with controls instead of XML. The XML in the editor stays the one
// truth: every change is made on its parsed document and written back, and the editor's text is
// read again whenever it changes, so the two views never differ. The words a board is built from
// (zones, card types, values, keywords, the bundled library's cards, each with its label) come from
// the engine (judge_board_vocabulary_json), so only what the game's loader accepts is offered.
// Loaded by play.js on the first "Edit the board"; its words are the page's, in the .play element's
// data-board-words (web-export/site_messages.hpp).
(function () {
  'use strict';

  const vocabularies = new Map();  // game → the engine's answer, asked once

  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, (whole, key) => (key in values ? String(values[key]) : whole));
  }

  function element(tag, attributes, ...children) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes || {})) {
      if (value === false || value === undefined || value === null) continue;
      if (name === 'text') node.textContent = value;
      else node.setAttribute(name, value === true ? '' : value);
    }
    node.append(...children);
    return node;
  }

  // The scenario text as a document, with what stands before its root (the XML declaration) kept.
  function parse(text) {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.querySelector('parsererror');
    if (error) return { problem: error.textContent.split('\n').find((line) => line.trim()) || 'XML' };
    const root = text.indexOf('<scenario');
    return { doc, prologue: root > 0 ? text.slice(0, root) : '' };
  }

  function serialize(parsed) {
    return parsed.prologue + new XMLSerializer().serializeToString(parsed.doc.documentElement) + '\n';
  }

  // `child` appended to `parent` on a line of its own, indented one step past the parent.
  function appendOnLine(parent, child, indent) {
    const doc = parent.ownerDocument;
    const last = parent.lastChild;
    const closing = last && last.nodeType === Node.TEXT_NODE && /^\s*$/.test(last.data) ? last : null;
    const before = doc.createTextNode('\n' + indent + '  ');
    if (closing) {
      parent.insertBefore(before, closing);
      parent.insertBefore(child, closing);
    } else {
      parent.append(before, child, doc.createTextNode('\n' + indent));
    }
  }

  function childrenNamed(parent, name) {
    return [...parent.children].filter((child) => child.localName === name);
  }

  function allIds(doc) {
    return new Set([...doc.getElementsByTagName('card')].map((card) => card.getAttribute('id')).filter(Boolean));
  }

  // A new card's ID: the player, the zone's first letter and a number no card of the file has.
  function freshId(doc, player, zone) {
    const taken = allIds(doc);
    for (let n = 1; ; ++n) {
      const id = player + zone[0] + n;
      if (!taken.has(id)) return id;
    }
  }

  function setup(doc) {
    const scenario = doc.documentElement;
    let found = childrenNamed(scenario, 'setup')[0];
    if (!found) {
      found = doc.createElement('setup');
      appendOnLine(scenario, found, '');
    }
    for (const id of ['A', 'B']) {
      if (!childrenNamed(found, 'player').some((p) => p.getAttribute('id') === id)) {
        const player = doc.createElement('player');
        player.setAttribute('id', id);
        appendOnLine(found, player, '  ');
      }
    }
    return found;
  }

  function zoneElement(player, name, create) {
    let zone = childrenNamed(player, 'zone').find((z) => z.getAttribute('name') === name);
    if (!zone && create) {
      zone = player.ownerDocument.createElement('zone');
      zone.setAttribute('name', name);
      appendOnLine(player, zone, '    ');
    }
    return zone;
  }

  function cardSummary(card, vocabulary) {
    const parts = [card.getAttribute('name') || labelOf(vocabulary.card_types, card.getAttribute('type')) || '?'];
    for (const stat of vocabulary.stats) {
      const value = card.getAttribute(stat.word);
      if (value !== null) parts.push(stat.label + ' ' + value);
    }
    if (card.getAttribute('keywords')) parts.push(card.getAttribute('keywords'));
    return parts.join(' · ');
  }

  function labelOf(words, word) {
    const found = words.find((w) => w.word === word);
    return found ? found.label : word;
  }

  // One card's form: where it is, what it is (a library card by name, or a blank card of a type),
  // its values, keywords and state. Saving writes the attributes (an empty field removes its
  // attribute) and moves the card when its zone changed.
  function cardForm(editor, card, zoneName, playerId) {
    const { words, vocabulary } = editor;
    const doc = editor.parsed.doc;
    const form = element('form', { class: 'board-card-form' });
    const field = (label, control) => {
      const id = 'board-field-' + (++editor.fields);
      control.id = id;
      form.append(element('p', { class: 'board-field' }, element('label', { for: id, text: label }), control));
      return control;
    };
    const players = childrenNamed(setup(doc), 'player').map((p) => p.getAttribute('id'));
    const where = field(words.zone, element('select', {}));
    for (const p of players)
      for (const z of vocabulary.zones)
        where.append(element('option', { value: p + ':' + z.word, text: fill(words.zoneOf, { player: p, zone: z.label }) }));
    where.value = playerId + ':' + zoneName;
    const id = field(words.id, element('input', { type: 'text', value: card ? card.getAttribute('id') : freshId(doc, playerId, zoneName), autocapitalize: 'off', spellcheck: 'false' }));
    const listId = 'board-library-' + editor.game;
    if (!document.getElementById(listId)) {
      const list = element('datalist', { id: listId });
      for (const c of vocabulary.library) list.append(element('option', { value: c.name, label: c.reading ? c.reading + ' · ' + labelOf(vocabulary.card_types, c.type) : '' }));
      document.body.append(list);
    }
    const name = field(words.name, element('input', { type: 'text', list: listId, value: card ? card.getAttribute('name') || '' : '' }));
    const type = field(words.type, element('select', {}));
    type.append(element('option', { value: '', text: words.typeFromName }));
    for (const t of vocabulary.card_types) type.append(element('option', { value: t.word, text: t.label }));
    type.value = card ? card.getAttribute('type') || '' : '';
    const stats = vocabulary.stats.map((stat) => [stat.word, field(stat.label, element('input', { type: 'number', inputmode: 'numeric', value: card ? card.getAttribute(stat.word) || '' : '' }))]);
    const keywordList = 'board-keywords-' + editor.game;
    if (!document.getElementById(keywordList)) {
      const list = element('datalist', { id: keywordList });
      for (const k of vocabulary.keywords) list.append(element('option', { value: k }));
      document.body.append(list);
    }
    const keywords = field(words.keywords, element('input', { type: 'text', list: keywordList, value: card ? card.getAttribute('keywords') || '' : '' }));
    const check = (label, on) => {
      const box = element('input', { type: 'checkbox' });
      box.checked = on;
      form.append(element('p', { class: 'board-field board-check' }, element('label', {}, box, ' ' + label)));
      return box;
    };
    const tapped = vocabulary.cards_tap ? check(words.tapped, Boolean(card && card.getAttribute('tapped') === 'true')) : null;
    const faceDown = check(words.faceDown, Boolean(card && card.getAttribute('face') === 'down'));
    const entered = check(words.enteredThisTurn, Boolean(card && card.getAttribute('entered') === 'this-turn'));
    const problem = element('p', { class: 'board-problem', role: 'alert' });
    const buttons = element('p', { class: 'board-buttons' });
    const save = element('button', { type: 'submit', class: 'board-save', text: words.save });
    const cancel = element('button', { type: 'button', class: 'board-cancel', text: words.cancel });
    buttons.append(save, ' ', cancel);
    if (card) buttons.append(' ', element('button', { type: 'button', class: 'board-remove', text: words.remove }));
    form.append(problem, buttons);

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const newId = id.value.trim();
      if (!/^[^\s"<>&]+$/.test(newId) || (newId !== (card && card.getAttribute('id')) && allIds(doc).has(newId))) {
        problem.textContent = fill(words.badId, { id: newId });
        id.focus();
        return;
      }
      if (!name.value.trim() && !type.value) {
        problem.textContent = words.nameOrType;
        name.focus();
        return;
      }
      const target = card || doc.createElement('card');
      const set = (attribute, value) => (value ? target.setAttribute(attribute, value) : target.removeAttribute(attribute));
      set('id', newId);
      set('name', name.value.trim());
      set('type', type.value);
      for (const [word, input] of stats) set(word, input.value.trim());
      set('keywords', keywords.value.trim().replace(/\s+/g, ' '));
      if (tapped) set('tapped', tapped.checked ? 'true' : '');
      set('face', faceDown.checked ? 'down' : '');
      set('entered', entered.checked ? 'this-turn' : '');
      const [toPlayer, toZone] = where.value.split(':');
      const player = childrenNamed(setup(doc), 'player').find((p) => p.getAttribute('id') === toPlayer);
      const zone = zoneElement(player, toZone, true);
      if (target.parentNode !== zone) {
        if (target.parentNode) target.parentNode.removeChild(target);
        zone.append(target);  // the bundled files write a zone's cards on its own line
      }
      editor.commit();
    });
    cancel.addEventListener('click', () => editor.render());
    const remove = buttons.querySelector('.board-remove');
    if (remove) remove.addEventListener('click', () => {
      card.parentNode.removeChild(card);
      editor.commit();
    });
    return form;
  }

  // The setup's turn, active player and phase.
  function turnForm(editor) {
    const { words, vocabulary } = editor;
    const at = setup(editor.parsed.doc);
    const row = element('p', { class: 'board-turn' });
    const control = (label, input, attribute) => {
      const id = 'board-field-' + (++editor.fields);
      input.id = id;
      input.value = at.getAttribute(attribute) || input.value;
      input.addEventListener('change', () => {
        if (input.value) at.setAttribute(attribute, input.value);
        else at.removeAttribute(attribute);
        editor.commit();
      });
      row.append(element('label', { for: id, text: label }), ' ', input, ' ');
    };
    control(words.turn, element('input', { type: 'number', min: '1', inputmode: 'numeric', class: 'board-turn-number' }), 'turn');
    const active = element('select', {});
    for (const p of ['A', 'B']) active.append(element('option', { value: p, text: p }));
    control(words.active, active, 'active');
    const phase = element('select', {});
    phase.append(element('option', { value: '', text: '—' }));
    for (const p of vocabulary.phases) phase.append(element('option', { value: p.word, text: p.label }));
    control(words.phase, phase, 'phase');
    return row;
  }

  class BoardEditor {
    constructor(play, judge) {
      this.play = play;
      this.judge = judge;
      this.source = play.querySelector('.play-source');
      this.root = play.querySelector('.board-editor');
      this.words = JSON.parse(play.dataset.boardWords);
      this.fields = 0;
      this.source.addEventListener('input', () => {
        clearTimeout(this.pending);
        this.pending = setTimeout(() => { if (!this.root.hidden) this.render(); }, 300);
      });
    }

    vocabularyOf(game) {
      if (!vocabularies.has(game)) {
        const lang = document.documentElement.lang === 'ja' ? 'ja' : 'en';
        vocabularies.set(game, JSON.parse(this.judge.ccall('judge_board_vocabulary_json', 'string', ['string', 'string'], [game, lang])));
      }
      return vocabularies.get(game);
    }

    // The edited document back into the editor's text, and run, so the board is drawn at once.
    commit() {
      this.source.value = serialize(this.parsed);
      this.render();
      this.play.run();
    }

    render() {
      const { words } = this;
      this.parsed = parse(this.source.value);
      if (this.parsed.problem) {
        this.root.replaceChildren(element('p', { class: 'board-problem', role: 'alert', text: fill(words.badXml, { problem: this.parsed.problem }) }));
        return;
      }
      const doc = this.parsed.doc;
      this.game = doc.documentElement.getAttribute('game') || '';
      this.vocabulary = this.vocabularyOf(this.game);
      if (this.vocabulary.problem) {
        this.root.replaceChildren(element('p', { class: 'board-problem', role: 'alert', text: this.vocabulary.problem }));
        return;
      }
      const parts = [element('h3', { class: 'board-editor-heading', text: words.heading }), turnForm(this)];
      for (const player of childrenNamed(setup(doc), 'player')) {
        const playerId = player.getAttribute('id');
        const section = element('section', { class: 'board-player', 'aria-label': fill(words.playerBoard, { player: playerId }) });
        section.append(element('h4', { text: fill(words.playerBoard, { player: playerId }) }));
        for (const zone of this.vocabulary.zones) {
          const zoneNode = zoneElement(player, zone.word, false);
          const cards = zoneNode ? childrenNamed(zoneNode, 'card') : [];
          const list = element('ul', { class: 'board-cards' });
          for (const card of cards) {
            const chip = element('button', { type: 'button', class: 'board-card', 'data-card': card.getAttribute('id'),
              'aria-label': fill(words.editCard, { card: card.getAttribute('id') + ' ' + cardSummary(card, this.vocabulary) }) },
            element('span', { class: 'board-card-id', text: card.getAttribute('id') }), ' ', cardSummary(card, this.vocabulary));
            if (card.getAttribute('tapped') === 'true') chip.classList.add('tapped');
            chip.addEventListener('click', () => this.open(section, cardForm(this, card, zone.word, playerId)));
            list.append(element('li', {}, chip));
          }
          const add = element('button', { type: 'button', class: 'board-add', 'data-zone': playerId + ':' + zone.word,
            'aria-label': fill(words.addCard, { zone: fill(words.zoneOf, { player: playerId, zone: zone.label }) }), text: '＋' });
          add.addEventListener('click', () => this.open(section, cardForm(this, null, zone.word, playerId)));
          section.append(element('div', { class: 'board-zone', 'data-zone': playerId + ':' + zone.word },
            element('span', { class: 'board-zone-name', text: zone.label + (cards.length ? ' ' + cards.length : '') }), list, add));
        }
        parts.push(section);
      }
      this.root.replaceChildren(...parts);
    }

    // One form open at a time, under the player's zones; its first field focused.
    open(section, form) {
      for (const old of this.root.querySelectorAll('.board-card-form')) old.remove();
      section.append(form);
      const first = form.querySelector('input:not([type=checkbox]), select');
      if (first) first.focus();
      form.scrollIntoView({ block: 'nearest' });
    }
  }

  window.JudgeBoardEditor = BoardEditor;
})();
