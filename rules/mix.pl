% mix: mix the contents of a container into a homogeneous mixture.
action(mix, 'mix the contents of a container with a mixing tool').

slot(container_with_mixture, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(container_with_input_ingredients, in, transferable_container).
slot(mixing_tool, in, can_mix).

mode(1, [kitchen_state_in, container_with_input_ingredients],
        [container_with_mixture, kitchen_state_out, mixing_tool]).
mode(2, [kitchen_state_in, container_with_input_ingredients, mixing_tool],
        [container_with_mixture, kitchen_state_out]).

default(1, mixing_tool, retrieve(whisk)).

% the container lies on the counter-top; the tool was retrieved there (1) or is anywhere (2)
pre(_, on_counter_top(container_with_input_ingredients)).
pre(1, retrieved(mixing_tool)).
pre(2, in_kitchen(mixing_tool)).
effect(_, mix_with_tool(container_with_input_ingredients, mixing_tool, mixed)).

start(_, max(kt, avail(container_with_input_ingredients))).
time(_, container_with_mixture, start + 30).
time(_, kitchen_state_out, start + 30).
time(1, mixing_tool, none).
clock(_, start + 30).
% with a given tool, a failed mix leaves the kitchen clock where it was
failure_clock(2, kt).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, stir(container_with_mixture, container_with_input_ingredients)).
