// Where the corpus loader hands each entry as soon as it has read it: `judge db build` writes and
// checks entries file by file instead of holding the whole corpus (docs/database.md, "The build").
#pragma once

#include <initializer_list>
#include <vector>

#include "rulesdb/corpus.hpp"

namespace rulesdb {

// Receives the content in reading order: each game before the entries of its folder, the entries
// of one file before those of the next, a rule before the rules nested in it.
class CorpusSink {
public:
    virtual ~CorpusSink() = default;
    virtual void game(const Game& game) = 0;
    virtual void rule(const Rule& rule) = 0;
    virtual void ruling(const Ruling& ruling) = 0;
    virtual void assumption(const Assumption& assumption) = 0;
    virtual void term(const Term& term) = 0;
    virtual void scenario_link(const ScenarioLink& link) = 0;
    virtual void card(const Card& card) = 0;
    virtual void card_use(const CardUse& use) = 0;  // after the card it names
};

// Keeps everything it is handed: the whole corpus in memory (load_corpus, tests, small corpora).
class CorpusCollector final : public CorpusSink {
public:
    explicit CorpusCollector(Corpus& corpus) : corpus_(corpus) {}
    void game(const Game& game) override { corpus_.games.push_back(game); }
    void rule(const Rule& rule) override { corpus_.rules.push_back(rule); }
    void ruling(const Ruling& ruling) override { corpus_.rulings.push_back(ruling); }
    void assumption(const Assumption& assumption) override { corpus_.assumptions.push_back(assumption); }
    void term(const Term& term) override { corpus_.terms.push_back(term); }
    void scenario_link(const ScenarioLink& link) override { corpus_.scenario_links.push_back(link); }
    void card(const Card& card) override { corpus_.cards.push_back(card); }
    void card_use(const CardUse& use) override { corpus_.card_uses.push_back(use); }

private:
    Corpus& corpus_;
};

// Hands everything to several sinks in turn (the build: the database writer and the link checks).
class CorpusTee final : public CorpusSink {
public:
    CorpusTee(std::initializer_list<CorpusSink*> sinks) : sinks_(sinks) {}
    void game(const Game& game) override { for (auto* s : sinks_) s->game(game); }
    void rule(const Rule& rule) override { for (auto* s : sinks_) s->rule(rule); }
    void ruling(const Ruling& ruling) override { for (auto* s : sinks_) s->ruling(ruling); }
    void assumption(const Assumption& assumption) override { for (auto* s : sinks_) s->assumption(assumption); }
    void term(const Term& term) override { for (auto* s : sinks_) s->term(term); }
    void scenario_link(const ScenarioLink& link) override { for (auto* s : sinks_) s->scenario_link(link); }
    void card(const Card& card) override { for (auto* s : sinks_) s->card(card); }
    void card_use(const CardUse& use) override { for (auto* s : sinks_) s->card_use(use); }

private:
    std::vector<CorpusSink*> sinks_;
};

// Hands a whole corpus to `sink` in the order the loader would have read it: games, then each
// kind's entries (the relative order within a kind is all a sink may rely on), then the links.
void replay_corpus(const Corpus& corpus, CorpusSink& sink);

}  // namespace rulesdb
