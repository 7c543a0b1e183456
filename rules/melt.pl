% melt: melt the meltable contents of a container (in the microwave unless a tool is given).
action(melt, 'melt the contents of a container').

slot(container_with_melted_ingredients, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(container_with_input_ingredients, in, transferable_container).
slot(melting_tool, in, has_temperature).

mode(1, [kitchen_state_in, container_with_input_ingredients],
        [container_with_melted_ingredients, kitchen_state_out, melting_tool]).
mode(2, [kitchen_state_in, container_with_input_ingredients, melting_tool],
        [container_with_melted_ingredients, kitchen_state_out]).

% the kitchen's microwave: not moved, not marked used, not heated
default(1, melting_tool, place(microwave)).
% only failed inputs are tested, and the tool is never looked up; a container missing from the
% counter-top is bound as nothing, which stops the reference
pre(_, not_failed(container_with_input_ingredients)).
pre(2, not_failed(melting_tool)).
requires(_, on_counter_top(container_with_input_ingredients), 'no-value(container-with-melted-ingredients)').
effect(_, melt(container_with_input_ingredients)).

% the way of melting does not change the time
start(_, max(kt, avail(container_with_input_ingredients))).
time(_, container_with_melted_ingredients, start + 60).
time(_, kitchen_state_out, start + 60).
time(1, melting_tool, start + 60).
clock(_, start + 60).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, heat(container_with_melted_ingredients)).
