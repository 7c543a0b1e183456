% drain: separate the liquids of a container (into a fresh medium bowl) from the solids.
action(drain, 'drain a container with a colander').

slot(drained_ingredient, out, transferable_container).
slot(liquid_rests, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(container_with_ingredients, in, transferable_container).
slot(draining_tool, in, can_drain).

mode(1, [kitchen_state_in, container_with_ingredients],
        [drained_ingredient, liquid_rests, kitchen_state_out, draining_tool]).
mode(2, [kitchen_state_in, container_with_ingredients, draining_tool],
        [drained_ingredient, liquid_rests, kitchen_state_out]).

% the colander is fetched before the bowl for the liquids
default(1, draining_tool, retrieve(colander)).
default(_, liquid_rests, retrieve(medium_bowl)).
pre(_, on_counter_top(container_with_ingredients)).
pre(1, retrieved(draining_tool)).
pre(2, on_counter_top(draining_tool)).
pre(_, retrieved(liquid_rests)).
effect(_, drain(container_with_ingredients, draining_tool, liquid_rests)).

start(_, max(kt, avail(container_with_ingredients))).
time(_, drained_ingredient, start + 60).
time(_, liquid_rests, start + 60).
time(_, kitchen_state_out, start + 60).
time(1, draining_tool, start + 60).
clock(_, start + 60).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, drain(drained_ingredient, liquid_rests)).
