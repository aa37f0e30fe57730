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

  // `control` under its label, in a paragraph of `className`; the control gets an id of its own.
  function labelled(editor, label, control, className) {
    const id = 'board-field-' + (++editor.fields);
    control.id = id;
    return element('p', { class: className || 'board-field' }, element('label', { for: id, text: label }), control);
  }

  // A <datalist> of `options` ([value, label]) made once per page under `id`, for inputs to suggest from.
  function datalist(id, options) {
    if (document.getElementById(id)) return id;
    const list = element('datalist', { id });
    for (const [value, label] of options) list.append(element('option', { value, label: label || null }));
    document.body.append(list);
    return id;
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
      form.append(labelled(editor, label, control));
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
    datalist(listId, vocabulary.library.map((c) => [c.name, c.reading ? c.reading + ' · ' + labelOf(vocabulary.card_types, c.type) : '']));
    const name = field(words.name, element('input', { type: 'text', list: listId, value: card ? card.getAttribute('name') || '' : '' }));
    // A name picked from the list is that card: the blank card's type no longer applies.
    name.addEventListener('change', () => {
      const typed = name.value.trim();
      if (vocabulary.library.some((c) => c.name === typed || c.reading === typed)) type.value = '';
    });
    const type = field(words.type, element('select', {}));
    type.append(element('option', { value: '', text: words.typeFromName }));
    for (const t of vocabulary.card_types) type.append(element('option', { value: t.word, text: t.label }));
    type.value = card ? card.getAttribute('type') || '' : '';
    const stats = vocabulary.stats.map((stat) => [stat.word, field(stat.label, element('input', { type: 'number', inputmode: 'numeric', value: card ? card.getAttribute(stat.word) || '' : '' }))]);
    const keywordList = 'board-keywords-' + editor.game;
    datalist(keywordList, vocabulary.keywords.map((k) => [k]));
    const keywords = field(words.keywords, element('input', { type: 'text', list: keywordList, value: card ? card.getAttribute('keywords') || '' : '' }));
    // Pasted card text, read into abilities by the engine (docs/card-text.md) and shown, sentence by
    // sentence, before the card is saved: what was understood, and what is not and will not be played.
    let fromText = null;
    if (vocabulary.reads_card_text) {
      const pasted = field(words.cardText, element('textarea', { rows: '3', class: 'board-card-text', autocapitalize: 'off', spellcheck: 'false' }));
      const read = element('button', { type: 'button', class: 'board-read-text', text: words.readText });
      const shown = element('div', { class: 'board-compiled', 'aria-live': 'polite' });
      form.append(element('p', { class: 'board-buttons' }, read), shown);
      read.addEventListener('click', () => {
        fromText = JSON.parse(editor.judge.ccall('judge_compile_card_text_json', 'string', ['string', 'string', 'string'],
          [editor.game, type.value || 'creature', pasted.value]));
        shown.replaceChildren();
        const list = element('ul', {});
        for (const s of fromText.sentences || []) {
          const item = element('li', { class: s.understood ? 'board-compiled-read' : 'board-compiled-unread' },
            element('span', { text: (s.understood ? '✓ ' : '✗ ') + s.text }));
          if (s.understood) for (const a of s.abilities) item.append(element('code', { text: a }));
          else item.append(element('span', { class: 'board-problem', text: fill(words.textNotRead, { unread: s.unread || s.text }) }));
          // A phrase the sources leave to the judge names the entry its reading rests on.
          for (const id of s.readings || []) item.append(element('span', { class: 'board-reading', text: fill(words.textReadBy, { id }) }));
          list.append(item);
        }
        shown.append(list);
        // Keyword lines (ブロッカー) are the card's keywords.
        const have = keywords.value.trim().split(/\s+/).filter(Boolean);
        for (const k of fromText.keywords || []) if (!have.includes(k)) have.push(k);
        keywords.value = have.join(' ');
        // A value a keyword line gives (パワーアタッカー+2000) fills its field when that is empty.
        for (const [word, input] of stats) if (fromText.values && fromText.values[word] && !input.value) input.value = fromText.values[word];
      });
    }
    const check = (label, on) => {
      const box = element('input', { type: 'checkbox' });
      box.checked = on;
      form.append(element('p', { class: 'board-field board-check' }, element('label', {}, box, ' ' + label)));
      return box;
    };
    // The game's own card state (gcb's posture, …): a list of its words, or a text field.
    const statuses = (vocabulary.statuses || []).map((st) => {
      const current = card ? card.getAttribute(st.name) || '' : '';
      let control;
      if (st.words) {
        control = element('select', {});
        control.append(element('option', { value: '', text: '—' }));
        for (const w of st.words) control.append(element('option', { value: w.word, text: w.label === w.word ? w.word : w.label + ' (' + w.word + ')' }));
        control.value = current;
      } else {
        control = element('input', { type: 'text', value: current, autocapitalize: 'off', spellcheck: 'false' });
      }
      return [st.name, field(st.label === st.name ? st.name : st.label + ' (' + st.name + ')', control)];
    });
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
    // The abilities come after the card's own fields, outside its form (a form holds no form).
    const wrapper = element('div', { class: 'board-card-editor' }, form, abilitiesOf(editor, card));

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
      // Without a type, the name takes the card from the library: a reading is taken as its name,
      // and a name the library does not have is said here, not by the loader in line and column.
      if (!type.value) {
        const typed = name.value.trim();
        const found = vocabulary.library.find((c) => c.name === typed) || vocabulary.library.find((c) => c.reading === typed);
        if (!found) {
          problem.textContent = fill(words.notInLibrary, { name: typed });
          name.focus();
          return;
        }
        name.value = found.name;
      }
      for (const [, input] of stats) {
        const v = input.value.trim();
        if (v && !(/^\d+$/.test(v) && Number(v) <= 1000000)) {
          problem.textContent = fill(words.badValue, { value: v });
          input.focus();
          return;
        }
      }
      if (editor.stale()) return;
      const target = card || doc.createElement('card');
      const set = (attribute, value) => (value ? target.setAttribute(attribute, value) : target.removeAttribute(attribute));
      set('id', newId);
      set('name', name.value.trim());
      set('type', type.value);
      for (const [word, input] of stats) set(word, input.value.trim());
      set('keywords', keywords.value.trim().replace(/\s+/g, ' '));
      for (const [attribute, control] of statuses) set(attribute, control.value.trim());
      if (tapped) set('tapped', tapped.checked ? 'true' : '');
      // The abilities read from pasted text, each understood sentence's; nothing of one not understood,
      // which stays in the file as a comment, so whoever reads the scenario knows the card does less
      // than its printed text.
      if (fromText)
        for (const s of fromText.sentences || []) {
          if (!s.understood) target.append(doc.createComment(' ' + fill(words.textNotPlayed, { sentence: s.text }).replace(/--/g, '- -') + ' '));
          for (const xml of s.understood ? s.abilities : []) {
            const parsed = new DOMParser().parseFromString(xml, 'application/xml').documentElement;
            target.append(doc.importNode(parsed, true));
          }
        }
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
      if (editor.stale()) return;
      card.parentNode.removeChild(card);
      editor.commit();
    });
    return wrapper;
  }

  // The operation entries of `kind` (only those that fit it), and the targets `op` takes there.
  function operationsOf(language, kind) {
    return language.operations.filter((op) => op.kinds.includes(kind));
  }

  function targetsOf(op, kind) {
    return op ? op.targets.find((t) => !t.kinds.length || t.kinds.includes(kind)) || null : null;
  }

  function abilitySummary(ability) {
    return ['kind', 'op', 'trigger', 'condition', 'target', 'duration'].map((a) => ability.getAttribute(a)).filter(Boolean).join(' · ');
  }

  // One ability's form: its kind first, then only what fits it, from the game's ability language
  // (the entries the loader checks): the operations written in that kind, a trigger where the kind
  // has one, the operation's targets in that kind, a duration where its effect lasts, and the
  // operation's arguments, each by its type. Saving writes the <ability> element.
  function abilityForm(editor, card, ability) {
    const { words } = editor;
    const language = editor.vocabulary.abilities;
    const doc = editor.parsed.doc;
    const form = element('form', { class: 'board-ability-form' });
    const heading = element('p', { class: 'board-ability-heading', text: ability ? words.editAbility : words.addAbility });
    const fixed = element('div', {});
    const fitting = element('div', { class: 'board-ability-fields' });
    form.append(heading, fixed, fitting);
    const field = (parent, label, control) => {
      parent.append(labelled(editor, label, control));
      return control;
    };
    const choice = (values, current, optional, labelOf) => {
      const select = element('select', {});
      if (optional) select.append(element('option', { value: '', text: '—' }));
      for (const v of values) select.append(element('option', { value: v, text: labelOf ? labelOf(v) : v }));
      if (current !== null && current !== undefined) select.value = current;
      return select;
    };
    const kind = field(fixed, words.abilityKind, choice(language.kinds, ability ? ability.getAttribute('kind') : language.kinds[0], false));
    const op = field(fixed, words.abilityOp, element('select', {}));
    const cardIds = [...allIds(doc)];
    let controls = new Map();  // attribute → control, for what fits the chosen kind and operation

    const draw = () => {
      const kept = new Map([...controls].map(([name, control]) => [name, control.value]));
      const given = (name) => (kept.has(name) ? kept.get(name) : ability ? ability.getAttribute(name) : null);
      const fits = operationsOf(language, kind.value);
      const wanted = op.value || (ability ? ability.getAttribute('op') : '');
      op.replaceChildren(...fits.map((o) => element('option', { value: o.name, text: o.label === o.name ? o.name : o.name + '（' + o.label + '）' })));
      op.value = fits.some((o) => o.name === wanted) ? wanted : fits.length ? fits[0].name : '';
      const entry = fits.find((o) => o.name === op.value);
      controls = new Map();
      fitting.replaceChildren();
      if (!entry) return;
      if (language.triggered_kinds.includes(kind.value) || entry.takes_trigger)
        controls.set('trigger', field(fitting, words.abilityTrigger, choice(language.triggers, given('trigger'), !language.triggered_kinds.includes(kind.value))));
      if (language.condition_kinds.includes(kind.value))
        controls.set('condition', field(fitting, words.abilityCondition, element('input', { type: 'text', list: 'board-conditions-' + editor.game, value: given('condition') || '', autocapitalize: 'off', spellcheck: 'false' })));
      const targets = targetsOf(entry, kind.value);
      if (targets) controls.set('target', field(fitting, words.abilityTarget, choice(targets.words.concat(targets.card_id ? cardIds : []), given('target'), !targets.required)));
      if (entry.duration_kinds.includes(kind.value)) controls.set('duration', field(fitting, words.abilityDuration, choice(language.durations, given('duration'), true)));
      const arguments_ = entry.arguments.concat(language.common_arguments, language.kind_arguments[kind.value] || []);
      for (const a of arguments_) {
        if (controls.has(a.name)) continue;
        const label = a.name + (a.required ? ' *' : '');
        let control;
        if (a.type === 'word') control = choice(a.words, given(a.name), !a.required);
        else if (a.type === 'card') control = choice((a.words || []).concat(cardIds), given(a.name), !a.required);
        else if (a.type === 'number') control = element('input', { type: 'number', inputmode: 'numeric', min: a.min, max: a.max, value: given(a.name) || '' });
        else control = element('input', { type: 'text', list: a.type === 'keyword' ? 'board-keywords-' + editor.game : null, value: given(a.name) || '', autocapitalize: 'off', spellcheck: 'false' });
        if (a.required) control.required = true;
        controls.set(a.name, field(fitting, label, control));
      }
    };
    datalist('board-conditions-' + editor.game, language.conditions.map((c) => [c]));
    kind.addEventListener('change', draw);
    op.addEventListener('change', draw);
    draw();

    const buttons = element('p', { class: 'board-buttons' });
    const cancel = element('button', { type: 'button', class: 'board-cancel', text: words.cancel });
    buttons.append(element('button', { type: 'submit', class: 'board-ability-save', text: words.save }), ' ', cancel);
    if (ability) buttons.append(' ', element('button', { type: 'button', class: 'board-ability-remove', text: words.remove }));
    form.append(buttons);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (editor.stale()) return;
      const target = ability || doc.createElement('ability');
      for (const name of [...target.getAttributeNames()]) target.removeAttribute(name);
      target.setAttribute('kind', kind.value);
      target.setAttribute('op', op.value);
      for (const [name, control] of controls) if (control.value.trim()) target.setAttribute(name, control.value.trim());
      if (!ability) card.append(target);
      editor.reopen = card.getAttribute('id');
      editor.commit();
    });
    cancel.addEventListener('click', () => form.remove());
    const remove = buttons.querySelector('.board-ability-remove');
    if (remove) remove.addEventListener('click', () => {
      if (editor.stale()) return;
      ability.parentNode.removeChild(ability);
      editor.reopen = card.getAttribute('id');
      editor.commit();
    });
    return form;
  }

  // The card's abilities, each with its own form, and a button to add one (to a card saved already).
  function abilitiesOf(editor, card) {
    const { words } = editor;
    const box = element('div', { class: 'board-abilities' }, element('p', { class: 'board-ability-heading', text: words.abilities }));
    if (!card) {
      box.append(element('p', { class: 'board-note', text: words.saveFirst }));
      return box;
    }
    const list = element('ul', { class: 'board-ability-list' });
    for (const ability of childrenNamed(card, 'ability')) {
      const b = element('button', { type: 'button', class: 'board-ability', text: abilitySummary(ability), 'aria-label': fill(words.editAbilityOf, { ability: abilitySummary(ability) }) });
      b.addEventListener('click', () => {
        for (const old of box.querySelectorAll('.board-ability-form')) old.remove();
        box.append(abilityForm(editor, card, ability));
      });
      list.append(element('li', {}, b));
    }
    const add = element('button', { type: 'button', class: 'board-ability-add', text: words.addAbility });
    add.addEventListener('click', () => {
      for (const old of box.querySelectorAll('.board-ability-form')) old.remove();
      box.append(abilityForm(editor, card, null));
      box.querySelector('.board-ability-form select').focus();
    });
    box.append(list, add);
    return box;
  }

  // The scenario's title (the point in dispute, in Japanese): what the file and every report name it by.
  function titleForm(editor) {
    const doc = editor.parsed.doc;
    let title = childrenNamed(doc.documentElement, 'title')[0];
    const input = element('input', { type: 'text', value: title ? title.getAttribute('ja') || '' : '' });
    input.addEventListener('change', () => {
      if (editor.stale()) return;
      if (!title) {
        title = doc.createElement('title');
        doc.documentElement.insertBefore(title, doc.documentElement.firstElementChild);
      }
      title.setAttribute('ja', input.value.trim());
      editor.commit();
    });
    return labelled(editor, editor.words.title, input, 'board-field board-title');
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
        if (editor.stale()) return;
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

    // Whether the text changed since the board was drawn from it (a move tapped meanwhile, an
    // edit of the XML): a change made on the old board would drop it, so the board is read again.
    stale() {
      if (this.source.value === this.text) return false;
      this.render();
      return true;
    }

    // The edited document back into the editor's text (one step for Undo), and run, so the board is
    // drawn at once.
    commit() {
      if (this.source.value !== this.text) return this.render();
      const text = serialize(this.parsed);
      if (text === this.source.value) return this.render();
      this.play.setText(text);  // which draws this editor again from the new text (play.js)
      this.play.run();
    }

    render() {
      const { words } = this;
      this.text = this.source.value;
      this.parsed = parse(this.text);
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
      const parts = [element('h3', { class: 'board-editor-heading', text: words.heading }), titleForm(this), turnForm(this)];
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
      // After an ability was saved: its card's form again, to go on with its abilities.
      if (this.reopen) {
        const chip = this.root.querySelector('.board-card[data-card="' + CSS.escape(this.reopen) + '"]');
        this.reopen = null;
        if (chip) chip.click();
      }
    }

    // One form open at a time, under the player's zones; its first field focused.
    open(section, form) {
      for (const old of this.root.querySelectorAll('.board-card-editor')) old.remove();
      section.append(form);
      const first = form.querySelector('input:not([type=checkbox]), select');
      if (first) first.focus();
      form.scrollIntoView({ block: 'nearest' });
    }
  }

  window.JudgeBoardEditor = BoardEditor;
})();
