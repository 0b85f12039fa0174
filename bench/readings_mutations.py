"""Issue 20, stated readings: each pinning test must fail when the engine reads otherwise. Every other
reading is monkeypatched in memory (no file is edited), the test run, then the patch undone and the test run
again. Run from the repository root: .venv/bin/python bench/readings_mutations.py"""
import sys, traceback
sys.path.insert(0, "tests/engine")
import importlib

def expect_fail(name, patch, testmod, testname):
    undo = patch()
    mod = importlib.import_module(testmod)
    try:
        getattr(mod, testname)()
        print(f"SURVIVED  {name}: {testname}")
    except Exception as e:
        print(f"failed as expected  {name}: {testname} ({type(e).__name__})")
    finally:
        undo()
    getattr(mod, testname)()   # passes again once restored

def setattr_undo(obj, attr, value):
    old = getattr(obj, attr)
    def do():
        setattr(obj, attr, value)
        return lambda: setattr(obj, attr, old)
    return do

# Takenoko: a bassin grows a section when it first irrigates the plot
from engine.games.takenoko import calculators as TC, rules as TR
cls = type(__import__("engine.games", fromlist=["get_game"]).get_game("takenoko", "tour").start({"jardin": ["V0 E"]}, 1))
orig = cls._apply
def t_apply(self, move, player):
    wet = None
    if move.startswith("amenager-bassin-"):
        name = move.split("-", 2)[2]; wet = TR.irrigated(self.jardin, self.canaux, name)
    orig(self, move, player)
    if wet is False:
        TR.grow(self.jardin, name, 1)
expect_fail("takenoko", setattr_undo(cls, "_apply", t_apply), "test_takenoko", "test_a_bassin_irrigates_its_plot_without_growing_a_section")

# Dragonarium: a dragon's cell counts height 0 unless the tile is of the domain's colour
from engine.games.dragonarium import rules as DR
expect_fail("dragonarium", setattr_undo(DR, "domain_points", lambda cells, dom: len(dom) * max(
    (cells[i]["h"] if cells[i]["t"] in DR.colours_of(cells[i]) and not cells[i]["d"] else 0) for i in dom)),
    "test_dragonarium", "test_a_dragon_on_a_tile_of_another_colour_brings_that_tile_height_to_its_domain")

# Piña Coladice: five equal dice make a full
from engine.games.pinacoladice import rules as PR
def pc_patch():
    old = PR.is_full
    PR.is_full = lambda v: old(v) or len(set(v)) == 1
    cache = getattr(PR, "_MET", None)
    if hasattr(PR.combos_met, "cache_clear"): PR.combos_met.cache_clear()
    def undo():
        PR.is_full = old
        if hasattr(PR.combos_met, "cache_clear"): PR.combos_met.cache_clear()
    return undo
expect_fail("pinacoladice full", pc_patch, "test_pinacoladice", "test_five_equal_dice_are_not_a_full")

# Piña Coladice: the 6th pawn is the 6th placement of the game (a returned pawn still counts)
from engine.games import get_game
pcls = type(get_game("pinacoladice").start({"joueurs": 2}, 1))
porig = pcls._apply
def p_apply(self, move, player):
    porig(self, move, player)
    if isinstance(move, str) and move.startswith("retirer-"):
        self.reserve[player] -= 1
expect_fail("pinacoladice sixth", setattr_undo(pcls, "_apply", p_apply), "test_pinacoladice",
            "test_the_sixth_pawn_is_the_one_that_empties_the_reserve_after_happy_hour_returned_one")

# Hypnosia: another pass limit
from engine.games.hypnosia import game as HG
for limit in (59, 61):
    expect_fail(f"hypnosia limit {limit}", setattr_undo(HG, "PASS_LIMIT", limit), "test_hypnosia", "test_sixty_turns_passed_in_a_row_end_the_game")

# Dames: the start position not counted; a man move restarts the endgame count
dcls = type(get_game("dames", "partie").start({}, 1))
dsetup = type(get_game("dames", "partie")).setup
def d_setup(self, options, seed):
    s = dsetup(self, options, seed); s.positions = []; return s
expect_fail("dames start", setattr_undo(type(get_game("dames", "partie")), "setup", d_setup), "test_dames", "test_the_start_position_counts_as_its_first_occurrence")
from engine.games.dames import rules as DAR
dorig = dcls._apply
def d_apply(self, move, player):
    named = self.named().get(move)
    man = named is not None and self.cases[named[0][0]] in DAR.MAN
    dorig(self, move, player)
    if man and self.finale:
        self.finale["demi_coups"] = 0
expect_fail("dames man move", setattr_undo(dcls, "_apply", d_apply), "test_dames", "test_a_man_move_or_a_crowning_does_not_restart_the_lone_king_count")

# Tranquility
from engine.games.tranquility import rules as TQ
ns = TQ.next_spots
expect_fail("tranquility bridge support", setattr_undo(TQ, "check_place", (lambda old: lambda m, card, r, c, path_rule=False:
    ("pont dessous", 0) if r > 1 and TQ.BRIDGE in (TQ.at(m, r - 1, c), TQ.at(m, r - 1, c + 1)) and TQ.at(m, r, c) is None else old(m, card, r, c, path_rule))(TQ.check_place)),
    "test_tranquility", "test_a_bridge_carries_the_cards_above_it")
def sv(m, r, c, step):
    c += step
    card = TQ.at(m, r, c)
    if card is None or card == TQ.BRIDGE: return None
    if card in TQ.CAMPFIRES:
        card = TQ.at(m, r, c + step)
        return None if card is None or card == TQ.BRIDGE or card in TQ.CAMPFIRES else TQ.value_of(card)
    return TQ.value_of(card)
expect_fail("tranquility campfires", setattr_undo(TQ, "side_value", sv), "test_tranquility", "test_several_campfires_in_a_row_are_all_skipped_in_a_cost")
gp = TQ.goat_path_problem
def gpp(m, start, dirs):
    p = gp(m, start, dirs)
    if p: return p
    for (r, c) in TQ.goat_visits(start, dirs):
        if TQ.at(m, r, c) in TQ.CAMPFIRES: return "feu"
    return None
expect_fail("tranquility goats", setattr_undo(TQ, "goat_path_problem", gpp), "test_tranquility", "test_goats_may_stand_on_a_campfire")
co = TQ.colour_of
def colour_across(m_unused=None):
    old = TQ.check_place
    def cp(m, card, r, c, path_rule=False):
        res = old(m, card, r, c, path_rule)
        if res[0] is None and card in TQ.VERSANTS:
            for step in (-1, 1):
                if TQ.at(m, r, c + step) == TQ.BRIDGE and TQ.colour_of(TQ.at(m, r, c + 2 * step)) == TQ.colour_of(card):
                    return ("même couleur", 0)
        return res
    TQ.check_place = cp
    return lambda: setattr(TQ, "check_place", old)
expect_fail("tranquility colour across bridge", colour_across, "test_tranquility", "test_the_same_colour_may_stand_on_both_sides_of_a_bridge")

# Castles: the builder receives the 3 000
ccls = type(get_game("castles", "partie").start({"joueurs": 2}, 1))
corig = ccls._place
def c_place(self, p, anchor):
    stair = self.choix["source"] in ("escalier", "couloir") and self.etape == "achat"
    corig(self, p, anchor)
    if stair and p != self.maitre:
        self.argent[self.maitre] += 3000
expect_fail("castles", setattr_undo(ccls, "_place", c_place), "test_castles", "test_a_stair_or_corridor_costs_3000_paid_to_the_bank")

# Aventuriers: the player who triggers the last round does not play again
acls = type(get_game("aventuriers", "partie").start({"joueurs": 2}, 1))
aorig = acls._end_turn
def a_end_turn(self):
    before = self.turns_left
    aorig(self)
    if before is None and self.turns_left is not None:
        self.turns_left -= 1
expect_fail("aventuriers", setattr_undo(acls, "_end_turn", a_end_turn), "test_aventuriers", "test_last_round_gives_every_player_one_more_turn_the_trigger_included")

# Dice Hospital: the blood bag leaves the extra patient with the die it came with
hcls = type(get_game("dicehospital", "admission").start({}, 1))
horig = hcls._apply
def h_apply(self, move, player):
    before = self.extra
    horig(self, move, player)
    if isinstance(move, str) and move.startswith("poche-") and before:
        self.extra, self.todo = list(before), ["de", "sup"]
expect_fail("dicehospital", setattr_undo(hcls, "_apply", h_apply), "test_dicehospital",
            "test_a_blood_bag_moves_the_extra_patient_to_another_die_without_changing_it")

# Quatrix: a board where same-colour squares never touch, not even at a corner
from engine.games.quatrix import rules as QR
ALT = tuple((("bleu", "rouge") if r % 2 == 0 else ("jaune", "vert"))[c % 2] for r in range(6) for c in range(6))
expect_fail("quatrix", setattr_undo(QR, "LAYOUT", ALT), "test_quatrix", "test_same_colour_squares_may_touch_at_a_corner")
