"""The renderer draws in layer order, interpolates, applies transforms and caches its work."""

import esper
import pygame
import pytest

from ecs.cache import rotation_cache, text_cache
from ecs.components import (
    Clip,
    Label,
    Layer,
    Particle,
    Position,
    Sprite,
    Transform,
    Visible,
)
from ecs.loop import STEP
from ecs.render import RenderProcessor

RED, BLUE, GREEN, BLACK = (255, 0, 0), (0, 0, 255), (0, 255, 0), (0, 0, 0)


@pytest.fixture
def screen():
    surf = pygame.Surface((100, 100))
    surf.fill(BLACK)
    return surf


def block(colour, size=(20, 20), alpha=False):
    s = pygame.Surface(size, pygame.SRCALPHA if alpha else 0)
    s.fill(colour)
    return s


def rgb(surface, xy):
    return tuple(surface.get_at(xy))[:3]


def test_layer_order_not_entity_order(world, screen):
    red_layer = Layer(5)
    world.spawn(Position(50, 50), Sprite(block(RED)), red_layer)
    world.spawn(Position(55, 55), Sprite(block(BLUE)), Layer(1))
    assert world.render(screen) == 2
    assert rgb(screen, (55, 55)) == RED  # overlap: higher z wins
    assert rgb(screen, (63, 63)) == BLUE
    red_layer.z = 0  # editing z re-sorts without any component change
    screen.fill(BLACK)
    world.render(screen)
    assert rgb(screen, (55, 55)) == BLUE


def test_a_clipped_sprite_draws_only_inside_its_clip_even_when_shaken(world, screen):
    """A zombie walking in from the edge once drew over the side panel beside its stage."""
    world.spawn(Position(50, 50), Sprite(block(RED)), Clip(pygame.Rect(0, 0, 50, 100)))
    screen.set_clip(pygame.Rect(0, 0, 100, 100))
    world.render(screen, offset=(5, 0))
    assert rgb(screen, (50, 50)) == RED  # inside the clip, moved with the shake
    assert rgb(screen, (56, 50)) == BLACK  # past it: nothing
    assert screen.get_clip() == pygame.Rect(0, 0, 100, 100), "the surface's own clip is kept"


def test_particles_keep_their_place_among_sprites(world, screen):
    """Particles go out in batches, but never over a sprite above them or under one below."""
    world.spawn(Position(50, 50), Sprite(block(RED)), Layer(5))  # covers 40..59
    under = Particle(0, 0, life=1.0, max_life=1.0, gravity=0, colour=GREEN, radius=3)
    over = Particle(0, 0, life=1.0, max_life=1.0, gravity=0, colour=BLUE, radius=3)
    world.spawn(Position(45, 45), under, Layer(1))
    world.spawn(Position(55, 55), over, Layer(9))
    world.spawn(Position(20, 20), Particle(0, 0, 1.0, 1.0, 0, GREEN, 3), Layer(1))
    assert world.render(screen) == 4
    assert rgb(screen, (45, 45)) == RED  # the sprite hides the particle below it
    assert rgb(screen, (55, 55)) == BLUE  # and not the one above it
    assert rgb(screen, (20, 20)) == GREEN


def test_equal_layers_draw_in_entity_order(world, screen):
    world.spawn(Position(50, 50), Sprite(block(RED)))
    world.spawn(Position(50, 50), Sprite(block(GREEN)))
    world.render(screen)
    assert rgb(screen, (50, 50)) == GREEN


def test_hidden_entities_are_skipped(world, screen):
    e = world.spawn(Position(50, 50), Sprite(block(RED)), Visible(False))
    assert world.render(screen) == 0
    assert rgb(screen, (50, 50)) == BLACK
    esper.component_for_entity(e, Visible).on = True
    world.render(screen)
    assert rgb(screen, (50, 50)) == RED
    world.show(e, False)
    screen.fill(BLACK)
    world.render(screen)
    assert rgb(screen, (50, 50)) == BLACK


def test_show_adds_visible_only_when_hiding(world, screen):
    e = world.spawn(Position(50, 50), Sprite(block(RED)))
    world.show(e, True)
    assert esper.try_component(e, Visible) is None
    world.show(e, False)
    assert world.render(screen) == 0


def test_interpolates_between_steps(world, screen):
    e = world.spawn(Position(0, 10), Sprite(block(RED, (2, 2)), anchor="topleft"))
    world.tween(e, "x", 60, 0.5, ease="linear")
    world.update(STEP)  # prev_x 0 -> x 2
    pos = esper.component_for_entity(e, Position)
    pos.prev_x, pos.x = 0, 40  # make the interpolation easy to see
    world.render(screen, alpha=0.5)
    assert rgb(screen, (20, 10)) == RED
    assert rgb(screen, (40, 10)) == BLACK
    screen.fill(BLACK)
    world.render(screen, alpha=0.0)
    assert rgb(screen, (0, 10)) == RED


def test_offset_shifts_everything(world, screen):
    world.spawn(Position(10, 10), Sprite(block(RED, (2, 2)), anchor="topleft"))
    world.render(screen, offset=(5, 7))
    assert rgb(screen, (15, 17)) == RED
    assert rgb(screen, (10, 10)) == BLACK


def test_alpha_blends_without_touching_the_source(world, screen):
    img = block(RED)
    world.spawn(Position(50, 50), Sprite(img), Transform(alpha=128))
    world.render(screen)
    r, g, b = rgb(screen, (50, 50))
    assert 110 <= r <= 145 and g == 0 and b == 0
    assert img.get_alpha() is None  # restored after the blit
    hidden = world.spawn(Position(20, 20), Sprite(block(GREEN)), Transform(alpha=0))
    world.render(screen)
    assert rgb(screen, (20, 20)) == BLACK
    assert hidden


def test_scale_and_rotation(world, screen):
    world.spawn(Position(50, 50), Sprite(block(RED, (20, 4), alpha=True)), Transform(rotation=90))
    world.render(screen)
    assert rgb(screen, (50, 42)) == RED  # now tall
    assert rgb(screen, (42, 50)) == BLACK  # no longer wide
    screen.fill(BLACK)
    world.clear()
    world.spawn(Position(50, 50), Sprite(block(GREEN, (10, 10), alpha=True)), Transform(scale=2))
    world.render(screen)
    assert rgb(screen, (42, 50)) == GREEN
    assert rgb(screen, (50, 50)) == GREEN


def test_labels_render_text(world, screen):
    world.spawn(Position(50, 50), Label("W", 40, GREEN, shadow=False))
    world.render(screen)
    colours = {rgb(screen, (x, y)) for x in range(30, 70) for y in range(30, 70)}
    assert GREEN in colours


def test_labels_fade_via_transform(world, screen):
    world.spawn(Position(50, 50), Label("W", 40, (255, 255, 255)), Transform(alpha=0))
    assert world.render(screen) == 0


def test_deleted_entities_vanish_immediately(world, screen):
    e = world.spawn(Position(50, 50), Sprite(block(RED)))
    esper.delete_entity(e)  # esper defers this to the next process()
    world.render(screen)
    assert rgb(screen, (50, 50)) == BLACK


def test_steady_frames_reuse_everything(world, screen):
    world.spawn(Position(30, 30), Sprite(block(RED, alpha=True)), Transform(rotation=45, scale=1.3))
    world.spawn(Position(60, 60), Label("Hen", 20, GREEN), Transform(alpha=200))
    world.render(screen)
    records = world.renderer._records
    rot_misses, text_misses = rotation_cache.lru.misses, text_cache.lru.misses
    for _ in range(20):
        world.render(screen)
    assert rotation_cache.lru.misses == rot_misses
    assert text_cache.lru.misses == text_misses
    assert world.renderer._records is records  # no rebuild while nothing changed


def test_new_entities_are_picked_up(world, screen):
    world.render(screen)
    world.spawn(Position(50, 50), Sprite(block(RED)))
    world.render(screen)
    assert rgb(screen, (50, 50)) == RED


def test_process_draws_to_target_getter(world, screen):
    world.spawn(Position(50, 50), Sprite(block(BLUE)))
    world.activate()
    RenderProcessor(lambda: screen).process(0.0, alpha=1.0)
    assert rgb(screen, (50, 50)) == BLUE
    with pytest.raises(RuntimeError):
        RenderProcessor().process(0.0)


def test_render_does_not_run_in_fixed_steps(world):
    world.activate()
    assert esper.get_processor(RenderProcessor) is None


def test_a_steady_layer_stays_put_while_the_table_shakes(world, screen):
    """A shake moves the table, not a banner's words: shaken, the subtitle under Henhouse's
    "destroyed!" once crossed onto the hint bar."""
    world.spawn(Position(30, 30), Sprite(block(RED, (10, 10))), Layer(1))
    world.spawn(Position(70, 70), Sprite(block(BLUE, (10, 10))), Layer(2, steady=True))
    world.render(screen, offset=(9, 9))
    assert rgb(screen, (39, 39)) == RED and rgb(screen, (30, 30)) == BLACK  # shaken
    assert rgb(screen, (70, 70)) == BLUE and rgb(screen, (79, 79)) == BLACK  # steady
