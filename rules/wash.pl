% wash: wash the washable items of a container on the counter-top.
action(wash, 'wash the ingredients in a container').

slot(container_with_washed_ingredients, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(container_with_input_ingredients, in, transferable_container).

mode(1, [kitchen_state_in, container_with_input_ingredients],
        [container_with_washed_ingredients, kitchen_state_out]).

pre(_, on_counter_top(container_with_input_ingredients)).
effect(_, wash(container_with_input_ingredients)).

start(_, max(kt, avail(container_with_input_ingredients))).
time(_, container_with_washed_ingredients, start + 60).
time(_, kitchen_state_out, start + 60).
clock(_, start + 60).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, wait(container_with_washed_ingredients)).
