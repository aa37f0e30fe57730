-- Schema of the judge rules database. Explained in docs/database.md.
-- The version below must match kSchemaVersion in rulesdb/database.hpp.
PRAGMA user_version = 11;

-- Which judge built the database ("judge 0.5.0, commit 1a2b3c4d5e6f"): `judge show` and the exported
-- site report it.
CREATE TABLE build_info (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE games (
  id      TEXT PRIMARY KEY,
  name_ja TEXT NOT NULL,
  name_en TEXT NOT NULL
);

CREATE TABLE documents (
  game  TEXT NOT NULL REFERENCES games(id),
  id    TEXT NOT NULL,
  title TEXT NOT NULL,
  path  TEXT NOT NULL,
  url   TEXT NOT NULL DEFAULT '',  -- where a reader can check it; '' when none is known
  PRIMARY KEY (game, id)
);

-- Every ID of every kind, so that IDs are unique across kinds and games. `num` is the entry's row
-- in the search index; `title` is the title as shown and searched ("日本語 English"), `title_key_ja`
-- and `title_key_en` the folded keys of the Japanese and English titles (empty for glossary terms),
-- indexed, so that a query that is exactly an entry's name finds that entry at once to rank it first.
-- A card named as a glossary term of its game (iw's filler card バリア) has no title keys: the word
-- asks about the term, and the card is found by its name with `show` or `--kind card`.
CREATE TABLE entries (
  num          INTEGER PRIMARY KEY,
  id           TEXT NOT NULL UNIQUE,
  kind         TEXT NOT NULL CHECK (kind IN ('rule', 'ruling', 'assumption', 'term', 'card')),
  game         TEXT NOT NULL REFERENCES games(id),
  source_file  TEXT NOT NULL,
  source_line  INTEGER NOT NULL,
  title        TEXT NOT NULL,
  title_key_ja TEXT NOT NULL,
  title_key_en TEXT NOT NULL
);
CREATE INDEX entries_title_key_ja ON entries(title_key_ja);
CREATE INDEX entries_title_key_en ON entries(title_key_en);

CREATE TABLE rules (
  id             TEXT PRIMARY KEY REFERENCES entries(id),
  game           TEXT NOT NULL REFERENCES games(id),
  parent_id      TEXT REFERENCES rules(id),
  ord            INTEGER NOT NULL,
  title_ja       TEXT NOT NULL,
  title_en       TEXT NOT NULL,
  text           TEXT NOT NULL,
  text_en        TEXT NOT NULL,
  source_doc     TEXT NOT NULL,
  source_heading TEXT NOT NULL,
  imported_from  TEXT            -- file given to `judge db import-text`, NULL for bundled rules
);
CREATE INDEX rules_parent ON rules(parent_id, ord);

-- Documents added by `judge db import-text`, Q&A tables added by `judge db import-qa` and card lists
-- added by `judge db import-cards`, so that `judge db build` carries them over: the source
-- path (as rules.imported_from names it), the game, the encoding it was read in (an iconv name), and
-- the text as imported, in UTF-8, which a rebuild uses when the source file is gone. An official
-- document imported under an ID (`--doc`) can be cited by its section numbers (official_sections);
-- it has a title, a version and the date it took effect ('' when not given).
CREATE TABLE imports (
  source    TEXT PRIMARY KEY,
  game      TEXT NOT NULL REFERENCES games(id),
  encoding  TEXT NOT NULL,
  text      TEXT NOT NULL,
  kind      TEXT NOT NULL DEFAULT 'text' CHECK (kind IN ('text', 'cards', 'qa')),  -- import-text, import-cards or import-qa
  doc       TEXT NOT NULL DEFAULT '',  -- the document's ID (dm-cr), '' for a document that cannot be cited
  title     TEXT NOT NULL DEFAULT '',
  version   TEXT NOT NULL DEFAULT '',
  effective TEXT NOT NULL DEFAULT ''   -- YYYY-MM-DD
);

-- Each numbered section of an official document and each item of an official Q&A, by its own number
-- as the document writes it ("506.2", "第1章", Q&A "123"), and the entry it was imported as.
CREATE TABLE official_sections (
  game     TEXT NOT NULL REFERENCES games(id),
  doc      TEXT NOT NULL,
  section  TEXT NOT NULL,
  entry_id TEXT NOT NULL REFERENCES entries(id)
);
CREATE INDEX official_sections_number ON official_sections(game, doc, section);
CREATE INDEX official_sections_entry ON official_sections(entry_id);

-- An entry of rulesdb/data that cites an official document's section (<official doc= section=>),
-- in the order written. Resolved through official_sections when shown: a newer version of the
-- document that lacks the section leaves the citation standing, and `db build` refuses it.
CREATE TABLE official_citations (
  entry_id TEXT NOT NULL REFERENCES entries(id),
  game     TEXT NOT NULL REFERENCES games(id),
  doc      TEXT NOT NULL,
  section  TEXT NOT NULL,
  ord      INTEGER NOT NULL,
  PRIMARY KEY (entry_id, doc, section)
);
CREATE INDEX official_citations_section ON official_citations(game, doc, section);

CREATE TABLE rulings (
  id             TEXT PRIMARY KEY REFERENCES entries(id),
  game           TEXT NOT NULL REFERENCES games(id),
  title_ja       TEXT NOT NULL,
  title_en       TEXT NOT NULL,
  question       TEXT NOT NULL,
  answer         TEXT NOT NULL,
  tags           TEXT NOT NULL,  -- comma-separated
  status         TEXT NOT NULL CHECK (status IN ('active', 'superseded')),
  supersedes     TEXT REFERENCES rulings(id),
  superseded_by  TEXT REFERENCES rulings(id),
  source_doc     TEXT NOT NULL,
  source_heading TEXT NOT NULL,
  date           TEXT NOT NULL,  -- YYYY-MM-DD
  imported_from  TEXT,           -- the Q&A table given to `judge db import-qa`, NULL for a bundled ruling
  url            TEXT NOT NULL DEFAULT '',  -- an official Q&A item's own address
  cards_named    TEXT NOT NULL DEFAULT ''   -- the cards an official Q&A item names, as it names them ("A／B")
);

CREATE TABLE assumptions (
  id         TEXT PRIMARY KEY REFERENCES entries(id),
  game       TEXT NOT NULL REFERENCES games(id),
  title_ja   TEXT NOT NULL,
  title_en   TEXT NOT NULL,
  text       TEXT NOT NULL,
  why        TEXT NOT NULL,
  source_doc TEXT NOT NULL
);

-- A ruling rests on rules and assumptions.
CREATE TABLE citations (
  ruling_id TEXT NOT NULL REFERENCES rulings(id),
  cited_id  TEXT NOT NULL REFERENCES entries(id),
  ord       INTEGER NOT NULL,
  PRIMARY KEY (ruling_id, cited_id)
);
CREATE INDEX citations_cited ON citations(cited_id);

-- A ruling, or an assumption, is demonstrated by scenario files (path relative to scenarios/).
CREATE TABLE ruling_scenarios (
  ruling_id     TEXT NOT NULL REFERENCES entries(id),
  scenario_path TEXT NOT NULL,
  scenario_id   TEXT NOT NULL,
  PRIMARY KEY (ruling_id, scenario_path)
);

CREATE TABLE terms (
  id      TEXT PRIMARY KEY REFERENCES entries(id),
  game    TEXT NOT NULL REFERENCES games(id),
  ja      TEXT NOT NULL,
  reading TEXT NOT NULL,
  en      TEXT NOT NULL,
  note    TEXT NOT NULL,
  aliases TEXT NOT NULL  -- the aliases in file order, space-separated, as search indexes them
);

-- Every name a term answers to (its Japanese and English names included), with the folded
-- key that search matches typed words against.
CREATE TABLE term_names (
  term_id   TEXT NOT NULL REFERENCES terms(id),
  name      TEXT NOT NULL,
  key       TEXT NOT NULL,
  elsewhere INTEGER NOT NULL DEFAULT 0,  -- 1: what other card games call it (<known-as>), not the game's own name
  PRIMARY KEY (term_id, name)
);
CREATE INDEX term_names_key ON term_names(key);

CREATE TABLE term_links (
  term_id    TEXT NOT NULL REFERENCES terms(id),
  related_id TEXT NOT NULL REFERENCES terms(id),
  PRIMARY KEY (term_id, related_id)
);

-- A game's cards (docs/database.md, "Cards"): the bundled card libraries (scenarios/<game>/cards.xml)
-- and the card lists imported by `judge db import-cards`. `vals` holds its printed values and its
-- other game words as written, "power=2000 cost=2" in the order written; `abilities` its <ability>
-- elements as written, '' for none (a lookup entry the engine cannot play).
CREATE TABLE cards (
  id            TEXT PRIMARY KEY REFERENCES entries(id),
  game          TEXT NOT NULL REFERENCES games(id),
  name          TEXT NOT NULL,
  reading       TEXT NOT NULL,
  reading_key   TEXT NOT NULL,  -- the reading folded as search folds it (show finds a card by it)
  name_key      TEXT NOT NULL,  -- the name folded so (show finds a card by it)
  name_en       TEXT NOT NULL,
  type          TEXT NOT NULL,
  traits        TEXT NOT NULL,  -- space-separated, as written
  keywords      TEXT NOT NULL,  -- space-separated, as written
  vals          TEXT NOT NULL,
  text          TEXT NOT NULL,
  text_en       TEXT NOT NULL,
  abilities     TEXT NOT NULL,
  source_doc    TEXT NOT NULL,
  imported_from TEXT,           -- the card list given to `judge db import-cards`, NULL for a bundled card
  unplayed      TEXT NOT NULL DEFAULT ''  -- an imported card's sentences its compiled text does not play, one a line
);
CREATE UNIQUE INDEX cards_name ON cards(game, name);
CREATE INDEX cards_reading ON cards(reading_key);
CREATE INDEX cards_name_key ON cards(name_key);

-- The cards a ruling or an assumption is about, in the order it names them.
CREATE TABLE card_mentions (
  entry_id TEXT NOT NULL REFERENCES entries(id),
  card_id  TEXT NOT NULL REFERENCES cards(id),
  ord      INTEGER NOT NULL,
  PRIMARY KEY (entry_id, card_id)
);
CREATE INDEX card_mentions_card ON card_mentions(card_id);

-- The scenario files that use a library card (by its name), path relative to scenarios/.
CREATE TABLE card_scenarios (
  card_id       TEXT NOT NULL REFERENCES cards(id),
  scenario_path TEXT NOT NULL,
  scenario_id   TEXT NOT NULL,
  PRIMARY KEY (card_id, scenario_path)
);

-- The text search indexes for each entry, made from the stored columns so that it is not kept
-- twice: a ruling's question, answer and tags (and an official Q&A item's cards and number); a rule's Japanese and English text (and, for an
-- imported rule, the document's own heading with its numbering); an assumption's text and why;
-- a term's reading, aliases and note; a card's reading, English name, text, types, traits and
-- keywords. `title_keys` is both title keys as '|key|key|' (the exported
-- site's exact-title lists).
CREATE VIEW search_source(num, id, kind, game, title, body, title_keys) AS
  SELECT e.num, e.id, e.kind, e.game, e.title,
         CASE e.kind
           WHEN 'ruling' THEN j.question || char(10) || j.answer || char(10) || replace(j.tags, ',', ' ')
                              || CASE WHEN j.imported_from IS NULL THEN '' ELSE char(10) || j.cards_named || char(10) || j.source_heading || ' ' || substr(j.source_heading, 2) END
           WHEN 'rule' THEN r.text || char(10) || r.text_en
                            || CASE WHEN r.imported_from IS NULL THEN '' ELSE char(10) || r.source_heading END
           WHEN 'assumption' THEN a.text || char(10) || a.why
           WHEN 'card' THEN c.reading || char(10) || c.text || char(10) || c.text_en || char(10) || c.traits
                            || char(10) || c.keywords
           ELSE t.reading || char(10) || t.aliases || char(10) || t.note
         END,
         CASE WHEN e.title_key_ja = '' AND e.title_key_en = '' THEN ''
              ELSE CASE WHEN e.title_key_ja = '' THEN '' ELSE '|' || e.title_key_ja END
                   || CASE WHEN e.title_key_en = '' THEN '' ELSE '|' || e.title_key_en END || '|'
         END
  FROM entries e
  LEFT JOIN rulings j ON e.kind = 'ruling' AND j.id = e.id
  LEFT JOIN rules r ON e.kind = 'rule' AND r.id = e.id
  LEFT JOIN assumptions a ON e.kind = 'assumption' AND a.id = e.id
  LEFT JOIN terms t ON e.kind = 'term' AND t.id = e.id
  LEFT JOIN cards c ON e.kind = 'card' AND c.id = e.id;

-- Full-text index over every entry's title and text, its rowid the entry's num. External content:
-- the index keeps no copy of the text, which it reads from search_source when it needs it (snippets).
-- Needs the `judge` tokenizer (rulesdb/fts_tokenizer.cpp), so it can be queried only through the
-- judge binary, not the plain sqlite3 shell.
CREATE VIRTUAL TABLE search USING fts5(
  title, body, content = 'search_source', content_rowid = 'num', tokenize = 'judge'
);

-- What search ranks every entry with besides its matches, packed so that one read loads it for all
-- entries (rulesdb/search_ranks.hpp): the entries numbered block × 4096 to block × 4096 + 4095, five
-- bytes each: the entry's token count in the index (title and text, as FTS5 counts them), four bytes
-- little-endian, then its kind (0 rule, 1 ruling, 2 assumption, 3 term, 4 card) + 8 × its game's code (1 + the
-- game's place among the games in ID order); five zero bytes for a number with no entry.
CREATE TABLE search_ranks (
  block INTEGER PRIMARY KEY,
  data  BLOB NOT NULL
);
