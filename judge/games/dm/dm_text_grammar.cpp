// Duel Masters card text as the judge reads it (docs/card-text.md): the templates of ordinary card
// text, each with the ability-language attributes it produces (docs/games/dm.md, "Abilities"). The
// reader (judge/core/card_text.cpp) tries each step's templates in order, so a longer phrase stands
// before a shorter one it begins with. A template is added here, with a line in the corpus that
// shows it (tests/fixtures/card-text/), and nowhere else.
#include "judge/core/card_text.hpp"
#include "judge/games/dm/dm_rules.hpp"
#include "judge/games/dm/dm_ruleset.hpp"

namespace judge::dm {

namespace {

// その後、 goes on whether or not the sentence before did anything; そうしたら、 only if it did (DM-R-SONOATO).
constexpr TextTemplate kTextConnectives[] = {
    {"その後、", "kind=part"},
    {"そうしたら、", "kind=part link=soshitara"},
    // A mode of 「次の中から1つ選ぶ。」, one a line.
    {"►", "kind=part link=option"},
    {"▶", "kind=part link=option"},
};

constexpr TextTemplate kTextTriggers[] = {
    // 革命N is itself "while you have N shields or fewer": a card that restates it adds no condition.
    {"革命{n}―このクリーチャーが出た時、自分のシールドが{n}つ以下なら、", "kind=triggered trigger=enters revolution={n}"},
    {"革命{n}―このクリーチャーが出た時、", "kind=triggered trigger=enters revolution={n}"},
    {"このクリーチャーをバトルゾーンに出した時、", "kind=triggered trigger=enters"},
    {"このクリーチャーで攻撃する時、", "kind=triggered trigger=attacks"},
    {"このクリーチャーがブロックする時、", "kind=triggered trigger=blocks"},
    {"自分が他のクリーチャーを召喚した時、", "kind=triggered trigger=my-creature-summoned ~names-subject=1"},
    {"このクリーチャーが[相手の]シールドを1つブレイクする前に、", "kind=triggered trigger=before-each-break"},
    {"このクリーチャーがバトルゾーンに出た時、", "kind=triggered trigger=enters"},
    {"このクリーチャーが出た時、", "kind=triggered trigger=enters"},
    {"バトルゾーンに出た時、", "kind=triggered trigger=enters"},
    {"このクリーチャーを召喚した時、", "kind=triggered trigger=summoned"},
    {"このクリーチャーが召喚された時、", "kind=triggered trigger=summoned"},
    {"このクリーチャーが攻撃する時、", "kind=triggered trigger=attacks"},
    {"このクリーチャーがブロックした時、", "kind=triggered trigger=blocks"},
    {"このクリーチャーがバトルする時、", "kind=triggered trigger=battles"},
    {"このクリーチャーがバトルに勝った時、", "kind=triggered trigger=wins-battle"},
    {"このクリーチャーが破壊された時、", "kind=triggered trigger=destroyed"},
    {"このクリーチャーがバトルゾーンを離れた時、", "kind=triggered trigger=leaves"},
    {"相手のクリーチャーが攻撃する時、", "kind=triggered trigger=opponent-attacks ~names-subject=1"},
    {"自分の他のクリーチャーがバトルゾーンに出た時、", "kind=triggered trigger=my-creature-enters ~names-subject=1"},
    {"自分の他のクリーチャーが出た時、", "kind=triggered trigger=my-creature-enters ~names-subject=1"},
    {"他の自分のクリーチャーが[バトルゾーンに]出た時、", "kind=triggered trigger=my-creature-enters ~names-subject=1"},
    {"相手のクリーチャーがバトルゾーンに出た時、", "kind=triggered trigger=opponent-creature-enters ~names-subject=1"},
    {"相手のクリーチャーが出た時、", "kind=triggered trigger=opponent-creature-enters ~names-subject=1"},
    {"自分の他のクリーチャーが破壊された時、", "kind=triggered trigger=my-creature-destroyed ~names-subject=1"},
    {"相手のクリーチャーが破壊された時、", "kind=triggered trigger=opponent-creature-destroyed ~names-subject=1"},
    {"自分の他のクリーチャーを召喚した時、", "kind=triggered trigger=my-creature-summoned ~names-subject=1"},
    {"相手がクリーチャーを召喚した時、", "kind=triggered trigger=opponent-creature-summoned ~names-subject=1"},
    {"自分の他のクリーチャーがバトルゾーンを離れた時、", "kind=triggered trigger=my-creature-leaves ~names-subject=1"},
    {"相手のクリーチャーがバトルゾーンを離れた時、", "kind=triggered trigger=opponent-creature-leaves ~names-subject=1"},
    {"相手が呪文を唱えた時、", "kind=triggered trigger=opponent-casts-spell"},
    {"自分のターンのはじめに、", "kind=triggered trigger=start-of-turn"},
    {"自分のターンの終わりに、", "kind=triggered trigger=end-of-my-turn"},
    {"各ターンの終わりに、", "kind=triggered trigger=end-of-turn"},
    // 置換効果 (docs/games/dm.md, "Kinds"): what happens instead follows, as an operation or an effect on a player.
    // 「墓地に置くかわりに」 replaces the destruction as 「かわりに」 does (DM-A-GRAVEYARD-INSTEAD-NOT-DESTROYED).
    {"このクリーチャーが破壊される時、墓地に置くかわりに[、]", "kind=replacement", cite::kGraveyardInsteadNotDestroyed},
    {"このクリーチャーが破壊される時、かわりに[、]", "kind=replacement"},
    // Another creature of its controller's saved: what happens instead happens to that creature.
    // (「…時、かわりにこのクリーチャーを破壊してもよい」 is this creature's own: a whole static sentence.)
    // This creature given in the other's place (a static of its own when written with no 墓地に置く).
    {"自分の他のクリーチャーが破壊される時、墓地に置くかわりに[、]このクリーチャーを", "kind=replacement scope=other-my-creatures", cite::kGraveyardInsteadNotDestroyed},
    {"自分の他のクリーチャーが破壊される時、墓地に置くかわりに[、]", "kind=replacement scope=other-my-creatures target=subject", cite::kGraveyardInsteadNotDestroyed},
    {"自分の他のクリーチャーが破壊される時、かわりに[、]そのクリーチャーを", "kind=replacement scope=other-my-creatures target=subject"},
    {"このクリーチャーがバトルゾーンを離れる時、かわりに[、]", "kind=replacement event=leaves"},
};

// Before a trigger: 革命N (docs/games/dm.md, "Keyword abilities").
constexpr TextTemplate kTextPrefixes[] = {
    {"革命{n}―", "revolution={n}"},
    {"ファイナル革命―", "label=ファイナル革命"},
};

// 〜なら / 〜あれば: checked when the operation applies (docs/games/dm.md, "Conditions").
constexpr TextTemplate kTextConditions[] = {
    {"自分のマナゾーンにカードが{m}枚以上あれば、", "condition=my-mana-at-least:{m}"},
    {"自分のシールドが1[つ][枚]もなければ、", "condition=my-shields-at-most:0"},
    {"自分のシールドが{m}[つ][枚]以下なら、", "condition=my-shields-at-most:{m}"},
    {"自分のクリーチャーが{m}体以上あれば、", "condition=my-creatures-at-least:{m}"},
    {"相手のクリーチャーが{m}体以上あれば、", "condition=opponent-creatures-at-least:{m}"},
    {"相手のクリーチャーが{m}体以上[いる][ある]なら、", "condition=opponent-creatures-at-least:{m}"},
    {"相手のタップされているクリーチャーが{m}体以上あれば、", "condition=opponent-creatures-at-least:{m} where-tapped=true"},
    {"自分のタップされているクリーチャーが{m}体以上あれば、", "condition=my-creatures-at-least:{m} where-tapped=true"},
    {"自分の{kw}が{m}体以上あれば、", "condition=my-creatures-at-least:{m} where-has-keyword={kw}"},
    {"[バトルゾーンに]自分の{race}が{m}体以上あれば、", "condition=my-creatures-at-least:{m} where-trait={race}", cite::kRaceWordIncludes},
    {"[バトルゾーンに]自分の{race}があれば、", "condition=my-creatures-at-least:1 where-trait={race}", cite::kRaceWordIncludes},
    {"[バトルゾーンに]自分の{civ}のクリーチャーが{m}体以上あれば、", "condition=my-creatures-at-least:{m} where-trait={civ}"},
    {"自分のクリーチャーが{m}体以上いれば、", "condition=my-creatures-at-least:{m}"},
    {"バトルゾーンに自分の他のクリーチャーがいれば、", "condition=my-creatures-at-least:1 where-other=true"},
    {"バトルゾーンに自分の他の{race}がいれば、", "condition=my-creatures-at-least:1 where-trait={race} where-other=true", cite::kRaceWordIncludes},
    {"バトルゾーンに自分の他の{civ}のクリーチャーがあれば、", "condition=my-creatures-at-least:1 where-trait={civ} where-other=true"},
    {"バトルゾーンに自分の他のクリーチャーがあれば、", "condition=my-creatures-at-least:1 where-other=true"},
    {"バトルゾーンに自分の他の{race}があれば、", "condition=my-creatures-at-least:1 where-trait={race} where-other=true", cite::kRaceWordIncludes},
    {"バトルゾーンに自分の他の{race}が{m}体以上あれば、", "condition=my-creatures-at-least:{m} where-trait={race} where-other=true", cite::kRaceWordIncludes},
};

constexpr TextTemplate kTextDurations[] = {
    {"このターン、", "duration=turn"},
    {"次の自分のターンのはじめまで、", "duration=until-next-turn"},
    {"次の自分のターンのはじめまで", "duration=until-next-turn"},
    {"このクリーチャーがバトルゾーンにある間、", "duration=while-source"},
};

// Whole sentences of static abilities the step-by-step reading does not cover.
constexpr TextTemplate kTextStatics[] = {
    {"相手が呪文を唱えるコストは{n}多くなる", "op=modify stat=cost target=opponent-hand card-type=spell amount={n}"},
    {"相手の呪文を唱えるコストは{n}多くなる", "op=modify stat=cost target=opponent-hand card-type=spell amount={n}"},
    {"相手の呪文を唱えるコストを{n}多くする", "op=modify stat=cost target=opponent-hand card-type=spell amount={n}"},
    // The rules' own floor, restated on the card: understood, and no ability of its own.
    {"ただし、コストは0以下にはならない", "~nothing=1"},
    {"ただし、コストは1より少なくならない", "~nothing=1"},
    {"自分の他のクリーチャーが破壊される時、かわりにこのクリーチャーを破壊してもよい", "kind=replacement scope=other-my-creatures op=destroy may=true"},
    {"相手の呪文のコストを{n}多くする", "op=modify stat=cost target=opponent-hand card-type=spell amount={n}"},
    {"相手の呪文のコストは{n}多くなる", "op=modify stat=cost target=opponent-hand card-type=spell amount={n}"},
    {"相手のクリーチャーの[、][「][このクリーチャーが][バトルゾーンに]出た時[」][に発動する][の]能力は[、]トリガーしない", "op=ignore trigger=enters side=opponent"},
    {"相手のクリーチャーは、このクリーチャーを攻撃できない", "op=deny action=be-attacked"},
    {"自分の{civ}の呪文を唱えるコストを{n}少なくする", "op=modify stat=cost target=my-hand trait={civ} card-type=spell amount=-{n}"},
    {"自分の墓地にある呪文1枚につき、このクリーチャーのパワーは+{n}される", "op=modify amount={n} per=my-graveyard-spells"},
    // G・ゼロ: summoned free while its condition holds (DM-A-G-ZERO).
    {"G・ゼロ―バトルゾーンに自分の{race}が{m}体以上あれば、このクリーチャーをコストを支払わずに召喚してもよい", "op=g-zero condition=my-creatures-at-least:{m} where-trait={race}", cite::kRaceWordIncludes},
    {"G・ゼロ―バトルゾーンに自分の{race}があれば、このクリーチャーをコストを支払わずに召喚してもよい", "op=g-zero condition=my-creatures-at-least:1 where-trait={race}", cite::kRaceWordIncludes},
    {"G・ゼロ―バトルゾーンに自分の{civ}のクリーチャーが{m}体以上あれば、このクリーチャーをコストを支払わずに召喚してもよい", "op=g-zero condition=my-creatures-at-least:{m} where-trait={civ}"},
    {"G・ゼロ―バトルゾーンに自分の{civ}のクリーチャーがあれば、このクリーチャーをコストを支払わずに召喚してもよい", "op=g-zero condition=my-creatures-at-least:1 where-trait={civ}"},
    {"自分の{civ}のクリーチャーを召喚するコストを{n}少なくする", "op=modify stat=cost target=my-hand trait={civ} card-type=creature amount=-{n}"},
    {"自分のクリーチャーを召喚するコストを{n}少なくする", "op=modify stat=cost target=my-hand card-type=creature amount=-{n}"},
    {"自分の呪文を唱えるコストを{n}少なくする", "op=modify stat=cost target=my-hand card-type=spell amount=-{n}"},
    {"自分の{race}を召喚するコストを{n}少なくする", "op=modify stat=cost target=my-hand trait={race} card-type=creature amount=-{n}", cite::kRaceWordIncludes},
    {"自分の{race}を召喚するコストは{n}少なくなる", "op=modify stat=cost target=my-hand trait={race} card-type=creature amount=-{n}", cite::kRaceWordIncludes},
    {"このクリーチャーのパワーは、自分の墓地にある呪文1枚につき+{n}される", "op=modify amount={n} per=my-graveyard-spells"},
    {"自分の墓地にある呪文1枚につき、このクリーチャーのパワーを+{n}する", "op=modify amount={n} per=my-graveyard-spells"},
    {"相手のクリーチャーが出た時に発動する能力は、トリガーしない", "op=ignore trigger=enters side=opponent"},
    // 置換効果: 〜かわりに (docs/games/dm.md, "Kinds").
};

// Whole effects on a player rather than on a chosen card.
constexpr TextTemplate kTextPlayerEffects[] = {
    {"カードを{n}枚引いてもよい", "op=draw amount={n} may=true"},
    {"自分の山札からカードを{n}枚引く", "op=draw amount={n}"},
    {"相手のシールドを1[つ][枚]選び、ブレイクする", "op=break-shield amount=1"},
    {"次のうちいずれか{n}つを選ぶ", "op=choose amount={n}"},
    {"次の中から{n}つを選ぶ", "op=choose amount={n}"},
    {"このターン、次に召喚する自分のクリーチャーのコストを{n}少なくする", "op=reduce-next-cost amount={n} card-type=creature"},
    {"相手はパワー{n}以下のクリーチャーをバトルゾーンに出すことができない", "op=deny action=put-creature-power-at-most:{n} target=opponent"},
    {"相手はパワー{n}以下のクリーチャーをバトルゾーンに出せない", "op=deny action=put-creature-power-at-most:{n} target=opponent"},
    {"カードを{n}枚引く", "op=draw amount={n}"},
    {"各プレイヤーはカードを{n}枚引く", "op=draw amount={n} | op=draw amount={n} player=opponent"},
    {"さらにカードを{n}枚引く", "op=draw amount={n}"},
    {"[カードを]もう{n}枚引く", "op=draw amount={n}"},
    {"さらに{n}枚シールド化する", "op=add-shield amount={n}"},
    {"自分の手札を1枚選び、捨ててもよい", "op=discard may=true"},
    {"相手はカードを{n}枚引く", "op=draw amount={n} player=opponent"},
    // The top of a deck put into mana or the shields: [optional] phrases are read when the text has them.
    {"[自分の]山札の上から1枚目を[、][自分の]マナゾーンに置いてもよい", "op=deck-to-mana amount=1 may=true"},
    {"[自分の]山札の上から1枚目を[、][自分の]マナゾーンに置く", "op=deck-to-mana amount=1"},
    {"[自分の]山札の上から{n}枚を[、][自分の]マナゾーンに置いてもよい", "op=deck-to-mana amount={n} may=true"},
    {"[自分の]山札の上から{n}枚を[、][自分の]マナゾーンに置く", "op=deck-to-mana amount={n}"},
    {"相手は[自身の][自分の]山札の上から1枚目を[、]マナゾーンに置く", "op=deck-to-mana amount=1 player=opponent"},
    {"[自分の]山札の一番上のカードを1枚[、][自分の]マナゾーンに置いてもよい", "op=deck-to-mana amount=1 may=true"},
    {"[自分の]山札の一番上のカードを1枚[、][自分の]マナゾーンに置く", "op=deck-to-mana amount=1"},
    {"[自分の]山札の一番上のカードを1枚[、][裏向きのまま][、][新しいシールドとして][シールドとして][自分の][シールドゾーンに][シールドに]加える", "op=add-shield amount=1"},
    {"[自分の]山札の上から1枚目をシールド化してもよい", "op=add-shield amount=1 may=true"},
    {"[自分の]山札の上から1枚目をシールド化する", "op=add-shield amount=1"},
    {"[自分の]山札の上から{n}枚をシールド化する", "op=add-shield amount={n}"},
    {"[自分の]山札の上から1枚目を[、][裏向きのまま][、][新しいシールドとして][自分の][シールドゾーンに][シールドに]加えてもよい", "op=add-shield amount=1 may=true"},
    {"[自分の]山札の上から1枚目を[、][裏向きのまま][、][新しいシールドとして][自分の][シールドゾーンに][シールドに]加える", "op=add-shield amount=1"},
    {"[自分の]山札の上から1枚目を[、][裏向きのまま][、][新しいシールドとして][自分の][シールドゾーンに][シールドに]置く", "op=add-shield amount=1"},
    {"[自分の]山札の上から{n}枚を[、][裏向きのまま][、][新しいシールドとして][自分の][シールドゾーンに][シールドに]加える", "op=add-shield amount={n}"},
    {"自分のクリーチャーを1体と[、]相手のクリーチャーを1体選び、[その2体を]バトルさせる", "op=battle target=choose side=mine with=choose with-side=opponent"},
    {"自分の{civ}のクリーチャーを1体と[、]相手のクリーチャーを1体選び、[その2体を]バトルさせる", "op=battle target=choose side=mine trait={civ} with=choose with-side=opponent"},
    {"自分の{race}を1体と[、]相手のクリーチャーを1体選び、[その2体を]バトルさせる", "op=battle target=choose side=mine trait={race} with=choose with-side=opponent", cite::kRaceWordIncludes},
    {"自分のクリーチャーを1体と[、]相手のタップされているクリーチャーを1体選び、[その2体を]バトルさせる", "op=battle target=choose side=mine with=choose with-side=opponent with-tapped=true"},
    {"自分のシールドを{n}つ増やす", "op=add-shield amount={n}"},
    {"自分のシールドを{n}つ追加する", "op=add-shield amount={n}"},
    {"シールドを{n}つ追加する", "op=add-shield amount={n}"},
    {"相手のシールドを{n}[つ][枚]ブレイクする", "op=break-shield amount={n}"},
    {"相手は[自身の][自分自身の][自分の]手札を1枚[選んで][選び、]捨てる", "op=discard player=opponent"},
    {"自分の手札を1枚選び、捨てる", "op=discard"},
    {"自分の手札を1枚捨ててもよい", "op=discard may=true"},
    {"自分の手札を1枚捨てる", "op=discard"},
    {"手札を1枚捨ててもよい", "op=discard may=true"},
    {"手札を1枚捨てる", "op=discard"},
    {"次の中から{n}つ選ぶ", "op=choose amount={n}"},
    {"メクレイド{n}する", "op=mekuraid amount={n}"},
    {"{race}・メクレイド{n}する", "op=mekuraid amount={n} race={race}", cite::kRaceWordIncludes},
    {"相手のシールドを1[つ][枚]選び、[持ち主の]墓地に置く", "op=shield-to-graveyard player=opponent"},
    {"相手は[自身の][自分の]シールドを1つ選び、墓地に置く", "op=shield-to-graveyard player=opponent chooser=opponent"},
    {"自分のシールドを1つ[選んで][選び、]墓地に置いてもよい", "op=shield-to-graveyard may=true"},
    {"自分のシールドを1つ[選んで][選び、]墓地に置く", "op=shield-to-graveyard"},
    {"このターン、次に自分が召喚するクリーチャーのコストを{n}少なくする", "op=reduce-next-cost amount={n} card-type=creature"},
    {"このターン、次に自分がクリーチャーを召喚する時、そのコストを{n}少なくする", "op=reduce-next-cost amount={n} card-type=creature"},
    {"このターン、次に自分が唱える呪文のコストを{n}少なくする", "op=reduce-next-cost amount={n} card-type=spell"},
};

// A card the ability names itself: its own card, or the one that set it off.
constexpr TextTemplate kTextSubjects[] = {
    {"このクリーチャー", ""},
    // (only after a trigger that another creature sets off: ~names-subject)
    {"そのクリーチャー", "target=subject ~trigger-only=1"},
    {"[その]攻撃しているクリーチャー", "target=attacker"},
    {"[その]攻撃中の[相手の]クリーチャー", "target=attacker"},
};
constexpr TextTemplate kTextSubjectLinks[] = {
    {"を[、]", ""},
    {"に", ""},
    {"の", ""},
    {"は、", "~predicate=1"},
    {"は", "~predicate=1"},
};

constexpr TextTemplate kTextSides[] = {
    {"相手の", "side=opponent"},
    {"自分の", "side=mine"},
};

// The card filters of docs/games/dm.md, "Targets", and the zone a card is chosen from.
constexpr TextTemplate kTextFilters[] = {
    {"パワー{n}以下の", "max-power={n}"},
    {"パワー{n}以上の", "min-power={n}"},
    {"コスト{n}以下の", "max-cost={n}"},
    {"コスト{n}以上の", "min-cost={n}"},
    {"アンタップされている", "tapped=false"},
    {"タップされていない", "tapped=false"},
    {"アンタップしている", "tapped=false"},
    {"タップされている", "tapped=true"},
    {"他の", "other=true"},
    {"すべての", "~each=1"},
    {"このクリーチャー以外の", "other=true"},
    {"そのクリーチャー以外の", "except=subject"},
    {"バトルゾーンにある", ""},
    // A zone with no owner named (手札から…) is the player's own (~own-zone: side=mine unless a side is said).
    {"マナゾーンにある", "zone=mana ~own-zone=1"},
    {"マナゾーンから", "zone=mana ~own-zone=1"},
    {"マナゾーンの", "zone=mana ~own-zone=1"},
    {"墓地にある", "zone=graveyard ~own-zone=1"},
    {"墓地から、", "zone=graveyard ~own-zone=1"},
    {"墓地から", "zone=graveyard ~own-zone=1"},
    {"墓地の", "zone=graveyard ~own-zone=1"},
    {"手札にある", "zone=hand ~own-zone=1"},
    {"手札から", "zone=hand ~own-zone=1"},
    {"{civ}の", "trait={civ}"},
    // Said before what is cast: the operation that follows (唱える) is free.
    {"コストを支払わずに[、]", "free=true"},
    {"「{kw}」を持つ", "has-keyword={kw}"},
    {"{kw}を持つ", "has-keyword={kw}"},
    {"{kw}付きの", "has-keyword={kw}"},
};

// 体 counts creatures (the default unit); a カード may be any card (DM-R-TAI-VS-MAI). A race names
// the creatures of every race with its word among the words of its name (ドラゴン: アーマード・ドラゴン
// too), as dm's trait filter reads it (DM-A-RACE-WORD-INCLUDES).
constexpr TextTemplate kTextNouns[] = {
    {"クリーチャー", ""},
    {"カード", "unit=枚"},
    {"呪文", "unit=枚 card-type=spell"},
    {"シールド", "zone=shield unit=枚"},
    {"手札", "zone=hand unit=枚 ~own-zone=1"},
    {"進化クリーチャー", "has-keyword=進化"},
    {"タマシード", "card-type=tamaseed unit=枚"},
    // A keyword as a noun names the creatures that have it (相手のブロッカー), before any race.
    {"{kw}", "has-keyword={kw}"},
    {"{race}", "trait={race}", cite::kRaceWordIncludes},
};

// 「〜を1体選び、」 chooses; 「〜を1体破壊する」 and 「〜を1体、手札に戻す」, which give only the count, are read
// as choosing too (DM-A-COUNTED-TARGET-CHOOSES), each with that entry cited beside its sentence.
constexpr TextTemplate kTextChoosers[] = {
    {"を1体選ぶ", "target=choose ~hold=1"},
    {"を1体選び、", "target=choose"},
    {"を1枚選び、", "target=choose"},
    {"を1つ選び、", "target=choose"},
    {"をすべて、", "~each=1"},
    {"をすべて", "~each=1"},
    {"すべてを", "~each=1"},
    {"すべての", "~each=1"},
    {"すべてに[、]", "~each=1"},
    {"はすべて、", "~each=1 ~predicate=1"},
    {"はすべて", "~each=1 ~predicate=1"},
    {"を2体選び、", "target=choose ~two=1"},
    // A static ability's "自分の火のクリーチャーは…" and "…のパワーは…": every creature it names.
    // (In a spell or a triggered ability, the creatures there when it resolves: DM-R-CONTINUOUS-SNAPSHOT.)
    {"は、", "~each=1 ~predicate=1 ~static-only=1"},
    {"は", "~each=1 ~predicate=1 ~static-only=1"},
    {"の", "~each=1 ~static-only=1"},
    {"をもう1体選び、", "target=choose"},
    {"を1体、", "target=choose", cite::kCountedTargetChooses},
    {"を1枚、", "target=choose", cite::kCountedTargetChooses},
    {"を1体", "target=choose", cite::kCountedTargetChooses},
    {"を1枚", "target=choose", cite::kCountedTargetChooses},
    {"を1つ", "target=choose", cite::kCountedTargetChooses},
    {"1体を", "target=choose", cite::kCountedTargetChooses},
    {"1体は", "target=choose ~predicate=1", cite::kCountedTargetChooses},
    {"1体の", "target=choose", cite::kCountedTargetChooses},
    {"1体に", "target=choose", cite::kCountedTargetChooses},
};

// The card just chosen, named again before what happens to it.
constexpr TextTemplate kTextReferences[] = {
    {"そのクリーチャーを", ""},
    {"そのクリーチャーに", ""},
    {"そのクリーチャーの", ""},
    {"そのクリーチャーは", "~predicate=1"},
    {"そのカードを", ""},
};

// What happens to the chosen card (or the card itself); 〜してもよい lets its player decline.
constexpr TextTemplate kTextOperations[] = {
    {"破壊してもよい", "op=destroy may=true"},
    {"破壊する", "op=destroy"},
    {"持ち主の手札に戻してもよい", "op=to-hand may=true"},
    {"持ち主の手札に戻す", "op=to-hand"},
    {"手札に戻してもよい", "op=to-hand may=true"},
    {"手札に戻す", "op=to-hand"},
    {"[持ち主の]手札に加えてもよい", "op=to-hand may=true"},
    {"[持ち主の]手札に加える", "op=to-hand"},
    {"持ち主のマナゾーンに置いてもよい", "op=to-mana may=true"},
    {"持ち主のマナゾーンに置く", "op=to-mana"},
    {"マナゾーンに置いてもよい", "op=to-mana may=true"},
    {"マナゾーンに置く", "op=to-mana"},
    // Into 自分の mana: the same as its owner's only for a card of one's own (~own).
    {"自分のマナゾーンに置いてもよい", "op=to-mana may=true ~own=1"},
    {"自分のマナゾーンに置く", "op=to-mana ~own=1"},
    {"持ち主の墓地に置いてもよい", "op=to-graveyard may=true"},
    {"持ち主の墓地に置く", "op=to-graveyard"},
    {"墓地に置いてもよい", "op=to-graveyard may=true"},
    {"墓地に置く", "op=to-graveyard"},
    {"持ち主の山札の一番下に置く", "op=to-deck-bottom"},
    {"持ち主の山札の下に置く", "op=to-deck-bottom"},
    {"山札の一番下に置く", "op=to-deck-bottom"},
    {"山札の下に置く", "op=to-deck-bottom"},
    {"タップしてもよい", "op=tap may=true"},
    {"タップする", "op=tap"},
    {"アンタップしてもよい", "op=untap may=true"},
    {"アンタップする", "op=untap"},
    {"バトルゾーンに出してもよい", "op=put-into-battle may=true"},
    {"バトルゾーンに出す", "op=put-into-battle"},
    {"コストを支払わずに召喚してもよい", "op=use free=true may=true"},
    {"コストを支払わずに召喚する", "op=use free=true"},
    {"コストを支払わずに唱えてもよい", "op=use free=true may=true"},
    {"自分の手札からコストを支払わずに召喚してもよい", "op=use free=true may=true zone=hand side=mine"},
    {"自分の手札からコストを支払わずに唱えてもよい", "op=use free=true may=true zone=hand side=mine"},
    {"自分の墓地からコストを支払わずに唱えてもよい", "op=use free=true may=true zone=graveyard side=mine"},
    {"自分の手札からバトルゾーンに出してもよい", "op=put-into-battle may=true zone=hand side=mine"},
    {"自分の手札からバトルゾーンに出す", "op=put-into-battle zone=hand side=mine"},
    {"自分の墓地からバトルゾーンに出してもよい", "op=put-into-battle may=true zone=graveyard side=mine"},
    {"自分の墓地からバトルゾーンに出す", "op=put-into-battle zone=graveyard side=mine"},
    {"コストを支払わずに唱える", "op=use free=true"},
    {"唱えてもよい", "op=use may=true"},
    {"その2体をバトルさせる", "op=battle with=choose ~between=1"},
    {"このクリーチャーとバトルさせてもよい", "op=battle ~with-chosen=1 may=true"},
    {"このクリーチャーとバトルさせる", "op=battle ~with-chosen=1"},
    {"そのパワーを+{n}する", "op=modify amount={n}"},
    {"そのパワーを-{n}する", "op=modify amount=-{n}"},
    {"そのパワーを自分の墓地にある呪文1枚につき+{n}する", "op=modify amount={n} per=my-graveyard-spells"},
    {"パワー[を]+{n}する", "op=modify amount={n}"},
    {"パワー[を]-{n}する", "op=modify amount=-{n}"},
    {"[「]{kw}[」]を与える", "op=grant keyword={kw}"},
    {"パワー+{n}を与える", "op=modify amount={n}"},
    // Two effects on one card: the second is written as a part of the same effect (docs/card-text.md).
    {"「{kw}」と「{kw2}」を与える", "op=grant keyword={kw} | op=grant keyword={kw2}"},
    {"[その]パワーを+{n}し、[「]{kw}[」]を与える", "op=modify amount={n} | op=grant keyword={kw}"},
    {"パワーを+{n}し、[「]{kw}[」]を得る", "op=modify amount={n} | op=grant keyword={kw}"},
};

// After は: what a card can or cannot do, what it gains or loses, its power.
constexpr TextTemplate kTextPredicates[] = {
    {"相手プレイヤーを攻撃することができない", "op=deny action=attack-player"},
    {"攻撃することができない", "op=deny action=attack"},
    {"ブロックすることができない", "op=deny action=block"},
    {"相手プレイヤーを攻撃できない", "op=deny action=attack-player"},
    {"プレイヤーを攻撃できない", "op=deny action=attack-player"},
    {"相手のクリーチャーを攻撃できない", "op=deny action=attack-creature"},
    {"クリーチャーを攻撃できない", "op=deny action=attack-creature"},
    {"攻撃できない", "op=deny action=attack"},
    {"ブロックできない", "op=deny action=block"},
    {"ブロックされない", "op=deny action=be-blocked"},
    {"攻撃されない", "op=deny action=be-attacked"},
    {"相手に選ばれない", "op=deny action=be-chosen-by-opponent"},
    {"相手の呪文やクリーチャーの能力によって選ばれない", "op=deny action=be-chosen-by-opponent"},
    {"可能であれば毎ターン攻撃する", "op=allow action=must-attack"},
    {"可能であればこのクリーチャーを攻撃する", "op=allow action=must-attack-this"},
    {"攻撃もブロックもできない", "op=deny action=attack | op=deny action=block"},
    {"パワー[は][を][が][、]+{n}され、[「]{kw}[」]を得る", "op=modify amount={n} | op=grant keyword={kw}"},
    {"[「]{kw}[」]を得る", "op=grant keyword={kw}"},
    {"「{kw}」を失う", "op=lose keyword={kw}"},
    {"パワー+{n}される", "op=modify amount={n}"},
    {"パワー-{n}される", "op=modify amount=-{n}"},
    {"パワーが+{n}される", "op=modify amount={n}"},
    {"パワーが-{n}される", "op=modify amount=-{n}"},
    {"パワーは+{n}される", "op=modify amount={n}"},
    {"パワーは-{n}される", "op=modify amount=-{n}"},
};

// A static ability names whose creatures it changes by a target word of its own (docs/games/dm.md,
// "Targets"), from the side its words name.
constexpr TextTemplate kTextStaticTargets[] = {
    {"mine", "my-creatures"},
    {"opponent", "opponent-creatures"},
    {"", "all-creatures"},
};

// A keyword with words of its own, a line of its own (docs/games/dm.md, "Keyword abilities"): the
// keyword, and the keyword ability its words make. 進化 has no words the language keeps: only the plain
// "on one of your creatures" is read.
constexpr TextTemplate kTextKeywordLines[] = {
    {"進化―自分のクリーチャー1体の上に[置く][重ねる][。]", "~keyword=進化"},
    // A base of one civilization: said only for a creature that invades (its `onto`).
    {"進化―自分の{civ}のクリーチャー1体の上に[置く][重ねる][。]", "~keyword=進化 ~onto={civ} ~onto-for=invade"},
    {"進化―自分の{race}1体の上に[置く][重ねる][。]", "~keyword=進化 ~onto={race} ~onto-for=invade", cite::kRaceWordIncludes},
    {"侵略―{civ}のクリーチャー", "~keyword=侵略 kind=keyword op=invade creature={civ}"},
    {"侵略―{race}", "~keyword=侵略 kind=keyword op=invade creature={race}", cite::kRaceWordIncludes},
    {"革命チェンジ―{civ}のクリーチャー", "~keyword=革命チェンジ kind=keyword op=revolution-change creature={civ}"},
    {"革命チェンジ―{race}", "~keyword=革命チェンジ kind=keyword op=revolution-change creature={race}", cite::kRaceWordIncludes},
    {"パワーアタッカー+{n}", "~keyword=パワーアタッカー ~value=power-attacker:{n}"},
    {"ニンジャ・ストライク{n}", "~keyword=ニンジャ・ストライク kind=keyword op=ninja-strike mana={n}"},
    // 革命N―S・トリガー: the keyword only while its controller has N shields or fewer.
    {"革命{n}―{kw}", "kind=static op=grant keyword={kw} revolution={n}"},
    // ジャストダイバー: its reminder is its ability (docs/games/dm.md, "Keyword abilities": labels).
    {"ジャストダイバー", "kind=triggered trigger=enters label=ジャストダイバー op=deny action=be-chosen-by-opponent duration=until-next-turn | "
                       "kind=part link=and op=deny action=be-attacked duration=until-next-turn"},
};

// A run of katakana in the place of クリーチャー is a race unless it is one of these: the game's card
// types and kinds of element (タマシード, クロスギア: not races, and counted in 枚), the words the grammar
// reads as themselves, and ability labels. A keyword after a race (ドラゴン・メクレイド8) ends it.
constexpr std::string_view kTextNotRaces[] = {
    "クリーチャー", "カード", "シールド", "マナゾーン", "バトルゾーン", "ターン", "プレイヤー", "パワー", "コスト", "タップ", "アンタップ", "ブロック",
    "タマシード", "サイキック", "ドラグハート", "エグザイル", "エレメント", "オーラ", "フィールド", "ツインパクト", "クロスギア", "ウエポン", "フォートレス", "セル",
    "キャッスル", "ルール・プラス", "ジャストダイバー",
};
constexpr std::string_view kTextAfterRace[] = {"・メクレイド", "・クリーチャー"};
constexpr std::string_view kTextReminderActions[] = {"メクレイド"};

constexpr CardTextGrammar kTextGrammar{
    kTextConnectives, kTextPrefixes, kTextTriggers, kTextConditions, kTextDurations, kTextStatics, kTextPlayerEffects, kTextSubjects, kTextSubjectLinks, kTextSides, kTextFilters, kTextNouns,
    kTextChoosers, kTextReferences, kTextOperations, kTextPredicates, kTextStaticTargets, "spell", "spell", "static", "part", kTextKeywordLines, kTextNotRaces, kTextAfterRace,
    kTextReminderActions, "soshitara",
};

}  // namespace

const CardTextGrammar* DuelMasters::card_text_grammar() const { return &kTextGrammar; }

}  // namespace judge::dm
