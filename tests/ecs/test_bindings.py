"""Remapping: assigning keys, conflicts, reserved keys and the saved form."""

from __future__ import annotations

import pygame
import pytest

from ecs.bindings import (
    ALL_KEYS,
    PAD_BUTTONS,
    REMAPPABLE,
    Bindings,
    Intent,
    key_code,
    key_label,
)
from ecs.input import InputRouter, IntentEvent, key_event, pad_button_event


def test_the_standard_layouts_have_no_conflicts():
    assert Bindings().conflicts() == []


def test_every_key_has_a_label_that_leads_back_to_it():
    for label, code in ALL_KEYS.items():
        assert key_label(code) == label
        assert key_code(label) == code
    assert key_label(pygame.K_k) == "K" and key_label(pygame.K_KP5) == "Keypad 5"
    assert key_label(pygame.K_LSHIFT) == "Left Shift"


def test_assigning_a_free_key_replaces_the_old_ones():
    bindings, moved = Bindings().assign("kb-left", Intent.CONFIRM, "K")
    assert moved is None
    assert bindings.names("kb-left", Intent.CONFIRM) == ("K",)
    table = bindings.key_table()
    assert table[pygame.K_k] == ("kb-left", Intent.CONFIRM)
    assert pygame.K_SPACE not in table
    assert bindings.conflicts() == []


def test_a_key_taken_from_another_action_moves_and_leaves_a_conflict():
    bindings, moved = Bindings().assign("kb-left", Intent.CONFIRM, "Enter")
    assert moved == "Enter moved here from Confirm (Keyboard right)"
    assert bindings.names("kb-right", Intent.CONFIRM) == ("Keypad Enter",)
    bindings, moved = bindings.assign("kb-left", Intent.FAST, "G")
    bindings, moved = bindings.assign("kb-right", Intent.HISTORY, "G")
    assert bindings.names("kb-left", Intent.FAST) == ()
    [conflict] = bindings.conflicts()
    assert (conflict.layout, conflict.intent) == ("kb-left", Intent.FAST)
    assert "no key" in conflict.words


def test_taking_the_only_key_of_an_essential_action_swaps_so_no_device_is_locked_out():
    bindings, _ = Bindings().assign("kb-left", Intent.CONFIRM, "Enter")
    bindings, moved = bindings.assign("kb-left", Intent.BACK, "Keypad Enter")
    assert moved == ("Keypad Enter moved here from Confirm (Keyboard right), which now uses Q")
    assert bindings.names("kb-right", Intent.CONFIRM) == ("Q",)
    assert bindings.names("kb-left", Intent.BACK) == ("Keypad Enter",)
    assert bindings.conflicts() == []
    reloaded, problems = Bindings.from_saved(bindings.saved())
    assert problems == [] and reloaded == bindings


def test_an_essential_key_cannot_go_to_an_action_with_nothing_to_swap():
    bindings, _ = Bindings().assign("kb-left", Intent.FAST, "G")
    bindings, _ = bindings.assign("kb-right", Intent.HISTORY, "G")  # Fast now has no key
    with pytest.raises(ValueError, match="Confirm .Keyboard left. needs it"):
        bindings.assign("kb-left", Intent.FAST, "Space")


@pytest.mark.parametrize("name", ["F11", "F12"])
def test_the_global_keys_cannot_be_taken(name):
    with pytest.raises(ValueError, match="kept for"):
        Bindings().assign("kb-left", Intent.CONFIRM, name)


def test_unknown_names_and_unremappable_actions_are_refused():
    with pytest.raises(ValueError):
        Bindings().assign("kb-left", Intent.CONFIRM, "Not a key")
    with pytest.raises(ValueError):
        Bindings().assign("pad", Intent.CONFIRM, "Space")
    with pytest.raises(ValueError):
        Bindings().assign("kb-left", Intent.SCREENSHOT, "K")


def test_a_hand_edited_clash_is_flagged_and_the_first_binding_wins():
    bindings, problems = Bindings.from_saved({"kb-right": {"back": ("Space",)}})
    assert problems == []
    clash = [c for c in bindings.conflicts() if c.intent == Intent.BACK]
    assert clash and "Space also does Confirm (Keyboard left)" in clash[0].words
    assert bindings.key_table()[pygame.K_SPACE] == ("kb-left", Intent.CONFIRM)


def test_saved_form_keeps_only_changes_and_round_trips():
    bindings = Bindings().assign("kb-left", Intent.FAST, "G")[0]
    bindings = bindings.assign("pad", Intent.FAST, "Y")[0]
    saved = bindings.saved()
    assert saved["kb-left"] == {"fast": ("G",)}
    assert saved["pad"]["fast"] == ("Y",) and saved["pad"]["info"] == ("BACK",)
    assert Bindings.from_saved(saved) == (bindings, [])
    assert bindings.reset("pad").saved() == {"kb-left": {"fast": ("G",)}}


def test_junk_in_a_saved_layout_is_reported_and_skipped():
    saved = {"kb-left": {"warp": ("K",), "confirm": ("F11", "K")}, "mouse": {}}
    bindings, problems = Bindings.from_saved(saved)
    assert bindings.names("kb-left", Intent.CONFIRM) == ("K",)
    assert len(problems) == 3


def test_pad_labels_follow_the_controller_family():
    bindings = Bindings()
    assert bindings.button_label("pad-1", Intent.CONFIRM, "playstation") == "Cross"
    assert bindings.button_label("pad-1", Intent.CONFIRM, "xbox") == "A"
    assert bindings.button_label("pad-1", Intent.SCREENSHOT, "playstation") == "R3"
    assert bindings.describe("pad-1", "nintendo")[Intent.MENU] == "+ / Home"


def test_the_router_obeys_new_bindings_at_once():
    router = InputRouter(controllers=False)
    router.set_bindings(Bindings().assign("kb-left", Intent.CONFIRM, "K")[0])
    assert router.handle(key_event(pygame.K_k)) == [IntentEvent("kb-left", Intent.CONFIRM)]
    assert router.handle(key_event(pygame.K_SPACE)) == []
    router.set_bindings(Bindings().assign("pad", Intent.BACK, "Y")[0])
    out = router.handle(pad_button_event(4, PAD_BUTTONS["Y"]))
    assert IntentEvent("pad-4", Intent.BACK) in out
    assert router.button_label("kb-left", Intent.CONFIRM) == "Space"
    assert router.button_label("pad-4", Intent.BACK) == "Y"


def test_a_pad_button_takes_screenshots():
    router = InputRouter(controllers=False)
    out = router.handle(pad_button_event(2, PAD_BUTTONS["RIGHTSTICK"]))
    assert IntentEvent("pad-2", Intent.SCREENSHOT) in out


def test_history_has_a_key_on_each_keyboard_half_and_a_pad_button_clashing_with_none():
    bindings = Bindings()
    assert bindings.names("kb-left", Intent.HISTORY) == ("R",)
    assert bindings.names("kb-right", Intent.HISTORY) == ("Home",)
    assert bindings.button_label("pad-1", Intent.HISTORY, "playstation") == "L3"
    assert bindings.conflicts() == []
    assert bindings.key_table()[pygame.K_r] == ("kb-left", Intent.HISTORY)
    assert Intent.HISTORY in REMAPPABLE["kb-left"] and Intent.HISTORY in REMAPPABLE["pad"]


def test_a_settings_file_from_before_history_loads_with_its_default_keys():
    saved = {"kb-left": {"fast": ("G",)}, "pad": {"info": ("Y",)}}  # no "history" anywhere
    bindings, problems = Bindings.from_saved(saved)
    assert problems == []
    assert bindings.names("kb-left", Intent.HISTORY) == ("R",)
    assert bindings.names("pad", Intent.HISTORY) == ("LEFTSTICK",)
    assert "history" not in str(bindings.saved())
