% shape: give each portion (a list of portions, or the contents of a container) a shape.
action(shape, 'shape portions of dough').

slot(shaped_portions, out, t).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(portions, in, t).
slot(shape, in, shape).

mode(1, [kitchen_state_in, portions, shape], [shaped_portions, kitchen_state_out]).

% portions in a list, or in a container; anything else binds nothing
variant(1, list, is_a(portions, list_of_kitchen_entities)).
variant(1, container, is_a(portions, transferable_container)).
pre(list, listed_on_counter_top(portions)).
pre(container, on_counter_top(portions)).
% the effect sets current_shape on each content: one without it stops the reference
requires(container, contents_settable(portions, [current_shape])).
effect(list, shape_items(portions, shape)).
effect(container, shape_contents(portions, shape)).

start(1, max(kt, avail(portions))).
time(1, shaped_portions, start + 85).
time(1, kitchen_state_out, start + 85).
clock(1, start + 85).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, press(shaped_portions, portions)).
