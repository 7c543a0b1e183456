% shake: shake a covered container so that its contents become one homogeneous mixture.
action(shake, 'shake a covered container').

slot(container_with_mixture, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(container_with_input_ingredients, in, transferable_container).

mode(1, [kitchen_state_in, container_with_input_ingredients], [container_with_mixture, kitchen_state_out]).

% only a container with a cover on can be shaken
pre(1, on_counter_top(container_with_input_ingredients)).
pre(1, is_a(container_with_input_ingredients, coverable_container)).
pre(1, covered(container_with_input_ingredients)).
effect(1, shake(container_with_input_ingredients)).

start(1, max(kt, avail(container_with_input_ingredients))).
time(1, container_with_mixture, start + 30).
time(1, kitchen_state_out, start + 30).
clock(1, start + 30).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, stir(container_with_mixture, container_with_input_ingredients)).
