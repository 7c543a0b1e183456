% beat: beat the contents of a container into one homogeneous mixture.
action(beat, 'beat the contents of a container with a whisk or another beating tool').

slot(container_with_ingredients_beaten, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(container_with_ingredients, in, transferable_container).
slot(tool, in, cooking_utensil).

mode(1, [kitchen_state_in, container_with_ingredients],
        [container_with_ingredients_beaten, kitchen_state_out, tool]).
mode(2, [kitchen_state_in, container_with_ingredients, tool],
        [container_with_ingredients_beaten, kitchen_state_out]).

default(1, tool, retrieve(whisk)).

% the container lies on the counter-top; the tool was retrieved there (1) or lies there (2)
pre(_, on_counter_top(container_with_ingredients)).
pre(1, retrieved(tool)).
pre(2, on_counter_top(tool)).
effect(_, mix_with_tool(container_with_ingredients, tool, beaten)).

start(_, max(kt, avail(container_with_ingredients))).
time(_, container_with_ingredients_beaten, start + 60).
time(_, kitchen_state_out, start + 60).
time(1, tool, none).
clock(_, start + 60).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, stir(container_with_ingredients_beaten, container_with_ingredients)).
