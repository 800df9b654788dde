"""The texts of the exercises' errors (drills, aimed drills, the discard trainer (打哪张), the banks, the progress record), in
Chinese and English: each says what is wrong and, in its ``.ok`` entry, what is allowed (spec ``common.md``
§ Errors).  A drill's ``seed`` argument is named in learner words: 发牌编号 / deal number.  Registered at import;
:func:`rs_title` names a ruleset for them."""
from __future__ import annotations

from typing import Any

from ..i18n import Text, plain, register

register({
    # drill() and search_drill()
    "err.ex.kind": ("没有“{kind}”这种练习", "unknown exercise kind '{kind}'"),
    "err.drill.rule_type": ("参数 'rule' 是一个规则编号（文字），不能是 {type}", "'rule' is one rule id (text), not {type}"),
    "err.drill.rule_type.ok": ("一个规则编号，如 'MW-X07'", "a rule id such as 'MW-X07'"),
    "err.drill.kind_type": ("练习的种类要写成文字，不能是 {type}", "the kind of exercise is text, not {type}"),
    "err.drill.near_miss": ("参数 'near_miss' 只能是 True 或 False，不能是 {v}", "'near_miss' is True or False, not {v}"),
    "err.drill.near_miss.ok": ("True 或 False", "True or False"),
    "err.drill.seed": ("发牌编号（参数 'seed'）要是整数，不能是 {type}",
                       "the deal number ('seed') must be a whole number, not {type}"),
    "err.drill.seed.ok": ("整数，如 3", "a whole number such as 3"),
    "err.drill.near_rule": ("near_miss=True 要同时给出差一点不算的那条规则（参数 'rule'）",
                            "near_miss=True needs the rule the hand narrowly misses ('rule')"),
    "err.drill.near_rule.ok": ("一个规则编号，如 'MW-B05'", "a rule id such as 'MW-B05'"),
    "err.drill.want": ("出题没有“{k}”这个要求", "unknown drill request '{k}'"),
    "err.drill.not_scored": ("{rs}还不能计分，所以出不了要计分的“{kind}”练习",
                             "{rs} scoring is not implemented yet, so there is no '{kind}' drill that needs scoring"),
    "err.drill.not_scored.ok": ("暂时只有 'is_win'、'decompositions'、'waits'（只看牌型）",
                                "'is_win', 'decompositions', 'waits' (the shape only) for now"),
    "err.drill.none": ("按这些要求没能发出{rs}的“{kind}”练习：{asked}", "could not deal a {rs} '{kind}' hand with {asked}"),
    "err.drill.none.any": ("没有特别要求", "nothing special"),
    "err.drill.none.ok": ("换一个发牌编号，放宽要求，或加大参数 'max_tries'",
                          "another deal number, a less demanding request, or a larger 'max_tries'"),
    "err.deal_no": ("发牌编号 {n}", "deal number {n}"),
    "err.deal_no.ok": ("换一个发牌编号（参数 'seed'）", "another deal number ('seed')"),
    # aimed drills
    "err.aim.kind": ("没有“{kind}”这种针对规则的练习", "no aimed drill of kind '{kind}'"),
    "err.aim.want": ("“{k}”不能和参数 'rule' 一起用", "'{k}' cannot be combined with 'rule'"),
    "err.aim.want.ok": ("只有 'options'（规则选项）", "only 'options' (the ruleset's options)"),
    "err.aim.rule": ("{rs}没有针对“{rule}”的练习", "no aimed drill for rule '{rule}' in {rs}"),
    "err.aim.rule.ok": ("一条有针对练习的规则", "a rule with aimed drills"),
    "err.aim.kind_rule": ("{rs}没有针对“{rule}”的“{kind}”练习", "no aimed drill of kind '{kind}' for '{rule}' in {rs}"),
    "err.aim.no_near": ("{rule} 没有差一点不算的牌：{why}", "{rule} has no near miss: {why}"),
    "err.aim.no_near.ok": ("一条手牌可能差一点不算的规则", "a rule a hand can narrowly miss"),
    "err.aim.no_near.JZ-M10": ("锦州每一桌都有庄家，庄家的那一份输赢都加倍（庄家胡牌收双倍，别人胡牌庄家付双倍）",
                               "a dealer sits at every Jinzhou table and 庄家 doubles the dealer's share both ways "
                               "(a dealer winner collects double; otherwise the dealer pays double)"),
    "err.aim.none": ("没能发出一手算 {rule} 的牌", "could not deal a hand earning {rule}"),
    "err.aim.none_near": ("没能发出一手差一点不算 {rule} 的牌", "could not deal a near miss of {rule}"),
    # the discard trainer (打哪张)
    "err.discard.aimed": ("打哪张的练习不针对某一条规则", "discard drills are not aimed at a rule id"),
    "err.discard.aimed.ok": ("不带规则的打哪张练习，如 drill(ruleset, 'discard', seed=…)",
                             "a discard drill without a rule, e.g. drill(ruleset, 'discard', seed=…)"),
    "err.discard.want": ("打哪张的练习没有这些参数：“{names}”", "unknown argument for a discard drill: '{names}'"),
    "err.discard.want.ok": ("'seed'（发牌编号）、'min_shanten'、'max_shanten'、'options'",
                            "'seed' (the deal number), 'min_shanten', 'max_shanten', 'options'"),
    "err.discard.none": ("没能发出一手合适的打哪张题", "could not deal a hand for this discard drill"),
    "err.discard.no_bank": ("{rs}没有打哪张的题库", "no discard puzzles for {rs}"),
    "err.discard.no_puzzle": ("{rs}打哪张的题库里没有“{id}”", "no puzzle '{id}' among the {rs} discard puzzles"),
    # the banks and the stored answers
    "err.bank.none": ("{rs}没有题库", "no exercise bank for {rs}"),
    "err.bank.mismatch": ("练习 {id} 写的是{rs2}，却放在{rs}的题库里", "exercise {id} says {rs2} but sits in the {rs} bank"),
    "err.ex.not_win": ("练习的这手牌在{rs}不能胡，所以没有“{kind}”可答", "the exercise's hand is not a win under {rs}, so "
                       "there is no answer to '{kind}'"),
    "err.ex.not_win.ok": ("能胡的手牌（计分项目、总分、谁付多少的练习都要能胡）",
                          "a winning hand for items, total and payments exercises"),
    "err.ex.no_answer": ("练习 {id} 还没有答案：{rs}的计分还没有做好", "exercise {id} has no stored answer yet ({rs} "
                         "scoring is not implemented)"),
    "err.ex.no_answer.ok": ("程序已经能回答的练习", "an exercise whose kind the library can answer"),
    "err.redeal.ex": ("重新发牌要用一道练习，不能是 {type}", "a re-deal needs an exercise, not {type}"),
    "err.redeal.ex.ok": ("一道练习，如 load('mawan', 'mw-14')", "an exercise such as load('mawan', 'mw-14')"),
    # progress.record()
    "err.progress.ids": ("'{where}' 要是一串规则编号，不能是 {type}", "'{where}' must be a list of rule ids, not {type}"),
    "err.progress.ids.ok": ("一串规则编号，如 ['MW-B05']", "a list such as ['MW-B05']"),
    "err.progress.id_type": ("规则编号要写成文字，不能是 {type}", "a rule id must be text, not {type}"),
    "err.progress.id_type.ok": ("文字，如 'MW-B05'", "text such as 'MW-B05'"),
    "err.progress.item": ("记一次作答要给出题目的编号", "recording an answer needs the item's id"),
    "err.progress.item.ok": ("练习、随机练习或打哪张题的编号（文字）", "an exercise, drill or puzzle id (text)"),
    "err.progress.item_long": ("题目的编号太长", "the item id is too long"),
    "err.progress.item_long.ok": ("最多 200 个字符", "at most 200 characters"),
    "err.progress.aided": ("'aided' 不能是 {v}", "'aided' cannot be {v}"),
    "err.progress.aided.ok": ("''、'hint' 或 'full'", "'', 'hint' or 'full'"),
})


def rs_title(name: Any) -> Text:
    """The ruleset ``name`` in words (马湾 / Mawan); an unknown name as it is (at most 40 characters)."""
    from ..terms import ruleset_names
    s = str(name)[:40]
    return ruleset_names().get(s) or plain(s)


def short(x: Any, n: int = 40) -> str:
    """``x`` as text of at most ``n`` characters (an input quoted back)."""
    return str(x)[:n]
