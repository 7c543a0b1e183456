% mingle: stir the contents of a container into one heterogeneous mixture.
action(mingle, 'mingle the contents of a container with a wooden spoon or another tool').

slot(container_with_mixture, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(container_with_input_ingredients, in, transferable_container).
slot(mingling_tool, in, can_mingle).

mode(1, [kitchen_state_in, container_with_input_ingredients],
        [container_with_mixture, kitchen_state_out, mingling_tool]).
mode(2, [kitchen_state_in, container_with_input_ingredients, mingling_tool],
        [container_with_mixture, kitchen_state_out]).

default(1, mingling_tool, retrieve(wooden_spoon)).
% a given tool is looked up anywhere; the container is never tested: a missing one stops the
% reference
pre(1, retrieved(mingling_tool)).
pre(2, in_kitchen(mingling_tool)).
requires(_, on_counter_top(container_with_input_ingredients), 'no-applicable-method(contents)').
effect(_, mingle(container_with_input_ingredients, mingling_tool)).

start(_, max(kt, avail(container_with_input_ingredients))).
time(_, container_with_mixture, start + 30).
time(_, kitchen_state_out, start + 30).
time(1, mingling_tool, none).
clock(_, start + 30).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, stir(container_with_mixture, container_with_input_ingredients)).
