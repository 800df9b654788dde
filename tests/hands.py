"""Named hands shared by the tests (one place for the hand strings many files use).

Each name says what the hand is; the comment gives its readings worked out by hand (notation: ``123m`` chows,
``1z``…``7z`` = 东 南 西 北 白 发 中, ``+X`` the winning tile, ``pon:555z`` a declared pung).
"""

#: 123m 456p 789s, pung of 南 (22z + the winning 2z), pair 东 (11z): one standard reading, a pung wait (对倒)
CHOWS_SOUTH_PUNG = "123m456p789s1122z +2z"
#: four chows of three suits (123m 456p 789s 234m) and the pair 5s (单吊 on 5s): no pattern but 平胡 / 鸡胡
CHICKEN = "123m456p789s234m5s +5s"
#: one suit only, 1122233334444s + 2s: several standard readings (the bamboo-only hand of many splits)
BAMBOO_MANY_READINGS = "1122233334444s +2s"
#: 十三幺: 1 and 9 of each suit, the seven honors, the 1m twice
THIRTEEN_ORPHANS = "19m19p19s1234567z +1m"
#: 一条龙 123 456 789m, pung 111p, pair 22p (the win on 2p)
STRAIGHT_IN_CHARACTERS = "123456789m1112p +2p"
#: 123m 456p, pair 11s, 78m completed by 9m (a two-sided wait on 6m/9m), a declared pung of 白
WHITE_PUNG_DECLARED = "123m456p11s78m pon:555z +9m"
#: four pungs 111m 222p 333s 444m and the pair 5s (碰碰胡)
ALL_PUNGS = "111m222p333s444m5s +5s"
#: honors only: pungs of 东 南 西 白 and the pair 发 (字一色)
ALL_HONORS = "111z222z333z555z6z +6z"
#: seven pairs 11m 99m 22p 55p 33s 77s 44s
SEVEN_PAIRS = "1199m2255p33774s +4s"
